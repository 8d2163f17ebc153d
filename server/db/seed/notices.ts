// Demo notices, one or more of every announcement type (spec section 9), each declared
// once with its title and content in every shipped language.
import type { NoticeType } from '../schema';
import { translationsOf, type Localized } from './localized';

export interface NoticeText {
  title: string;
  content: string;
}

const notice = (title: string, content: string): NoticeText => ({ title, content });

export interface NoticeSeed {
  type: NoticeType;
  popup: boolean;
  /** How long before seeding the notice was published. */
  hoursAgo: number;
  text: Localized<NoticeText>;
}

export const NOTICE_SEED: NoticeSeed[] = [
  {
    type: 'PU', popup: true, hoursAgo: 1,
    text: {
      en: notice('Welcome to Aurora Play', 'Thank you for joining us. Please play responsibly: you can set deposit limits and take a break at any time from your account.'),
      vi: notice('Chào mừng đến với Aurora Play', 'Cảm ơn bạn đã tham gia cùng chúng tôi. Hãy chơi có trách nhiệm: bạn có thể đặt hạn mức nạp tiền và tạm nghỉ bất cứ lúc nào trong tài khoản của mình.'),
      th: notice('ยินดีต้อนรับสู่ Aurora Play', 'ขอบคุณที่มาร่วมสนุกกับเรา โปรดเล่นอย่างรับผิดชอบ คุณตั้งวงเงินฝากและพักการเล่นได้ทุกเมื่อจากบัญชีของคุณ'),
      zh: notice('欢迎来到 Aurora Play', '感谢您的加入。请理性游戏：您可以随时在账户中设置存款限额或暂停游戏。'),
      hi: notice('Aurora Play में आपका स्वागत है', 'हमसे जुड़ने के लिए धन्यवाद। कृपया ज़िम्मेदारी से खेलें: आप अपने अकाउंट से कभी भी डिपॉज़िट की सीमा तय कर सकते हैं और ब्रेक ले सकते हैं।'),
      bn: notice('Aurora Play-এ স্বাগতম', 'আমাদের সঙ্গে যোগ দেওয়ার জন্য ধন্যবাদ। দায়িত্ব নিয়ে খেলুন: আপনার অ্যাকাউন্ট থেকে যেকোনো সময় ডিপোজিটের সীমা ঠিক করতে ও বিরতি নিতে পারেন।'),
      ar: notice('مرحبًا بك في Aurora Play', 'شكرًا لانضمامك إلينا. يُرجى اللعب بمسؤولية: يمكنك تحديد حدود للإيداع وأخذ استراحة في أي وقت من حسابك.'),
      id: notice('Selamat datang di Aurora Play', 'Terima kasih telah bergabung bersama kami. Bermainlah secara bertanggung jawab: Anda dapat menetapkan batas deposit dan beristirahat kapan saja dari akun Anda.'),
      'pt-BR': notice('Boas-vindas à Aurora Play', 'Obrigado por se juntar a nós. Jogue com responsabilidade: você pode definir limites de depósito e fazer uma pausa quando quiser na sua conta.'),
    },
  },
  {
    type: 'PR', popup: true, hoursAgo: 5,
    text: {
      en: notice('Weekend Reload Bonus', 'Deposit on Saturday or Sunday and receive a 25% reload bonus, credited automatically.'),
      vi: notice('Thưởng nạp lại cuối tuần', 'Nạp tiền vào thứ Bảy hoặc Chủ nhật để nhận thưởng nạp lại 25%, được cộng tự động.'),
      th: notice('โบนัสเติมเงินวันหยุดสุดสัปดาห์', 'ฝากเงินในวันเสาร์หรืออาทิตย์ รับโบนัสเติมเงิน 25% เข้าบัญชีอัตโนมัติ'),
      zh: notice('周末续存奖金', '周六或周日存款即可获得 25% 续存奖金，系统自动发放。'),
      hi: notice('वीकेंड रीलोड बोनस', 'शनिवार या रविवार को डिपॉज़िट करें और 25% रीलोड बोनस पाएँ, जो अपने आप जमा हो जाता है।'),
      bn: notice('সপ্তাহান্তের রিলোড বোনাস', 'শনিবার বা রবিবার ডিপোজিট করুন আর 25% রিলোড বোনাস পান, যা স্বয়ংক্রিয়ভাবে জমা হয়।'),
      ar: notice('مكافأة إعادة الإيداع في عطلة نهاية الأسبوع', 'أودِع يوم السبت أو الأحد واحصل على مكافأة إعادة إيداع بنسبة 25% تُضاف تلقائيًا.'),
      id: notice('Bonus Isi Ulang Akhir Pekan', 'Deposit pada hari Sabtu atau Minggu dan dapatkan bonus isi ulang 25% yang masuk secara otomatis.'),
      'pt-BR': notice('Bônus de Recarga de Fim de Semana', 'Deposite no sábado ou no domingo e receba um bônus de recarga de 25%, creditado automaticamente.'),
    },
  },
  {
    type: 'B', popup: false, hoursAgo: 12,
    text: {
      en: notice('Scheduled system upgrade completed', 'The scheduled upgrade has finished. All games and payment methods are available again.'),
      vi: notice('Đã hoàn tất nâng cấp hệ thống theo lịch', 'Đợt nâng cấp theo lịch đã hoàn tất. Tất cả trò chơi và phương thức thanh toán đã hoạt động trở lại.'),
      th: notice('อัปเกรดระบบตามกำหนดเสร็จสิ้นแล้ว', 'การอัปเกรดตามกำหนดเสร็จเรียบร้อยแล้ว เกมและช่องทางชำระเงินทั้งหมดกลับมาใช้งานได้ตามปกติ'),
      zh: notice('系统例行升级已完成', '例行升级已完成，所有游戏和支付方式均已恢复使用。'),
      hi: notice('निर्धारित सिस्टम अपग्रेड पूरा हुआ', 'निर्धारित अपग्रेड पूरा हो गया है। सभी गेम और भुगतान के तरीके फिर से उपलब्ध हैं।'),
      bn: notice('নির্ধারিত সিস্টেম আপগ্রেড সম্পন্ন', 'নির্ধারিত আপগ্রেড শেষ হয়েছে। সব গেম ও পেমেন্ট পদ্ধতি আবার চালু আছে।'),
      ar: notice('اكتمال ترقية النظام المجدولة', 'انتهت الترقية المجدولة. جميع الألعاب وطرق الدفع متاحة من جديد.'),
      id: notice('Peningkatan sistem terjadwal selesai', 'Peningkatan terjadwal telah selesai. Semua game dan metode pembayaran sudah tersedia kembali.'),
      'pt-BR': notice('Atualização programada do sistema concluída', 'A atualização programada terminou. Todos os jogos e formas de pagamento estão disponíveis novamente.'),
    },
  },
  {
    type: 'PL', popup: false, hoursAgo: 30,
    text: {
      en: notice('New payment method available', 'Bank transfer deposits are now credited within five minutes on weekdays.'),
      vi: notice('Có phương thức thanh toán mới', 'Tiền nạp qua chuyển khoản ngân hàng giờ được cộng trong vòng năm phút vào các ngày trong tuần.'),
      th: notice('ช่องทางชำระเงินใหม่พร้อมให้บริการ', 'การฝากเงินผ่านการโอนธนาคารจะเข้าบัญชีภายในห้านาทีในวันธรรมดา'),
      zh: notice('新支付方式上线', '工作日银行转账存款现在可在五分钟内到账。'),
      hi: notice('नया भुगतान तरीका उपलब्ध', 'कार्यदिवसों में बैंक ट्रांसफ़र से किए गए डिपॉज़िट अब पाँच मिनट के भीतर जमा हो जाते हैं।'),
      bn: notice('নতুন পেমেন্ট পদ্ধতি চালু', 'সপ্তাহের কর্মদিবসে ব্যাংক ট্রান্সফারের ডিপোজিট এখন পাঁচ মিনিটের মধ্যে জমা হয়।'),
      ar: notice('طريقة دفع جديدة متاحة الآن', 'أصبحت الإيداعات عبر التحويل المصرفي تُضاف إلى حسابك خلال خمس دقائق في أيام العمل.'),
      id: notice('Metode pembayaran baru tersedia', 'Deposit melalui transfer bank kini masuk dalam lima menit pada hari kerja.'),
      'pt-BR': notice('Nova forma de pagamento disponível', 'Depósitos por transferência bancária agora são creditados em até cinco minutos nos dias úteis.'),
    },
  },
  {
    type: 'H', popup: false, hoursAgo: 48,
    text: {
      en: notice('Holiday customer service hours', 'Live chat stays open 24 hours a day during the holidays; telegram replies may take longer.'),
      vi: notice('Giờ hỗ trợ khách hàng dịp lễ', 'Live chat vẫn mở 24 giờ mỗi ngày trong kỳ nghỉ lễ; phản hồi qua Telegram có thể chậm hơn.'),
      th: notice('เวลาให้บริการลูกค้าช่วงวันหยุด', 'ไลฟ์แชทเปิดให้บริการตลอด 24 ชั่วโมงในช่วงวันหยุด ส่วนการตอบกลับทาง Telegram อาจใช้เวลานานกว่าปกติ'),
      zh: notice('节假日客服时间', '节假日期间在线客服 24 小时开放；Telegram 回复可能会稍慢。'),
      hi: notice('छुट्टियों में ग्राहक सेवा का समय', 'छुट्टियों के दौरान लाइव चैट चौबीसों घंटे खुला रहता है; Telegram पर जवाब आने में थोड़ा ज़्यादा समय लग सकता है।'),
      bn: notice('ছুটির দিনে গ্রাহকসেবার সময়', 'ছুটির সময় লাইভ চ্যাট দিনে 24 ঘণ্টা খোলা থাকে; Telegram-এ উত্তর পেতে একটু বেশি সময় লাগতে পারে।'),
      ar: notice('مواعيد خدمة العملاء خلال العطلات', 'تظل الدردشة المباشرة متاحة 24 ساعة يوميًا خلال العطلات، وقد تستغرق الردود عبر Telegram وقتًا أطول.'),
      id: notice('Jam layanan pelanggan selama libur', 'Live chat tetap buka 24 jam sehari selama libur; balasan melalui Telegram mungkin lebih lama.'),
      'pt-BR': notice('Horário do atendimento nos feriados', 'O chat ao vivo fica aberto 24 horas por dia durante os feriados; as respostas pelo Telegram podem demorar mais.'),
    },
  },
  {
    type: 'B', popup: false, hoursAgo: 72,
    text: {
      en: notice('Security reminder', 'Our staff will never ask for your password or SMS code. Report suspicious messages to customer service.'),
      vi: notice('Nhắc nhở bảo mật', 'Nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu hay mã SMS của bạn. Hãy báo cho bộ phận chăm sóc khách hàng nếu nhận được tin nhắn đáng ngờ.'),
      th: notice('ข้อควรระวังด้านความปลอดภัย', 'เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่านหรือรหัส SMS ของคุณ หากได้รับข้อความที่น่าสงสัย โปรดแจ้งฝ่ายบริการลูกค้า'),
      zh: notice('安全提醒', '我们的工作人员绝不会索要您的密码或短信验证码。如收到可疑消息，请向客服举报。'),
      hi: notice('सुरक्षा अनुस्मारक', 'हमारे कर्मचारी कभी भी आपका पासवर्ड या SMS कोड नहीं माँगेंगे। संदिग्ध संदेशों की सूचना ग्राहक सेवा को दें।'),
      bn: notice('নিরাপত্তা বিষয়ে মনে করিয়ে দেওয়া', 'আমাদের কর্মীরা কখনো আপনার পাসওয়ার্ড বা SMS কোড চাইবেন না। সন্দেহজনক বার্তা পেলে গ্রাহকসেবাকে জানান।'),
      ar: notice('تذكير أمني', 'لن يطلب منك موظفونا أبدًا كلمة المرور أو رمز SMS. أبلغ خدمة العملاء عن أي رسائل مشبوهة.'),
      id: notice('Pengingat keamanan', 'Staf kami tidak akan pernah meminta kata sandi atau kode SMS Anda. Laporkan pesan yang mencurigakan kepada layanan pelanggan.'),
      'pt-BR': notice('Lembrete de segurança', 'Nossa equipe nunca vai pedir sua senha ou código SMS. Denuncie mensagens suspeitas ao atendimento.'),
    },
  },
];

/** The notice rows, dated back from `now`; English in the row, the rest in `translations`. */
export function noticeRows(now: number) {
  return NOTICE_SEED.map((n) => ({
    type: n.type,
    title: n.text.en.title,
    content: n.text.en.content,
    translations: translationsOf(n.text),
    popup: n.popup,
    created_at: new Date(now - n.hoursAgo * 3_600_000),
  }));
}

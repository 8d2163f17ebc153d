// The help centre's articles (spec section 7): one per topic, each declared once with
// its title and body in every shipped language; the table holds a row per language.
import { LANGUAGE_CODES } from '../../i18n/languages';
import type { HELP_TOPICS } from '../../content/contentPages';
import type { Localized } from './localized';

export interface Article {
  title: string;
  body: string;
}

const article = (title: string, body: string): Article => ({ title, body });

export interface HelpSeed {
  topic: (typeof HELP_TOPICS)[number];
  text: Localized<Article>;
}

export const HELP_SEED: HelpSeed[] = [
  {
    topic: 'faq',
    text: {
      en: article('Frequently asked questions', 'How do I deposit? Open the personal centre, choose Deposit, pick a bank account and upload your transfer proof. How long do withdrawals take? Usually under 30 minutes after approval. Can I change my username? No, but you can change your nickname and password at any time.'),
      vi: article('Câu hỏi thường gặp', 'Làm sao để nạp tiền? Mở trung tâm cá nhân, chọn Nạp tiền, chọn tài khoản ngân hàng và tải lên chứng từ chuyển khoản. Rút tiền mất bao lâu? Thường dưới 30 phút sau khi được duyệt. Tôi có đổi được tên đăng nhập không? Không, nhưng bạn có thể đổi biệt danh và mật khẩu bất cứ lúc nào.'),
      th: article('คำถามที่พบบ่อย', 'ฝากเงินอย่างไร? เปิดศูนย์ส่วนตัว เลือก "ฝากเงิน" เลือกบัญชีธนาคาร แล้วอัปโหลดหลักฐานการโอน การถอนเงินใช้เวลานานเท่าไร? ปกติไม่เกิน 30 นาทีหลังได้รับอนุมัติ เปลี่ยนชื่อผู้ใช้ได้ไหม? ไม่ได้ แต่คุณเปลี่ยนชื่อเล่นและรหัสผ่านได้ทุกเมื่อ'),
      zh: article('常见问题', '如何存款？打开个人中心，选择“存款”，选择银行账户并上传转账凭证。提款需要多长时间？审核通过后通常不超过 30 分钟。可以修改用户名吗？不可以，但您可以随时修改昵称和密码。'),
      hi: article('अक्सर पूछे जाने वाले सवाल', 'डिपॉज़िट कैसे करें? व्यक्तिगत केंद्र खोलें, "डिपॉज़िट" चुनें, कोई बैंक खाता चुनें और ट्रांसफ़र का प्रमाण अपलोड करें। निकासी में कितना समय लगता है? मंज़ूरी के बाद आमतौर पर 30 मिनट से कम। क्या मैं अपना यूज़रनेम बदल सकता हूँ? नहीं, लेकिन आप अपना उपनाम और पासवर्ड कभी भी बदल सकते हैं।'),
      bn: article('সাধারণ প্রশ্নোত্তর', 'কীভাবে ডিপোজিট করব? ব্যক্তিগত কেন্দ্র খুলুন, "ডিপোজিট" বেছে নিন, একটি ব্যাংক অ্যাকাউন্ট বাছাই করুন এবং ট্রান্সফারের প্রমাণ আপলোড করুন। উত্তোলনে কত সময় লাগে? অনুমোদনের পর সাধারণত 30 মিনিটের কম। আমি কি ইউজারনেম বদলাতে পারি? না, তবে ডাকনাম আর পাসওয়ার্ড যেকোনো সময় বদলাতে পারেন।'),
      ar: article('الأسئلة الشائعة', 'كيف أودع الأموال؟ افتح المركز الشخصي، واختر «إيداع»، ثم حدّد حسابًا مصرفيًا وارفع إثبات التحويل. كم يستغرق السحب؟ عادةً أقل من 30 دقيقة بعد الموافقة. هل يمكنني تغيير اسم المستخدم؟ لا، لكن يمكنك تغيير اسمك المستعار وكلمة المرور في أي وقت.'),
      id: article('Pertanyaan umum', 'Bagaimana cara deposit? Buka Pusat pribadi, pilih Deposit, pilih rekening bank, lalu unggah bukti transfer Anda. Berapa lama penarikan diproses? Biasanya kurang dari 30 menit setelah disetujui. Bisakah saya mengganti username? Tidak, tetapi Anda bisa mengganti nama panggilan dan kata sandi kapan saja.'),
      'pt-BR': article('Perguntas frequentes', 'Como faço um depósito? Abra a Central pessoal, escolha Depósito, selecione uma conta bancária e envie o comprovante da transferência. Quanto tempo leva um saque? Normalmente menos de 30 minutos após a aprovação. Posso mudar meu nome de usuário? Não, mas você pode mudar seu apelido e sua senha quando quiser.'),
    },
  },
  {
    topic: 'terms',
    text: {
      en: article('Terms and conditions', 'You must be 18 or older to register and play. One account per person, household and device. Bonuses are subject to their promotion rules; abuse voids the bonus and its winnings. We may ask for proof of identity before a withdrawal. Points never expire.'),
      vi: article('Điều khoản và điều kiện', 'Bạn phải đủ 18 tuổi trở lên để đăng ký và chơi. Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ một tài khoản. Tiền thưởng tuân theo quy định của từng khuyến mãi; lạm dụng sẽ hủy tiền thưởng và tiền thắng. Chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi rút tiền. Điểm không bao giờ hết hạn.'),
      th: article('ข้อกำหนดและเงื่อนไข', 'คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะสมัครและเล่นได้ หนึ่งบัญชีต่อหนึ่งคน หนึ่งครัวเรือน และหนึ่งอุปกรณ์ โบนัสเป็นไปตามกติกาของแต่ละโปรโมชั่น การใช้สิทธิ์โดยมิชอบจะทำให้โบนัสและเงินรางวัลที่ได้จากโบนัสเป็นโมฆะ เราอาจขอหลักฐานยืนยันตัวตนก่อนการถอนเงิน แต้มไม่มีวันหมดอายุ'),
      zh: article('条款与条件', '您必须年满 18 周岁才能注册和游戏。每人、每个家庭、每台设备仅限一个账户。奖金须遵守相应活动规则，滥用将导致奖金及其盈利作废。提款前我们可能要求您提供身份证明。积分永不过期。'),
      hi: article('नियम और शर्तें', 'रजिस्टर करने और खेलने के लिए आपकी उम्र 18 वर्ष या उससे अधिक होनी चाहिए। हर व्यक्ति, परिवार और डिवाइस के लिए एक ही अकाउंट। बोनस अपने प्रमोशन के नियमों के अधीन हैं; दुरुपयोग करने पर बोनस और उससे हुई जीत रद्द हो जाती है। निकासी से पहले हम पहचान का प्रमाण माँग सकते हैं। पॉइंट्स कभी एक्सपायर नहीं होते।'),
      bn: article('শর্তাবলি', 'নিবন্ধন করতে ও খেলতে আপনার বয়স অবশ্যই 18 বা তার বেশি হতে হবে। প্রতি ব্যক্তি, পরিবার ও ডিভাইসে একটিই অ্যাকাউন্ট। বোনাস সংশ্লিষ্ট প্রোমোশনের নিয়ম মেনে চলে; অপব্যবহার করলে বোনাস ও তা থেকে জেতা অর্থ বাতিল হবে। উত্তোলনের আগে আমরা পরিচয়ের প্রমাণ চাইতে পারি। পয়েন্টের মেয়াদ কখনো শেষ হয় না।'),
      ar: article('الشروط والأحكام', 'يجب أن يكون عمرك 18 عامًا أو أكثر للتسجيل واللعب. حساب واحد فقط لكل شخص وكل أسرة وكل جهاز. تخضع المكافآت لقواعد العرض الترويجي الخاص بها، وأي إساءة استخدام تُلغي المكافأة وما تحقق منها من أرباح. قد نطلب إثباتًا للهوية قبل السحب. النقاط لا تنتهي صلاحيتها أبدًا.'),
      id: article('Syarat dan ketentuan', 'Anda harus berusia 18 tahun atau lebih untuk mendaftar dan bermain. Satu akun per orang, rumah tangga, dan perangkat. Bonus tunduk pada aturan promosinya; penyalahgunaan membatalkan bonus beserta kemenangannya. Kami dapat meminta bukti identitas sebelum penarikan. Poin tidak pernah kedaluwarsa.'),
      'pt-BR': article('Termos e condições', 'Você precisa ter 18 anos ou mais para se cadastrar e jogar. Uma conta por pessoa, residência e dispositivo. Os bônus seguem as regras de cada promoção; abusos anulam o bônus e os ganhos obtidos com ele. Podemos pedir um comprovante de identidade antes de um saque. Os pontos nunca expiram.'),
    },
  },
  {
    topic: 'privacy',
    text: {
      en: article('Privacy policy', 'We keep only the data we need to run your account and meet the law: your contact details, your transactions and your login history. We never sell your data. You can ask customer service for a copy of your data at any time.'),
      vi: article('Chính sách bảo mật', 'Chúng tôi chỉ lưu dữ liệu cần thiết để vận hành tài khoản và tuân thủ pháp luật: thông tin liên hệ, giao dịch và lịch sử đăng nhập. Chúng tôi không bao giờ bán dữ liệu của bạn. Bạn có thể yêu cầu bộ phận chăm sóc khách hàng cung cấp bản sao dữ liệu bất cứ lúc nào.'),
      th: article('นโยบายความเป็นส่วนตัว', 'เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดูแลบัญชีของคุณและการปฏิบัติตามกฎหมาย ได้แก่ ข้อมูลติดต่อ ธุรกรรม และประวัติการเข้าสู่ระบบ เราไม่ขายข้อมูลของคุณ คุณขอสำเนาข้อมูลของคุณจากฝ่ายบริการลูกค้าได้ทุกเมื่อ'),
      zh: article('隐私政策', '我们只保存运营您的账户和遵守法律所需的数据：您的联系方式、交易记录和登录历史。我们绝不出售您的数据。您可以随时联系客服获取您的数据副本。'),
      hi: article('गोपनीयता नीति', 'हम केवल वही डेटा रखते हैं जो आपका अकाउंट चलाने और कानून का पालन करने के लिए ज़रूरी है: आपके संपर्क विवरण, आपके लेन-देन और आपका लॉगिन इतिहास। हम आपका डेटा कभी नहीं बेचते। आप कभी भी ग्राहक सेवा से अपने डेटा की प्रति माँग सकते हैं।'),
      bn: article('গোপনীয়তা নীতি', 'আপনার অ্যাকাউন্ট চালাতে ও আইন মানতে যতটুকু দরকার, আমরা শুধু ততটুকু তথ্যই রাখি: আপনার যোগাযোগের তথ্য, লেনদেন এবং লগইনের ইতিহাস। আমরা কখনো আপনার তথ্য বিক্রি করি না। যেকোনো সময় গ্রাহকসেবার কাছে আপনার তথ্যের একটি কপি চাইতে পারেন।'),
      ar: article('سياسة الخصوصية', 'لا نحتفظ إلا بالبيانات التي نحتاجها لإدارة حسابك والالتزام بالقانون: بيانات الاتصال الخاصة بك، ومعاملاتك، وسجل تسجيل دخولك. لا نبيع بياناتك أبدًا. يمكنك أن تطلب من خدمة العملاء نسخة من بياناتك في أي وقت.'),
      id: article('Kebijakan privasi', 'Kami hanya menyimpan data yang diperlukan untuk menjalankan akun Anda dan mematuhi hukum: detail kontak, transaksi, dan riwayat login Anda. Kami tidak pernah menjual data Anda. Anda dapat meminta salinan data Anda kepada layanan pelanggan kapan saja.'),
      'pt-BR': article('Política de privacidade', 'Guardamos apenas os dados necessários para manter sua conta e cumprir a lei: seus dados de contato, suas transações e seu histórico de acesso. Nunca vendemos seus dados. Você pode pedir uma cópia dos seus dados ao atendimento a qualquer momento.'),
    },
  },
  {
    topic: 'responsible',
    text: {
      en: article('Responsible gaming', 'Gaming is for adults aged 18 or over. Set limits, take breaks, and never chase losses. You can exclude yourself for a period from the personal centre under My account.'),
      vi: article('Chơi có trách nhiệm', 'Trò chơi chỉ dành cho người từ 18 tuổi trở lên. Hãy đặt giới hạn, nghỉ ngơi và đừng bao giờ cố gỡ thua. Bạn có thể tự loại trừ trong một khoảng thời gian tại trung tâm cá nhân, mục Tài khoản của tôi.'),
      th: article('การเล่นอย่างรับผิดชอบ', 'เกมเหล่านี้สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น ตั้งขีดจำกัด พักเป็นระยะ และอย่าเล่นเพื่อตามเอาคืนสิ่งที่เสียไป คุณระงับบัญชีตัวเองชั่วคราวได้ที่ศูนย์ส่วนตัว เมนู "บัญชีของฉัน"'),
      zh: article('理性游戏', '游戏仅供年满 18 周岁的成年人参与。请设定限额、适时休息，切勿为追回损失而继续投注。您可以在个人中心的“我的账号”中设置一段时间的自我禁入。'),
      hi: article('ज़िम्मेदारी से खेलें', 'गेमिंग 18 वर्ष या उससे अधिक उम्र के वयस्कों के लिए है। सीमाएँ तय करें, बीच-बीच में ब्रेक लें और हारी हुई रकम वापस पाने के लिए कभी न खेलें। आप व्यक्तिगत केंद्र में "मेरा अकाउंट" के अंतर्गत कुछ समय के लिए ख़ुद को खेलने से रोक सकते हैं।'),
      bn: article('দায়িত্বশীল খেলা', 'খেলা শুধু 18 বছর বা তার বেশি বয়সী প্রাপ্তবয়স্কদের জন্য। সীমা ঠিক করুন, বিরতি নিন, আর হারানো টাকা ফেরত পেতে কখনো খেলবেন না। ব্যক্তিগত কেন্দ্রের "আমার অ্যাকাউন্ট" থেকে কিছু সময়ের জন্য নিজেকে খেলা থেকে বিরত রাখতে পারেন।'),
      ar: article('اللعب المسؤول', 'الألعاب مخصصة للبالغين الذين تبلغ أعمارهم 18 عامًا فأكثر. ضع حدودًا لنفسك، وخذ فترات راحة، ولا تحاول أبدًا تعويض خسائرك بمواصلة اللعب. يمكنك استبعاد نفسك من اللعب لفترة من المركز الشخصي ضمن «حسابي».'),
      id: article('Bermain secara bertanggung jawab', 'Permainan ini hanya untuk orang dewasa berusia 18 tahun ke atas. Tetapkan batas, beristirahatlah, dan jangan pernah mengejar kekalahan. Anda dapat membatasi diri sendiri untuk sementara waktu dari Pusat pribadi di menu Akun saya.'),
      'pt-BR': article('Jogo responsável', 'Os jogos são para adultos com 18 anos ou mais. Defina limites, faça pausas e nunca tente recuperar perdas. Você pode se autoexcluir por um período na Central pessoal, em Minha conta.'),
    },
  },
  {
    topic: 'contact',
    text: {
      en: article('Contact us', 'Our customer service team is available around the clock by live chat, Telegram and Facebook. Use the buttons on the right of every page, or send us feedback below.'),
      vi: article('Liên hệ', 'Đội ngũ chăm sóc khách hàng luôn sẵn sàng suốt ngày đêm qua live chat, Telegram và Facebook. Dùng các nút bên phải mỗi trang, hoặc gửi góp ý cho chúng tôi ở bên dưới.'),
      th: article('ติดต่อเรา', 'ทีมบริการลูกค้าของเราพร้อมช่วยเหลือตลอด 24 ชั่วโมงทางไลฟ์แชท Telegram และ Facebook ใช้ปุ่มทางขวาของทุกหน้า หรือส่งความคิดเห็นถึงเราด้านล่าง'),
      zh: article('联系我们', '我们的客服团队全天候通过在线客服、Telegram 和 Facebook 为您服务。请使用每个页面右侧的按钮，或在下方向我们提交反馈。'),
      hi: article('हमसे संपर्क करें', 'हमारी ग्राहक सेवा टीम लाइव चैट, Telegram और Facebook पर चौबीसों घंटे उपलब्ध है। हर पेज के दाईं ओर के बटन इस्तेमाल करें, या नीचे हमें अपनी प्रतिक्रिया भेजें।'),
      bn: article('যোগাযোগ করুন', 'আমাদের গ্রাহকসেবা টিম লাইভ চ্যাট, Telegram ও Facebook-এ দিনরাত সবসময় আছে। প্রতিটি পাতার ডান দিকের বোতামগুলো ব্যবহার করুন, অথবা নিচে আমাদের মতামত পাঠান।'),
      ar: article('اتصل بنا', 'فريق خدمة العملاء متاح على مدار الساعة عبر الدردشة المباشرة وTelegram وFacebook. استخدم الأزرار الموجودة على يسار كل صفحة، أو أرسل إلينا ملاحظاتك أدناه.'),
      id: article('Hubungi kami', 'Tim layanan pelanggan kami siap membantu 24 jam melalui live chat, Telegram, dan Facebook. Gunakan tombol di sisi kanan setiap halaman, atau kirim masukan kepada kami di bawah ini.'),
      'pt-BR': article('Fale conosco', 'Nossa equipe de atendimento está disponível 24 horas por dia pelo chat ao vivo, Telegram e Facebook. Use os botões à direita de cada página ou envie sua opinião abaixo.'),
    },
  },
];

/** A row per article and language it is written in, in topic order. */
export function helpRows() {
  return HELP_SEED.flatMap((h, sort_order) =>
    LANGUAGE_CODES.flatMap((language) => {
      const text = h.text[language];
      return text ? [{ merchant_code: null, topic: h.topic, language, title: text.title, body: text.body, sort_order }] : [];
    }),
  );
}

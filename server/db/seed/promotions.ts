// The demo promotions, one of every mode (bonus, event, apply, raffle), each declared
// once with its title, summary and body in every shipped language.
import type { PromotionCategory, PromotionMode, RafflePrize } from '../../content/contentTables';
import { translationsOf, type Localized } from './localized';

export interface PromoText {
  title: string;
  summary: string;
  body: string;
}

const text = (title: string, summary: string, body: string): PromoText => ({ title, summary, body });

export interface PromotionSeed {
  id: number;
  category: PromotionCategory;
  mode: PromotionMode;
  bonus: number;
  /** Raffle prizes in minor units with their weights. */
  prizes?: RafflePrize[];
  target: number;
  colors: [string, string];
  /** Days from seeding: start and end. */
  days: [number, number];
  text: Localized<PromoText>;
}

export const PROMOTION_SEED: PromotionSeed[] = [
  {
    id: 104, category: 'newbie', mode: 'bonus', bonus: 38_00, target: 0, colors: ['#4c1d95', '#db2777'], days: [-2, 90],
    text: {
      en: text('New Member Welcome Gift', 'Join and claim 38.00 at once, no deposit needed.', 'Every new member can claim a welcome gift of 38.00 once. Join the promotion, then press Claim: the gift goes straight to your main wallet.'),
      vi: text('Quà chào mừng thành viên mới', 'Tham gia và nhận ngay 38.00, không cần nạp tiền.', 'Mỗi thành viên mới được nhận quà chào mừng 38.00 một lần. Tham gia khuyến mãi rồi bấm Nhận: quà được cộng thẳng vào ví chính.'),
      th: text('ของขวัญต้อนรับสมาชิกใหม่', 'เข้าร่วมแล้วรับ 38.00 ทันที ไม่ต้องฝากเงิน', 'สมาชิกใหม่ทุกคนรับของขวัญต้อนรับ 38.00 ได้หนึ่งครั้ง เข้าร่วมโปรโมชั่นแล้วกด "รับรางวัล" ของขวัญจะเข้ากระเป๋าหลักของคุณทันที'),
      zh: text('新会员欢迎礼', '参加即可立即领取 38.00，无需存款。', '每位新会员可领取一次 38.00 欢迎礼金。参加活动后点击“领取”，礼金将直接存入您的主钱包。'),
      hi: text('नए सदस्य का स्वागत उपहार', 'जुड़ें और तुरंत 38.00 पाएँ, कोई डिपॉज़िट ज़रूरी नहीं।', 'हर नया सदस्य 38.00 का स्वागत उपहार एक बार क्लेम कर सकता है। प्रमोशन में शामिल हों, फिर "क्लेम करें" दबाएँ: उपहार सीधे आपके मुख्य वॉलेट में पहुँच जाता है।'),
      bn: text('নতুন সদস্যের স্বাগত উপহার', 'যোগ দিন আর সঙ্গে সঙ্গে 38.00 নিন, কোনো ডিপোজিট লাগবে না।', 'প্রত্যেক নতুন সদস্য একবার 38.00 স্বাগত উপহার দাবি করতে পারেন। প্রোমোশনে যোগ দিন, তারপর "দাবি করুন" চাপুন: উপহার সরাসরি আপনার মূল ওয়ালেটে জমা হবে।'),
      ar: text('هدية ترحيب للأعضاء الجدد', 'انضم واحصل على 38.00 فورًا، دون الحاجة إلى إيداع.', 'يمكن لكل عضو جديد المطالبة بهدية ترحيب بقيمة 38.00 مرة واحدة. انضم إلى العرض الترويجي، ثم اضغط «مطالبة»: تُضاف الهدية مباشرةً إلى محفظتك الرئيسية.'),
      id: text('Hadiah Sambutan Member Baru', 'Ikuti dan langsung klaim 38,00 tanpa perlu deposit.', 'Setiap member baru dapat mengklaim hadiah sambutan 38,00 satu kali. Ikuti promosi ini, lalu tekan Klaim: hadiah langsung masuk ke dompet utama Anda.'),
      'pt-BR': text('Presente de boas-vindas para novos membros', 'Participe e resgate 38,00 na hora, sem depósito.', 'Todo novo membro pode resgatar uma vez um presente de boas-vindas de 38,00. Participe da promoção e toque em Resgatar: o presente vai direto para sua carteira principal.'),
    },
  },
  {
    id: 101, category: 'slots', mode: 'bonus', bonus: 50_00, target: 500_00, colors: ['#581c87', '#f59e0b'], days: [-3, 60],
    text: {
      en: text('Slot Frenzy Fridays', 'Stake 500.00 on slots after joining and claim a 50.00 bonus.', 'Join, then play any slot game. Once your slot stakes since joining reach 500.00, the 50.00 bonus can be claimed from this page. One claim per member.'),
      vi: text('Thứ Sáu cuồng nhiệt Slot', 'Cược 500.00 vào slot sau khi tham gia và nhận thưởng 50.00.', 'Tham gia, rồi chơi bất kỳ trò slot nào. Khi tiền cược slot từ lúc tham gia đạt 500.00, bạn có thể nhận thưởng 50.00 tại trang này. Mỗi thành viên nhận một lần.'),
      th: text('ศุกร์สุดมันส์สล็อต', 'เดิมพันสล็อตครบ 500.00 หลังเข้าร่วม รับโบนัส 50.00', 'เข้าร่วมแล้วเล่นสล็อตเกมใดก็ได้ เมื่อยอดเดิมพันสล็อตนับจากวันที่เข้าร่วมครบ 500.00 คุณรับโบนัส 50.00 ได้จากหน้านี้ สมาชิกหนึ่งคนรับได้หนึ่งครั้ง'),
      zh: text('老虎机狂欢星期五', '参加后老虎机投注满 500.00，即可领取 50.00 奖金。', '参加活动后畅玩任意老虎机游戏。自参加起老虎机投注累计达到 500.00，即可在本页领取 50.00 奖金。每位会员限领一次。'),
      hi: text('स्लॉट धमाका फ्राइडे', 'शामिल होने के बाद स्लॉट पर 500.00 लगाएँ और 50.00 बोनस क्लेम करें।', 'शामिल हों, फिर कोई भी स्लॉट गेम खेलें। शामिल होने के बाद से आपके स्लॉट दाँव 500.00 तक पहुँचते ही 50.00 का बोनस इसी पेज से क्लेम किया जा सकता है। हर सदस्य एक बार क्लेम कर सकता है।'),
      bn: text('স্লট উৎসবের শুক্রবার', 'যোগ দেওয়ার পর স্লটে 500.00 বাজি ধরুন আর 50.00 বোনাস দাবি করুন।', 'যোগ দিন, তারপর যেকোনো স্লট গেম খেলুন। যোগ দেওয়ার পর থেকে আপনার স্লট বাজি 500.00 হলে এই পাতা থেকে 50.00 বোনাস দাবি করা যাবে। প্রত্যেক সদস্য একবার দাবি করতে পারেন।'),
      ar: text('جنون السلوتس كل جمعة', 'راهن بـ 500.00 على السلوتس بعد الانضمام واحصل على مكافأة 50.00.', 'انضم، ثم العب أي لعبة سلوتس. بمجرد أن يبلغ مجموع رهاناتك على السلوتس منذ انضمامك 500.00، يمكنك المطالبة بمكافأة 50.00 من هذه الصفحة. مطالبة واحدة لكل عضو.'),
      id: text('Jumat Seru Slot', 'Pasang taruhan 500,00 di slot setelah ikut dan klaim bonus 50,00.', 'Ikuti promosi, lalu mainkan game slot apa saja. Begitu total taruhan slot Anda sejak ikut mencapai 500,00, bonus 50,00 bisa diklaim dari halaman ini. Satu klaim per member.'),
      'pt-BR': text('Sexta-feira Insana dos Slots', 'Aposte 500,00 em slots depois de participar e resgate um bônus de 50,00.', 'Participe e jogue qualquer slot. Quando suas apostas em slots desde a adesão chegarem a 500,00, o bônus de 50,00 poderá ser resgatado nesta página. Um resgate por membro.'),
    },
  },
  {
    id: 102, category: 'live', mode: 'bonus', bonus: 100_00, target: 1_000_00, colors: ['#1e1b4b', '#be185d'], days: [-5, 45],
    text: {
      en: text('10% Live Casino Cashback', 'Stake 1,000.00 on live tables and get 100.00 back.', 'Join and play at any live casino table. When your live stakes since joining reach 1,000.00, claim 100.00 into your main wallet.'),
      vi: text('Hoàn tiền 10% Live Casino', 'Cược 1,000.00 tại bàn live và nhận lại 100.00.', 'Tham gia và chơi tại bất kỳ bàn live casino nào. Khi tiền cược live từ lúc tham gia đạt 1,000.00, nhận 100.00 vào ví chính.'),
      th: text('คืนเงิน 10% คาสิโนสด', 'เดิมพันโต๊ะคาสิโนสดครบ 1,000.00 รับคืน 100.00', 'เข้าร่วมแล้วเล่นที่โต๊ะคาสิโนสดโต๊ะใดก็ได้ เมื่อยอดเดิมพันคาสิโนสดนับจากวันที่เข้าร่วมครบ 1,000.00 รับ 100.00 เข้ากระเป๋าหลักของคุณ'),
      zh: text('真人娱乐场 10% 返现', '真人桌台投注满 1,000.00，返还 100.00。', '参加活动后在任意真人娱乐场桌台游戏。自参加起真人投注累计达到 1,000.00，即可领取 100.00 至主钱包。'),
      hi: text('10% लाइव कैसीनो कैशबैक', 'लाइव टेबल पर 1,000.00 लगाएँ और 100.00 वापस पाएँ।', 'शामिल हों और किसी भी लाइव कैसीनो टेबल पर खेलें। शामिल होने के बाद से आपके लाइव दाँव 1,000.00 तक पहुँचते ही 100.00 अपने मुख्य वॉलेट में क्लेम करें।'),
      bn: text('লাইভ ক্যাসিনোতে 10% ক্যাশব্যাক', 'লাইভ টেবিলে 1,000.00 বাজি ধরুন আর 100.00 ফেরত পান।', 'যোগ দিন এবং যেকোনো লাইভ ক্যাসিনো টেবিলে খেলুন। যোগ দেওয়ার পর থেকে আপনার লাইভ বাজি 1,000.00 হলে 100.00 আপনার মূল ওয়ালেটে দাবি করুন।'),
      ar: text('استرداد نقدي 10% في الكازينو المباشر', 'راهن بـ 1,000.00 على الطاولات المباشرة واسترد 100.00.', 'انضم والعب على أي طاولة في الكازينو المباشر. عندما يبلغ مجموع رهاناتك المباشرة منذ انضمامك 1,000.00، اطلب 100.00 لتُضاف إلى محفظتك الرئيسية.'),
      id: text('Cashback Live Casino 10%', 'Pasang taruhan 1.000,00 di meja live dan dapatkan kembali 100,00.', 'Ikuti promosi dan bermain di meja live casino mana saja. Saat total taruhan live Anda sejak ikut mencapai 1.000,00, klaim 100,00 ke dompet utama Anda.'),
      'pt-BR': text('Cashback de 10% no Cassino ao Vivo', 'Aposte 1.000,00 nas mesas ao vivo e receba 100,00 de volta.', 'Participe e jogue em qualquer mesa do cassino ao vivo. Quando suas apostas ao vivo desde a adesão chegarem a 1.000,00, resgate 100,00 na sua carteira principal.'),
    },
  },
  {
    id: 103, category: 'newbie', mode: 'apply', bonus: 20_00, target: 0, colors: ['#be185d', '#f97316'], days: [-10, 80],
    text: {
      en: text('Refer a Friend, Earn Together', 'Tell us who you invited and earn 20.00 per application.', 'Invite a friend with your referral link. Then apply here with a short remark (the friend\'s username) and up to 3 screenshots. Our team reviews every application.'),
      vi: text('Giới thiệu bạn bè, cùng nhận thưởng', 'Cho chúng tôi biết bạn đã mời ai và nhận 20.00 mỗi đơn.', 'Mời bạn bè bằng liên kết giới thiệu của bạn. Sau đó gửi đơn tại đây với ghi chú ngắn (tên đăng nhập của bạn bè) và tối đa 3 ảnh chụp màn hình. Đội ngũ của chúng tôi xét duyệt mọi đơn.'),
      th: text('ชวนเพื่อน รับรางวัลด้วยกัน', 'บอกเราว่าคุณชวนใครมา รับ 20.00 ต่อใบสมัคร', 'ชวนเพื่อนด้วยลิงก์แนะนำของคุณ จากนั้นส่งใบสมัครที่นี่พร้อมหมายเหตุสั้น ๆ (ชื่อผู้ใช้ของเพื่อน) และภาพหน้าจอไม่เกิน 3 ภาพ ทีมงานของเราตรวจสอบทุกใบสมัคร'),
      zh: text('推荐好友，一起赚', '告诉我们您邀请了谁，每次申请可得 20.00。', '用您的推荐链接邀请好友，然后在此提交申请，附上简短备注（好友的用户名）和最多 3 张截图。我们的团队会审核每一份申请。'),
      hi: text('दोस्त को रेफ़र करें, साथ कमाएँ', 'बताइए आपने किसे बुलाया और हर आवेदन पर 20.00 कमाएँ।', 'अपने रेफ़रल लिंक से किसी दोस्त को बुलाएँ। फिर यहाँ एक छोटी टिप्पणी (दोस्त का यूज़रनेम) और अधिकतम 3 स्क्रीनशॉट के साथ आवेदन करें। हमारी टीम हर आवेदन की जाँच करती है।'),
      bn: text('বন্ধুকে রেফার করুন, একসাথে আয় করুন', 'কাকে আমন্ত্রণ জানিয়েছেন জানান আর প্রতি আবেদনে 20.00 পান।', 'আপনার রেফারেল লিংক দিয়ে একজন বন্ধুকে আমন্ত্রণ জানান। তারপর এখানে একটি ছোট মন্তব্য (বন্ধুর ইউজারনেম) এবং সর্বোচ্চ 3টি স্ক্রিনশট দিয়ে আবেদন করুন। আমাদের টিম প্রতিটি আবেদন যাচাই করে।'),
      ar: text('ادعُ صديقًا واربحا معًا', 'أخبرنا بمن دعوته واربح 20.00 عن كل طلب.', 'ادعُ صديقًا عبر رابط الإحالة الخاص بك. ثم قدّم طلبك هنا مع ملاحظة قصيرة (اسم المستخدم الخاص بصديقك) وما يصل إلى 3 لقطات شاشة. يراجع فريقنا كل طلب.'),
      id: text('Ajak Teman, Untung Bersama', 'Beri tahu kami siapa yang Anda ajak dan dapatkan 20,00 per pengajuan.', 'Ajak teman dengan link referral Anda. Lalu kirim pengajuan di sini dengan catatan singkat (username teman) dan maksimal 3 tangkapan layar. Tim kami meninjau setiap pengajuan.'),
      'pt-BR': text('Indique um Amigo e Ganhem Juntos', 'Conte quem você convidou e ganhe 20,00 por pedido.', 'Convide um amigo com seu link de indicação. Depois, envie o pedido aqui com uma observação curta (o nome de usuário do amigo) e até 3 capturas de tela. Nossa equipe analisa cada pedido.'),
    },
  },
  {
    id: 105, category: 'app', mode: 'apply', bonus: 131_000_00, target: 0, colors: ['#0c4a6e', '#06b6d4'], days: [-1, 120],
    text: {
      en: text('Zalo Bonus up to 131K', 'Follow us on Zalo, send a screenshot and get up to 131K.', 'Follow our official Zalo account and download the app. Apply with your Zalo name as the remark and a screenshot of the follow. Approved applications receive the Zalo bonus.'),
      vi: text('Thưởng Zalo lên đến 131K', 'Theo dõi chúng tôi trên Zalo, gửi ảnh chụp và nhận đến 131K.', 'Theo dõi tài khoản Zalo chính thức và tải ứng dụng. Gửi đơn với tên Zalo làm ghi chú và ảnh chụp màn hình đã theo dõi. Đơn được duyệt sẽ nhận thưởng Zalo.'),
      th: text('โบนัส Zalo สูงสุด 131K', 'ติดตามเราบน Zalo ส่งภาพหน้าจอ รับสูงสุด 131K', 'ติดตามบัญชี Zalo ทางการของเราและดาวน์โหลดแอป ส่งใบสมัครโดยใส่ชื่อ Zalo ของคุณเป็นหมายเหตุ พร้อมภาพหน้าจอการติดตาม ใบสมัครที่ได้รับอนุมัติจะได้รับโบนัส Zalo'),
      zh: text('Zalo 奖金最高 131K', '在 Zalo 关注我们，发送截图，最高可得 131K。', '关注我们的 Zalo 官方账号并下载应用。提交申请时以您的 Zalo 名称作为备注，并附上已关注的截图。审核通过的申请将获得 Zalo 奖金。'),
      hi: text('Zalo बोनस 131K तक', 'Zalo पर हमें फ़ॉलो करें, स्क्रीनशॉट भेजें और 131K तक पाएँ।', 'हमारे आधिकारिक Zalo अकाउंट को फ़ॉलो करें और ऐप डाउनलोड करें। टिप्पणी में अपना Zalo नाम और फ़ॉलो का स्क्रीनशॉट देकर आवेदन करें। स्वीकृत आवेदनों को Zalo बोनस मिलता है।'),
      bn: text('Zalo বোনাস 131K পর্যন্ত', 'Zalo-তে আমাদের ফলো করুন, স্ক্রিনশট পাঠান আর 131K পর্যন্ত পান।', 'আমাদের অফিসিয়াল Zalo অ্যাকাউন্ট ফলো করুন এবং অ্যাপটি ডাউনলোড করুন। মন্তব্যে আপনার Zalo নাম আর ফলো করার স্ক্রিনশট দিয়ে আবেদন করুন। অনুমোদিত আবেদনগুলো Zalo বোনাস পায়।'),
      ar: text('مكافأة Zalo حتى 131K', 'تابعنا على Zalo، وأرسل لقطة شاشة، واحصل على ما يصل إلى 131K.', 'تابع حسابنا الرسمي على Zalo وحمّل التطبيق. قدّم طلبك مع كتابة اسمك على Zalo في الملاحظة، وأرفق لقطة شاشة تُثبت المتابعة. تحصل الطلبات المعتمدة على مكافأة Zalo.'),
      id: text('Bonus Zalo hingga 131K', 'Ikuti kami di Zalo, kirim tangkapan layar, dan dapatkan hingga 131K.', 'Ikuti akun Zalo resmi kami dan unduh aplikasinya. Kirim pengajuan dengan nama Zalo Anda sebagai catatan dan tangkapan layar bukti mengikuti. Pengajuan yang disetujui menerima bonus Zalo.'),
      'pt-BR': text('Bônus Zalo de até 131K', 'Siga a gente no Zalo, envie uma captura de tela e ganhe até 131K.', 'Siga nossa conta oficial no Zalo e baixe o app. Envie o pedido com seu nome no Zalo como observação e uma captura de tela mostrando que você nos segue. Pedidos aprovados recebem o bônus Zalo.'),
    },
  },
  {
    id: 106, category: 'sports', mode: 'event', bonus: 0, target: 0, colors: ['#14532d', '#0ea5e9'], days: [-4, 30],
    text: {
      en: text('Accumulator Boost up to 50%', 'Sign up once and every football accumulator pays more.', 'Sign up for the boost. Accumulators of 3 or more legs then pay a boosted price, from 5% for 3 legs up to 50% for 12 legs.'),
      vi: text('Tăng thưởng cược xiên đến 50%', 'Đăng ký một lần và mọi cược xiên bóng đá trả thưởng cao hơn.', 'Đăng ký nhận ưu đãi. Cược xiên từ 3 trận trở lên sẽ được tăng tỷ lệ, từ 5% cho 3 trận đến 50% cho 12 trận.'),
      th: text('เพิ่มราคาบอลสเต็ปสูงสุด 50%', 'ลงชื่อครั้งเดียว บอลสเต็ปทุกบิลจ่ายมากขึ้น', 'ลงชื่อรับสิทธิ์เพิ่มราคา แล้วบอลสเต็ปตั้งแต่ 3 คู่ขึ้นไปจะได้ราคาที่เพิ่มขึ้น ตั้งแต่ 5% สำหรับ 3 คู่ ไปจนถึง 50% สำหรับ 12 คู่'),
      zh: text('串关加奖最高 50%', '报名一次，每张足球串关赔付更多。', '报名参加加奖活动后，3 场及以上的串关将按加奖赔率派彩，3 串 1 加奖 5%，最高 12 串 1 加奖 50%。'),
      hi: text('एक्युमुलेटर बूस्ट 50% तक', 'एक बार साइन अप करें और हर फ़ुटबॉल एक्युमुलेटर पर ज़्यादा जीत पाएँ।', 'बूस्ट के लिए साइन अप करें। इसके बाद 3 या उससे ज़्यादा मैचों वाले एक्युमुलेटर बढ़े हुए भाव पर भुगतान करते हैं: 3 मैचों पर 5% से लेकर 12 मैचों पर 50% तक।'),
      bn: text('অ্যাকুমুলেটর বুস্ট 50% পর্যন্ত', 'একবার নাম লেখান, প্রতিটি ফুটবল অ্যাকুমুলেটরে বেশি জিতুন।', 'বুস্টের জন্য নাম লেখান। এরপর 3 বা তার বেশি ম্যাচের অ্যাকুমুলেটর বাড়তি দরে পরিশোধ হবে: 3 ম্যাচে 5% থেকে 12 ম্যাচে 50% পর্যন্ত।'),
      ar: text('تعزيز الرهان التراكمي حتى 50%', 'اشترك مرة واحدة واحصل على عوائد أعلى من كل رهان تراكمي على كرة القدم.', 'اشترك في التعزيز. بعدها تُدفع الرهانات التراكمية المكوّنة من 3 مباريات أو أكثر بسعر معزَّز، من 5% لـ 3 مباريات وحتى 50% لـ 12 مباراة.'),
      id: text('Boost Parlay hingga 50%', 'Daftar sekali dan setiap parlay sepak bola membayar lebih.', 'Daftar untuk boost ini. Parlay dengan 3 pertandingan atau lebih akan dibayar dengan odds yang ditingkatkan, mulai 5% untuk 3 pertandingan hingga 50% untuk 12 pertandingan.'),
      'pt-BR': text('Turbo de Múltiplas de até 50%', 'Inscreva-se uma vez e toda múltipla de futebol paga mais.', 'Inscreva-se no turbo. Múltiplas com 3 ou mais seleções passam a pagar uma cotação turbinada, de 5% com 3 seleções até 50% com 12 seleções.'),
    },
  },
  {
    id: 107, category: 'deposit', mode: 'bonus', bonus: 25_00, target: 200_00, colors: ['#7c2d12', '#eab308'], days: [-2, 40],
    text: {
      en: text('Weekend Reload Bonus', 'Deposit, stake 200.00 on any game and claim 25.00.', 'Join, top up your wallet and play. When your stakes since joining reach 200.00, claim a 25.00 reload bonus.'),
      vi: text('Thưởng nạp lại cuối tuần', 'Nạp tiền, cược 200.00 vào bất kỳ trò nào và nhận 25.00.', 'Tham gia, nạp tiền vào ví và chơi. Khi tiền cược từ lúc tham gia đạt 200.00, nhận thưởng nạp lại 25.00.'),
      th: text('โบนัสเติมเงินวันหยุดสุดสัปดาห์', 'ฝากเงิน เดิมพันเกมใดก็ได้ครบ 200.00 รับ 25.00', 'เข้าร่วม เติมเงินเข้ากระเป๋าแล้วเล่นได้เลย เมื่อยอดเดิมพันนับจากวันที่เข้าร่วมครบ 200.00 รับโบนัสเติมเงิน 25.00'),
      zh: text('周末续存奖金', '存款后任意游戏投注满 200.00，领取 25.00。', '参加活动、为钱包充值并开始游戏。自参加起投注累计达到 200.00，即可领取 25.00 续存奖金。'),
      hi: text('वीकेंड रीलोड बोनस', 'डिपॉज़िट करें, किसी भी गेम पर 200.00 लगाएँ और 25.00 क्लेम करें।', 'शामिल हों, अपना वॉलेट टॉप अप करें और खेलें। शामिल होने के बाद से आपके दाँव 200.00 तक पहुँचते ही 25.00 का रीलोड बोनस क्लेम करें।'),
      bn: text('সপ্তাহান্তের রিলোড বোনাস', 'ডিপোজিট করুন, যেকোনো গেমে 200.00 বাজি ধরুন আর 25.00 দাবি করুন।', 'যোগ দিন, ওয়ালেটে টাকা ভরুন এবং খেলুন। যোগ দেওয়ার পর থেকে আপনার বাজি 200.00 হলে 25.00 রিলোড বোনাস দাবি করুন।'),
      ar: text('مكافأة إعادة الإيداع في عطلة نهاية الأسبوع', 'أودِع، وراهن بـ 200.00 على أي لعبة، واحصل على 25.00.', 'انضم واشحن محفظتك والعب. عندما يبلغ مجموع رهاناتك منذ انضمامك 200.00، اطلب مكافأة إعادة إيداع بقيمة 25.00.'),
      id: text('Bonus Isi Ulang Akhir Pekan', 'Deposit, pasang taruhan 200,00 di game apa saja, dan klaim 25,00.', 'Ikuti promosi, isi saldo dompet Anda, lalu bermain. Saat total taruhan Anda sejak ikut mencapai 200,00, klaim bonus isi ulang 25,00.'),
      'pt-BR': text('Bônus de Recarga de Fim de Semana', 'Deposite, aposte 200,00 em qualquer jogo e resgate 25,00.', 'Participe, recarregue sua carteira e jogue. Quando suas apostas desde a adesão chegarem a 200,00, resgate um bônus de recarga de 25,00.'),
    },
  },
  {
    id: 108, category: 'ranking', mode: 'event', bonus: 0, target: 0, colors: ['#1e3a8a', '#ca8a04'], days: [-6, 24],
    text: {
      en: text('Monthly Slots Leaderboard', 'Sign up and climb the leaderboard for a share of the prize pool.', 'Signed-up members are ranked by their slot stakes this month. The top 50 share the prize pool, paid on the first day of next month.'),
      vi: text('Bảng xếp hạng Slot hàng tháng', 'Đăng ký và leo bảng xếp hạng để chia giải thưởng.', 'Thành viên đã đăng ký được xếp hạng theo tiền cược slot trong tháng. Top 50 chia nhau quỹ thưởng, trả vào ngày đầu tiên của tháng sau.'),
      th: text('ตารางอันดับสล็อตประจำเดือน', 'ลงชื่อแล้วไต่อันดับ ลุ้นส่วนแบ่งเงินรางวัลรวม', 'สมาชิกที่ลงชื่อจะถูกจัดอันดับตามยอดเดิมพันสล็อตในเดือนนี้ 50 อันดับแรกแบ่งเงินรางวัลรวมกัน จ่ายในวันแรกของเดือนถัดไป'),
      zh: text('老虎机月度排行榜', '报名并冲上排行榜，瓜分奖池。', '已报名会员按本月老虎机投注额排名。前 50 名瓜分奖池，奖金于下月第一天发放。'),
      hi: text('मासिक स्लॉट लीडरबोर्ड', 'साइन अप करें और लीडरबोर्ड पर चढ़कर इनाम राशि में हिस्सा पाएँ।', 'साइन अप करने वाले सदस्यों की रैंकिंग इस महीने के उनके स्लॉट दाँव से होती है। शीर्ष 50 इनाम राशि आपस में बाँटते हैं, जिसका भुगतान अगले महीने के पहले दिन होता है।'),
      bn: text('মাসিক স্লট লিডারবোর্ড', 'নাম লেখান আর লিডারবোর্ডে উঠে পুরস্কারের ভাগ নিন।', 'নাম লেখানো সদস্যদের এই মাসের স্লট বাজি অনুযায়ী র‍্যাঙ্ক করা হয়। শীর্ষ 50 জন পুরস্কারের তহবিল ভাগ করে নেন, যা পরের মাসের প্রথম দিনে দেওয়া হয়।'),
      ar: text('لوحة صدارة السلوتس الشهرية', 'اشترك وتقدّم في لوحة الصدارة لتفوز بحصة من مجموع الجوائز.', 'يُرتَّب الأعضاء المشتركون حسب رهاناتهم على السلوتس هذا الشهر. يتقاسم أفضل 50 عضوًا مجموع الجوائز، وتُصرف الجوائز في اليوم الأول من الشهر التالي.'),
      id: text('Papan Peringkat Slot Bulanan', 'Daftar dan naiki papan peringkat untuk berbagi total hadiah.', 'Member yang terdaftar diperingkat berdasarkan taruhan slot mereka bulan ini. 50 besar berbagi total hadiah yang dibayarkan pada hari pertama bulan berikutnya.'),
      'pt-BR': text('Ranking Mensal de Slots', 'Inscreva-se e suba no ranking para levar parte do prêmio.', 'Os membros inscritos são classificados pelas apostas em slots deste mês. Os 50 primeiros dividem o prêmio, pago no primeiro dia do mês seguinte.'),
    },
  },
  {
    id: 109, category: 'points', mode: 'event', bonus: 0, target: 0, colors: ['#0f766e', '#84cc16'], days: [5, 12],
    text: {
      en: text('Double Points Week', 'Every stake earns twice the points for seven days.', 'For one week every settled bet earns double points in the points mall. Points never expire.'),
      vi: text('Tuần lễ nhân đôi điểm', 'Mọi tiền cược nhận gấp đôi điểm trong bảy ngày.', 'Trong một tuần, mọi cược đã thanh toán nhận gấp đôi điểm trong cửa hàng điểm. Điểm không bao giờ hết hạn.'),
      th: text('สัปดาห์แต้มคูณสอง', 'ทุกการเดิมพันได้แต้มสองเท่าตลอดเจ็ดวัน', 'ตลอดหนึ่งสัปดาห์ ทุกเดิมพันที่ชำระแล้วได้แต้มสองเท่าในร้านค้าแลกแต้ม แต้มไม่มีวันหมดอายุ'),
      zh: text('双倍积分周', '七天内每笔投注都可获得双倍积分。', '活动期间一周内，每笔已结算投注在积分商城获得双倍积分。积分永不过期。'),
      hi: text('डबल पॉइंट्स सप्ताह', 'सात दिनों तक हर दाँव पर दोगुने पॉइंट्स।', 'एक सप्ताह तक हर सेटल हुए दाँव पर पॉइंट्स मॉल में दोगुने पॉइंट्स मिलते हैं। पॉइंट्स कभी एक्सपायर नहीं होते।'),
      bn: text('ডাবল পয়েন্ট সপ্তাহ', 'সাত দিন ধরে প্রতিটি বাজিতে দ্বিগুণ পয়েন্ট।', 'এক সপ্তাহ ধরে প্রতিটি নিষ্পত্তি হওয়া বাজিতে পয়েন্ট মলে দ্বিগুণ পয়েন্ট মিলবে। পয়েন্টের মেয়াদ কখনো শেষ হয় না।'),
      ar: text('أسبوع النقاط المضاعفة', 'كل رهان يمنحك ضعف النقاط لمدة سبعة أيام.', 'لمدة أسبوع واحد، يمنحك كل رهان تمت تسويته نقاطًا مضاعفة في متجر النقاط. النقاط لا تنتهي صلاحيتها أبدًا.'),
      id: text('Pekan Poin Ganda', 'Setiap taruhan mendapat poin dua kali lipat selama tujuh hari.', 'Selama satu minggu, setiap taruhan yang sudah selesai mendapat poin dua kali lipat di toko poin. Poin tidak pernah kedaluwarsa.'),
      'pt-BR': text('Semana de Pontos em Dobro', 'Cada aposta rende o dobro de pontos por sete dias.', 'Durante uma semana, cada aposta liquidada rende pontos em dobro na loja de pontos. Os pontos nunca expiram.'),
    },
  },
  {
    id: 110, category: 'fish', mode: 'event', bonus: 0, target: 0, colors: ['#0c4a6e', '#1d4ed8'], days: [-20, -1],
    text: {
      en: text('Reef Raiders Tournament', 'Catch the golden shark and top the leaderboard.', 'The tournament has ended. Prizes were paid to the top hunters.'),
      vi: text('Giải đấu Reef Raiders', 'Bắt cá mập vàng và dẫn đầu bảng xếp hạng.', 'Giải đấu đã kết thúc. Giải thưởng đã được trả cho các thợ săn hàng đầu.'),
      th: text('ทัวร์นาเมนต์ Reef Raiders', 'จับฉลามทองคำแล้วขึ้นเป็นอันดับหนึ่ง', 'ทัวร์นาเมนต์จบลงแล้ว รางวัลได้จ่ายให้นักล่าอันดับต้นเรียบร้อยแล้ว'),
      zh: text('Reef Raiders 锦标赛', '捕获黄金鲨，登顶排行榜。', '锦标赛已结束，奖金已发放给排名靠前的猎手。'),
      hi: text('Reef Raiders टूर्नामेंट', 'सुनहरी शार्क पकड़ें और लीडरबोर्ड में सबसे ऊपर पहुँचें।', 'टूर्नामेंट समाप्त हो गया है। शीर्ष शिकारियों को इनाम दे दिए गए हैं।'),
      bn: text('Reef Raiders টুর্নামেন্ট', 'সোনালি হাঙর ধরুন আর লিডারবোর্ডের শীর্ষে উঠুন।', 'টুর্নামেন্ট শেষ হয়েছে। শীর্ষ শিকারিদের পুরস্কার দেওয়া হয়েছে।'),
      ar: text('بطولة Reef Raiders', 'اصطد القرش الذهبي واعتلِ صدارة الترتيب.', 'انتهت البطولة، وقد دُفعت الجوائز لأفضل الصيادين.'),
      id: text('Turnamen Reef Raiders', 'Tangkap hiu emas dan puncaki papan peringkat.', 'Turnamen telah berakhir. Hadiah sudah dibayarkan kepada para pemburu teratas.'),
      'pt-BR': text('Torneio Reef Raiders', 'Capture o tubarão dourado e chegue ao topo do ranking.', 'O torneio terminou. Os prêmios foram pagos aos melhores caçadores.'),
    },
  },
  {
    id: 111, category: 'cards', mode: 'bonus', bonus: 15_00, target: 300_00, colors: ['#064e3b', '#ca8a04'], days: [-1, 30],
    text: {
      en: text('Card Hall Warm-up', 'Stake 300.00 at the card tables and claim 15.00.', 'Join and play cards. When your card stakes since joining reach 300.00, claim 15.00.'),
      vi: text('Khởi động sảnh bài', 'Cược 300.00 tại bàn bài và nhận 15.00.', 'Tham gia và chơi bài. Khi tiền cược bài từ lúc tham gia đạt 300.00, nhận 15.00.'),
      th: text('อุ่นเครื่องห้องไพ่', 'เดิมพันที่โต๊ะไพ่ครบ 300.00 รับ 15.00', 'เข้าร่วมแล้วเล่นไพ่ เมื่อยอดเดิมพันไพ่นับจากวันที่เข้าร่วมครบ 300.00 รับ 15.00'),
      zh: text('棋牌大厅热身赛', '棋牌桌投注满 300.00，领取 15.00。', '参加活动并畅玩棋牌。自参加起棋牌投注累计达到 300.00，即可领取 15.00。'),
      hi: text('कार्ड हॉल वॉर्म-अप', 'कार्ड टेबल पर 300.00 लगाएँ और 15.00 क्लेम करें।', 'शामिल हों और कार्ड गेम खेलें। शामिल होने के बाद से आपके कार्ड दाँव 300.00 तक पहुँचते ही 15.00 क्लेम करें।'),
      bn: text('কার্ড হল ওয়ার্ম-আপ', 'কার্ড টেবিলে 300.00 বাজি ধরুন আর 15.00 দাবি করুন।', 'যোগ দিন এবং কার্ড খেলুন। যোগ দেওয়ার পর থেকে আপনার কার্ডের বাজি 300.00 হলে 15.00 দাবি করুন।'),
      ar: text('إحماء صالة الورق', 'راهن بـ 300.00 على طاولات الورق واحصل على 15.00.', 'انضم والعب ألعاب الورق. عندما يبلغ مجموع رهاناتك على ألعاب الورق منذ انضمامك 300.00، اطلب 15.00.'),
      id: text('Pemanasan Ruang Kartu', 'Pasang taruhan 300,00 di meja kartu dan klaim 15,00.', 'Ikuti promosi dan mainkan kartu. Saat total taruhan kartu Anda sejak ikut mencapai 300,00, klaim 15,00.'),
      'pt-BR': text('Aquecimento no Salão de Cartas', 'Aposte 300,00 nas mesas de cartas e resgate 15,00.', 'Participe e jogue cartas. Quando suas apostas em cartas desde a adesão chegarem a 300,00, resgate 15,00.'),
    },
  },
  {
    id: 112, category: 'lotto', mode: 'bonus', bonus: 10_00, target: 100_00, colors: ['#6b21a8', '#e11d48'], days: [-1, 30],
    text: {
      en: text('Lucky Numbers Bonus', 'Stake 100.00 on lottery draws and claim 10.00.', 'Join and play any lottery or e-lottery draw. When your lottery stakes since joining reach 100.00, claim 10.00.'),
      vi: text('Thưởng con số may mắn', 'Cược 100.00 vào xổ số và nhận 10.00.', 'Tham gia và chơi bất kỳ kỳ quay xổ số nào. Khi tiền cược xổ số từ lúc tham gia đạt 100.00, nhận 10.00.'),
      th: text('โบนัสเลขนำโชค', 'เดิมพันหวยครบ 100.00 รับ 10.00', 'เข้าร่วมแล้วเล่นหวยหรือหวยออนไลน์งวดใดก็ได้ เมื่อยอดเดิมพันหวยนับจากวันที่เข้าร่วมครบ 100.00 รับ 10.00'),
      zh: text('幸运号码奖金', '彩票投注满 100.00，领取 10.00。', '参加活动并投注任意彩票或电子彩票开奖。自参加起彩票投注累计达到 100.00，即可领取 10.00。'),
      hi: text('लकी नंबर बोनस', 'लॉटरी ड्रॉ पर 100.00 लगाएँ और 10.00 क्लेम करें।', 'शामिल हों और कोई भी लॉटरी या ई-लॉटरी ड्रॉ खेलें। शामिल होने के बाद से आपके लॉटरी दाँव 100.00 तक पहुँचते ही 10.00 क्लेम करें।'),
      bn: text('লাকি নম্বর বোনাস', 'লটারির ড্রতে 100.00 বাজি ধরুন আর 10.00 দাবি করুন।', 'যোগ দিন এবং যেকোনো লটারি বা ই-লটারির ড্র খেলুন। যোগ দেওয়ার পর থেকে আপনার লটারির বাজি 100.00 হলে 10.00 দাবি করুন।'),
      ar: text('مكافأة الأرقام المحظوظة', 'راهن بـ 100.00 على سحوبات اليانصيب واحصل على 10.00.', 'انضم والعب في أي سحب لليانصيب أو اليانصيب الإلكتروني. عندما يبلغ مجموع رهاناتك على اليانصيب منذ انضمامك 100.00، اطلب 10.00.'),
      id: text('Bonus Angka Keberuntungan', 'Pasang taruhan 100,00 di undian lotre dan klaim 10,00.', 'Ikuti promosi dan mainkan undian lotre atau e-lotre apa saja. Saat total taruhan lotre Anda sejak ikut mencapai 100,00, klaim 10,00.'),
      'pt-BR': text('Bônus Números da Sorte', 'Aposte 100,00 em sorteios de loteria e resgate 10,00.', 'Participe e jogue qualquer sorteio de loteria ou loteria eletrônica. Quando suas apostas em loteria desde a adesão chegarem a 100,00, resgate 10,00.'),
    },
  },
  {
    id: 114, category: 'newbie', mode: 'raffle', bonus: 88_00, target: 0, colors: ['#7e22ce', '#f43f5e'], days: [-1, 60],
    prizes: [{ amountMinor: 5_00, weight: 50 }, { amountMinor: 10_00, weight: 30 }, { amountMinor: 28_00, weight: 15 }, { amountMinor: 88_00, weight: 5 }],
    text: {
      en: text('Lucky Draw: up to 88.00', 'One free draw for every member: win 5.00, 10.00, 28.00 or 88.00.', 'Press Draw once: the prize is picked at random and credited to your main wallet straight away. One draw per member.'),
      vi: text('Rút thăm may mắn: đến 88.00', 'Mỗi thành viên một lượt rút miễn phí: trúng 5.00, 10.00, 28.00 hoặc 88.00.', 'Bấm Rút thăm một lần: giải thưởng được chọn ngẫu nhiên và cộng ngay vào ví chính. Mỗi thành viên một lượt.'),
      th: text('จับรางวัลนำโชค: สูงสุด 88.00', 'สมาชิกทุกคนจับรางวัลฟรีหนึ่งครั้ง ลุ้นรับ 5.00, 10.00, 28.00 หรือ 88.00', 'กด "จับรางวัลเลย" หนึ่งครั้ง ระบบจะสุ่มรางวัลและเข้ากระเป๋าหลักของคุณทันที สมาชิกหนึ่งคนจับได้หนึ่งครั้ง'),
      zh: text('幸运抽奖：最高 88.00', '每位会员免费抽奖一次：赢取 5.00、10.00、28.00 或 88.00。', '点击“立即抽奖”一次：奖金随机抽出，立即存入您的主钱包。每位会员限抽一次。'),
      hi: text('लकी ड्रॉ: 88.00 तक', 'हर सदस्य के लिए एक मुफ़्त ड्रॉ: 5.00, 10.00, 28.00 या 88.00 जीतें।', 'एक बार "अभी ड्रॉ करें" दबाएँ: इनाम बेतरतीब ढंग से चुना जाता है और तुरंत आपके मुख्य वॉलेट में जमा हो जाता है। हर सदस्य का एक ड्रॉ।'),
      bn: text('লাকি ড্র: 88.00 পর্যন্ত', 'প্রত্যেক সদস্যের জন্য একটি ফ্রি ড্র: জিতুন 5.00, 10.00, 28.00 বা 88.00।', 'একবার "এখনই ড্র করুন" চাপুন: পুরস্কারটি এলোমেলোভাবে বাছাই হয়ে সঙ্গে সঙ্গে আপনার মূল ওয়ালেটে জমা হবে। প্রত্যেক সদস্যের একটি ড্র।'),
      ar: text('السحب المحظوظ: حتى 88.00', 'سحب مجاني واحد لكل عضو: اربح 5.00 أو 10.00 أو 28.00 أو 88.00.', 'اضغط «اسحب الآن» مرة واحدة: تُختار الجائزة عشوائيًا وتُضاف إلى محفظتك الرئيسية على الفور. سحب واحد لكل عضو.'),
      id: text('Undian Berhadiah: hingga 88,00', 'Satu undian gratis untuk setiap member: menangkan 5,00, 10,00, 28,00, atau 88,00.', 'Tekan Undi sekarang satu kali: hadiah dipilih secara acak dan langsung masuk ke dompet utama Anda. Satu undian per member.'),
      'pt-BR': text('Sorteio da Sorte: até 88,00', 'Um sorteio grátis para cada membro: ganhe 5,00, 10,00, 28,00 ou 88,00.', 'Toque em Sortear agora uma vez: o prêmio é escolhido ao acaso e creditado na hora na sua carteira principal. Um sorteio por membro.'),
    },
  },
  {
    id: 113, category: 'rebate', mode: 'event', bonus: 0, target: 0, colors: ['#312e81', '#7c3aed'], days: [-30, 365],
    text: {
      en: text('Daily Rebate', 'A share of every settled stake back, claimable each day.', 'Sign up and claim your rebate in the personal centre under Manual rebate, as often as once a day.'),
      vi: text('Hoàn trả hàng ngày', 'Nhận lại một phần mọi tiền cược đã thanh toán, mỗi ngày.', 'Đăng ký và nhận hoàn trả trong trung tâm cá nhân tại mục Hoàn trả thủ công, tối đa mỗi ngày một lần.'),
      th: text('เงินคืนรายวัน', 'รับคืนส่วนหนึ่งของทุกเดิมพันที่ชำระแล้ว รับได้ทุกวัน', 'ลงชื่อแล้วรับเงินคืนได้ที่ศูนย์ส่วนตัว เมนู "รับเงินคืนด้วยตนเอง" ได้วันละหนึ่งครั้ง'),
      zh: text('每日返水', '每笔已结算投注按比例返还，每天均可领取。', '报名后在个人中心的“手动返水”中领取返水，每天最多一次。'),
      hi: text('दैनिक रिबेट', 'हर सेटल हुए दाँव का एक हिस्सा वापस, हर दिन क्लेम करें।', 'साइन अप करें और व्यक्तिगत केंद्र में "मैनुअल रिबेट" के अंतर्गत अपना रिबेट क्लेम करें, दिन में एक बार तक।'),
      bn: text('দৈনিক রিবেট', 'প্রতিটি নিষ্পত্তি হওয়া বাজির একটি অংশ ফেরত, প্রতিদিন দাবি করা যায়।', 'নাম লেখান এবং ব্যক্তিগত কেন্দ্রের "ম্যানুয়াল রিবেট" অংশ থেকে আপনার রিবেট দাবি করুন, দিনে সর্বোচ্চ একবার।'),
      ar: text('الاسترداد النقدي اليومي', 'استرد جزءًا من كل رهان تمت تسويته، ويمكنك المطالبة به كل يوم.', 'اشترك واطلب استردادك النقدي من المركز الشخصي ضمن «الاسترداد النقدي اليدوي»، بحد أقصى مرة واحدة يوميًا.'),
      id: text('Rabat Harian', 'Sebagian dari setiap taruhan yang selesai kembali ke Anda, bisa diklaim setiap hari.', 'Daftar dan klaim rabat Anda di Pusat pribadi pada menu Rabat manual, paling banyak sekali sehari.'),
      'pt-BR': text('Rebate Diário', 'Parte de cada aposta liquidada volta para você, com resgate todos os dias.', 'Inscreva-se e resgate seu rebate na Central pessoal, em Rebate manual, até uma vez por dia.'),
    },
  },
];

/** The promotion rows, dated from `now`; English in the row, the rest in `translations`. */
export function promotionRows(now: number, dayMs: number) {
  return PROMOTION_SEED.map((p, sort_order) => ({
    id: String(p.id),
    merchant_code: null,
    category: p.category,
    mode: p.mode,
    title: p.text.en.title,
    summary: p.text.en.summary,
    body: p.text.en.body,
    translations: translationsOf(p.text),
    prizes: JSON.stringify(p.prizes ?? []),
    bonus_minor: p.bonus,
    target_stake_minor: p.target,
    color_from: p.colors[0],
    color_to: p.colors[1],
    starts_at: new Date(now + p.days[0] * dayMs),
    ends_at: new Date(now + p.days[1] * dayMs),
    sort_order,
  }));
}

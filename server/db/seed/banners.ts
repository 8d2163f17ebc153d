// Demo banners: every route group of spec section 2 (w_home with three). Banner images
// are generated from these fields, so each banner's title and subtitle are declared
// once in every shipped language.
import type { BannerMotif, LinkageType } from '../schema';
import type { BannerGroup } from '../../content/content';
import { translationsOf, type Localized } from './localized';

export interface BannerText {
  title: string;
  subtitle: string;
}

const banner = (title: string, subtitle: string): BannerText => ({ title, subtitle });

export interface BannerSeed {
  group: BannerGroup;
  colors: [string, string];
  motif: BannerMotif;
  linkage: LinkageType;
  target?: string;
  text: Localized<BannerText>;
}

export const BANNER_SEED: BannerSeed[] = [
  {
    group: 'w_home', colors: ['#4c1d95', '#db2777'], motif: 'gift', linkage: 'route', target: '/promotions',
    text: {
      en: banner('100% Welcome Bonus', 'Double your first deposit. Claim it today in Promotions.'),
      vi: banner('Thưởng chào mừng 100%', 'Nhân đôi lần nạp đầu tiên. Nhận ngay hôm nay tại mục Khuyến mãi.'),
      th: banner('โบนัสต้อนรับ 100%', 'รับเงินฝากครั้งแรกเป็นสองเท่า รับได้เลยวันนี้ที่หน้าโปรโมชั่น'),
      zh: banner('100% 首存欢迎奖金', '首次存款翻倍，今天就到优惠活动领取。'),
      hi: banner('100% वेलकम बोनस', 'अपना पहला डिपॉज़िट दोगुना करें। आज ही प्रमोशन में क्लेम करें।'),
      bn: banner('100% স্বাগত বোনাস', 'প্রথম ডিপোজিট দ্বিগুণ করুন। আজই প্রোমোশন থেকে দাবি করুন।'),
      ar: banner('مكافأة ترحيبية 100%', 'ضاعف إيداعك الأول. احصل عليها اليوم من صفحة العروض الترويجية.'),
      id: banner('Bonus Sambutan 100%', 'Gandakan deposit pertama Anda. Klaim hari ini di Promosi.'),
      'pt-BR': banner('Bônus de Boas-vindas de 100%', 'Dobre seu primeiro depósito. Resgate hoje em Promoções.'),
    },
  },
  {
    group: 'w_home', colors: ['#7c2d12', '#eab308'], motif: 'coins', linkage: 'game', target: 'NOVA_SLOTS',
    text: {
      en: banner('Spin for the Mega Jackpot', 'Thousands of slots from fourteen studios, new titles every week.'),
      vi: banner('Quay trúng Mega Jackpot', 'Hàng nghìn trò slot từ mười bốn nhà phát hành, trò mới mỗi tuần.'),
      th: banner('หมุนลุ้นเมกะแจ็กพอต', 'สล็อตนับพันเกมจากสิบสี่ค่าย มีเกมใหม่ทุกสัปดาห์'),
      zh: banner('旋转赢取超级大奖', '十四家工作室的数千款老虎机，每周上新。'),
      hi: banner('मेगा जैकपॉट के लिए स्पिन करें', 'चौदह स्टूडियो के हज़ारों स्लॉट, हर हफ़्ते नए गेम।'),
      bn: banner('মেগা জ্যাকপটের জন্য স্পিন করুন', 'চোদ্দটি স্টুডিওর হাজারো স্লট, প্রতি সপ্তাহে নতুন গেম।'),
      ar: banner('أدِر البكرات واربح الجاكبوت الضخم', 'آلاف ألعاب السلوتس من أربعة عشر استوديو، وألعاب جديدة كل أسبوع.'),
      id: banner('Putar untuk Mega Jackpot', 'Ribuan slot dari empat belas studio, judul baru setiap minggu.'),
      'pt-BR': banner('Gire pelo Mega Jackpot', 'Milhares de slots de catorze estúdios, novidades toda semana.'),
    },
  },
  {
    group: 'w_home', colors: ['#0f172a', '#be123c'], motif: 'cards', linkage: 'route', target: '/live',
    text: {
      en: banner('Live Baccarat Nights', 'Real dealers streamed in HD, around the clock.'),
      vi: banner('Đêm Baccarat trực tiếp', 'Nhà cái thật phát trực tiếp chuẩn HD, suốt ngày đêm.'),
      th: banner('ค่ำคืนบาคาร่าสด', 'ดีลเลอร์ตัวจริงถ่ายทอดสดแบบ HD ตลอด 24 ชั่วโมง'),
      zh: banner('真人百家乐之夜', '真人荷官高清直播，全天候不打烊。'),
      hi: banner('लाइव बैकारेट नाइट्स', 'असली डीलर, HD में लाइव, चौबीसों घंटे।'),
      bn: banner('লাইভ ব্যাকারেট রাত', 'আসল ডিলার, HD-তে সরাসরি সম্প্রচার, দিনরাত।'),
      ar: banner('ليالي الباكارا المباشرة', 'بثّ مباشر لموزعين حقيقيين بجودة HD على مدار الساعة.'),
      id: banner('Malam Baccarat Live', 'Dealer sungguhan disiarkan dalam HD, 24 jam nonstop.'),
      'pt-BR': banner('Noites de Bacará ao Vivo', 'Crupiês reais transmitidos em HD, 24 horas por dia.'),
    },
  },
  {
    group: 'w_rng', colors: ['#581c87', '#f59e0b'], motif: 'coins', linkage: 'promotion', target: '101',
    text: {
      en: banner('Slot Frenzy Fridays', 'Win a share of 50,000 free spins every Friday.'),
      vi: banner('Thứ Sáu cuồng nhiệt Slot', 'Chia nhau 50.000 vòng quay miễn phí mỗi thứ Sáu.'),
      th: banner('ศุกร์สุดมันส์สล็อต', 'ลุ้นรับส่วนแบ่งฟรีสปิน 50,000 ครั้งทุกวันศุกร์'),
      zh: banner('老虎机狂欢星期五', '每周五瓜分 50,000 次免费旋转。'),
      hi: banner('स्लॉट धमाका फ्राइडे', 'हर शुक्रवार 50,000 फ़्री स्पिन में हिस्सा जीतें।'),
      bn: banner('স্লট উৎসবের শুক্রবার', 'প্রতি শুক্রবার 50,000 ফ্রি স্পিনের ভাগ জিতুন।'),
      ar: banner('جنون السلوتس كل جمعة', 'اربح حصة من 50,000 لفة مجانية كل يوم جمعة.'),
      id: banner('Jumat Seru Slot', 'Menangkan bagian dari 50.000 putaran gratis setiap Jumat.'),
      'pt-BR': banner('Sexta-feira Insana dos Slots', 'Ganhe parte de 50.000 giros grátis toda sexta-feira.'),
    },
  },
  {
    group: 'w_rng', colors: ['#9a3412', '#dc2626'], motif: 'star', linkage: 'game', target: 'NOVA_SLOTS/LANTERN_FORTUNE',
    text: {
      en: banner('New: Lantern Fortune', 'The newest release from Nova Slots is live.'),
      vi: banner('Mới: Lantern Fortune', 'Trò chơi mới nhất của Nova Slots đã ra mắt.'),
      th: banner('ใหม่: Lantern Fortune', 'เกมใหม่ล่าสุดจาก Nova Slots เปิดให้เล่นแล้ว'),
      zh: banner('新游：Lantern Fortune', 'Nova Slots 最新力作现已上线。'),
      hi: banner('नया: Lantern Fortune', 'Nova Slots का सबसे नया गेम अब लाइव है।'),
      bn: banner('নতুন: Lantern Fortune', 'Nova Slots-এর সবচেয়ে নতুন গেম এখন চালু।'),
      ar: banner('جديد: Lantern Fortune', 'أحدث إصدار من Nova Slots متاح الآن.'),
      id: banner('Baru: Lantern Fortune', 'Rilisan terbaru dari Nova Slots sudah hadir.'),
      'pt-BR': banner('Novo: Lantern Fortune', 'O lançamento mais recente da Nova Slots já está no ar.'),
    },
  },
  {
    group: 'w_live', colors: ['#1e1b4b', '#be185d'], motif: 'chips', linkage: 'promotion', target: '102',
    text: {
      en: banner('10% Live Casino Cashback', 'Every week, on every live table.'),
      vi: banner('Hoàn tiền 10% Live Casino', 'Mỗi tuần, trên mọi bàn live.'),
      th: banner('คืนเงิน 10% คาสิโนสด', 'ทุกสัปดาห์ ทุกโต๊ะคาสิโนสด'),
      zh: banner('真人娱乐场 10% 返现', '每周返现，所有真人桌台均可参与。'),
      hi: banner('10% लाइव कैसीनो कैशबैक', 'हर हफ़्ते, हर लाइव टेबल पर।'),
      bn: banner('লাইভ ক্যাসিনোতে 10% ক্যাশব্যাক', 'প্রতি সপ্তাহে, প্রতিটি লাইভ টেবিলে।'),
      ar: banner('استرداد نقدي 10% في الكازينو المباشر', 'كل أسبوع، على جميع الطاولات المباشرة.'),
      id: banner('Cashback Live Casino 10%', 'Setiap minggu, di semua meja live.'),
      'pt-BR': banner('Cashback de 10% no Cassino ao Vivo', 'Toda semana, em todas as mesas ao vivo.'),
    },
  },
  {
    group: 'w_fish', colors: ['#0c4a6e', '#06b6d4'], motif: 'fish', linkage: 'game', target: 'REEF_RAIDERS',
    text: {
      en: banner('Reef Raiders Tournament', 'Catch the golden shark and top the leaderboard.'),
      vi: banner('Giải đấu Reef Raiders', 'Bắt cá mập vàng và dẫn đầu bảng xếp hạng.'),
      th: banner('ทัวร์นาเมนต์ Reef Raiders', 'จับฉลามทองคำแล้วขึ้นเป็นอันดับหนึ่ง'),
      zh: banner('Reef Raiders 锦标赛', '捕获黄金鲨，登顶排行榜。'),
      hi: banner('Reef Raiders टूर्नामेंट', 'सुनहरी शार्क पकड़ें और लीडरबोर्ड में सबसे ऊपर पहुँचें।'),
      bn: banner('Reef Raiders টুর্নামেন্ট', 'সোনালি হাঙর ধরুন আর লিডারবোর্ডের শীর্ষে উঠুন।'),
      ar: banner('بطولة Reef Raiders', 'اصطد القرش الذهبي واعتلِ صدارة الترتيب.'),
      id: banner('Turnamen Reef Raiders', 'Tangkap hiu emas dan puncaki papan peringkat.'),
      'pt-BR': banner('Torneio Reef Raiders', 'Capture o tubarão dourado e chegue ao topo do ranking.'),
    },
  },
  {
    group: 'w_pvp', colors: ['#064e3b', '#ca8a04'], motif: 'cards', linkage: 'game', target: 'CARD_HALL',
    text: {
      en: banner('Card Hall Championship', 'Weekly tables, bigger prize pools.'),
      vi: banner('Giải vô địch sảnh bài', 'Bàn chơi hàng tuần, quỹ thưởng lớn hơn.'),
      th: banner('ศึกชิงแชมป์ห้องไพ่', 'โต๊ะแข่งทุกสัปดาห์ เงินรางวัลรวมก้อนโตกว่าเดิม'),
      zh: banner('棋牌大厅锦标赛', '每周开赛，奖池更丰厚。'),
      hi: banner('कार्ड हॉल चैंपियनशिप', 'हर हफ़्ते टेबल, और बड़ी इनाम राशि।'),
      bn: banner('কার্ড হল চ্যাম্পিয়নশিপ', 'প্রতি সপ্তাহে টেবিল, আরও বড় পুরস্কার।'),
      ar: banner('بطولة صالة الورق', 'طاولات كل أسبوع، ومجموع جوائز أكبر.'),
      id: banner('Kejuaraan Ruang Kartu', 'Meja mingguan, total hadiah lebih besar.'),
      'pt-BR': banner('Campeonato do Salão de Cartas', 'Mesas semanais, prêmios maiores.'),
    },
  },
  {
    group: 'w_sports', colors: ['#14532d', '#0ea5e9'], motif: 'ball', linkage: 'route', target: '/fbsports',
    text: {
      en: banner('Accumulator Boost up to 50%', 'Add more legs, win more on every football accumulator.'),
      vi: banner('Tăng thưởng cược xiên đến 50%', 'Thêm trận, thắng lớn hơn với mọi cược xiên bóng đá.'),
      th: banner('เพิ่มราคาบอลสเต็ปสูงสุด 50%', 'ยิ่งเพิ่มคู่ ยิ่งได้มากขึ้นในทุกบิลบอลสเต็ป'),
      zh: banner('串关加奖最高 50%', '串得越多，每张足球串关赢得越多。'),
      hi: banner('एक्युमुलेटर बूस्ट 50% तक', 'ज़्यादा मैच जोड़ें, हर फ़ुटबॉल एक्युमुलेटर पर ज़्यादा जीतें।'),
      bn: banner('অ্যাকুমুলেটর বুস্ট 50% পর্যন্ত', 'আরও ম্যাচ যোগ করুন, প্রতিটি ফুটবল অ্যাকুমুলেটরে বেশি জিতুন।'),
      ar: banner('تعزيز الرهان التراكمي حتى 50%', 'أضف مزيدًا من المباريات واربح أكثر في كل رهان تراكمي على كرة القدم.'),
      id: banner('Boost Parlay hingga 50%', 'Tambah pertandingan, menang lebih banyak di setiap parlay sepak bola.'),
      'pt-BR': banner('Turbo de Múltiplas de até 50%', 'Adicione mais seleções e ganhe mais em cada múltipla de futebol.'),
    },
  },
  {
    group: 'w_sports', colors: ['#0c4a6e', '#16a34a'], motif: 'trophy', linkage: 'none',
    text: {
      en: banner('Live In-Play Odds', 'Bet as the action happens, with instant cash-out.'),
      vi: banner('Tỷ lệ cược trực tiếp', 'Đặt cược ngay khi trận đấu diễn ra, rút tiền sớm tức thì.'),
      th: banner('ราคาบอลสด', 'เดิมพันระหว่างการแข่งขัน พร้อมแคชเอาต์ได้ทันที'),
      zh: banner('滚球实时赔率', '比赛进行中随时投注，即时提前兑现。'),
      hi: banner('लाइव इन-प्ले ऑड्स', 'मैच के दौरान दाँव लगाएँ, तुरंत कैश-आउट के साथ।'),
      bn: banner('লাইভ ইন-প্লে অডস', 'খেলা চলার সময় বাজি ধরুন, সঙ্গে সঙ্গে ক্যাশ-আউট।'),
      ar: banner('احتمالات مباشرة أثناء المباراة', 'راهن أثناء سير المباراة، مع إمكانية صرف الرهان فورًا.'),
      id: banner('Odds Live Saat Bertanding', 'Pasang taruhan saat pertandingan berlangsung, dengan cash-out instan.'),
      'pt-BR': banner('Odds ao Vivo', 'Aposte enquanto a partida acontece, com cash out na hora.'),
    },
  },
  {
    group: 'w_esports', colors: ['#2e1065', '#0891b2'], motif: 'controller', linkage: 'game', target: 'NEXUS_ESPORTS',
    text: {
      en: banner('Esports Major Predictions', 'Pick the winners of every map, every match.'),
      vi: banner('Dự đoán giải Major Esports', 'Chọn đội thắng từng bản đồ, từng trận đấu.'),
      th: banner('ทายผลอีสปอร์ตรายการเมเจอร์', 'ทายผู้ชนะทุกแมป ทุกแมตช์'),
      zh: banner('电竞 Major 竞猜', '竞猜每张地图、每场比赛的胜者。'),
      hi: banner('ईस्पोर्ट्स मेजर प्रेडिक्शन', 'हर मैप, हर मैच के विजेता चुनें।'),
      bn: banner('ইস্পোর্টস মেজর প্রেডিকশন', 'প্রতিটি ম্যাপ, প্রতিটি ম্যাচের বিজয়ী বাছুন।'),
      ar: banner('توقعات بطولات Major للرياضات الإلكترونية', 'اختر الفائز في كل خريطة وكل مباراة.'),
      id: banner('Tebak Juara Esports Major', 'Pilih pemenang setiap map, setiap pertandingan.'),
      'pt-BR': banner('Palpites do Major de Esports', 'Escolha os vencedores de cada mapa, de cada partida.'),
    },
  },
  {
    group: 'w_lott', colors: ['#6b21a8', '#e11d48'], motif: 'balls', linkage: 'route', target: '/lottery',
    text: {
      en: banner('Quick Draw Every 5 Minutes', 'Fresh e-lottery draws all day long.'),
      vi: banner('Quay nhanh mỗi 5 phút', 'Kỳ quay xổ số điện tử mới suốt cả ngày.'),
      th: banner('ออกรางวัลไวทุก 5 นาที', 'หวยออนไลน์งวดใหม่ตลอดทั้งวัน'),
      zh: banner('每 5 分钟快速开奖', '电子彩票全天持续开奖。'),
      hi: banner('हर 5 मिनट में क्विक ड्रॉ', 'दिन भर नए ई-लॉटरी ड्रॉ।'),
      bn: banner('প্রতি 5 মিনিটে কুইক ড্র', 'সারাদিন নতুন নতুন ই-লটারির ড্র।'),
      ar: banner('سحب سريع كل 5 دقائق', 'سحوبات يانصيب إلكتروني جديدة طوال اليوم.'),
      id: banner('Undian Kilat Tiap 5 Menit', 'Undian e-lotre baru sepanjang hari.'),
      'pt-BR': banner('Sorteio Rápido a Cada 5 Minutos', 'Novos sorteios de loteria eletrônica o dia todo.'),
    },
  },
  {
    group: 'w_cockfight', colors: ['#78350f', '#b91c1c'], motif: 'rooster', linkage: 'game', target: 'SPUR_ARENA',
    text: {
      en: banner('Derby Night at Spur Arena', 'Live derbies every evening with boosted odds.'),
      vi: banner('Đêm đấu Derby tại Spur Arena', 'Trận derby trực tiếp mỗi tối với tỷ lệ cược tăng thêm.'),
      th: banner('คืนดาร์บี้ที่ Spur Arena', 'ถ่ายทอดสดไฟต์ดาร์บี้ทุกเย็น พร้อมราคาพิเศษ'),
      zh: banner('Spur Arena 德比之夜', '每晚直播德比赛事，赔率加码。'),
      hi: banner('Spur Arena में डर्बी नाइट', 'हर शाम लाइव डर्बी, बढ़े हुए ऑड्स के साथ।'),
      bn: banner('Spur Arena-য় ডার্বি নাইট', 'প্রতি সন্ধ্যায় লাইভ ডার্বি, বাড়তি অডসে।'),
      ar: banner('ليلة الديربي في Spur Arena', 'نزالات ديربي مباشرة كل مساء باحتمالات معزّزة.'),
      id: banner('Malam Derby di Spur Arena', 'Derby live setiap malam dengan odds yang ditingkatkan.'),
      'pt-BR': banner('Noite de Derby na Spur Arena', 'Derbies ao vivo todas as noites com odds turbinadas.'),
    },
  },
  {
    group: 'w_promotion', colors: ['#be185d', '#f97316'], motif: 'gift', linkage: 'promotion', target: '103',
    text: {
      en: banner('Refer a Friend, Earn Together', 'Get a bonus for every friend who joins and plays.'),
      vi: banner('Giới thiệu bạn bè, cùng nhận thưởng', 'Nhận thưởng cho mỗi người bạn tham gia và chơi.'),
      th: banner('ชวนเพื่อน รับรางวัลด้วยกัน', 'รับโบนัสทุกครั้งที่เพื่อนสมัครและเล่น'),
      zh: banner('推荐好友，一起赚', '每位好友加入并游戏，您都可获得奖金。'),
      hi: banner('दोस्त को रेफ़र करें, साथ कमाएँ', 'जुड़कर खेलने वाले हर दोस्त पर बोनस पाएँ।'),
      bn: banner('বন্ধুকে রেফার করুন, একসাথে আয় করুন', 'যে বন্ধুই যোগ দিয়ে খেলবে, প্রত্যেকের জন্য বোনাস পান।'),
      ar: banner('ادعُ صديقًا واربحا معًا', 'احصل على مكافأة عن كل صديق ينضم ويلعب.'),
      id: banner('Ajak Teman, Untung Bersama', 'Dapatkan bonus untuk setiap teman yang bergabung dan bermain.'),
      'pt-BR': banner('Indique um Amigo e Ganhem Juntos', 'Ganhe um bônus por cada amigo que entrar e jogar.'),
    },
  },
  {
    group: 'w_promotion', colors: ['#1e1b4b', '#ca8a04'], motif: 'trophy', linkage: 'route', target: '/vip',
    text: {
      en: banner('VIP Rewards Club', 'Climb the ranks for faster withdrawals and birthday gifts.'),
      vi: banner('Câu lạc bộ ưu đãi VIP', 'Thăng hạng để rút tiền nhanh hơn và nhận quà sinh nhật.'),
      th: banner('คลับรางวัล VIP', 'เลื่อนระดับเพื่อถอนเงินได้ไวขึ้นและรับของขวัญวันเกิด'),
      zh: banner('VIP 奖励俱乐部', '等级越高，提款越快，还有生日礼金。'),
      hi: banner('VIP रिवॉर्ड्स क्लब', 'रैंक बढ़ाएँ, तेज़ निकासी और जन्मदिन के उपहार पाएँ।'),
      bn: banner('VIP রিওয়ার্ডস ক্লাব', 'র‍্যাঙ্কে উঠুন, দ্রুত উত্তোলন আর জন্মদিনের উপহার পান।'),
      ar: banner('نادي مكافآت VIP', 'ارتقِ في المستويات لتحظى بسحب أسرع لأموالك وهدايا في عيد ميلادك.'),
      id: banner('Klub Hadiah VIP', 'Naikkan level untuk penarikan lebih cepat dan hadiah ulang tahun.'),
      'pt-BR': banner('Clube de Vantagens VIP', 'Suba de nível para ter saques mais rápidos e presentes de aniversário.'),
    },
  },
  {
    group: 'w_shop', colors: ['#0f766e', '#84cc16'], motif: 'gift', linkage: 'none',
    text: {
      en: banner('Points Mall', 'Turn your points into bonuses and prizes. Points never expire.'),
      vi: banner('Cửa hàng điểm thưởng', 'Đổi điểm lấy tiền thưởng và quà tặng. Điểm không bao giờ hết hạn.'),
      th: banner('ร้านค้าแลกแต้ม', 'เปลี่ยนแต้มเป็นโบนัสและของรางวัล แต้มไม่มีวันหมดอายุ'),
      zh: banner('积分商城', '积分可兑换奖金和奖品，永不过期。'),
      hi: banner('पॉइंट्स मॉल', 'अपने पॉइंट्स को बोनस और इनाम में बदलें। पॉइंट्स कभी एक्सपायर नहीं होते।'),
      bn: banner('পয়েন্ট মল', 'পয়েন্ট দিয়ে বোনাস আর পুরস্কার নিন। পয়েন্টের মেয়াদ কখনো শেষ হয় না।'),
      ar: banner('متجر النقاط', 'حوّل نقاطك إلى مكافآت وجوائز. النقاط لا تنتهي صلاحيتها أبدًا.'),
      id: banner('Toko Poin', 'Tukar poin Anda dengan bonus dan hadiah. Poin tidak pernah kedaluwarsa.'),
      'pt-BR': banner('Loja de Pontos', 'Troque seus pontos por bônus e prêmios. Os pontos nunca expiram.'),
    },
  },
  {
    group: 'w_help', colors: ['#1e3a8a', '#0d9488'], motif: 'star', linkage: 'url', target: 'https://responsible-gaming.example.org',
    text: {
      en: banner('Play Responsibly', 'Set limits, take breaks, and find help when you need it.'),
      vi: banner('Chơi có trách nhiệm', 'Đặt giới hạn, nghỉ ngơi và tìm trợ giúp khi bạn cần.'),
      th: banner('เล่นอย่างรับผิดชอบ', 'ตั้งขีดจำกัด พักเป็นระยะ และขอความช่วยเหลือเมื่อต้องการ'),
      zh: banner('理性游戏', '设定限额、适时休息，需要时随时寻求帮助。'),
      hi: banner('ज़िम्मेदारी से खेलें', 'सीमाएँ तय करें, ब्रेक लें और ज़रूरत हो तो मदद लें।'),
      bn: banner('দায়িত্ব নিয়ে খেলুন', 'সীমা ঠিক করুন, বিরতি নিন, আর দরকার হলে সাহায্য নিন।'),
      ar: banner('العب بمسؤولية', 'ضع حدودًا لنفسك، وخذ فترات راحة، واطلب المساعدة متى احتجت إليها.'),
      id: banner('Bermain dengan Bijak', 'Tetapkan batas, beristirahatlah, dan cari bantuan saat Anda membutuhkannya.'),
      'pt-BR': banner('Jogue com Responsabilidade', 'Defina limites, faça pausas e procure ajuda quando precisar.'),
    },
  },
  {
    group: 'w_reg', colors: ['#312e81', '#7c3aed'], motif: 'phone', linkage: 'none',
    text: {
      en: banner('Join in 30 Seconds', 'Sign up with your mobile number and start playing.'),
      vi: banner('Tham gia trong 30 giây', 'Đăng ký bằng số điện thoại và bắt đầu chơi.'),
      th: banner('สมัครเสร็จใน 30 วินาที', 'สมัครด้วยเบอร์มือถือแล้วเริ่มเล่นได้เลย'),
      zh: banner('30 秒快速注册', '用手机号注册，立即开始游戏。'),
      hi: banner('30 सेकंड में जुड़ें', 'अपने मोबाइल नंबर से साइन अप करें और खेलना शुरू करें।'),
      bn: banner('30 সেকেন্ডে যোগ দিন', 'মোবাইল নম্বর দিয়ে সাইন আপ করুন আর খেলা শুরু করুন।'),
      ar: banner('انضم خلال 30 ثانية', 'سجّل برقم هاتفك المحمول وابدأ اللعب.'),
      id: banner('Gabung dalam 30 Detik', 'Daftar dengan nomor ponsel Anda dan mulai bermain.'),
      'pt-BR': banner('Cadastre-se em 30 Segundos', 'Use seu número de celular para se cadastrar e comece a jogar.'),
    },
  },
  {
    group: 'w_forget', colors: ['#0f172a', '#2563eb'], motif: 'phone', linkage: 'none',
    text: {
      en: banner('Back in Your Account in Minutes', 'Reset your password by SMS or email.'),
      vi: banner('Vào lại tài khoản trong vài phút', 'Đặt lại mật khẩu qua SMS hoặc email.'),
      th: banner('กลับเข้าบัญชีได้ในไม่กี่นาที', 'รีเซ็ตรหัสผ่านทาง SMS หรืออีเมล'),
      zh: banner('几分钟即可找回账户', '通过短信或电子邮件重置密码。'),
      hi: banner('कुछ ही मिनटों में अकाउंट में वापस', 'SMS या ईमेल से अपना पासवर्ड रीसेट करें।'),
      bn: banner('কয়েক মিনিটেই অ্যাকাউন্টে ফিরুন', 'SMS বা ইমেলে পাসওয়ার্ড রিসেট করুন।'),
      ar: banner('استعد حسابك خلال دقائق', 'أعد تعيين كلمة المرور عبر رسالة SMS أو البريد الإلكتروني.'),
      id: banner('Kembali ke Akun dalam Hitungan Menit', 'Atur ulang kata sandi lewat SMS atau email.'),
      'pt-BR': banner('De Volta à Sua Conta em Minutos', 'Redefina sua senha por SMS ou e-mail.'),
    },
  },
  {
    group: 'w_register', colors: ['#7e22ce', '#f43f5e'], motif: 'gift', linkage: 'promotion', target: '103',
    text: {
      en: banner('Sign Up and Get Free Spins', 'New members receive 20 free spins on Nova Slots.'),
      vi: banner('Đăng ký nhận vòng quay miễn phí', 'Thành viên mới nhận 20 vòng quay miễn phí tại Nova Slots.'),
      th: banner('สมัครวันนี้ รับฟรีสปิน', 'สมาชิกใหม่รับฟรีสปิน 20 ครั้งที่ Nova Slots'),
      zh: banner('注册即送免费旋转', '新会员可在 Nova Slots 获得 20 次免费旋转。'),
      hi: banner('साइन अप करें, फ़्री स्पिन पाएँ', 'नए सदस्यों को Nova Slots पर 20 फ़्री स्पिन मिलते हैं।'),
      bn: banner('সাইন আপ করুন, ফ্রি স্পিন নিন', 'নতুন সদস্যরা Nova Slots-এ 20টি ফ্রি স্পিন পান।'),
      ar: banner('سجّل واحصل على لفات مجانية', 'يحصل الأعضاء الجدد على 20 لفة مجانية في Nova Slots.'),
      id: banner('Daftar dan Dapatkan Putaran Gratis', 'Member baru mendapat 20 putaran gratis di Nova Slots.'),
      'pt-BR': banner('Cadastre-se e Ganhe Giros Grátis', 'Novos membros ganham 20 giros grátis na Nova Slots.'),
    },
  },
  {
    group: 'w_register', colors: ['#0f172a', '#9333ea'], motif: 'phone', linkage: 'route', target: '/down',
    text: {
      en: banner('Download the App', 'Play anywhere on iOS and Android.'),
      vi: banner('Tải ứng dụng', 'Chơi mọi nơi trên iOS và Android.'),
      th: banner('ดาวน์โหลดแอป', 'เล่นได้ทุกที่ทั้งบน iOS และ Android'),
      zh: banner('下载应用', '在 iOS 和 Android 上随时随地畅玩。'),
      hi: banner('ऐप डाउनलोड करें', 'iOS और Android पर कहीं भी खेलें।'),
      bn: banner('অ্যাপ ডাউনলোড করুন', 'iOS আর Android-এ যেকোনো জায়গা থেকে খেলুন।'),
      ar: banner('حمّل التطبيق', 'العب من أي مكان على iOS وAndroid.'),
      id: banner('Unduh Aplikasinya', 'Main di mana saja di iOS dan Android.'),
      'pt-BR': banner('Baixe o App', 'Jogue em qualquer lugar no iOS e no Android.'),
    },
  },
];

/** The banner rows in display order; English in the row, the rest in `translations`. */
export function bannerRows() {
  return BANNER_SEED.map((b, sort_order) => ({
    group_name: b.group,
    title: b.text.en.title,
    subtitle: b.text.en.subtitle,
    translations: translationsOf(b.text),
    color_from: b.colors[0],
    color_to: b.colors[1],
    motif: b.motif,
    linkage_type: b.linkage,
    linkage_target: b.target ?? null,
    sort_order,
  }));
}

// Demo banners (every route group of spec section 2, w_home with three) and notices
// of every announcement type. Banner images are generated from these fields.
import { sql } from 'kysely';
import type { Db } from '../index';
import type { BannerMotif, LinkageType, NoticeType } from '../schema';
import { widenTrx } from '../../services/contentTables';
import type { BannerGroup } from '../../services/content';

export interface BannerSeed {
  group: BannerGroup;
  title: string;
  subtitle: string;
  colors: [string, string];
  motif: BannerMotif;
  linkage: LinkageType;
  target?: string;
}

export const BANNER_SEED: BannerSeed[] = [
  { group: 'w_home', title: '100% Welcome Bonus', subtitle: 'Double your first deposit. Claim it today in Promotions.', colors: ['#4c1d95', '#db2777'], motif: 'gift', linkage: 'route', target: '/promotions' },
  { group: 'w_home', title: 'Spin for the Mega Jackpot', subtitle: 'Thousands of slots from fourteen studios, new titles every week.', colors: ['#7c2d12', '#eab308'], motif: 'coins', linkage: 'game', target: 'NOVA_SLOTS' },
  { group: 'w_home', title: 'Live Baccarat Nights', subtitle: 'Real dealers streamed in HD, around the clock.', colors: ['#0f172a', '#be123c'], motif: 'cards', linkage: 'route', target: '/live' },
  { group: 'w_rng', title: 'Slot Frenzy Fridays', subtitle: 'Win a share of 50,000 free spins every Friday.', colors: ['#581c87', '#f59e0b'], motif: 'coins', linkage: 'promotion', target: '101' },
  { group: 'w_rng', title: 'New: Lantern Fortune', subtitle: 'The newest release from Nova Slots is live.', colors: ['#9a3412', '#dc2626'], motif: 'star', linkage: 'game', target: 'NOVA_SLOTS/LANTERN_FORTUNE' },
  { group: 'w_live', title: '10% Live Casino Cashback', subtitle: 'Every week, on every live table.', colors: ['#1e1b4b', '#be185d'], motif: 'chips', linkage: 'promotion', target: '102' },
  { group: 'w_fish', title: 'Reef Raiders Tournament', subtitle: 'Catch the golden shark and top the leaderboard.', colors: ['#0c4a6e', '#06b6d4'], motif: 'fish', linkage: 'game', target: 'REEF_RAIDERS' },
  { group: 'w_pvp', title: 'Card Hall Championship', subtitle: 'Weekly tables, bigger prize pools.', colors: ['#064e3b', '#ca8a04'], motif: 'cards', linkage: 'game', target: 'CARD_HALL' },
  { group: 'w_sports', title: 'Accumulator Boost up to 50%', subtitle: 'Add more legs, win more on every football accumulator.', colors: ['#14532d', '#0ea5e9'], motif: 'ball', linkage: 'route', target: '/fbsports' },
  { group: 'w_sports', title: 'Live In-Play Odds', subtitle: 'Bet as the action happens, with instant cash-out.', colors: ['#0c4a6e', '#16a34a'], motif: 'trophy', linkage: 'none' },
  { group: 'w_esports', title: 'Esports Major Predictions', subtitle: 'Pick the winners of every map, every match.', colors: ['#2e1065', '#0891b2'], motif: 'controller', linkage: 'game', target: 'NEXUS_ESPORTS' },
  { group: 'w_lott', title: 'Quick Draw Every 5 Minutes', subtitle: 'Fresh e-lottery draws all day long.', colors: ['#6b21a8', '#e11d48'], motif: 'balls', linkage: 'route', target: '/lottery' },
  { group: 'w_cockfight', title: 'Derby Night at Spur Arena', subtitle: 'Live derbies every evening with boosted odds.', colors: ['#78350f', '#b91c1c'], motif: 'rooster', linkage: 'game', target: 'SPUR_ARENA' },
  { group: 'w_promotion', title: 'Refer a Friend, Earn Together', subtitle: 'Get a bonus for every friend who joins and plays.', colors: ['#be185d', '#f97316'], motif: 'gift', linkage: 'promotion', target: '103' },
  { group: 'w_promotion', title: 'VIP Rewards Club', subtitle: 'Climb the ranks for faster withdrawals and birthday gifts.', colors: ['#1e1b4b', '#ca8a04'], motif: 'trophy', linkage: 'route', target: '/vip' },
  { group: 'w_shop', title: 'Points Mall', subtitle: 'Turn your points into bonuses and prizes. Points never expire.', colors: ['#0f766e', '#84cc16'], motif: 'gift', linkage: 'none' },
  { group: 'w_help', title: 'Play Responsibly', subtitle: 'Set limits, take breaks, and find help when you need it.', colors: ['#1e3a8a', '#0d9488'], motif: 'star', linkage: 'url', target: 'https://responsible-gaming.example.org' },
  { group: 'w_reg', title: 'Join in 30 Seconds', subtitle: 'Sign up with your mobile number and start playing.', colors: ['#312e81', '#7c3aed'], motif: 'phone', linkage: 'none' },
  { group: 'w_forget', title: 'Back in Your Account in Minutes', subtitle: 'Reset your password by SMS or email.', colors: ['#0f172a', '#2563eb'], motif: 'phone', linkage: 'none' },
  { group: 'w_register', title: 'Sign Up and Get Free Spins', subtitle: 'New members receive 20 free spins on Nova Slots.', colors: ['#7e22ce', '#f43f5e'], motif: 'gift', linkage: 'promotion', target: '103' },
  { group: 'w_register', title: 'Download the App', subtitle: 'Play anywhere on iOS and Android.', colors: ['#0f172a', '#9333ea'], motif: 'phone', linkage: 'route', target: '/down' },
];

export interface NoticeSeed {
  type: NoticeType;
  title: string;
  content: string;
  popup: boolean;
  /** How long before seeding the notice was published. */
  hoursAgo: number;
}

export const NOTICE_SEED: NoticeSeed[] = [
  { type: 'PU', title: 'Welcome to Aurora Play', content: 'Thank you for joining us. Please play responsibly: you can set deposit limits and take a break at any time from your account.', popup: true, hoursAgo: 1 },
  { type: 'PR', title: 'Weekend Reload Bonus', content: 'Deposit on Saturday or Sunday and receive a 25% reload bonus, credited automatically.', popup: true, hoursAgo: 5 },
  { type: 'B', title: 'Scheduled system upgrade completed', content: 'The scheduled upgrade has finished. All games and payment methods are available again.', popup: false, hoursAgo: 12 },
  { type: 'PL', title: 'New payment method available', content: 'Bank transfer deposits are now credited within five minutes on weekdays.', popup: false, hoursAgo: 30 },
  { type: 'H', title: 'Holiday customer service hours', content: 'Live chat stays open 24 hours a day during the holidays; telegram replies may take longer.', popup: false, hoursAgo: 48 },
  { type: 'B', title: 'Security reminder', content: 'Our staff will never ask for your password or SMS code. Report suspicious messages to customer service.', popup: false, hoursAgo: 72 },
];

// ---------------------------------------------------------------------------
// Content pages (migration 013): promotions, VIP levels, the points mall, help
// articles and the VIP customer-service channel. Reference data, added once per
// database (also to one seeded before these tables existed).

type PromoText = { title: string; summary: string; body: string };

export interface PromotionSeed extends PromoText {
  id: number;
  category: 'sports' | 'live' | 'slots' | 'cards' | 'fish' | 'lotto' | 'rebate' | 'points' | 'ranking' | 'deposit' | 'app' | 'newbie';
  mode: 'bonus' | 'event' | 'apply' | 'raffle';
  bonus: number;
  /** Raffle prizes in minor units with their weights. */
  prizes?: { amountMinor: number; weight: number }[];
  target: number;
  colors: [string, string];
  /** Days from seeding: start and end. */
  days: [number, number];
  vi: PromoText;
}

export const PROMOTION_SEED: PromotionSeed[] = [
  {
    id: 104, category: 'newbie', mode: 'bonus', bonus: 38_00, target: 0, colors: ['#4c1d95', '#db2777'], days: [-2, 90],
    title: 'New Member Welcome Gift', summary: 'Join and claim 38.00 at once, no deposit needed.',
    body: 'Every new member can claim a welcome gift of 38.00 once. Join the promotion, then press Claim: the gift goes straight to your main wallet.',
    vi: { title: 'Quà chào mừng thành viên mới', summary: 'Tham gia và nhận ngay 38.00, không cần nạp tiền.', body: 'Mỗi thành viên mới được nhận quà chào mừng 38.00 một lần. Tham gia khuyến mãi rồi bấm Nhận: quà được cộng thẳng vào ví chính.' },
  },
  {
    id: 101, category: 'slots', mode: 'bonus', bonus: 50_00, target: 500_00, colors: ['#581c87', '#f59e0b'], days: [-3, 60],
    title: 'Slot Frenzy Fridays', summary: 'Stake 500.00 on slots after joining and claim a 50.00 bonus.',
    body: 'Join, then play any slot game. Once your slot stakes since joining reach 500.00, the 50.00 bonus can be claimed from this page. One claim per member.',
    vi: { title: 'Thứ Sáu cuồng nhiệt Slot', summary: 'Cược 500.00 vào slot sau khi tham gia và nhận thưởng 50.00.', body: 'Tham gia, rồi chơi bất kỳ trò slot nào. Khi tiền cược slot từ lúc tham gia đạt 500.00, bạn có thể nhận thưởng 50.00 tại trang này. Mỗi thành viên nhận một lần.' },
  },
  {
    id: 102, category: 'live', mode: 'bonus', bonus: 100_00, target: 1_000_00, colors: ['#1e1b4b', '#be185d'], days: [-5, 45],
    title: '10% Live Casino Cashback', summary: 'Stake 1,000.00 on live tables and get 100.00 back.',
    body: 'Join and play at any live casino table. When your live stakes since joining reach 1,000.00, claim 100.00 into your main wallet.',
    vi: { title: 'Hoàn tiền 10% Live Casino', summary: 'Cược 1,000.00 tại bàn live và nhận lại 100.00.', body: 'Tham gia và chơi tại bất kỳ bàn live casino nào. Khi tiền cược live từ lúc tham gia đạt 1,000.00, nhận 100.00 vào ví chính.' },
  },
  {
    id: 103, category: 'newbie', mode: 'apply', bonus: 20_00, target: 0, colors: ['#be185d', '#f97316'], days: [-10, 80],
    title: 'Refer a Friend, Earn Together', summary: 'Tell us who you invited and earn 20.00 per application.',
    body: 'Invite a friend with your referral link. Then apply here with a short remark (the friend\'s username) and up to 3 screenshots. Our team reviews every application.',
    vi: { title: 'Giới thiệu bạn bè, cùng nhận thưởng', summary: 'Cho chúng tôi biết bạn đã mời ai và nhận 20.00 mỗi đơn.', body: 'Mời bạn bè bằng liên kết giới thiệu của bạn. Sau đó gửi đơn tại đây với ghi chú ngắn (tên đăng nhập của bạn bè) và tối đa 3 ảnh chụp màn hình. Đội ngũ của chúng tôi xét duyệt mọi đơn.' },
  },
  {
    id: 105, category: 'app', mode: 'apply', bonus: 131_000_00, target: 0, colors: ['#0c4a6e', '#06b6d4'], days: [-1, 120],
    title: 'Zalo Bonus up to 131K', summary: 'Follow us on Zalo, send a screenshot and get up to 131K.',
    body: 'Follow our official Zalo account and download the app. Apply with your Zalo name as the remark and a screenshot of the follow. Approved applications receive the Zalo bonus.',
    vi: { title: 'Thưởng Zalo lên đến 131K', summary: 'Theo dõi chúng tôi trên Zalo, gửi ảnh chụp và nhận đến 131K.', body: 'Theo dõi tài khoản Zalo chính thức và tải ứng dụng. Gửi đơn với tên Zalo làm ghi chú và ảnh chụp màn hình đã theo dõi. Đơn được duyệt sẽ nhận thưởng Zalo.' },
  },
  {
    id: 106, category: 'sports', mode: 'event', bonus: 0, target: 0, colors: ['#14532d', '#0ea5e9'], days: [-4, 30],
    title: 'Accumulator Boost up to 50%', summary: 'Sign up once and every football accumulator pays more.',
    body: 'Sign up for the boost. Accumulators of 3 or more legs then pay a boosted price, from 5% for 3 legs up to 50% for 12 legs.',
    vi: { title: 'Tăng thưởng cược xiên đến 50%', summary: 'Đăng ký một lần và mọi cược xiên bóng đá trả thưởng cao hơn.', body: 'Đăng ký nhận ưu đãi. Cược xiên từ 3 trận trở lên sẽ được tăng tỷ lệ, từ 5% cho 3 trận đến 50% cho 12 trận.' },
  },
  {
    id: 107, category: 'deposit', mode: 'bonus', bonus: 25_00, target: 200_00, colors: ['#7c2d12', '#eab308'], days: [-2, 40],
    title: 'Weekend Reload Bonus', summary: 'Deposit, stake 200.00 on any game and claim 25.00.',
    body: 'Join, top up your wallet and play. When your stakes since joining reach 200.00, claim a 25.00 reload bonus.',
    vi: { title: 'Thưởng nạp lại cuối tuần', summary: 'Nạp tiền, cược 200.00 vào bất kỳ trò nào và nhận 25.00.', body: 'Tham gia, nạp tiền vào ví và chơi. Khi tiền cược từ lúc tham gia đạt 200.00, nhận thưởng nạp lại 25.00.' },
  },
  {
    id: 108, category: 'ranking', mode: 'event', bonus: 0, target: 0, colors: ['#1e3a8a', '#ca8a04'], days: [-6, 24],
    title: 'Monthly Slots Leaderboard', summary: 'Sign up and climb the leaderboard for a share of the prize pool.',
    body: 'Signed-up members are ranked by their slot stakes this month. The top 50 share the prize pool, paid on the first day of next month.',
    vi: { title: 'Bảng xếp hạng Slot hàng tháng', summary: 'Đăng ký và leo bảng xếp hạng để chia giải thưởng.', body: 'Thành viên đã đăng ký được xếp hạng theo tiền cược slot trong tháng. Top 50 chia nhau quỹ thưởng, trả vào ngày đầu tiên của tháng sau.' },
  },
  {
    id: 109, category: 'points', mode: 'event', bonus: 0, target: 0, colors: ['#0f766e', '#84cc16'], days: [5, 12],
    title: 'Double Points Week', summary: 'Every stake earns twice the points for seven days.',
    body: 'For one week every settled bet earns double points in the points mall. Points never expire.',
    vi: { title: 'Tuần lễ nhân đôi điểm', summary: 'Mọi tiền cược nhận gấp đôi điểm trong bảy ngày.', body: 'Trong một tuần, mọi cược đã thanh toán nhận gấp đôi điểm trong cửa hàng điểm. Điểm không bao giờ hết hạn.' },
  },
  {
    id: 110, category: 'fish', mode: 'event', bonus: 0, target: 0, colors: ['#0c4a6e', '#1d4ed8'], days: [-20, -1],
    title: 'Reef Raiders Tournament', summary: 'Catch the golden shark and top the leaderboard.',
    body: 'The tournament has ended. Prizes were paid to the top hunters.',
    vi: { title: 'Giải đấu Reef Raiders', summary: 'Bắt cá mập vàng và dẫn đầu bảng xếp hạng.', body: 'Giải đấu đã kết thúc. Giải thưởng đã được trả cho các thợ săn hàng đầu.' },
  },
  {
    id: 111, category: 'cards', mode: 'bonus', bonus: 15_00, target: 300_00, colors: ['#064e3b', '#ca8a04'], days: [-1, 30],
    title: 'Card Hall Warm-up', summary: 'Stake 300.00 at the card tables and claim 15.00.',
    body: 'Join and play cards. When your card stakes since joining reach 300.00, claim 15.00.',
    vi: { title: 'Khởi động sảnh bài', summary: 'Cược 300.00 tại bàn bài và nhận 15.00.', body: 'Tham gia và chơi bài. Khi tiền cược bài từ lúc tham gia đạt 300.00, nhận 15.00.' },
  },
  {
    id: 112, category: 'lotto', mode: 'bonus', bonus: 10_00, target: 100_00, colors: ['#6b21a8', '#e11d48'], days: [-1, 30],
    title: 'Lucky Numbers Bonus', summary: 'Stake 100.00 on lottery draws and claim 10.00.',
    body: 'Join and play any lottery or e-lottery draw. When your lottery stakes since joining reach 100.00, claim 10.00.',
    vi: { title: 'Thưởng con số may mắn', summary: 'Cược 100.00 vào xổ số và nhận 10.00.', body: 'Tham gia và chơi bất kỳ kỳ quay xổ số nào. Khi tiền cược xổ số từ lúc tham gia đạt 100.00, nhận 10.00.' },
  },
  {
    id: 114, category: 'newbie', mode: 'raffle', bonus: 88_00, target: 0, colors: ['#7e22ce', '#f43f5e'], days: [-1, 60],
    prizes: [{ amountMinor: 5_00, weight: 50 }, { amountMinor: 10_00, weight: 30 }, { amountMinor: 28_00, weight: 15 }, { amountMinor: 88_00, weight: 5 }],
    title: 'Lucky Draw: up to 88.00', summary: 'One free draw for every member: win 5.00, 10.00, 28.00 or 88.00.',
    body: 'Press Draw once: the prize is picked at random and credited to your main wallet straight away. One draw per member.',
    vi: { title: 'Rút thăm may mắn: đến 88.00', summary: 'Mỗi thành viên một lượt rút miễn phí: trúng 5.00, 10.00, 28.00 hoặc 88.00.', body: 'Bấm Rút thăm một lần: giải thưởng được chọn ngẫu nhiên và cộng ngay vào ví chính. Mỗi thành viên một lượt.' },
  },
  {
    id: 113, category: 'rebate', mode: 'event', bonus: 0, target: 0, colors: ['#312e81', '#7c3aed'], days: [-30, 365],
    title: 'Daily Rebate', summary: 'A share of every settled stake back, claimable each day.',
    body: 'Sign up and claim your rebate in the personal centre under Manual rebate, as often as once a day.',
    vi: { title: 'Hoàn trả hàng ngày', summary: 'Nhận lại một phần mọi tiền cược đã thanh toán, mỗi ngày.', body: 'Đăng ký và nhận hoàn trả trong trung tâm cá nhân tại mục Hoàn trả thủ công, tối đa mỗi ngày một lần.' },
  },
];

export const VIP_LEVEL_SEED = [
  { level: 0, name: 'Bronze', minStake: 0, dailyWithdrawals: 3, birthdayBonus: 0, ratePct: 100 },
  { level: 1, name: 'Silver', minStake: 1_000_00, dailyWithdrawals: 5, birthdayBonus: 10_00, ratePct: 110 },
  { level: 2, name: 'Gold', minStake: 10_000_00, dailyWithdrawals: 8, birthdayBonus: 50_00, ratePct: 120 },
  { level: 3, name: 'Platinum', minStake: 50_000_00, dailyWithdrawals: 10, birthdayBonus: 200_00, ratePct: 130 },
  { level: 4, name: 'Diamond', minStake: 200_000_00, dailyWithdrawals: 15, birthdayBonus: 500_00, ratePct: 150 },
  { level: 5, name: 'Royal', minStake: 1_000_000_00, dailyWithdrawals: 20, birthdayBonus: 2_000_00, ratePct: 175 },
  { level: 6, name: 'Crown', minStake: 5_000_000_00, dailyWithdrawals: 30, birthdayBonus: 8_000_00, ratePct: 200 },
];

/** Points for 1.00 of the currency, better from higher VIP levels. */
export const POINTS_RATE_SEED = [
  { vipLevel: 0, pointsPerUnit: 100, minPoints: 100 },
  { vipLevel: 2, pointsPerUnit: 90, minPoints: 100 },
  { vipLevel: 4, pointsPerUnit: 80, minPoints: 100 },
  { vipLevel: 6, pointsPerUnit: 70, minPoints: 100 },
];

export const POINTS_REWARD_SEED = [
  { name: '20 Free Spins on Nova Slots', vi: '20 vòng quay miễn phí Nova Slots', points: 500, motif: 'coins' },
  { name: 'Birthday Cake Delivery', vi: 'Giao bánh sinh nhật', points: 8_000, motif: 'gift' },
  { name: 'Wireless Earbuds', vi: 'Tai nghe không dây', points: 20_000, motif: 'phone' },
  { name: 'Aurora Play Jersey', vi: 'Áo đấu Aurora Play', points: 12_000, motif: 'trophy' },
  { name: 'Latest Smartphone', vi: 'Điện thoại thông minh mới nhất', points: 150_000, motif: 'star' },
];

export const HELP_SEED: { topic: 'faq' | 'terms' | 'privacy' | 'responsible' | 'contact'; en: [string, string]; vi: [string, string] }[] = [
  {
    topic: 'faq',
    en: ['Frequently asked questions', 'How do I deposit? Open the personal centre, choose Deposit, pick a bank account and upload your transfer proof. How long do withdrawals take? Usually under 30 minutes after approval. Can I change my username? No, but you can change your nickname and password at any time.'],
    vi: ['Câu hỏi thường gặp', 'Làm sao để nạp tiền? Mở trung tâm cá nhân, chọn Nạp tiền, chọn tài khoản ngân hàng và tải lên chứng từ chuyển khoản. Rút tiền mất bao lâu? Thường dưới 30 phút sau khi được duyệt. Tôi có đổi được tên đăng nhập không? Không, nhưng bạn có thể đổi biệt danh và mật khẩu bất cứ lúc nào.'],
  },
  {
    topic: 'terms',
    en: ['Terms and conditions', 'You must be 18 or older to register and play. One account per person, household and device. Bonuses are subject to their promotion rules; abuse voids the bonus and its winnings. We may ask for proof of identity before a withdrawal. Points never expire.'],
    vi: ['Điều khoản và điều kiện', 'Bạn phải đủ 18 tuổi trở lên để đăng ký và chơi. Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ một tài khoản. Tiền thưởng tuân theo quy định của từng khuyến mãi; lạm dụng sẽ hủy tiền thưởng và tiền thắng. Chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi rút tiền. Điểm không bao giờ hết hạn.'],
  },
  {
    topic: 'privacy',
    en: ['Privacy policy', 'We keep only the data we need to run your account and meet the law: your contact details, your transactions and your login history. We never sell your data. You can ask customer service for a copy of your data at any time.'],
    vi: ['Chính sách bảo mật', 'Chúng tôi chỉ lưu dữ liệu cần thiết để vận hành tài khoản và tuân thủ pháp luật: thông tin liên hệ, giao dịch và lịch sử đăng nhập. Chúng tôi không bao giờ bán dữ liệu của bạn. Bạn có thể yêu cầu bộ phận chăm sóc khách hàng cung cấp bản sao dữ liệu bất cứ lúc nào.'],
  },
  {
    topic: 'responsible',
    en: ['Responsible gaming', 'Gaming is for adults aged 18 or over. Set limits, take breaks, and never chase losses. You can exclude yourself for a period from the personal centre under My account.'],
    vi: ['Chơi có trách nhiệm', 'Trò chơi chỉ dành cho người từ 18 tuổi trở lên. Hãy đặt giới hạn, nghỉ ngơi và đừng bao giờ cố gỡ thua. Bạn có thể tự loại trừ trong một khoảng thời gian tại trung tâm cá nhân, mục Tài khoản của tôi.'],
  },
  {
    topic: 'contact',
    en: ['Contact us', 'Our customer service team is available around the clock by live chat, Telegram and Facebook. Use the buttons on the right of every page, or send us feedback below.'],
    vi: ['Liên hệ', 'Đội ngũ chăm sóc khách hàng luôn sẵn sàng suốt ngày đêm qua live chat, Telegram và Facebook. Dùng các nút bên phải mỗi trang, hoặc gửi góp ý cho chúng tôi ở bên dưới.'],
  },
];

export const VIP_SERVICE_SEED: Record<string, { name: string; url: string }> = {
  NG: { name: 'VIP Host', url: 'https://chat.example.com/ng/vip' },
  AU: { name: 'VIP Host', url: 'https://chat.example.com/au/vip' },
};

const CONTENT_PAGES_LOCK = 724_013;
const CONTENT_PAGES_MARKER = 'database.content_pages_seeded';
const DAY_MS = 86_400_000;

/** Adds the content pages' reference data once per database, for every merchant. */
export async function seedContentPages(store: Db, clock: () => Date = () => new Date()): Promise<boolean> {
  return store.db.transaction().execute(async (base) => {
    await sql`SELECT pg_advisory_xact_lock(${CONTENT_PAGES_LOCK})`.execute(base);
    if (await base.selectFrom('audit_log').select('id').where('action', '=', CONTENT_PAGES_MARKER).executeTakeFirst()) return false;
    const trx = widenTrx(base);
    const merchants = (await trx.selectFrom('merchants').select('code').execute()).map((m) => m.code);
    const now = clock().getTime();
    await trx
      .insertInto('promotions')
      .values(
        PROMOTION_SEED.map((p, sort_order) => ({
          id: String(p.id),
          merchant_code: null,
          category: p.category,
          mode: p.mode,
          title: p.title,
          summary: p.summary,
          body: p.body,
          translations: JSON.stringify({ vi: p.vi }),
          prizes: JSON.stringify(p.prizes ?? []),
          bonus_minor: p.bonus,
          target_stake_minor: p.target,
          color_from: p.colors[0],
          color_to: p.colors[1],
          starts_at: new Date(now + p.days[0] * DAY_MS),
          ends_at: new Date(now + p.days[1] * DAY_MS),
          sort_order,
        })),
      )
      .execute();
    await trx
      .insertInto('help_articles')
      .values(HELP_SEED.flatMap((h, sort_order) => (['en', 'vi'] as const).map((language) => ({ merchant_code: null, topic: h.topic, language, title: h[language][0], body: h[language][1], sort_order }))))
      .execute();
    for (const code of merchants) {
      await trx
        .insertInto('vip_levels')
        .values(VIP_LEVEL_SEED.map((l) => ({ merchant_code: code, level: l.level, name: l.name, min_stake_minor: l.minStake, daily_withdrawals: l.dailyWithdrawals, birthday_bonus_minor: l.birthdayBonus, points_rate_pct: l.ratePct })))
        .execute();
      await trx.insertInto('points_rates').values(POINTS_RATE_SEED.map((r) => ({ merchant_code: code, vip_level: r.vipLevel, points_per_unit: r.pointsPerUnit, min_points: r.minPoints }))).execute();
      await trx
        .insertInto('points_rewards')
        .values(POINTS_REWARD_SEED.map((r, sort_order) => ({ merchant_code: code, name: r.name, translations: JSON.stringify({ vi: { name: r.vi } }), points: r.points, motif: r.motif, sort_order })))
        .execute();
      const vip = VIP_SERVICE_SEED[code];
      if (vip) await trx.insertInto('vip_customer_services').values({ merchant_code: code, name: vip.name, url: vip.url }).execute();
    }
    await base.insertInto('audit_log').values({ actor: 'system', ip: null, action: CONTENT_PAGES_MARKER, details: JSON.stringify({ merchants }) }).execute();
    return true;
  });
}

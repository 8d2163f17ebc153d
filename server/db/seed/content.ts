// Demo banners (every route group of spec section 2, w_home with three) and notices
// of every announcement type. Banner images are generated from these fields.
import type { BannerMotif, LinkageType, NoticeType } from '../schema';
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

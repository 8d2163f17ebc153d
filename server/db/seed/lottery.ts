// The lottery's games (reference data, added at every start when missing; a game
// already there is left as the operator set it). A fast game drawing every minute
// (for demos and tests), a five-minute and an hourly one on /lottery, and the VN
// provincial draws on /vnlottery: each province draws once a week, southern ones at
// 16:15 and central ones at 17:15 Vietnam time (UTC+7, no daylight saving).
import type { Kysely } from 'kysely';
import type { Database, LotteryGamesTable } from '../schema';
import type { Insertable } from 'kysely';

type Game = Insertable<LotteryGamesTable>;

const SOUTH_MINUTE_UTC = 9 * 60 + 15;
const CENTRAL_MINUTE_UTC = 10 * 60 + 15;

const interval = (code: string, name: string, menuTag: string, seconds: number, lockSeconds: number, hot: boolean): Game => ({
  code,
  vendor: 'LOTT',
  area: 'SEA',
  name,
  menu_tag: menuTag,
  schedule: 'interval',
  interval_seconds: seconds,
  lock_seconds: lockSeconds,
  digits: 5,
  is_hot: hot,
});

const province = (code: string, name: string, menuTag: 'VN_SOUTH' | 'VN_CENTRAL', day: number, hot = false): Game => ({
  code,
  vendor: 'TCG_LOTTO_VN',
  area: 'VN',
  name,
  menu_tag: menuTag,
  schedule: 'weekly',
  draw_day_of_week: day,
  draw_minute_utc: menuTag === 'VN_SOUTH' ? SOUTH_MINUTE_UTC : CENTRAL_MINUTE_UTC,
  // Sales close 15 minutes before the draw.
  lock_seconds: 15 * 60,
  digits: 6,
  is_hot: hot,
});

/** Weekdays: 1 = Sunday .. 7 = Saturday (spec section 9). */
export const LOTTERY_GAMES: readonly Game[] = [
  interval('FAST1', 'Lucky 1 Minute', 'FAST', 60, 10, true),
  interval('FAST5', 'Lucky 5 Minutes', 'FAST', 300, 30, false),
  interval('HOURLY', 'Hourly Draw', 'HOURLY', 3600, 120, true),
  province('VN_TIEN_GIANG', 'Tiền Giang', 'VN_SOUTH', 1),
  province('VN_KIEN_GIANG', 'Kiên Giang', 'VN_SOUTH', 1),
  province('VN_HCM', 'TP. Hồ Chí Minh', 'VN_SOUTH', 2, true),
  province('VN_DONG_THAP', 'Đồng Tháp', 'VN_SOUTH', 2),
  province('VN_BEN_TRE', 'Bến Tre', 'VN_SOUTH', 3),
  province('VN_VUNG_TAU', 'Vũng Tàu', 'VN_SOUTH', 3),
  province('VN_DONG_NAI', 'Đồng Nai', 'VN_SOUTH', 4),
  province('VN_CAN_THO', 'Cần Thơ', 'VN_SOUTH', 4),
  province('VN_TAY_NINH', 'Tây Ninh', 'VN_SOUTH', 5),
  province('VN_AN_GIANG', 'An Giang', 'VN_SOUTH', 5),
  province('VN_VINH_LONG', 'Vĩnh Long', 'VN_SOUTH', 6),
  province('VN_BINH_DUONG', 'Bình Dương', 'VN_SOUTH', 6),
  province('VN_LONG_AN', 'Long An', 'VN_SOUTH', 7),
  province('VN_HUE', 'Thừa Thiên Huế', 'VN_CENTRAL', 2),
  province('VN_DAK_LAK', 'Đắk Lắk', 'VN_CENTRAL', 3),
  province('VN_KHANH_HOA', 'Khánh Hòa', 'VN_CENTRAL', 4, true),
  province('VN_BINH_DINH', 'Bình Định', 'VN_CENTRAL', 5),
  province('VN_GIA_LAI', 'Gia Lai', 'VN_CENTRAL', 6),
  province('VN_DA_NANG', 'Đà Nẵng', 'VN_CENTRAL', 7, true),
];

export async function seedLotteryGames(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('lottery_games')
    .values(LOTTERY_GAMES.map((g, sort_order) => ({ ...g, sort_order })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

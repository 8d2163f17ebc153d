// Content pages (migration 013): promotions, VIP levels, the points mall, help
// articles and the VIP customer-service channel. Reference data, added once per
// database (also to one seeded before these tables existed). Operator text is declared
// once per item in every shipped language (banners.ts, notices.ts, promotions.ts,
// help.ts and the rewards below); a database seeded before the texts had every
// language gets the missing ones once (addMissingTranslations).
import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { Db } from '../index';
import { BANNER_SEED } from './banners';
import { HELP_SEED, helpRows } from './help';
import { fieldTranslationsOf, translationsOf, type Localized } from './localized';
import { NOTICE_SEED } from './notices';
import { PROMOTION_SEED, promotionRows } from './promotions';

/** VIP levels; each name in every shipped language (the ranks of a precious-metal ladder). */
export const VIP_LEVEL_SEED: { level: number; name: Localized<string>; minStake: number; dailyWithdrawals: number; birthdayBonus: number; ratePct: number }[] = [
  { level: 0, name: { en: 'Bronze', vi: 'Đồng', th: 'บรอนซ์', zh: '青铜', hi: 'कांस्य', bn: 'ব্রোঞ্জ', ar: 'برونزي', id: 'Perunggu', 'pt-BR': 'Bronze' }, minStake: 0, dailyWithdrawals: 3, birthdayBonus: 0, ratePct: 100 },
  { level: 1, name: { en: 'Silver', vi: 'Bạc', th: 'ซิลเวอร์', zh: '白银', hi: 'रजत', bn: 'রৌপ্য', ar: 'فضي', id: 'Perak', 'pt-BR': 'Prata' }, minStake: 1_000_00, dailyWithdrawals: 5, birthdayBonus: 10_00, ratePct: 110 },
  { level: 2, name: { en: 'Gold', vi: 'Vàng', th: 'โกลด์', zh: '黄金', hi: 'स्वर्ण', bn: 'স্বর্ণ', ar: 'ذهبي', id: 'Emas', 'pt-BR': 'Ouro' }, minStake: 10_000_00, dailyWithdrawals: 8, birthdayBonus: 50_00, ratePct: 120 },
  { level: 3, name: { en: 'Platinum', vi: 'Bạch kim', th: 'แพลทินัม', zh: '铂金', hi: 'प्लैटिनम', bn: 'প্লাটিনাম', ar: 'بلاتيني', id: 'Platinum', 'pt-BR': 'Platina' }, minStake: 50_000_00, dailyWithdrawals: 10, birthdayBonus: 200_00, ratePct: 130 },
  { level: 4, name: { en: 'Diamond', vi: 'Kim cương', th: 'ไดมอนด์', zh: '钻石', hi: 'हीरा', bn: 'হীরা', ar: 'ماسي', id: 'Berlian', 'pt-BR': 'Diamante' }, minStake: 200_000_00, dailyWithdrawals: 15, birthdayBonus: 500_00, ratePct: 150 },
  { level: 5, name: { en: 'Royal', vi: 'Hoàng gia', th: 'รอยัล', zh: '皇家', hi: 'शाही', bn: 'রাজকীয়', ar: 'ملكي', id: 'Royal', 'pt-BR': 'Real' }, minStake: 1_000_000_00, dailyWithdrawals: 20, birthdayBonus: 2_000_00, ratePct: 175 },
  { level: 6, name: { en: 'Crown', vi: 'Vương miện', th: 'คราวน์', zh: '王冠', hi: 'मुकुट', bn: 'মুকুট', ar: 'التاج', id: 'Mahkota', 'pt-BR': 'Coroa' }, minStake: 5_000_000_00, dailyWithdrawals: 30, birthdayBonus: 8_000_00, ratePct: 200 },
];

/** Points for 1.00 of the currency, better from higher VIP levels. */
export const POINTS_RATE_SEED = [
  { vipLevel: 0, pointsPerUnit: 100, minPoints: 100 },
  { vipLevel: 2, pointsPerUnit: 90, minPoints: 100 },
  { vipLevel: 4, pointsPerUnit: 80, minPoints: 100 },
  { vipLevel: 6, pointsPerUnit: 70, minPoints: 100 },
];

export interface PointsRewardSeed {
  name: Localized<string>;
  points: number;
  motif: string;
}

export const POINTS_REWARD_SEED: PointsRewardSeed[] = [
  {
    points: 500, motif: 'coins',
    name: { en: '20 Free Spins on Nova Slots', vi: '20 vòng quay miễn phí Nova Slots', th: 'ฟรีสปิน 20 ครั้งที่ Nova Slots', zh: 'Nova Slots 20 次免费旋转', hi: 'Nova Slots पर 20 फ़्री स्पिन', bn: 'Nova Slots-এ 20টি ফ্রি স্পিন', ar: '20 لفة مجانية في Nova Slots', id: '20 Putaran Gratis di Nova Slots', 'pt-BR': '20 Giros Grátis na Nova Slots' },
  },
  {
    points: 8_000, motif: 'gift',
    name: { en: 'Birthday Cake Delivery', vi: 'Giao bánh sinh nhật', th: 'บริการส่งเค้กวันเกิด', zh: '生日蛋糕配送', hi: 'जन्मदिन का केक घर तक', bn: 'জন্মদিনের কেক হোম ডেলিভারি', ar: 'توصيل كعكة عيد الميلاد', id: 'Kiriman Kue Ulang Tahun', 'pt-BR': 'Bolo de Aniversário em Casa' },
  },
  {
    points: 20_000, motif: 'phone',
    name: { en: 'Wireless Earbuds', vi: 'Tai nghe không dây', th: 'หูฟังไร้สาย', zh: '无线耳机', hi: 'वायरलेस ईयरबड्स', bn: 'ওয়্যারলেস ইয়ারবাড', ar: 'سماعات أذن لاسلكية', id: 'Earbud Nirkabel', 'pt-BR': 'Fones de Ouvido Sem Fio' },
  },
  {
    points: 12_000, motif: 'trophy',
    name: { en: 'Aurora Play Jersey', vi: 'Áo đấu Aurora Play', th: 'เสื้อแข่ง Aurora Play', zh: 'Aurora Play 球衣', hi: 'Aurora Play जर्सी', bn: 'Aurora Play জার্সি', ar: 'قميص Aurora Play الرياضي', id: 'Jersey Aurora Play', 'pt-BR': 'Camisa Aurora Play' },
  },
  {
    points: 150_000, motif: 'star',
    name: { en: 'Latest Smartphone', vi: 'Điện thoại thông minh mới nhất', th: 'สมาร์ทโฟนรุ่นล่าสุด', zh: '最新款智能手机', hi: 'सबसे नया स्मार्टफ़ोन', bn: 'সর্বশেষ মডেলের স্মার্টফোন', ar: 'أحدث هاتف ذكي', id: 'Smartphone Terbaru', 'pt-BR': 'Smartphone de Última Geração' },
  },
];

export const VIP_SERVICE_SEED: Record<string, { name: string; url: string }> = {
  NG: { name: 'VIP Host', url: 'https://chat.example.com/ng/vip' },
  AU: { name: 'VIP Host', url: 'https://chat.example.com/au/vip' },
};

const CONTENT_PAGES_LOCK = 724_013;
const CONTENT_PAGES_MARKER = 'database.content_pages_seeded';
// Bumped when seeded text gains languages, so an older database fills them in once
// (v2: VIP level names; v3: Arabic).
const TRANSLATIONS_MARKER = 'database.content_translations_seeded.v3';
const DAY_MS = 86_400_000;

/**
 * Gives the seeded operator content every language it lacks: the seeded rows are
 * found by their English text (one an operator has rewritten is left alone) and
 * languages a row already has keep their text.
 */
export async function addMissingTranslations(trx: Transaction<Database>) {
  const merged = (json: string) => sql<string>`${json}::jsonb || translations`;
  for (const p of PROMOTION_SEED) {
    await trx.updateTable('promotions').set({ translations: merged(translationsOf(p.text)) }).where('id', '=', String(p.id)).where('title', '=', p.text.en.title).execute();
  }
  for (const r of POINTS_REWARD_SEED) {
    await trx.updateTable('points_rewards').set({ translations: merged(fieldTranslationsOf(r.name, 'name')) }).where('name', '=', r.name.en).execute();
  }
  for (const n of NOTICE_SEED) {
    await trx.updateTable('notices').set({ translations: merged(translationsOf(n.text)) }).where('merchant_code', 'is', null).where('title', '=', n.text.en.title).execute();
  }
  for (const b of BANNER_SEED) {
    await trx.updateTable('banners').set({ translations: merged(translationsOf(b.text)) }).where('merchant_code', 'is', null).where('title', '=', b.text.en.title).execute();
  }
  for (const l of VIP_LEVEL_SEED) {
    await trx.updateTable('vip_levels').set({ translations: merged(fieldTranslationsOf(l.name, 'name')) }).where('level', '=', l.level).where('name', '=', l.name.en).execute();
  }
  await trx.insertInto('help_articles').values(helpRows()).onConflict((oc) => oc.doNothing()).execute();
}

/** Adds the content pages' reference data once per database, for every merchant. */
export async function seedContentPages(store: Db, clock: () => Date = () => new Date()): Promise<boolean> {
  return store.db.transaction().execute(async (base) => {
    await sql`SELECT pg_advisory_xact_lock(${CONTENT_PAGES_LOCK})`.execute(base);
    const marked = async (action: string) => Boolean(await base.selectFrom('audit_log').select('id').where('action', '=', action).executeTakeFirst());
    const trx = base;
    const seeded = await marked(CONTENT_PAGES_MARKER);
    if (!seeded) {
      const merchants = (await trx.selectFrom('merchants').select('code').execute()).map((m) => m.code);
      await trx.insertInto('promotions').values(promotionRows(clock().getTime(), DAY_MS)).execute();
      await trx.insertInto('help_articles').values(helpRows()).execute();
      for (const code of merchants) {
        await trx
          .insertInto('vip_levels')
          .values(
            VIP_LEVEL_SEED.map((l) => ({
              merchant_code: code,
              level: l.level,
              name: l.name.en,
              translations: fieldTranslationsOf(l.name, 'name'),
              min_stake_minor: l.minStake,
              daily_withdrawals: l.dailyWithdrawals,
              birthday_bonus_minor: l.birthdayBonus,
              points_rate_pct: l.ratePct,
            })),
          )
          .execute();
        await trx.insertInto('points_rates').values(POINTS_RATE_SEED.map((r) => ({ merchant_code: code, vip_level: r.vipLevel, points_per_unit: r.pointsPerUnit, min_points: r.minPoints }))).execute();
        await trx
          .insertInto('points_rewards')
          .values(POINTS_REWARD_SEED.map((r, sort_order) => ({ merchant_code: code, name: r.name.en, translations: fieldTranslationsOf(r.name, 'name'), points: r.points, motif: r.motif, sort_order })))
          .execute();
        const vip = VIP_SERVICE_SEED[code];
        if (vip) await trx.insertInto('vip_customer_services').values({ merchant_code: code, name: vip.name, url: vip.url }).execute();
      }
      await base.insertInto('audit_log').values({ actor: 'system', ip: null, action: CONTENT_PAGES_MARKER, details: JSON.stringify({ merchants }) }).execute();
    }
    if (!(await marked(TRANSLATIONS_MARKER))) {
      await addMissingTranslations(trx);
      await base.insertInto('audit_log').values({ actor: 'system', ip: null, action: TRANSLATIONS_MARKER, details: JSON.stringify({ help: HELP_SEED.length }) }).execute();
    }
    return !seeded;
  });
}

// The smaller content pages: the winners board (real wins from the betting record,
// names masked), the help centre's articles by language, feedback and complaints,
// the customer-service list with encrypted paths (rank above 4 goes to the VIP
// channel), and the member's recently played games.
import { createCipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { formatMinor, minorOf } from '../shared/money';
import type { UserRow } from '../accounts/accounts';
import { maskAccount } from '../centre/centre';
import type { Clock } from '../platform/clock';
import type { SystemService } from '../system/system';
import { checkImageCount, type Image, type UploadService } from '../platform/uploads';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX, FEEDBACK_MIN, feedbackProblem, type FeedbackCategory } from '../shared/contentRules';

export { WINNER_LIMIT } from '../shared/wire/content';
import { WINNER_LIMIT } from '../shared/wire/content';
export { FEEDBACK_CATEGORIES, FEEDBACK_MAX, FEEDBACK_MIN, type FeedbackCategory };
import type { Feedback, FeedbackRequest } from '../shared/wire/content';
export { HELP_TOPICS } from '../shared/wire/content';
import { HELP_TOPICS } from '../shared/wire/content';
/** Members above this VIP rank level are served by the VIP channel (spec section 6). */
export const VIP_SERVICE_RANK = 4;

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * Spec section 3: a customer-service path is encrypted and its last 8 characters are
 * the key. The URL is sealed with AES-256-GCM under SHA-256 of those 8 characters
 * (12-byte IV first, tag last, base64url) and the key appended.
 */
export function sealServicePath(url: string): string {
  const key = Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(0, KEY_ALPHABET.length)]).join('');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(key).digest(), iv);
  const sealed = Buffer.concat([iv, cipher.update(url, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${sealed.toString('base64url')}${key}`;
}

/** A game outside the catalogue (the house games) by its code: HOUSE_DICE -> House Dice. */
const readableCode = (code: string) => code.toLowerCase().split(/[_-]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

export function createContentPagesService(base: Kysely<Database>, deps: { uploads: UploadService; system: SystemService; clock: Clock }) {
  const db = base;

  return {
    /** Spec section 7: the winner board, the latest wins (payout above stake) of one category or ALL. */
    async winners(merchantCode: string, gameCategory: string, limitNum: number) {
      let q = db
        .selectFrom('bets as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .leftJoin('vendors as v', (j) => j.onRef('v.vassalage', '=', 'b.vendor').onRef('v.game_type', '=', 'b.game_type'))
        .leftJoin('games as g', (j) => j.onRef('g.vassalage', '=', 'b.vendor').onRef('g.game_code', '=', 'b.game_code'))
        .select(['b.id', 'u.account', 'u.currency', 'b.game_type', 'b.vendor', 'v.name as vendor_name', 'b.game_code', 'g.name as game_name', 'b.stake_minor', 'b.payout_minor', 'b.settled_at'])
        .where('b.merchant_code', '=', merchantCode)
        .where('b.status', '=', 'settled')
        .where('b.placed', '=', true)
        .whereRef('b.payout_minor', '>', 'b.stake_minor');
      if (gameCategory !== 'ALL') q = q.where('b.game_type', '=', gameCategory);
      const rows = await q.orderBy('b.settled_at', 'desc').orderBy('b.id', 'desc').limit(Math.min(limitNum, WINNER_LIMIT)).execute();
      return rows.map((r) => ({
        id: String(r.id),
        account: maskAccount(r.account),
        gameType: r.game_type,
        vendor: r.vendor,
        vendorName: r.vendor_name ?? r.vendor,
        gameName: r.game_name ?? readableCode(r.game_code),
        stake: formatMinor(minorOf(r.stake_minor)),
        win: formatMinor(minorOf(r.payout_minor)),
        currency: r.currency,
        at: new Date(r.settled_at ?? 0).toISOString(),
      }));
    },

    /** The help centre's published articles in the language, English where a topic has no translation. */
    async help(merchantCode: string, language: string) {
      const rows = await db
        .selectFrom('help_articles')
        .selectAll()
        .where((eb) => eb.or([eb('merchant_code', 'is', null), eb('merchant_code', '=', merchantCode)]))
        .where('language', 'in', [...new Set([language, language.split('-')[0]!, 'en'])])
        .where('active', '=', true)
        .orderBy('sort_order')
        .execute();
      const pick = (topic: string) =>
        rows.find((r) => r.topic === topic && r.language === language && r.merchant_code !== null) ??
        rows.find((r) => r.topic === topic && r.language === language) ??
        rows.find((r) => r.topic === topic && r.language === language.split('-')[0]) ??
        rows.find((r) => r.topic === topic && r.language === 'en');
      return HELP_TOPICS.flatMap((topic) => {
        const row = pick(topic);
        return row ? [{ topic, title: row.title, body: row.body, language: row.language }] : [];
      });
    },

    /** Feedback and complaints: content of 10 to 500 characters, up to 3 png/jpg images. */
    async feedback(user: UserRow, input: Partial<Record<keyof FeedbackRequest, string>>, images: readonly Image[]): Promise<Feedback> {
      const category = (input.category ?? 'other') as FeedbackCategory;
      if (!FEEDBACK_CATEGORIES.includes(category)) throw new ApiFailure('invalid_field_format', { field: 'category', allowed: [...FEEDBACK_CATEGORIES] });
      const content = (input.content ?? '').trim();
      if (feedbackProblem(content)) throw new ApiFailure('invalid_field_format', { field: 'content', min: FEEDBACK_MIN, max: FEEDBACK_MAX });
      checkImageCount(images);
      return base.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('feedback')
          .values({ user_id: user.id, merchant_code: user.merchant_code, category, content, created_at: deps.clock() })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        const stored = await deps.uploads.store(trx, user.id, 'feedback', String(row.id), images);
        return { id: String(row.id), category, content, images: stored.length, createdAt: new Date(row.created_at).toISOString() };
      });
    },

    /**
     * The customer-service list of the right-hand bar (spec section 7, the service
     * list entry of type 3): each entry's path sealed; for a member above rank 4 the
     * live chat is the merchant's VIP channel.
     */
    async customerServices(merchantCode: string, rankLevel: number | undefined) {
      const settings = await deps.system.settingsFor(merchantCode);
      const vip = rankLevel !== undefined && rankLevel > VIP_SERVICE_RANK ? await db.selectFrom('vip_customer_services').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst() : undefined;
      const entries = settings.customerService.map((s) =>
        vip && s.csType === 'livechat' ? { csPosition: s.csPosition, csType: 'vip', name: vip.name, path: sealServicePath(vip.url) } : { csPosition: s.csPosition, csType: s.csType, name: s.name, path: sealServicePath(s.url) },
      );
      return { enabled: settings.merchant.cs_bar_enabled, type: 3 as const, vip: Boolean(vip), entries };
    },

    /** The member's recently played games across every hall, newest first. */
    async recentGames(userId: number, limit = 12) {
      const rows = await db
        .selectFrom('recent_games as r')
        .innerJoin('games as g', 'g.id', 'r.game_id')
        .select(['g.node_id', 'g.name', 'g.game_type', 'g.vassalage', 'g.game_code', 'r.last_played_at', 'r.play_count'])
        .where('r.user_id', '=', userId)
        .orderBy('r.last_played_at', 'desc')
        .orderBy('g.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        nodeId: r.node_id,
        name: r.name,
        gameType: r.game_type,
        vendor: r.vassalage,
        gameCode: r.game_code,
        thumbnailUrl: `/api/media/game/${r.node_id}.svg`,
        lastPlayedAt: new Date(r.last_played_at).toISOString(),
        playCount: Number(r.play_count),
      }));
    },

    /** Total stakes, for callers that need a member's rank without the points service. */
    async settledStake(userId: number): Promise<number> {
      const row = await db.selectFrom('bets').select(sql<string | number>`coalesce(sum(stake_minor), 0)`.as('s')).where('user_id', '=', userId).where('placed', '=', true).where('status', '=', 'settled').executeTakeFirstOrThrow();
      return minorOf(row.s);
    },
  };
}

export type ContentPagesService = ReturnType<typeof createContentPagesService>;

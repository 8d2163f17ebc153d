// The personal centre's smaller pages, all from real tables: the reward centre
// (rewards claimed into the main wallet once), mission activity (progress and
// leaderboard from the betting record), manual rebate (MANPLAYREB3), invite friends,
// login history, and the counts of the red badges.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { formatMinor, minorOf } from '../shared/money';
import type { UserRow } from '../accounts/accounts';
import { writeAudit } from '../platform/audit';
import { DAY, type Clock } from '../platform/clock';
import type { Idempotency } from '../platform/idempotency';
import type { InboxService } from './inbox';
import type { Ledger } from '../wallet/ledger';
import type { Actor } from '../operator/operator';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { SystemService } from '../system/system';
import type { LoginRecord, Mission, Reward } from '../shared/wire/centre';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const num = (v: unknown) => minorOf(v as string | number | null);

/** 'de***o': enough to recognise oneself on a leaderboard, not enough to find anyone. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account[0] ?? ''}*`;
  return `${account.slice(0, 2)}${'*'.repeat(Math.min(4, account.length - 3))}${account.slice(-1)}`;
}

export function createCentreService(db: Kysely<Database>, deps: { ledger: Ledger; idempotency: Idempotency; inbox: InboxService; system: SystemService; clock: Clock }) {
  const { ledger, idempotency, clock } = deps;

  function rewardStatus(r: { status: string; expires_at: Date | string | null }): Reward['status'] {
    if (r.status === 'claimed') return 'claimed';
    return r.expires_at !== null && new Date(r.expires_at).getTime() <= clock().getTime() ? 'expired' : 'available';
  }

  async function rewards(user: UserRow): Promise<{ items: Reward[]; available: number }> {
    const rows = await db.selectFrom('rewards').selectAll().where('user_id', '=', user.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute();
    const items = rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      amount: formatMinor(num(r.amount_minor)),
      status: rewardStatus(r),
      expiresAt: iso(r.expires_at),
      createdAt: iso(r.created_at)!,
      claimedAt: iso(r.claimed_at),
    }));
    return { items, available: items.filter((r) => r.status === 'available').length };
  }

  async function missions(user: UserRow, conn: Kysely<Database> | Transaction<Database> = db): Promise<{ items: (Mission & { rewardMinor: number })[]; claimable: number }> {
    const now = clock();
    const rows = await conn
      .selectFrom('missions as m')
      .leftJoin('mission_claims as c', (join) => join.onRef('c.mission_id', '=', 'm.id').on('c.user_id', '=', user.id))
      .select([
        'm.id', 'm.title', 'm.game_type', 'm.target_stake_minor', 'm.reward_minor', 'm.starts_at', 'm.ends_at',
        sql<boolean>`c.mission_id IS NOT NULL`.as('claimed'),
        (eb) =>
          eb
            .selectFrom('bets as b')
            .select(sql<string | number>`coalesce(sum(b.stake_minor), 0)`.as('s'))
            .where('b.user_id', '=', user.id)
            .where('b.placed', '=', true)
            .where('b.status', '!=', 'rolled_back')
            .whereRef('b.placed_at', '>=', 'm.starts_at')
            .whereRef('b.placed_at', '<', 'm.ends_at')
            .where((w) => w.or([w('m.game_type', 'is', null), w.eb('b.game_type', '=', w.ref('m.game_type'))]))
            .as('progress'),
      ])
      .where('m.merchant_code', '=', user.merchant_code)
      // Running missions, and ended ones for a week so their rewards can still be claimed.
      .where('m.starts_at', '<=', now)
      .where('m.ends_at', '>', new Date(now.getTime() - 7 * DAY))
      .orderBy('m.ends_at')
      .orderBy('m.id')
      .execute();
    const items = rows.map((m) => {
      const target = num(m.target_stake_minor);
      const progress = num(m.progress ?? 0);
      return {
        id: m.id,
        title: m.title,
        category: m.game_type,
        target: formatMinor(target),
        progress: formatMinor(Math.min(progress, target)),
        reward: formatMinor(num(m.reward_minor)),
        startsAt: iso(m.starts_at)!,
        endsAt: iso(m.ends_at)!,
        completed: progress >= target,
        claimed: Boolean(m.claimed),
        rewardMinor: num(m.reward_minor),
      };
    });
    return { items, claimable: items.filter((m) => m.completed && !m.claimed).length };
  }

  return {
    rewards,
    missions,

    async claimReward(user: UserRow, id: string, key: string) {
      return idempotency.run({ userId: user.id, key, scope: 'centre.reward', request: { id } }, async (trx) => {
        const reward = await trx.selectFrom('rewards').selectAll().where('id', '=', id).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
        if (!reward) throw new ApiFailure('not_found');
        const status = rewardStatus(reward);
        if (status !== 'available') throw new ApiFailure('invalid_state', { status });
        const amount = num(reward.amount_minor);
        const posted = await ledger.post(trx, {
          merchantCode: user.merchant_code,
          currency: user.currency,
          kind: 'reward',
          userId: user.id,
          reference: `reward:${id}`,
          memo: reward.title,
          lines: [
            { account: { kind: 'house', merchantCode: user.merchant_code }, amount: -amount },
            { account: { kind: 'main', userId: user.id }, amount },
          ],
        });
        await trx.updateTable('rewards').set({ status: 'claimed', claimed_at: clock() }).where('id', '=', id).execute();
        return { id, amount: formatMinor(amount), status: 'claimed' as const, balance: formatMinor(posted.balances.get(`main:${user.id}`) ?? 0) };
      });
    },

    async claimMission(user: UserRow, missionId: number, key: string) {
      return idempotency.run({ userId: user.id, key, scope: 'centre.mission', request: { missionId } }, async (trx) => {
        const mission = (await missions(user, trx)).items.find((m) => m.id === missionId);
        if (!mission) throw new ApiFailure('not_found');
        if (!mission.completed || mission.claimed) throw new ApiFailure('invalid_state', { completed: mission.completed, claimed: mission.claimed });
        const claimed = await trx
          .insertInto('mission_claims')
          .values({ mission_id: missionId, user_id: user.id, claimed_at: clock() })
          .onConflict((oc) => oc.columns(['mission_id', 'user_id']).doNothing())
          .returning('mission_id')
          .executeTakeFirst();
        if (!claimed) throw new ApiFailure('invalid_state', { claimed: true });
        const reward = mission.rewardMinor;
        const posted = await ledger.post(trx, {
          merchantCode: user.merchant_code,
          currency: user.currency,
          kind: 'reward',
          userId: user.id,
          reference: `mission:${missionId}:${user.id}`,
          memo: mission.title,
          lines: [
            { account: { kind: 'house', merchantCode: user.merchant_code }, amount: -reward },
            { account: { kind: 'main', userId: user.id }, amount: reward },
          ],
        });
        return { missionId, reward: formatMinor(reward), balance: formatMinor(posted.balances.get(`main:${user.id}`) ?? 0) };
      });
    },

    /** The top stakes of a mission's period (masked names), best first. */
    async leaderboard(user: UserRow, missionId: number, limit = 10) {
      const mission = await db.selectFrom('missions').selectAll().where('id', '=', missionId).where('merchant_code', '=', user.merchant_code).executeTakeFirst();
      if (!mission) throw new ApiFailure('not_found');
      let q = db
        .selectFrom('bets as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select(['u.id', 'u.account', sql<string | number>`sum(b.stake_minor)`.as('stake')])
        .where('b.merchant_code', '=', mission.merchant_code)
        .where('b.placed', '=', true)
        .where('b.status', '!=', 'rolled_back')
        .where('b.placed_at', '>=', mission.starts_at)
        .where('b.placed_at', '<', mission.ends_at);
      if (mission.game_type) q = q.where('b.game_type', '=', mission.game_type);
      const rows = await q.groupBy(['u.id', 'u.account']).orderBy(sql`3`, 'desc').orderBy('u.id').limit(limit).execute();
      return {
        missionId,
        entries: rows.map((r, i) => ({ rank: i + 1, account: maskAccount(r.account), stake: formatMinor(num(r.stake)), me: r.id === user.id })),
      };
    },

    /** Manual rebate (MANPLAYREB3): a share of the stakes of settled bets not rebated yet. */
    async rebate(user: UserRow) {
      const settings = await deps.system.settingsFor(user.merchant_code);
      const rate = settings.merchant.rebate_bps;
      const row = await db
        .selectFrom('bets')
        .select([sql<string | number>`count(*)`.as('n'), sql<string | number>`coalesce(sum(stake_minor), 0)`.as('stake')])
        .where('user_id', '=', user.id)
        .where('placed', '=', true)
        .where('status', '=', 'settled')
        .where('rebated', '=', false)
        .executeTakeFirstOrThrow();
      const stake = num(row.stake);
      return { enabled: settings.switches.MANPLAYREB3 === 1, rateBps: rate, bets: Number(row.n), eligibleStake: formatMinor(stake), amount: formatMinor(Math.floor((stake * rate) / 10_000)) };
    },

    async claimRebate(user: UserRow, key: string) {
      const settings = await deps.system.settingsFor(user.merchant_code);
      if (settings.switches.MANPLAYREB3 !== 1) throw new ApiFailure('operation_not_allowed', { switch: 'MANPLAYREB3' });
      const rate = settings.merchant.rebate_bps;
      return idempotency.run({ userId: user.id, key, scope: 'centre.rebate', request: {} }, async (trx) => {
        const bets = await trx
          .selectFrom('bets')
          .select(['id', 'stake_minor'])
          .where('user_id', '=', user.id)
          .where('placed', '=', true)
          .where('status', '=', 'settled')
          .where('rebated', '=', false)
          .orderBy('id')
          .forUpdate()
          .execute();
        const stake = bets.reduce((s, b) => s + num(b.stake_minor), 0);
        const amount = Math.floor((stake * rate) / 10_000);
        if (amount <= 0) return { amount: '0.00', bets: 0, balance: null as string | null };
        const posted = await ledger.post(trx, {
          merchantCode: user.merchant_code,
          currency: user.currency,
          kind: 'rebate',
          userId: user.id,
          reference: `rebate:${user.id}:${bets[bets.length - 1]!.id}`,
          memo: `${rate / 100}% of ${formatMinor(stake)}`,
          lines: [
            { account: { kind: 'house', merchantCode: user.merchant_code }, amount: -amount },
            { account: { kind: 'main', userId: user.id }, amount },
          ],
        });
        await trx.updateTable('bets').set({ rebated: true }).where('id', 'in', bets.map((b) => String(b.id))).execute();
        return { amount: formatMinor(amount), bets: bets.length, balance: formatMinor(posted.balances.get(`main:${user.id}`) ?? 0) as string | null };
      });
    },

    async referral(user: UserRow, origin: string) {
      const invited = await db.selectFrom('users').select(['account', 'created_at']).where('referrer_id', '=', user.id).orderBy('created_at', 'desc').limit(100).execute();
      const count = await db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')).where('referrer_id', '=', user.id).executeTakeFirstOrThrow();
      return {
        referralCode: user.referral_code,
        link: `${origin}/register?referralCode=${encodeURIComponent(user.referral_code)}`,
        invitedCount: Number(count.n),
        invited: invited.map((u) => ({ account: maskAccount(u.account), joinedAt: iso(u.created_at)! })),
      };
    },

    /** Sessions opened, newest first: when, from where, how. */
    async logins(user: UserRow, pageNo: number): Promise<Page<LoginRecord>> {
      const mine = db.selectFrom('sessions').where('user_id', '=', user.id).where('via', '!=', 'system');
      const total = Number((await mine.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await mine
        .select(['created_at', 'ip', 'via', 'device_id', 'side'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE)
        .offset((pageNo - 1) * PAGE_SIZE)
        .execute();
      return page(rows.map((r) => ({ at: iso(r.created_at)!, ip: r.ip, via: r.via, deviceId: r.device_id, side: r.side })), pageNo, total);
    },

    async badges(user: UserRow) {
      const [messages, r, m] = await Promise.all([deps.inbox.unread(user), rewards(user), missions(user)]);
      return { messages, rewards: r.available, missions: m.claimable };
    },

    /** Operator: grants a reward the member claims from the reward centre. */
    async grantReward(userId: number, input: { title: string; amountMinor: number; expiresAt: Date | null }, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').select(['id', 'merchant_code', 'account']).where('id', '=', userId).executeTakeFirstOrThrow();
        const row = await trx
          .insertInto('rewards')
          .values({ user_id: userId, title: input.title, amount_minor: input.amountMinor, expires_at: input.expiresAt, created_at: clock() })
          .returningAll()
          .executeTakeFirstOrThrow();
        await deps.inbox.send(trx, {
          merchantCode: user.merchant_code,
          userId,
          kind: 'reward_granted',
          params: { rewardId: String(row.id), amount: formatMinor(input.amountMinor), title: input.title },
          title: 'New reward',
          content: `You received a reward: ${input.title} (${formatMinor(input.amountMinor)}). Claim it in the reward centre.`,
        });
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'reward.grant', details: { rewardId: String(row.id), account: user.account, amount: formatMinor(input.amountMinor) } });
        return { id: String(row.id), title: row.title, amount: formatMinor(input.amountMinor), status: 'available' as const, expiresAt: iso(row.expires_at), createdAt: iso(row.created_at)!, claimedAt: null };
      });
    },
  };
}

export type CentreService = ReturnType<typeof createCentreService>;

// The seamless wallet of game vendors (trust.md): a vendor debits a bet from the
// member's main wallet and credits wins, per call, through signed requests.
//
//   * Each (vendor, transactionId) happens once: the row claiming it, the money it
//     moves and the answer given are written in one transaction; a repeat gets the
//     stored answer, a different request under the same id is 409 conflict.
//   * Calls about one bet (the bet, its wins, its rollback) queue on an advisory
//     lock of that bet, so a rollback racing its own bet cannot both succeed.
//   * A rollback refunds once and is refused after a win; a rollback of a bet not
//     seen yet leaves a marker so the late bet is refused.
//   * Bets of locked or self-excluded members are refused; wins are always credited.
//   * Tokens are checked on balance and bet only.
// Signature and timestamp are checked by the route (server/wallet/routes/seamless.ts)
// before anything here runs.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, SeamlessKind } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { ErrorCode } from '../shared/errorCodes';
import { formatMinor, minorOf } from '../shared/money';
import type { UserRow } from '../accounts/accounts';
import type { Clock } from '../platform/clock';
import { requestHash } from '../platform/idempotency';
import type { Ledger } from './ledger';
import type { SessionRow, SessionService } from '../accounts/sessions';
import { inTransaction } from '../platform/txn';
import { amountOf } from './wallet';
import type { BalanceDetails, BetDetails, RollbackDetails, SeamlessBalance, SeamlessMove, SeamlessRollback, WinDetails } from '../shared/wire/seamless';
import { bettingBlocked as isBlocked, type StakeLimits } from '../protection/gate';

export interface SeamlessVendor {
  vassalage: string;
  gameType: string;
  secret: string;
}

/** A refusal, answered in the error envelope with its status. */
export type SeamlessRefusal = { success: false; status: number; errorCode: ErrorCode; value?: Record<string, unknown> };
/** What a call answered: kept as it was sent, so a repeat gets exactly the same. */
export type SeamlessReply<T = Record<string, unknown>> = { success: true; status: 200; value: T } | SeamlessRefusal;

const ok = <T>(value: T): SeamlessReply<T> => ({ success: true, status: 200, value });

function refused(code: ErrorCode, value?: Record<string, unknown>): SeamlessRefusal {
  const failure = new ApiFailure(code, value);
  return { success: false, status: failure.statusCode, errorCode: code, ...(value ? { value } : {}) };
}

/** Advisory-lock key of one bet (two int4 halves: a namespace and the text's hash). */
const BET_LOCK_NAMESPACE = 724_006;

export function createSeamlessService(
  db: Kysely<Database>,
  deps: {
    ledger: Ledger;
    sessions: SessionService;
    clock: Clock;
    limits: StakeLimits;
    /** Refuses (session_time_limit) a stake in a session past the member's session time limit. */
    sessionTime?: (session: SessionRow, userId: number) => Promise<void>;
  },
) {
  const { ledger, clock } = deps;

  /** A vendor that may use this API: seamless mode, active, with a secret. */
  async function vendor(code: unknown): Promise<SeamlessVendor | undefined> {
    if (typeof code !== 'string' || !/^[A-Z0-9_]{1,32}$/.test(code)) return undefined;
    const row = await db
      .selectFrom('vendors')
      .select(['vassalage', 'game_type', 'seamless_secret'])
      .where('vassalage', '=', code)
      .where('wallet_mode', '=', 'seamless')
      .where('active', '=', true)
      .where('seamless_secret', 'is not', null)
      .orderBy('game_type')
      .executeTakeFirst();
    return row ? { vassalage: row.vassalage, gameType: row.game_type, secret: row.seamless_secret! } : undefined;
  }

  async function player(playerId: number): Promise<UserRow> {
    const user = await db.selectFrom('users').selectAll().where('id', '=', playerId).where('role', '=', 'member').executeTakeFirst();
    if (!user) throw new ApiFailure('not_found', { field: 'playerId' });
    return user;
  }

  async function mainBalance(trx: Kysely<Database> | Transaction<Database>, userId: number): Promise<number> {
    const row = await trx.selectFrom('ledger_accounts').select('balance').where('user_id', '=', userId).where('kind', '=', 'main').executeTakeFirst();
    return minorOf(row?.balance ?? 0);
  }

  async function stored<T>(v: SeamlessVendor, transactionId: string, kind: SeamlessKind, hash: string, conn: Kysely<Database> | Transaction<Database> = db): Promise<SeamlessReply<T> | undefined> {
    const row = await conn
      .selectFrom('seamless_transactions')
      .select(['kind', 'request_hash', 'response'])
      .where('vendor', '=', v.vassalage)
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.kind !== kind || row.request_hash !== hash) return refused('conflict', { reason: 'transaction_id_reused' });
    return row.response as SeamlessReply<T>;
  }

  /**
   * Claims (vendor, transactionId), runs `work` and stores its reply, all in one
   * transaction. A concurrent claim of the same id waits for this one, then answers
   * the stored reply.
   */
  async function once<T>(
    v: SeamlessVendor,
    claim: { transactionId: string; kind: SeamlessKind; userId: number; betId: string; amount: number | null; hash: string },
    work: (trx: Transaction<Database>) => Promise<{ reply: SeamlessReply<T>; journalId?: string }>,
  ): Promise<SeamlessReply<T>> {
    return inTransaction(db, async (trx) => {
      const claimed = await trx
        .insertInto('seamless_transactions')
        .values({
          vendor: v.vassalage,
          transaction_id: claim.transactionId,
          kind: claim.kind,
          user_id: claim.userId,
          bet_id: claim.betId,
          amount_minor: claim.amount,
          request_hash: claim.hash,
          response: '{}',
          created_at: clock(),
        })
        .onConflict((oc) => oc.columns(['vendor', 'transaction_id']).doNothing())
        .returning('transaction_id')
        .executeTakeFirst();
      if (!claimed) return (await stored<T>(v, claim.transactionId, claim.kind, claim.hash, trx))!;
      await sql`SELECT pg_advisory_xact_lock(${BET_LOCK_NAMESPACE}, hashtext(${`${v.vassalage}:${claim.betId}`}))`.execute(trx);
      const { reply, journalId } = await work(trx);
      await trx
        .updateTable('seamless_transactions')
        .set({ response: JSON.stringify(reply), journal_id: journalId ?? null })
        .where('vendor', '=', v.vassalage)
        .where('transaction_id', '=', claim.transactionId)
        .execute();
      return reply;
    });
  }

  const bettingBlocked = (user: UserRow) => isBlocked(user, clock());

  /** The session time limit's refusal, before anything is recorded (like not_logged_in). */
  async function sessionTimeRefusal(session: SessionRow, userId: number): Promise<SeamlessRefusal | null> {
    try {
      await deps.sessionTime?.(session, userId);
      return null;
    } catch (err) {
      if (err instanceof ApiFailure && err.errorCode === 'session_time_limit') return refused(err.errorCode, err.value as Record<string, unknown>);
      throw err;
    }
  }

  async function betRow(trx: Transaction<Database>, v: SeamlessVendor, betId: string) {
    return trx.selectFrom('bets').selectAll().where('vendor', '=', v.vassalage).where('bet_id', '=', betId).forUpdate().executeTakeFirst();
  }

  return {
    vendor,

    async balance(_vendor: SeamlessVendor, req: BalanceDetails): Promise<SeamlessReply<SeamlessBalance>> {
      const user = await player(req.playerId);
      const active = await deps.sessions.resolve(req.token);
      if (!active || active.user.id !== user.id) return refused('not_logged_in');
      return ok({ playerId: user.id, balance: formatMinor(await mainBalance(db, user.id)), currency: user.currency });
    },

    async bet(v: SeamlessVendor, req: BetDetails): Promise<SeamlessReply<SeamlessMove>> {
      const amount = amountOf(req.amount);
      const hash = requestHash('seamless.bet', { playerId: req.playerId, amount, gameCode: req.gameCode ?? '', roundId: req.roundId ?? '' });
      const earlier = await stored<SeamlessMove>(v, req.transactionId, 'bet', hash);
      if (earlier) return earlier;
      const user = await player(req.playerId);
      const blocked = bettingBlocked(user);
      if (!blocked) {
        const active = await deps.sessions.resolve(req.token);
        if (!active || active.user.id !== user.id) return refused('not_logged_in');
        const overTime = await sessionTimeRefusal(active.session, user.id);
        if (overTime) return overTime;
      }
      return once(v, { transactionId: req.transactionId, kind: 'bet', userId: user.id, betId: req.transactionId, amount, hash }, async (trx) => {
        if (blocked) return { reply: refused('betting_not_allowed', { balance: formatMinor(await mainBalance(trx, user.id)), currency: user.currency }) };
        const existing = await betRow(trx, v, req.transactionId);
        if (existing) return { reply: refused('bet_rolled_back', { betId: req.transactionId }) };
        let posted;
        try {
          await deps.limits.assertStakeFits(trx, user, amount);
          posted = await ledger.post(trx, {
            merchantCode: user.merchant_code,
            currency: user.currency,
            kind: 'bet',
            userId: user.id,
            reference: `seamless:${v.vassalage}:${req.transactionId}`,
            memo: req.gameCode ?? '',
            lines: [
              { account: { kind: 'main', userId: user.id }, amount: -amount },
              { account: { kind: 'house', merchantCode: user.merchant_code }, amount },
            ],
          });
        } catch (err) {
          if (err instanceof ApiFailure && err.errorCode === 'loss_limit') return { reply: refused('loss_limit', err.value as Record<string, unknown>) };
          if (err instanceof ApiFailure && err.errorCode === 'insufficient_funds') {
            return { reply: refused('insufficient_funds', { balance: formatMinor(await mainBalance(trx, user.id)), currency: user.currency }) };
          }
          throw err;
        }
        await trx
          .insertInto('bets')
          .values({
            vendor: v.vassalage,
            bet_id: req.transactionId,
            user_id: user.id,
            merchant_code: user.merchant_code,
            game_type: v.gameType,
            game_code: req.gameCode ?? '',
            round_id: req.roundId ?? null,
            stake_minor: amount,
            status: 'open',
            placed: true,
            placed_at: clock(),
          })
          .execute();
        const balance = posted.balances.get(`main:${user.id}`) ?? 0;
        return { reply: ok({ transactionId: req.transactionId, balance: formatMinor(balance), currency: user.currency }), journalId: posted.journalId };
      });
    },

    async win(v: SeamlessVendor, req: WinDetails): Promise<SeamlessReply<SeamlessMove>> {
      const amount = amountOf(req.amount, 'amount', { allowZero: true });
      const hash = requestHash('seamless.win', { playerId: req.playerId, betId: req.betId, amount, gameCode: req.gameCode ?? '' });
      const earlier = await stored<SeamlessMove>(v, req.transactionId, 'win', hash);
      if (earlier) return earlier;
      const user = await player(req.playerId);
      return once(v, { transactionId: req.transactionId, kind: 'win', userId: user.id, betId: req.betId, amount, hash }, async (trx) => {
        const bet = await betRow(trx, v, req.betId);
        if (!bet || bet.user_id !== user.id) return { reply: refused('bet_not_found', { betId: req.betId }) };
        if (bet.status === 'rolled_back' || bet.status === 'void') return { reply: refused('bet_rolled_back', { betId: req.betId }) };
        let journalId: string | undefined;
        let balance: number;
        if (amount > 0) {
          const posted = await ledger.post(trx, {
            merchantCode: user.merchant_code,
            currency: user.currency,
            kind: 'win',
            userId: user.id,
            reference: `seamless:${v.vassalage}:${req.transactionId}`,
            memo: req.gameCode ?? bet.game_code,
            lines: [
              { account: { kind: 'house', merchantCode: user.merchant_code }, amount: -amount },
              { account: { kind: 'main', userId: user.id }, amount },
            ],
          });
          journalId = posted.journalId;
          balance = posted.balances.get(`main:${user.id}`) ?? 0;
        } else {
          balance = await mainBalance(trx, user.id);
        }
        await trx
          .updateTable('bets')
          .set((eb) => ({ payout_minor: eb('payout_minor', '+', amount), status: 'settled', settled_at: clock() }))
          .where('id', '=', bet.id)
          .execute();
        return { reply: ok({ transactionId: req.transactionId, balance: formatMinor(balance), currency: user.currency }), journalId };
      });
    },

    async rollback(v: SeamlessVendor, req: RollbackDetails): Promise<SeamlessReply<SeamlessRollback>> {
      const hash = requestHash('seamless.rollback', { playerId: req.playerId, betId: req.betId });
      const earlier = await stored<SeamlessRollback>(v, req.transactionId, 'rollback', hash);
      if (earlier) return earlier;
      const user = await player(req.playerId);
      return once(v, { transactionId: req.transactionId, kind: 'rollback', userId: user.id, betId: req.betId, amount: null, hash }, async (trx) => {
        const bet = await betRow(trx, v, req.betId);
        if (!bet) {
          // Not seen yet: the marker makes the bet, should it still arrive, refused.
          await trx
            .insertInto('bets')
            .values({
              vendor: v.vassalage,
              bet_id: req.betId,
              user_id: user.id,
              merchant_code: user.merchant_code,
              game_type: v.gameType,
              stake_minor: 0,
              status: 'void',
              placed: false,
              placed_at: clock(),
              settled_at: clock(),
            })
            .execute();
          return { reply: ok({ transactionId: req.transactionId, betId: req.betId, refunded: '0.00', balance: formatMinor(await mainBalance(trx, user.id)), currency: user.currency }) };
        }
        if (bet.user_id !== user.id) return { reply: refused('bet_not_found', { betId: req.betId }) };
        if (bet.status === 'settled') return { reply: refused('bet_already_settled', { betId: req.betId }) };
        if (bet.status !== 'open') return { reply: refused('bet_rolled_back', { betId: req.betId }) };
        const stake = minorOf(bet.stake_minor);
        const posted = await ledger.post(trx, {
          merchantCode: user.merchant_code,
          currency: user.currency,
          kind: 'rollback',
          userId: user.id,
          // One refund per bet, whatever the rollback's own transactionId.
          reference: `seamless:${v.vassalage}:${req.betId}`,
          memo: bet.game_code,
          lines: [
            { account: { kind: 'house', merchantCode: user.merchant_code }, amount: -stake },
            { account: { kind: 'main', userId: user.id }, amount: stake },
          ],
        });
        await trx.updateTable('bets').set({ status: 'rolled_back', settled_at: clock() }).where('id', '=', bet.id).execute();
        return {
          reply: ok({ transactionId: req.transactionId, betId: req.betId, refunded: formatMinor(stake), balance: formatMinor(posted.balances.get(`main:${user.id}`) ?? 0), currency: user.currency }),
          journalId: posted.journalId,
        };
      });
    },
  };
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;

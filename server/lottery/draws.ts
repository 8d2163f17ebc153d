// The draw side of the lottery (server/lottery/lottery.ts explains the whole): each game's
// draw rows, made with a committed seed when a slot opens, and the draw job's steps: draw the
// number of a draw past its time, settle its tickets in batches, mark it settled.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, LotteryDrawsTable, LotteryGamesTable } from '../db/schema';
import { hashServerSeed, newServerSeed } from '../house/fairness';
import { ticketPayout, ticketWins } from './bets';
import { drawNumbers } from './draw';
import { currentSlot, type DrawSlot, type GameSchedule } from './schedule';
import { minorOf } from '../shared/money';
import type { Clock } from '../platform/clock';
import type { Ledger } from '../wallet/ledger';
import { inTransaction } from '../platform/txn';
import type { DrawRunCounts } from '../shared/wire/lottery';

type GameRow = Selectable<LotteryGamesTable>;
type DrawRow = Selectable<LotteryDrawsTable>;
type Conn = Kysely<Database> | Transaction<Database>;

/** Advisory-lock namespace of one draw's work (two int4 halves: namespace, draw id). */
const DRAW_LOCK_NAMESPACE = 724_011;


export interface LotteryHooks {
  /** Runs after each ticket is settled, inside its batch's transaction (tests throw here to act out a crash). */
  afterTicket?: (ticketId: string) => void;
}

export const scheduleOf = (g: GameRow): GameSchedule => ({
  schedule: g.schedule,
  intervalSeconds: g.interval_seconds,
  drawDayOfWeek: g.draw_day_of_week,
  drawMinuteUtc: g.draw_minute_utc,
  lockSeconds: g.lock_seconds,
});

/** A lottery ticket's id in the betting record. */
export const lotteryBetId = (ticketId: string | number) => `LOTTERY-${ticketId}`;

export async function activeLotteryGames(conn: Conn): Promise<GameRow[]> {
  return conn.selectFrom('lottery_games').selectAll().where('active', '=', true).orderBy('sort_order').orderBy('code').execute();
}

export function createDraws(db: Kysely<Database>, deps: { ledger: Ledger; clock: Clock; hooks?: LotteryHooks; batchSize?: number }) {
  const { ledger, clock } = deps;
  const batchSize = deps.batchSize ?? 500;

  /** The draw row of a slot, made (with a fresh committed seed) when missing. Answers whether it was made now. */
  async function ensureDraw(game: GameRow, slot: DrawSlot): Promise<{ draw: DrawRow; created: boolean }> {
    const seed = newServerSeed();
    const inserted = await db
      .insertInto('lottery_draws')
      .values({
        game_code: game.code,
        numero: slot.numero,
        opens_at: slot.opensAt,
        locks_at: slot.locksAt,
        draw_at: slot.drawAt,
        server_seed: seed,
        server_seed_hash: hashServerSeed(seed),
        created_at: clock(),
      })
      .onConflict((oc) => oc.columns(['game_code', 'numero']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { draw: inserted, created: true };
    const draw = await db.selectFrom('lottery_draws').selectAll().where('game_code', '=', game.code).where('numero', '=', slot.numero).executeTakeFirstOrThrow();
    return { draw, created: false };
  }

  /** Draws the number of a draw past its draw time (once: a drawn draw keeps its number). */
  async function drawOne(drawId: string, now: Date): Promise<boolean> {
    return inTransaction(db, async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${DRAW_LOCK_NAMESPACE}, ${Number(drawId)}::int) AS locked`.execute(trx);
      if (!rows[0]?.locked) return false;
      const draw = await trx.selectFrom('lottery_draws').selectAll().where('id', '=', drawId).forUpdate().executeTakeFirst();
      if (!draw || draw.status !== 'open' || new Date(draw.draw_at).getTime() > now.getTime()) return false;
      const game = await trx.selectFrom('lottery_games').select(['digits']).where('code', '=', draw.game_code).executeTakeFirstOrThrow();
      const numbers = drawNumbers(draw.server_seed, draw.game_code, draw.numero, game.digits);
      await trx.updateTable('lottery_draws').set({ status: 'drawn', numbers, drawn_at: now }).where('id', '=', drawId).execute();
      return true;
    });
  }

  /**
   * Settles one batch of a drawn draw's open tickets; marks the draw settled when none
   * is left. Answers how many tickets it settled and whether the draw is now settled.
   */
  async function settleBatch(drawId: string, now: Date): Promise<{ tickets: number; done: boolean; skipped: boolean }> {
    return inTransaction(db, async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${DRAW_LOCK_NAMESPACE}, ${Number(drawId)}::int) AS locked`.execute(trx);
      if (!rows[0]?.locked) return { tickets: 0, done: false, skipped: true };
      const draw = await trx.selectFrom('lottery_draws').selectAll().where('id', '=', drawId).forUpdate().executeTakeFirst();
      if (!draw || draw.status !== 'drawn') return { tickets: 0, done: draw?.status === 'settled', skipped: true };
      const game = await trx.selectFrom('lottery_games').select(['code', 'vendor', 'name']).where('code', '=', draw.game_code).executeTakeFirstOrThrow();
      // Ordered by member, so the accounts this batch locks are taken in one order.
      const tickets = await trx
        .selectFrom('lottery_tickets')
        .selectAll()
        .where('draw_id', '=', drawId)
        .where('status', '=', 'open')
        .orderBy('user_id')
        .orderBy('id')
        .limit(batchSize)
        .forUpdate()
        .execute();
      for (const t of tickets) {
        const stake = minorOf(t.stake_minor);
        const wins = ticketWins(t.bet_type, t.selection, draw.numbers!);
        const payout = ticketPayout(stake, t.odds_basis, wins);
        if (payout > 0) {
          await ledger.post(trx, {
            merchantCode: t.merchant_code,
            currency: t.currency,
            kind: 'win',
            userId: t.user_id,
            reference: `lottery:${t.id}`,
            memo: `${game.code} ${draw.numero}`,
            lines: [
              { account: { kind: 'house', merchantCode: t.merchant_code }, amount: -payout },
              { account: { kind: 'main', userId: t.user_id }, amount: payout },
            ],
          });
        }
        await trx.updateTable('lottery_tickets').set({ status: wins ? 'won' : 'lost', payout_minor: payout, settled_at: now }).where('id', '=', t.id).where('status', '=', 'open').execute();
        await trx
          .updateTable('bets')
          .set({ status: 'settled', payout_minor: payout, settled_at: now })
          .where('vendor', '=', game.vendor)
          .where('bet_id', '=', lotteryBetId(t.id))
          .execute();
        deps.hooks?.afterTicket?.(String(t.id));
      }
      const done = tickets.length < batchSize;
      if (done) await trx.updateTable('lottery_draws').set({ status: 'settled', settled_at: now }).where('id', '=', drawId).execute();
      return { tickets: tickets.length, done, skipped: false };
    });
  }

  /** The draw job's work as of `now` (see the top of lottery.ts). */
  async function runDraws(now: Date = clock()): Promise<DrawRunCounts> {
    const counts: DrawRunCounts = { opened: 0, drawn: 0, settledTickets: 0, settledDraws: 0 };
    for (const game of await activeLotteryGames(db)) {
      const slot = currentSlot(scheduleOf(game), now);
      if ((await ensureDraw(game, slot)).created) counts.opened += 1;
    }
    const due = await db.selectFrom('lottery_draws').select(['id', 'status']).where('status', '<>', 'settled').where('draw_at', '<=', now).orderBy('draw_at').limit(200).execute();
    for (const d of due) {
      const id = String(d.id);
      if (d.status === 'open' && (await drawOne(id, now))) counts.drawn += 1;
      for (;;) {
        const batch = await settleBatch(id, now);
        counts.settledTickets += batch.tickets;
        if (batch.done && !batch.skipped) counts.settledDraws += 1;
        if (batch.done || batch.skipped) break;
      }
    }
    return counts;
  }

  return { ensureDraw, runDraws };
}

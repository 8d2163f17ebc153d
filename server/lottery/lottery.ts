// The lottery: games on a schedule (server/lottery/schedule.ts), draws whose number is
// committed before the draw opens and revealed after it (server/lottery/draw.ts),
// tickets bought through the ledger, and the draw job that opens, draws and pays.
//
// Money. Buying a ticket is one transaction under the member's Idempotency-Key: the
// ticket row, the 'bet' journal (main wallet -> house, reference 'lottery:<ticket>')
// and the betting-record row. A win is the 'win' journal with the same reference,
// written in the transaction that marks the ticket won; the ledger's unique
// (kind, reference) makes a second payout impossible even if two settlers raced.
//
// The draw job (server/jobs/lotteryDraws.ts, its steps in server/lottery/draws.ts) works per
// draw, in short transactions:
//   1. make the current draw of every game (seed hash published),
//   2. for each draw past its draw time: draw the number (status open -> drawn),
//   3. settle its open tickets in batches (each ticket won or lost with its payout),
//   4. when none is left open, mark the draw settled.
// Each step re-reads what it changes under the draw row's lock (and, on PostgreSQL,
// a per-draw advisory lock taken with pg_try_advisory_xact_lock, so a second job
// skips a draw being worked on), so re-running the job, running two at once, or a
// crash between any two steps changes nothing already done and finishes the rest.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, LotteryBetType, LotteryGamesTable } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { BET_TYPES, isBetType, oddsText, STAKE_LIMITS, validSelection } from './bets';
import { checkDraw, drawClientSeed } from './draw';
import { currentSlot, dayOfWeek } from './schedule';
import { formatMinor } from '../shared/money';
import type { UserRow } from '../accounts/accounts';
import type { Clock } from '../platform/clock';
import type { Idempotency } from '../platform/idempotency';
import type { Ledger } from '../wallet/ledger';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import { activeLotteryGames, createDraws, lotteryBetId, scheduleOf, type LotteryHooks } from './draws';
import type { DrawCheck, DrawRunCounts, LotteryGame, LotteryResult, LotteryTicket, PrizeMode, TicketAnswer } from '../shared/wire/lottery';
import { amountOf } from '../wallet/wallet';
import { assertMayStake, type StakeLimits } from '../protection/gate';

type GameRow = Selectable<LotteryGamesTable>;
type Conn = Kysely<Database> | Transaction<Database>;

/** The game type of lottery bets in the betting record. */
export const LOTTERY_GAME_TYPE = 'LOTT';
export { PRIZE_MODES, type PrizeMode } from '../shared/wire/lottery';
/** The lottery type the portal plays (spec section 9). */
export const LOTTERY_TYPE = 'SEA';

export type { DrawRunCounts, LotteryGame, LotteryResult, LotteryTicket, TicketAnswer } from '../shared/wire/lottery';
export type DrawVerification = DrawCheck;
export type { LotteryHooks } from './draws';





export interface BetInput {
  gameId: unknown;
  numero?: unknown;
  betType: unknown;
  selection: unknown;
  amount: unknown;
}





const secondsUntil = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
const iso = (d: Date | string) => new Date(d).toISOString();
const GAME_ID = /^[A-Z0-9_]{1,32}$/;

export function createLotteryService(db: Kysely<Database>, deps: { ledger: Ledger; idempotency: Idempotency; clock: Clock; limits: StakeLimits; hooks?: LotteryHooks; batchSize?: number }) {
  const { ledger, idempotency, clock } = deps;
  const draws = createDraws(db, deps);
  const { ensureDraw } = draws;

  const activeGames = (conn: Conn = db) => activeLotteryGames(conn);

  async function gameOf(code: unknown): Promise<GameRow> {
    if (typeof code !== 'string' || !GAME_ID.test(code)) throw new ApiFailure('invalid_bet', { field: 'gameId', problem: 'unknown' });
    const game = await db.selectFrom('lottery_games').selectAll().where('code', '=', code).where('active', '=', true).executeTakeFirst();
    if (!game) throw new ApiFailure('invalid_bet', { field: 'gameId', problem: 'unknown' });
    return game;
  }


  async function lastResults(codes: string[]): Promise<Map<string, { numero: string; numbers: string; drawnAt: string }>> {
    if (codes.length === 0) return new Map();
    const rows = await db
      .selectFrom('lottery_draws')
      .select(['game_code', 'numero', 'numbers', 'drawn_at'])
      .distinctOn('game_code')
      .where('game_code', 'in', codes)
      .where('status', '<>', 'open')
      .orderBy('game_code')
      .orderBy('draw_at', 'desc')
      .execute();
    return new Map(rows.map((r) => [r.game_code, { numero: r.numero, numbers: r.numbers!, drawnAt: iso(r.drawn_at!) }]));
  }

  async function listGames(games: GameRow[], now: Date): Promise<LotteryGame[]> {
    const slots = games.map((g) => currentSlot(scheduleOf(g), now));
    const made = new Map<string, { hash: string; open: boolean }>();
    if (games.length > 0) {
      const rows = await db
        .selectFrom('lottery_draws')
        .select(['game_code', 'numero', 'server_seed_hash', 'status'])
        .where((eb) => eb.or(games.map((g, i) => eb.and([eb('game_code', '=', g.code), eb('numero', '=', slots[i]!.numero)]))))
        .execute();
      for (const r of rows) made.set(`${r.game_code}:${r.numero}`, { hash: r.server_seed_hash, open: r.status === 'open' });
    }
    const last = await lastResults(games.map((g) => g.code));
    return games.map((g, i) => {
      const slot = slots[i]!;
      const draw = made.get(`${g.code}:${slot.numero}`);
      return {
        gameId: g.code,
        remark: g.name,
        gameMenuTag: g.menu_tag,
        vendor: g.vendor,
        area: g.area,
        schedule: g.schedule,
        intervalSeconds: g.interval_seconds,
        numero: slot.numero,
        remainTime: secondsUntil(slot.drawAt, now),
        // A draw drawn ahead of time (the operator's development run) takes no more bets.
        lockTime: draw && !draw.open ? 0 : secondsUntil(slot.locksAt, now),
        drawDayOfWeek: g.draw_day_of_week ?? dayOfWeek(slot.drawAt),
        winningTime: slot.drawAt.toISOString(),
        lockSeconds: g.lock_seconds,
        digits: g.digits,
        isHot: g.is_hot,
        serverSeedHash: draw?.hash ?? null,
        last: last.get(g.code) ?? null,
      };
    });
  }

  function ticketView(r: {
    id: string | number;
    draw_id: string | number;
    game_code: string;
    name: string;
    numero: string;
    bet_type: LotteryBetType;
    selection: string;
    stake_minor: string | number;
    odds_basis: number;
    payout_minor: string | number | null;
    status: 'open' | 'won' | 'lost';
    numbers: string | null;
    draw_at: Date;
    placed_at: Date;
  }): LotteryTicket {
    return {
      ticketId: String(r.id),
      drawId: String(r.draw_id),
      gameId: r.game_code,
      remark: r.name,
      numero: r.numero,
      betType: r.bet_type,
      selection: r.selection,
      amount: formatMinor(r.stake_minor),
      odds: oddsText(r.odds_basis),
      payout: r.payout_minor === null ? null : formatMinor(r.payout_minor),
      status: r.status,
      numbers: r.status === 'open' ? null : r.numbers,
      drawAt: iso(r.draw_at),
      placedAt: iso(r.placed_at),
    };
  }

  const ticketQuery = (conn: Conn) =>
    conn
      .selectFrom('lottery_tickets as t')
      .innerJoin('lottery_draws as d', 'd.id', 't.draw_id')
      .innerJoin('lottery_games as g', 'g.code', 'd.game_code')
      .select(['t.id', 't.draw_id', 'd.game_code', 'g.name', 'd.numero', 't.bet_type', 't.selection', 't.stake_minor', 't.odds_basis', 't.payout_minor', 't.status', 'd.numbers', 'd.draw_at', 't.placed_at']);




  return {
    /** Menu tags of the games of an area (or all), with how many games each has, plus the prize mode. */
    async menus(area?: 'VN' | 'SEA') {
      const games = (await activeGames()).filter((g) => !area || g.area === area);
      const tags = new Map<string, number>();
      for (const g of games) tags.set(g.menu_tag, (tags.get(g.menu_tag) ?? 0) + 1);
      return {
        prizeMode: await this.prizeMode(),
        lotteryType: LOTTERY_TYPE,
        menus: [...tags].map(([gameMenuTag, count]) => ({ gameMenuTag, count })),
      };
    },

    /** Spec section 4 (LOTTERY-11/12): Elott when the ELOTT lane has a TCG_LOTTO_VN or LOTT card, else Lott. */
    async prizeMode(): Promise<PrizeMode> {
      const card = await db
        .selectFrom('vendors')
        .select('vassalage')
        .where('game_type', '=', 'ELOTT')
        .where('active', '=', true)
        .where('vassalage', 'in', ['TCG_LOTTO_VN', 'LOTT'])
        .executeTakeFirst();
      return card ? 'Elott' : 'Lott';
    },

    async games(query: { area?: 'VN' | 'SEA'; menuTag?: string } = {}, now: Date = clock()): Promise<LotteryGame[]> {
      const games = (await activeGames()).filter((g) => (!query.area || g.area === query.area) && (!query.menuTag || g.menu_tag === query.menuTag));
      return listGames(games, now);
    },

    /** The most played games of the last 7 days (hot games first when nobody played), at most `count`. */
    async popular(count: number, now: Date = clock()): Promise<LotteryGame[]> {
      const since = new Date(now.getTime() - 7 * 86_400_000);
      const plays = await db
        .selectFrom('lottery_tickets as t')
        .innerJoin('lottery_draws as d', 'd.id', 't.draw_id')
        .select(['d.game_code', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('t.placed_at', '>=', since)
        .groupBy('d.game_code')
        .execute();
      const played = new Map(plays.map((p) => [p.game_code, Number(p.n)]));
      const games = (await activeGames())
        .map((g, order) => ({ g, order }))
        .sort((a, b) => (played.get(b.g.code) ?? 0) - (played.get(a.g.code) ?? 0) || Number(b.g.is_hot) - Number(a.g.is_hot) || a.order - b.order)
        .slice(0, count)
        .map(({ g }) => g);
      return listGames(games, now);
    },

    /** The latest drawn results, newest first (optionally of one area or game), at most `count`. */
    async recent(query: { count: number; area?: 'VN' | 'SEA'; gameId?: string }): Promise<LotteryResult[]> {
      let q = db
        .selectFrom('lottery_draws as d')
        .innerJoin('lottery_games as g', 'g.code', 'd.game_code')
        .select(['d.id', 'd.game_code', 'g.name', 'g.area', 'd.numero', 'd.numbers', 'd.drawn_at'])
        .where('d.status', '<>', 'open');
      if (query.area) q = q.where('g.area', '=', query.area);
      if (query.gameId) q = q.where('d.game_code', '=', query.gameId);
      const rows = await q.orderBy('d.draw_at', 'desc').orderBy('d.id', 'desc').limit(query.count).execute();
      return rows.map((r) => ({ drawId: String(r.id), gameId: r.game_code, remark: r.name, area: r.area, numero: r.numero, numbers: r.numbers!, drawnAt: iso(r.drawn_at!) }));
    },

    /** Places one ticket under the member's Idempotency-Key. */
    async placeBet(user: UserRow, key: string, input: BetInput): Promise<{ value: TicketAnswer; replayed: boolean }> {
      if (!isBetType(input.betType)) throw new ApiFailure('invalid_bet', { field: 'betType', problem: 'unknown', allowed: Object.keys(BET_TYPES) });
      const betType = input.betType;
      if (!validSelection(betType, input.selection)) throw new ApiFailure('invalid_bet', { field: 'selection', problem: 'format', betType });
      const selection = input.selection;
      const stake = amountOf(input.amount);
      if (stake < STAKE_LIMITS.minMinor || stake > STAKE_LIMITS.maxMinor) {
        throw new ApiFailure('amount_out_of_range', { min: formatMinor(STAKE_LIMITS.minMinor), max: formatMinor(STAKE_LIMITS.maxMinor) });
      }
      if (input.numero !== undefined && (typeof input.numero !== 'string' || !/^[0-9-]{8,16}$/.test(input.numero))) {
        throw new ApiFailure('invalid_bet', { field: 'numero', problem: 'format' });
      }
      const game = await gameOf(input.gameId);
      const request = { gameId: game.code, numero: input.numero, betType, selection, amount: stake };
      const earlier = await idempotency.lookup<TicketAnswer>({ userId: user.id, key, scope: 'lottery.ticket', request });
      if (earlier) return { value: earlier, replayed: true };

      const now = clock();
      assertMayStake(user, now);
      const slot = currentSlot(scheduleOf(game), now);
      if (input.numero !== undefined && input.numero !== slot.numero) throw new ApiFailure('draw_closed', { numero: input.numero, current: slot.numero });
      if (now.getTime() >= slot.locksAt.getTime()) throw new ApiFailure('draw_closed', { numero: slot.numero, locksAt: slot.locksAt.toISOString() });
      // The draw (and its seed's hash) exists, committed, before the ticket is bought.
      const { draw } = await ensureDraw(game, slot);
      const odds = BET_TYPES[betType].oddsBasis;

      return idempotency.run({ userId: user.id, key, scope: 'lottery.ticket', request }, async (trx) => {
        // Shares the draw row's lock with other buyers; the draw job takes it exclusively,
        // so no ticket slips in once the draw is being drawn.
        const locked = await trx.selectFrom('lottery_draws').select(['status', 'locks_at']).where('id', '=', draw.id).forShare().executeTakeFirstOrThrow();
        const at = clock();
        if (locked.status !== 'open' || at.getTime() >= new Date(locked.locks_at).getTime()) throw new ApiFailure('draw_closed', { numero: draw.numero, locksAt: iso(locked.locks_at) });
        await deps.limits.assertStakeFits(trx, user, stake);
        const ticket = await trx
          .insertInto('lottery_tickets')
          .values({ draw_id: draw.id, user_id: user.id, merchant_code: user.merchant_code, currency: user.currency, bet_type: betType, selection, stake_minor: stake, odds_basis: odds, placed_at: at })
          .returning(['id'])
          .executeTakeFirstOrThrow();
        const posted = await ledger.post(trx, {
          merchantCode: user.merchant_code,
          currency: user.currency,
          kind: 'bet',
          userId: user.id,
          reference: `lottery:${ticket.id}`,
          memo: `${game.code} ${draw.numero}`,
          lines: [
            { account: { kind: 'main', userId: user.id }, amount: -stake },
            { account: { kind: 'house', merchantCode: user.merchant_code }, amount: stake },
          ],
        });
        await trx
          .insertInto('bets')
          .values({
            vendor: game.vendor,
            bet_id: lotteryBetId(ticket.id),
            user_id: user.id,
            merchant_code: user.merchant_code,
            game_type: LOTTERY_GAME_TYPE,
            game_code: game.code,
            round_id: draw.numero,
            stake_minor: stake,
            status: 'open',
            placed: true,
            placed_at: at,
          })
          .execute();
        const row = await ticketQuery(trx).where('t.id', '=', ticket.id).executeTakeFirstOrThrow();
        return { ticket: ticketView(row), balance: formatMinor(posted.balances.get(`main:${user.id}`) ?? 0), currency: user.currency };
      });
    },

    async tickets(user: UserRow, pageNo: number, gameId?: string): Promise<Page<LotteryTicket>> {
      let q = ticketQuery(db).where('t.user_id', '=', user.id);
      let c = db.selectFrom('lottery_tickets as t').innerJoin('lottery_draws as d', 'd.id', 't.draw_id').select((eb) => eb.fn.countAll<string | number>().as('n')).where('t.user_id', '=', user.id);
      if (gameId) {
        q = q.where('d.game_code', '=', gameId);
        c = c.where('d.game_code', '=', gameId);
      }
      const [rows, count] = await Promise.all([q.orderBy('t.id', 'desc').limit(PAGE_SIZE).offset((pageNo - 1) * PAGE_SIZE).execute(), c.executeTakeFirstOrThrow()]);
      return page(rows.map(ticketView), pageNo, Number(count.n));
    },

    /** The published hash of a draw and, once drawn, its seed and the number recomputed from it. */
    async verify(drawId: string): Promise<DrawVerification> {
      const draw = await db
        .selectFrom('lottery_draws as d')
        .innerJoin('lottery_games as g', 'g.code', 'd.game_code')
        .selectAll('d')
        .select('g.digits')
        .where('d.id', '=', drawId)
        .executeTakeFirst();
      if (!draw) throw new ApiFailure('not_found', { field: 'drawId' });
      const base = { drawId: String(draw.id), gameId: draw.game_code, numero: draw.numero, status: draw.status, serverSeedHash: draw.server_seed_hash, clientSeed: drawClientSeed(draw.game_code, draw.numero) };
      if (draw.status === 'open') return { ...base, serverSeed: null, numbers: null, recomputed: null, valid: null };
      const check = checkDraw({ serverSeed: draw.server_seed, serverSeedHash: draw.server_seed_hash, gameCode: draw.game_code, numero: draw.numero, digits: draw.digits, numbers: draw.numbers! });
      return { ...base, serverSeed: draw.server_seed, numbers: draw.numbers, recomputed: check.numbers, valid: check.valid };
    },

    /** The draw job's work as of `now` (see the top of this file). */
    runDraws: (now: Date = clock()): Promise<DrawRunCounts> => draws.runDraws(now),
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;

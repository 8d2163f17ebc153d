// The house games of the HOUSE vendor (server/house): seeds, rounds and their money.
//
// A round's money moves through the seamless wallet exactly as an outside vendor's
// would (server/wallet/seamless.ts, called in-process): the stake is a seamless
// bet and the result a seamless win ("0.00" settles a loss), each under its own
// transaction id, so every seamless rule holds (balance, locked and self-excluded
// members, live session token, one-time transaction ids, betting record).
//
// Idempotency: the key lives in the one key store of every money-moving route
// (platform/idempotency.ts), claimed before the bet, so a key used elsewhere cannot
// play a round and a round's key cannot be used elsewhere. Both transaction ids are
// derived from (member, Idempotency-Key), and the round is unique per (member, key).
// A call that finds the key claimed for the same round (a retry after any failure, or
// a call racing the first) finishes the same round and answers as a replay: the bet
// replays its stored answer, the round already drawn is reused (its nonce is spent
// once) and the win replays. The order is bet, then draw, then win, so the outcome is
// never drawn for a stake that was not taken. Common refusals (too little money,
// betting not allowed) are checked before the key is claimed, so they leave nothing
// behind and the key may be retried.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { DICE_CONFIG, diceMultiplierBasis, diceTargetOf, dicePayout, diceWins, rollDice, validDiceBet, type DiceBet, type DiceDirection } from '../shared/houseGames/dice';
import { hashServerSeed, isClientSeed, newClientSeed, newServerSeed, outcomeStream, type RoundSeeds } from './fairness';
import { PAYLINES, SLOT_CONFIG, slotPayout, spinSlot, type SlotOutcome } from '../shared/houseGames/slot';
import { formatMinor, minorOf } from '../shared/money';
import type { UserRow } from '../accounts/accounts';
import type { Clock } from '../platform/clock';
import type { Idempotency } from '../platform/idempotency';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { SeamlessReply, SeamlessService } from '../wallet/seamless';
import { inTransaction, pgErrorCode } from '../platform/txn';
import { amountOf } from '../wallet/wallet';
import type * as wire from '../shared/wire/house';
import type { HouseGame } from '../shared/wire/house';
import { assertMayStake, type StakeLimits } from '../protection/gate';

export const HOUSE_VENDOR_CODE = 'HOUSE';
export type { HouseGame } from '../shared/wire/house';

/** What a dice round stores and shows: the bet and the roll (hundredths as decimal strings). */
export type DiceRoundOutcome = wire.DiceOutcome;

/** The slot's outcome with its symbols typed (the wire shape `wire.SlotOutcome` names them as text). */
export interface SlotRoundOutcome extends SlotOutcome {
  lines: number;
}

export type HouseRound = wire.HouseRound;

/** A round with the balance after it: `wire.slotRoundAnswer` or `wire.diceRoundAnswer` by its game. */
export type RoundAnswer = { round: HouseRound; balance: string; currency: string };

export type FairnessState = wire.Fairness;

export interface DiceInput {
  amount: unknown;
  target: unknown;
  direction: unknown;
}

const hundredths = (n: number) => formatMinor(n);

/** A dice target ("49.50") as hundredths, or bad_request. */
export function targetOf(input: unknown): number {
  const target = typeof input === 'string' ? diceTargetOf(input) : null;
  if (target === null) throw new ApiFailure('bad_request', { field: 'target', problem: 'format' });
  return target;
}

function directionOf(input: unknown): DiceDirection {
  if (input !== 'under' && input !== 'over') throw new ApiFailure('bad_request', { field: 'direction', problem: 'format' });
  return input;
}

function diceBetOf(target: unknown, direction: unknown): DiceBet {
  const bet = { targetHundredths: targetOf(target), direction: directionOf(direction) };
  if (!validDiceBet(bet)) throw new ApiFailure('bad_request', { field: 'target', problem: 'out_of_range', minChance: '1.00', maxChance: '95.00' });
  return bet;
}

export function diceOutcome(seeds: RoundSeeds, bet: DiceBet): DiceRoundOutcome & { rollHundredths: number } {
  const roll = rollDice(outcomeStream(seeds));
  return {
    target: hundredths(bet.targetHundredths),
    direction: bet.direction,
    roll: hundredths(roll.rollHundredths),
    win: diceWins(bet, roll),
    multiplier: (diceMultiplierBasis(bet) / 10_000).toFixed(4),
    rollHundredths: roll.rollHundredths,
  };
}

export function slotOutcome(seeds: RoundSeeds): SlotRoundOutcome {
  return { ...spinSlot(outcomeStream(seeds)), lines: PAYLINES.length };
}

/** Transaction ids of a round, fixed by (member, key) so a retry reuses them; within the seamless pattern. */
function transactionIds(userId: number, key: string) {
  const digest = createHash('sha256').update(`${userId}:${key}`).digest('hex').slice(0, 40);
  return { bet: `house-${digest}-b`, win: `house-${digest}-w` };
}

function limitsOf(game: HouseGame) {
  return game === 'dice' ? DICE_CONFIG : SLOT_CONFIG;
}

export function createHouseService(base: Kysely<Database>, deps: { seamless: SeamlessService; idempotency: Idempotency; clock: Clock; limits: StakeLimits }) {
  const db = base;
  const { seamless, idempotency, clock } = deps;

  /** The member's active seed pair, made on first use. */
  async function activeSeed(conn: Kysely<Database> | Transaction<Database>, userId: number, lock = false) {
    for (;;) {
      let query = conn.selectFrom('house_seeds').selectAll().where('user_id', '=', userId).where('active', '=', true);
      if (lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      if (row) return row;
      const serverSeed = newServerSeed();
      await conn
        .insertInto('house_seeds')
        .values({ user_id: userId, server_seed: serverSeed, server_seed_hash: hashServerSeed(serverSeed), client_seed: newClientSeed(), created_at: clock() })
        .onConflict((oc) => oc.column('user_id').where('active', '=', true).doNothing())
        .execute();
    }
  }

  async function previousSeed(userId: number) {
    return db.selectFrom('house_seeds').selectAll().where('user_id', '=', userId).where('active', '=', false).orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  async function mainBalance(userId: number): Promise<number> {
    const row = await db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', userId).where('kind', '=', 'main').executeTakeFirst();
    return minorOf(row?.balance ?? 0);
  }

  function refusal(reply: SeamlessReply): never {
    if (reply.success) throw new Error('not a refusal');
    throw new ApiFailure(reply.errorCode, reply.value);
  }

  function view(row: { id: string | number; game: HouseGame; stake_minor: string | number; payout_minor: string | number; outcome: unknown; server_seed_hash: string; client_seed: string; nonce: number; bet_transaction_id: string; win_transaction_id: string; created_at: Date }, revealed: string | null): HouseRound {
    return {
      roundId: String(row.id),
      game: row.game,
      amount: formatMinor(row.stake_minor),
      payout: formatMinor(row.payout_minor),
      outcome: typeof row.outcome === 'string' ? JSON.parse(row.outcome) : row.outcome,
      serverSeedHash: row.server_seed_hash,
      serverSeed: revealed,
      clientSeed: row.client_seed,
      nonce: row.nonce,
      betTransactionId: row.bet_transaction_id,
      winTransactionId: row.win_transaction_id,
      createdAt: new Date(row.created_at).toISOString(),
      // The stored outcome is the one its game wrote: the game and the outcome agree.
    } as HouseRound;
  }

  async function existingRound(userId: number, key: string) {
    return db.selectFrom('house_rounds').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  }

  /**
   * One round, start to finish or resumed: the bet, the draw (once per key), the win.
   * `draw` turns the round's seeds into its outcome and payout.
   */
  async function play(
    user: UserRow,
    token: string,
    key: string,
    game: HouseGame,
    stakeInput: unknown,
    request: Record<string, unknown>,
    draw: (seeds: RoundSeeds, stakeMinor: number) => { outcome: DiceRoundOutcome | SlotRoundOutcome; payoutMinor: number },
  ): Promise<{ value: RoundAnswer; replayed: boolean }> {
    const stake = amountOf(stakeInput);
    const limits = limitsOf(game);
    if (stake < limits.minBetMinor || stake > limits.maxBetMinor) throw new ApiFailure('amount_out_of_range', { min: formatMinor(limits.minBetMinor), max: formatMinor(limits.maxBetMinor) });
    const req = { userId: user.id, key, scope: `house.${game}`, request: { ...request, amount: stake } };

    const earlier = await idempotency.state<RoundAnswer>(req);
    if (earlier.state === 'done') return { value: earlier.value, replayed: true };

    const vendor = await seamless.vendor(HOUSE_VENDOR_CODE);
    if (!vendor) throw new ApiFailure('maintenance', { vendor: HOUSE_VENDOR_CODE });
    const ids = transactionIds(user.id, key);
    const gameCode = limits.gameCode;

    if (earlier.state === 'free') {
      // Early answers for the usual refusals, so they leave no seamless record behind
      // (the seamless bet checks them again, under its lock).
      assertMayStake(user, clock());
      await db.transaction().execute((trx) => deps.limits.assertStakeFits(trx, user, stake));
      const balance = await mainBalance(user.id);
      const seamlessRow = await db.selectFrom('seamless_transactions').select('transaction_id').where('vendor', '=', vendor.vassalage).where('transaction_id', '=', ids.bet).executeTakeFirst();
      if (!seamlessRow && balance < stake) throw new ApiFailure('insufficient_funds', { balance: formatMinor(balance), currency: user.currency });
    }
    // From here the key is this round's on every route; a call that did not claim it
    // only finishes the round another call started.
    const claim = earlier.state === 'pending' ? earlier : await idempotency.claim<RoundAnswer>(req);
    if (claim.state === 'done') return { value: claim.value, replayed: true };

    const bet = await seamless.bet(vendor, { transactionId: ids.bet, playerId: user.id, token, amount: formatMinor(stake), gameCode, roundId: `${game}:${key}`.slice(0, 64) });
    if (!bet.success) refusal(bet);

    const round = await drawOnce(user, key, game, stake, ids, draw);
    const win = await seamless.win(vendor, { transactionId: ids.win, betId: ids.bet, playerId: user.id, amount: formatMinor(round.payout_minor), gameCode });
    if (!win.success) refusal(win);

    const answer: RoundAnswer = { round: view(round, null), balance: String(win.value.balance), currency: user.currency };
    return { value: await idempotency.finish(req, answer), replayed: claim.state === 'pending' };
  }

  /** The round of (member, key): drawn now with the next nonce of the active seed, or the one drawn before. */
  async function drawOnce(
    user: UserRow,
    key: string,
    game: HouseGame,
    stake: number,
    ids: { bet: string; win: string },
    draw: (seeds: RoundSeeds, stakeMinor: number) => { outcome: DiceRoundOutcome | SlotRoundOutcome; payoutMinor: number },
  ) {
    try {
      return await inTransaction(db, async (trx) => {
        // The seed row's lock queues this member's rounds and rotations.
        const seed = await activeSeed(trx, user.id, true);
        const done = await trx.selectFrom('house_rounds').selectAll().where('user_id', '=', user.id).where('idempotency_key', '=', key).executeTakeFirst();
        if (done) return done;
        const seeds = { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.nonce };
        const { outcome, payoutMinor } = draw(seeds, stake);
        const row = await trx
          .insertInto('house_rounds')
          .values({
            user_id: user.id,
            merchant_code: user.merchant_code,
            game,
            idempotency_key: key,
            stake_minor: stake,
            payout_minor: payoutMinor,
            outcome: JSON.stringify(outcome),
            seed_id: seed.id,
            server_seed_hash: seed.server_seed_hash,
            client_seed: seed.client_seed,
            nonce: seed.nonce,
            bet_transaction_id: ids.bet,
            win_transaction_id: ids.win,
            created_at: clock(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.updateTable('house_seeds').set({ nonce: seed.nonce + 1 }).where('id', '=', seed.id).execute();
        return row;
      });
    } catch (err) {
      // The same key raced in under another seed (a rotation between): theirs stands.
      if (pgErrorCode(err) !== '23505') throw err;
      const row = await existingRound(user.id, key);
      if (!row) throw err;
      return row;
    }
  }

  return {
    async fairness(user: UserRow): Promise<FairnessState> {
      const seed = await activeSeed(db, user.id);
      const previous = await previousSeed(user.id);
      return {
        serverSeedHash: seed.server_seed_hash,
        clientSeed: seed.client_seed,
        nonce: seed.nonce,
        previous: previous
          ? { serverSeed: previous.server_seed, serverSeedHash: previous.server_seed_hash, clientSeed: previous.client_seed, rounds: previous.nonce, revealedAt: new Date(previous.revealed_at!).toISOString() }
          : null,
      };
    },

    /** Reveals the active server seed and starts a new pair with the chosen (or a random) client seed. */
    async rotate(user: UserRow, clientSeed: unknown): Promise<FairnessState> {
      if (clientSeed !== undefined && !isClientSeed(clientSeed)) throw new ApiFailure('bad_request', { field: 'clientSeed', problem: 'format' });
      await inTransaction(db, async (trx) => {
        const seed = await activeSeed(trx, user.id, true);
        await trx.updateTable('house_seeds').set({ active: false, revealed_at: clock() }).where('id', '=', seed.id).execute();
        const serverSeed = newServerSeed();
        await trx
          .insertInto('house_seeds')
          .values({ user_id: user.id, server_seed: serverSeed, server_seed_hash: hashServerSeed(serverSeed), client_seed: (clientSeed as string | undefined) ?? newClientSeed(), created_at: clock() })
          .execute();
      });
      return this.fairness(user);
    },

    dice(user: UserRow, token: string, key: string, input: DiceInput) {
      const bet = diceBetOf(input.target, input.direction);
      return play(user, token, key, 'dice', input.amount, { target: bet.targetHundredths, direction: bet.direction }, (seeds, stake) => {
        const { rollHundredths, ...outcome } = diceOutcome(seeds, bet);
        return { outcome, payoutMinor: dicePayout(stake, bet, { rollHundredths }) };
      });
    },

    slot(user: UserRow, token: string, key: string, input: { amount: unknown }) {
      return play(user, token, key, 'slot', input.amount, {}, (seeds, stake) => {
        const outcome = slotOutcome(seeds);
        return { outcome, payoutMinor: slotPayout(stake, outcome) };
      });
    },

    async rounds(user: UserRow, pageNo: number): Promise<Page<HouseRound>> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('house_rounds as r')
          .innerJoin('house_seeds as s', 's.id', 'r.seed_id')
          .selectAll('r')
          .select(['s.server_seed', 's.active'])
          .where('r.user_id', '=', user.id)
          .orderBy('r.id', 'desc')
          .limit(PAGE_SIZE)
          .offset((pageNo - 1) * PAGE_SIZE)
          .execute(),
        db.selectFrom('house_rounds').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow(),
      ]);
      return page(
        rows.map((r) => view(r, r.active ? null : r.server_seed)),
        pageNo,
        Number(count.n),
      );
    },

    /** Recomputes a round from its seeds: anyone can check a revealed seed's rounds. */
    verify(query: { serverSeed: string; clientSeed: string; nonce: number; game: HouseGame; target?: string; direction?: string }) {
      const seeds = { serverSeed: query.serverSeed, clientSeed: query.clientSeed, nonce: query.nonce };
      const common = { game: query.game, serverSeedHash: hashServerSeed(query.serverSeed), clientSeed: query.clientSeed, nonce: query.nonce };
      if (query.game === 'slot') {
        const outcome = slotOutcome(seeds);
        return { ...common, outcome, multiplier: (outcome.totalLinePays / outcome.lines).toFixed(4) };
      }
      if (query.target !== undefined || query.direction !== undefined) {
        const { rollHundredths: _roll, ...outcome } = diceOutcome(seeds, diceBetOf(query.target, query.direction));
        return { ...common, outcome };
      }
      return { ...common, outcome: { roll: hundredths(rollDice(outcomeStream(seeds)).rollHundredths) } };
    },
  };
}

export type HouseService = ReturnType<typeof createHouseService>;

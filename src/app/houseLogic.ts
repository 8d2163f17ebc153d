import { fromPromise } from 'xstate';
import { houseDiceMachine } from '../../machines/houseDice.machine';
import type { HouseFairness, PlayInput, PlayOutput } from '../../machines/houseRound';
import { houseSlotMachine } from '../../machines/houseSlot.machine';
import { SLOT_CONFIG, slotPayout } from '../../server/shared/houseGames/slot';
import { formatMinor, minorOf, parseAmount } from '../../server/shared/money';
import type { SlotOutcome } from '../../server/shared/houseGames/slot';
import type { Verification, VerifyQuery } from '../../server/shared/wire/house';
import { MAIN_WALLET } from '../../server/shared/wire/wallet';
import { demoSpin, fetchFairness, playDice, playSlot, rotateSeeds, verifyRound } from '../api/house';
import { fetchBalance } from '../api/wallet';
import { announceBalance } from '../views/house/frameMessages';

// The house pages' machines with their calls supplied; they load with the house pages.
// Each call gets the signal of the state that started it.

type Signalled<I> = { input: I; signal: AbortSignal };

const fairness = {
  loadFairness: fromPromise<HouseFairness>(({ signal }) => fetchFairness({ signal })),
  rotate: fromPromise<HouseFairness, { clientSeed: string }>(({ input, signal }) => rotateSeeds(input.clientSeed, { signal })),
};
const onBalance = { announceBalance: ({ context }: { context: { balance: string | null } }) => context.balance !== null && announceBalance(context.balance) };

/** /house/slot: the house slot for real money. */
export const houseSlotLogic = houseSlotMachine.provide({
  actors: {
    ...fairness,
    play: fromPromise<PlayOutput, PlayInput>(({ input, signal }: Signalled<PlayInput>) => playSlot(input.bet.amount ?? '', input.key, { signal }) as Promise<PlayOutput>),
  },
  actions: onBalance,
});

/** /house/dice: the house dice for real money. */
export const houseDiceLogic = houseDiceMachine.provide({
  actors: {
    ...fairness,
    play: fromPromise<PlayOutput, PlayInput>(
      ({ input, signal }: Signalled<PlayInput>) =>
        playDice({ amount: input.bet.amount ?? '', target: input.bet.target ?? '', direction: input.bet.direction === 'over' ? 'over' : 'under' }, input.key, { signal }) as Promise<PlayOutput>,
    ),
  },
  actions: onBalance,
});

/** The main wallet's balance, which house rounds stake from and pay into (null when it has none). */
export async function loadMainBalance(): Promise<string | null> {
  const balance = await fetchBalance();
  return balance.wallets.find((w) => w.wallet === MAIN_WALLET)?.balance ?? null;
}

/** Play credits a demo starts with. */
export const DEMO_CREDITS = '1000.00';

/** A demo's opening stake: five times the slot's least. */
export const DEMO_STAKE = formatMinor(SLOT_CONFIG.minBetMinor * 5);

/**
 * A demo spin: a slot outcome from a fresh random seed (the house slot's engine, via the
 * public verification call), paid in play credits held by the page. No wallet is touched.
 */
export async function playDemo(input: PlayInput, { signal }: { signal?: AbortSignal } = {}): Promise<PlayOutput> {
  const stake = parseAmount(input.bet.amount ?? '');
  if (!stake.ok) throw { errorCode: 'invalid_amount' };
  const credits = minorOf(input.balance ?? DEMO_CREDITS);
  if (stake.minor > credits) throw { errorCode: 'insufficient_funds', value: { balance: formatMinor(credits) } };
  const outcome = await demoSpin({ signal });
  const payout = slotPayout(stake.minor, outcome as SlotOutcome);
  return {
    round: { roundId: 'demo', game: 'slot', amount: formatMinor(stake.minor), payout: formatMinor(payout), outcome, serverSeedHash: '', serverSeed: null, clientSeed: 'demo', nonce: 0 },
    balance: formatMinor(credits - stake.minor + payout),
  };
}

/** A demo has no seeds to show: the page starts ready. */
const demoFairness = async (): Promise<HouseFairness> => ({ serverSeedHash: '', clientSeed: 'demo', nonce: 0, previous: null });

/** /house/demo: the demo slot of a vendor the portal has no integration with yet, in play credits. */
export const houseDemoLogic = houseSlotMachine.provide({
  actors: {
    loadFairness: fromPromise<HouseFairness>(demoFairness),
    rotate: fromPromise<HouseFairness, { clientSeed: string }>(demoFairness),
    play: fromPromise<PlayOutput, PlayInput>(({ input, signal }: Signalled<PlayInput>) => playDemo(input, { signal })),
  },
});

/** /house/verify: the public check of a round from its revealed seeds. */
export const verifyHouseRound = (query: VerifyQuery): Promise<Verification> => verifyRound(query);

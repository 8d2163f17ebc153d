import { useMachine } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { houseDiceMachine } from '../../../machines/houseDice.machine';
import type { HouseFairness, PlayInput, PlayOutput } from '../../../machines/houseRound';
import { houseSlotMachine } from '../../../machines/houseSlot.machine';
import { SLOT_CONFIG, slotPayout } from '../../../server/house/slot';
import { formatMinor, minorOf, parseAmount } from '../../../server/shared/money';
import { demoSpin, fetchFairness, playDice, playSlot, rotateSeeds } from '../../api/house';
import { fetchBalance, MAIN_WALLET } from '../../api/wallet';
import { useResource } from '../../app/useMachines';
import { useSessionView } from '../../app/session';
import { AreaMessages } from '../../i18n/AreaMessages';
import { announceBalance } from './frameMessages';
import { HouseDiceView } from './HouseDiceView';
import { HouseSlotView } from './HouseSlotView';
import { Loading } from './Loading';
import './house.css';

/** A house page alone (no portal around it): what the launcher frames. */
function HouseFrame({ children }: { children: ReactNode }) {
  return (
    <AreaMessages area="lobby" fallback={<Loading />}>
      <div className="house-page">{children}</div>
    </AreaMessages>
  );
}

const real = {
  loadFairness: fromPromise<HouseFairness>(() => fetchFairness()),
  rotate: fromPromise<HouseFairness, { clientSeed: string }>(({ input }) => rotateSeeds(input.clientSeed)),
};
const onBalance = { announceBalance: ({ context }: { context: { balance: string | null } }) => context.balance !== null && announceBalance(context.balance) };

/** The main wallet's balance, which house rounds stake from and pay into (null until loaded). */
function useMainBalance(): string | null {
  const { data } = useResource(() => fetchBalance());
  return data?.wallets.find((w) => w.wallet === MAIN_WALLET)?.balance ?? null;
}

/** /house/slot: the house 5x3 slot for real money. */
export function HouseSlotPage() {
  const { member } = useSessionView();
  const balance = useMainBalance();
  const machine = useMemo(
    () =>
      houseSlotMachine.provide({
        actors: { ...real, play: fromPromise<PlayOutput, PlayInput>(({ input }) => playSlot(input.bet.amount ?? '', input.key) as Promise<PlayOutput>) },
        actions: onBalance,
      }),
    [],
  );
  const [, , actorRef] = useMachine(machine, { input: { bet: { amount: '1.00' } } });
  return (
    <HouseFrame>
      <HouseSlotView actorRef={actorRef} currencySymbol={member?.currencySymbol ?? ''} balance={balance} />
    </HouseFrame>
  );
}

/** /house/dice: the house dice for real money. */
export function HouseDicePage() {
  const { member } = useSessionView();
  const balance = useMainBalance();
  const machine = useMemo(
    () =>
      houseDiceMachine.provide({
        actors: {
          ...real,
          play: fromPromise<PlayOutput, PlayInput>(
            ({ input }) => playDice({ amount: input.bet.amount ?? '', target: input.bet.target ?? '', direction: input.bet.direction === 'over' ? 'over' : 'under' }, input.key) as Promise<PlayOutput>,
          ),
        },
        actions: onBalance,
      }),
    [],
  );
  const [, , actorRef] = useMachine(machine, { input: { bet: { amount: '1.00', target: '49.50', direction: 'under' } } });
  return (
    <HouseFrame>
      <HouseDiceView actorRef={actorRef} currencySymbol={member?.currencySymbol ?? ''} balance={balance} />
    </HouseFrame>
  );
}

/** Play credits a demo starts with. */
export const DEMO_CREDITS = '1000.00';

/**
 * A demo spin: a slot outcome from a fresh random seed (the house slot's engine, via the
 * public verification call), paid in play credits held by the page. No wallet is touched.
 */
export async function playDemo(input: PlayInput): Promise<PlayOutput> {
  const stake = parseAmount(input.bet.amount ?? '');
  if (!stake.ok) throw { errorCode: 'invalid_amount' };
  const credits = minorOf(input.balance ?? DEMO_CREDITS);
  if (stake.minor > credits) throw { errorCode: 'insufficient_funds', value: { balance: formatMinor(credits) } };
  const outcome = await demoSpin();
  const payout = slotPayout(stake.minor, outcome as Parameters<typeof slotPayout>[1]);
  return {
    round: { roundId: 'demo', game: 'slot', amount: formatMinor(stake.minor), payout: formatMinor(payout), outcome, serverSeedHash: '', serverSeed: null, clientSeed: 'demo', nonce: 0 },
    balance: formatMinor(credits - stake.minor + payout),
  };
}

/** /house/demo: the demo slot of a vendor the portal has no integration with yet. */
export function HouseDemoPage() {
  const [params] = useSearchParams();
  const vendorName = params.get('vendorName') || params.get('vendor') || '';
  const game = params.get('game') || vendorName;
  const machine = useMemo(
    () =>
      houseSlotMachine.provide({
        actors: {
          // A demo has no seeds to show: the page starts ready.
          loadFairness: fromPromise<HouseFairness>(async () => ({ serverSeedHash: '', clientSeed: 'demo', nonce: 0, previous: null })),
          rotate: fromPromise<HouseFairness, { clientSeed: string }>(async () => ({ serverSeedHash: '', clientSeed: 'demo', nonce: 0, previous: null })),
          play: fromPromise<PlayOutput, PlayInput>(({ input }) => playDemo(input)),
        },
      }),
    [],
  );
  const [, , actorRef] = useMachine(machine, { input: { bet: { amount: formatMinor(SLOT_CONFIG.minBetMinor * 5) } } });
  return (
    <HouseFrame>
      {/* Play credits are not money: no currency symbol. */}
      <HouseSlotView actorRef={actorRef} currencySymbol="" balance={DEMO_CREDITS} demo={{ vendorName, game }} />
    </HouseFrame>
  );
}

import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEMO_CREDITS, DEMO_STAKE, houseDemoLogic, houseDiceLogic, houseSlotLogic, loadMainBalance } from '../../app/houseLogic';
import { useResource } from '../../app/useMachines';
import { useSessionView } from '../../app/session';
import { AreaMessages } from '../../app/AreaMessages';
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

/** The main wallet's balance, which house rounds stake from and pay into (null until loaded). */
function useMainBalance(): string | null {
  return useResource(loadMainBalance).data;
}

/** /house/slot: the house 5x3 slot for real money. */
export function HouseSlotPage() {
  const { member } = useSessionView();
  const balance = useMainBalance();
  const [, , actorRef] = useMachine(houseSlotLogic, { input: { bet: { amount: '1.00' } } });
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
  const [, , actorRef] = useMachine(houseDiceLogic, { input: { bet: { amount: '1.00', target: '49.50', direction: 'under' } } });
  return (
    <HouseFrame>
      <HouseDiceView actorRef={actorRef} currencySymbol={member?.currencySymbol ?? ''} balance={balance} />
    </HouseFrame>
  );
}

/** /house/demo: the demo slot of a vendor the portal has no integration with yet. */
export function HouseDemoPage() {
  const [params] = useSearchParams();
  const vendorName = params.get('vendorName') || params.get('vendor') || '';
  const game = params.get('game') || vendorName;
  const [, , actorRef] = useMachine(houseDemoLogic, { input: { bet: { amount: DEMO_STAKE } } });
  return (
    <HouseFrame>
      {/* Play credits are not money: no currency symbol. */}
      <HouseSlotView actorRef={actorRef} currencySymbol="" balance={DEMO_CREDITS} demo={{ vendorName, game }} />
    </HouseFrame>
  );
}

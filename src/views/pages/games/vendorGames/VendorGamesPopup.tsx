import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { vendorGamesMachine } from '../../../../../machines/vendorGames.machine';
import type { MenuVendor as Vendor } from '../../../../../server/shared/wire/gameMenu';
import { vendorGamesLogic as liveMachine } from '../../../../app/lobbyLogic';
import { useSessionSend, useSessionView } from '../../../../app/session';
import { Modal } from '../../../../components/Modal';
import { Spinner } from '../../../../components/Spinner';
import { AreaMessages } from '../../../../app/AreaMessages';
import { useT } from '../../../../i18n/useT';
import { VendorGamesList } from './VendorGamesList';
import '../hall/hall.css';
import './vendorGames.css';

/**
 * A small popup (spec-notes 11: Escape, the background or the close button close it)
 * listing the games a VASSALAGE vendor card stands for.
 */
export function VendorGamesPopup({ vendor, onClose, machine = liveMachine }: { vendor: Vendor; onClose: () => void; machine?: typeof vendorGamesMachine }) {
  const t = useT();
  return (
    <Modal title={vendor.name} onClose={onClose} closeLabel={t('common.close')} size="wide" testId="vendor-games-popup">
      <AreaMessages area="lobby" fallback={<Spinner label={t('common.loading')} size="large" />}>
        <VendorGames vendor={vendor} machine={machine} />
      </AreaMessages>
    </Modal>
  );
}

function VendorGames({ vendor, machine }: { vendor: Vendor; machine: typeof vendorGamesMachine }) {
  const sessionSend = useSessionSend();
  const { signedIn } = useSessionView();
  const input = useMemo(() => ({ gameType: vendor.gameType, vendor: vendor.vassalage }), [vendor.gameType, vendor.vassalage]);
  const [snapshot, send] = useMachine(machine, { input });
  return <VendorGamesList snapshot={snapshot} send={send} signedIn={signedIn} onLaunch={(to) => sessionSend({ type: 'GATE', to })} />;
}

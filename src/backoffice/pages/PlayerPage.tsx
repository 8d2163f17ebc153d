import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useResource } from '../../app/useResource';
import { Link } from '../../components/Link';
import { useCT, useErrorText } from '../intl';
import { ListLoading } from '../PageLoading';
import * as api from '../playersApi';
import { BASE } from '../sections';
import { useMay, useStaffSession } from '../session';
import { AdjustmentPanel } from './players/AdjustmentPanel';
import { LockPanel } from './players/LockPanel';
import { PasswordResetPanel } from './players/PasswordResetPanel';
import { PlayerNotes } from './players/PlayerNotes';
import { PlayerProfile } from './players/PlayerProfile';
import { PlayerRecords } from './players/PlayerRecords';
import { ProtectionPanel } from './players/ProtectionPanel';

/**
 * A player's page (players.read): profile and wallets, ledger, bets and logins, notes; and the
 * actions the staff member's role holds (the others are not shown): notes (players.note), lock
 * and password reset (players.lock), a manual adjustment (money.adjust); the player's protection
 * (time-out, self-exclusion, deposit limits), where risk staff (risk.manage) may impose a break.
 */
export function PlayerPage() {
  const t = useCT();
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const { token } = useStaffSession();
  const may = useMay();
  const { data, errorCode, snapshot, send } = useResource((playerId: string, { signal }) => api.fetchPlayer(token, playerId, { signal }), id);
  const refresh = useCallback(() => send({ type: 'REFRESH' }), [send]);

  return (
    <section className="bo-page" data-testid="bo-player" data-id={id}>
      <p>
        <Link to={`${BASE}/players`}>{t('backoffice.players.back')}</Link>
      </p>
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(data)} error={errorText(errorCode)} />
      {data && (
        <>
          <div className="bo-page__head">
            <h1 data-testid="bo-player-account">{data.account}</h1>
            <button type="button" className="bo-button" onClick={refresh}>
              {t('backoffice.reload')}
            </button>
          </div>
          <PlayerProfile player={data} />
          <ProtectionPanel key={`protection-${data.id}`} playerId={data.id} currency={data.currency} mayImpose={may('risk.manage')} onImposed={refresh} />
          <div className="bo-split">
            {may('players.lock') && <LockPanel key={data.id} playerId={data.id} locked={data.locked} onChanged={refresh} />}
            {may('players.lock') && <PasswordResetPanel playerId={data.id} onReset={refresh} />}
            {may('money.adjust') && <AdjustmentPanel key={data.id} player={data} onPosted={refresh} />}
          </div>
          <PlayerNotes playerId={data.id} notes={data.notes} mayAdd={may('players.note')} onAdded={refresh} />
          <PlayerRecords id={data.id} currency={data.currency} />
        </>
      )}
    </section>
  );
}

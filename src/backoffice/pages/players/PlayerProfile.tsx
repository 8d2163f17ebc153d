import { FormattedDate } from 'react-intl';
import type { PlayerDetails } from '../../../../server/shared/wire/backofficePlayers';
import { useCT } from '../../intl';
import { Amount } from './Amount';

const Day = ({ at }: { at: string | null }) => (at ? <FormattedDate value={at} dateStyle="medium" timeStyle="short" /> : <>–</>);

/** A player's profile and wallets. */
export function PlayerProfile({ player }: { player: PlayerDetails }) {
  const t = useCT();
  const p = player;
  return (
    <div className="bo-split">
      <section className="bo-card" aria-labelledby="bo-player-profile" data-testid="bo-player-profile">
        <h2 id="bo-player-profile">{t('backoffice.players.profile')}</h2>
        <dl className="bo-facts">
          <dt>{t('backoffice.players.state')}</dt>
          <dd data-testid="bo-player-state" data-locked={p.locked}>
            {t(p.locked ? 'backoffice.players.locked' : 'backoffice.players.active')}
            {p.passwordChangeRequired && <span className="bo-muted"> · {t('backoffice.players.mustChangePassword')}</span>}
          </dd>
          <dt>{t('backoffice.players.nickname')}</dt>
          <dd>{p.nickname || '–'}</dd>
          <dt>{t('backoffice.players.merchant')}</dt>
          <dd>{p.merchantCode}</dd>
          <dt>{t('backoffice.players.mobile')}</dt>
          <dd>{p.mobile ?? '–'}</dd>
          <dt>{t('backoffice.players.email')}</dt>
          <dd>{p.email ?? '–'}</dd>
          <dt>{t('backoffice.players.referralCode')}</dt>
          <dd>{p.referralCode}</dd>
          <dt>{t('backoffice.players.parent')}</dt>
          <dd>{p.parentAccount ?? '–'}</dd>
          <dt>{t('backoffice.players.registered')}</dt>
          <dd>
            <Day at={p.registeredAt} /> {p.registerIp && <span className="bo-muted">{p.registerIp}</span>} {p.registerDomain && <span className="bo-muted">{p.registerDomain}</span>}
          </dd>
          <dt>{t('backoffice.players.lastLogin')}</dt>
          <dd>
            <Day at={p.lastLoginAt} />
          </dd>
        </dl>
      </section>
      <section className="bo-card" aria-labelledby="bo-player-wallets" data-testid="bo-player-wallets">
        <h2 id="bo-player-wallets">{t('backoffice.players.wallets')}</h2>
        <table className="bo-table">
          <tbody>
            {p.wallets.wallets.map((w) => (
              <tr key={w.wallet} data-testid="bo-wallet" data-wallet={w.wallet}>
                <th scope="row">{w.wallet === 'main' ? t('backoffice.players.mainWallet') : w.name}</th>
                <td>
                  <Amount value={w.balance} currency={p.wallets.currency} />
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('backoffice.players.total')}</th>
              <td data-testid="bo-wallet-total">
                <Amount value={p.wallets.sumBalance} currency={p.wallets.currency} />
              </td>
            </tr>
          </tbody>
        </table>
      </section>
    </div>
  );
}

import type { LoginPage } from '../../../../server/shared/wire/centre';
import { fetchLoginPage } from '../../../app/centreAccount';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useHasMessage, useT, type MessageKey } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import { RecordPager } from '../records/RecordPager';
import { useRecordList } from '../../../app/useMachines';
import './account.css';

/** How a session began, in words; a way the page does not know yet shows as the server names it. */
function useViaLabel() {
  const t = useT();
  const hasMessage = useHasMessage();
  return (via: string) => {
    const key = `centre.account.logins.via.${via}`;
    return hasMessage(key) ? t(key as MessageKey) : via;
  };
}

/** Login history: the sessions opened on this account, newest first, 15 a page. */
export function LoginHistory() {
  const t = useT();
  const { dateTime } = useCentreDates();
  const viaLabel = useViaLabel();
  // The list has no date window: only its pages are used.
  const list = useRecordList<LoginPage>(fetchLoginPage);
  const result = list.result;
  const loading = list.snapshot.matches('loading');

  return (
    <section className="security-card" aria-labelledby="security-logins" data-testid="login-history">
      <header className="security-card__head">
        <h3 className="security-card__title" id="security-logins">
          <Icon name="clock" size={18} />
          {t('centre.account.logins.title')}
        </h3>
        {loading && result && <Spinner label={t('common.loading')} />}
      </header>
      {result === null ? (
        list.errorCode ? (
          <div className="security-failed" role="alert" data-testid="login-history-failed">
            <span>{t(errorKey(list.errorCode))}</span>
            <button type="button" className="button button--ghost" onClick={() => list.send({ type: 'RETRY' })}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="security-loading">
            <Spinner label={t('common.loading')} />
          </div>
        )
      ) : result.items.length === 0 ? (
        <p className="security-muted" data-testid="login-history-empty">
          {t('centre.account.logins.empty')}
        </p>
      ) : (
        <>
          {list.errorCode && (
            <div className="security-failed" role="alert">
              <span>{t(errorKey(list.errorCode))}</span>
              <button type="button" className="button button--ghost" onClick={() => list.send({ type: 'RETRY' })}>
                {t('common.retry')}
              </button>
            </div>
          )}
          <div className="security-table-wrap">
            <table className="security-table" data-testid="login-history-table" aria-busy={loading || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('centre.account.logins.time')}</th>
                  <th scope="col">{t('centre.account.logins.ip')}</th>
                  <th scope="col">{t('centre.account.logins.via')}</th>
                  <th scope="col">{t('centre.account.logins.device')}</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((login, index) => (
                  <tr key={`${login.at}-${index}`} data-testid="login-row">
                    <td>{dateTime(login.at)}</td>
                    <td className="is-mono">{login.ip ?? '—'}</td>
                    <td>
                      {viaLabel(login.via)}
                      {login.side === 'agent' && <span className="security-tag">{t('centre.account.logins.agentSide')}</span>}
                    </td>
                    <td className="is-mono is-wrap">{login.deviceId ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <RecordPager page={result.page} totalPages={result.totalPages} total={result.total} busy={loading} onPage={(page) => list.send({ type: 'PAGE', page })} testId="login-pager" />
        </>
      )}
    </section>
  );
}

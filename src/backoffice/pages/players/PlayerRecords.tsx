import { useId } from 'react';
import { FormattedDate } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AccountPage, BetPage, RangePreset } from '../../../../server/shared/wire/records';
import type { LoginPage } from '../../../../server/shared/wire/centre';
import { useQueryResource } from '../../useQueryResource';
import { useCT, useErrorText } from '../../intl';
import { ListLoading } from '../../PageLoading';
import * as api from '../../playersApi';
import { useStaffSession } from '../../session';
import { Amount } from './Amount';
import { Pager } from './Pager';

export const RECORD_TABS = ['ledger', 'bets', 'logins'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

interface RecordParams {
  id: string;
  tab: RecordTab;
  page: number;
  preset: RangePreset;
}
type Loaded = { tab: 'ledger'; page: AccountPage } | { tab: 'bets'; page: BetPage } | { tab: 'logins'; page: LoginPage };

/** The tab, page and range as the address keeps them: ?tab&page&range. */
export function recordParamsOf(id: string, search: URLSearchParams): RecordParams {
  const tab = search.get('tab') as RecordTab | null;
  const page = Number(search.get('page'));
  return { id, tab: tab && RECORD_TABS.includes(tab) ? tab : 'ledger', page: Number.isInteger(page) && page > 1 ? page : 1, preset: search.get('range') === '30d' ? '30d' : '7d' };
}

async function load(token: string, { id, tab, page, preset }: RecordParams, signal: AbortSignal): Promise<Loaded> {
  if (tab === 'bets') return { tab, page: await api.fetchPlayerBets(token, id, { page, preset }, { signal }) };
  if (tab === 'logins') return { tab, page: await api.fetchPlayerLogins(token, id, { page }, { signal }) };
  return { tab, page: await api.fetchPlayerLedger(token, id, { page, preset }, { signal }) };
}

/** The player's ledger (every journal), bets, and logins with devices: one tab at a time, 15 a page. */
export function PlayerRecords({ id, currency }: { id: string; currency: string }) {
  const t = useCT();
  const errorText = useErrorText();
  const pagesId = useId();
  const { token } = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const params = recordParamsOf(id, search);
  const { data, errorCode, snapshot, send } = useQueryResource((p: RecordParams, { signal }) => load(token, p, signal), params);
  const change = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setSearch(next);
  };
  const shown = data && data.tab === params.tab ? data : null;

  return (
    <section className="bo-card" aria-labelledby={`${pagesId}-title`} data-testid="bo-player-records">
      <h2 id={`${pagesId}-title`}>{t('backoffice.players.records')}</h2>
      <div className="bo-row" role="tablist" aria-label={t('backoffice.players.records')}>
        {RECORD_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={params.tab === tab}
            className={params.tab === tab ? 'bo-button bo-button--primary' : 'bo-button'}
            onClick={() => change({ tab: tab === 'ledger' ? null : tab, page: null })}
            data-testid={`bo-tab-${tab}`}
          >
            {t(`backoffice.players.tab.${tab}`)}
          </button>
        ))}
        {params.tab !== 'logins' && (
          <label className="bo-field bo-form--inline">
            <span>{t('backoffice.players.range')}</span>
            <select value={params.preset} onChange={(e) => change({ range: e.target.value === '7d' ? null : e.target.value, page: null })}>
              <option value="7d">{t('backoffice.players.range.7d')}</option>
              <option value="30d">{t('backoffice.players.range.30d')}</option>
            </select>
          </label>
        )}
      </div>
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(shown)} error={errorText(errorCode)} />
      {shown && (
        <>
          {shown.page.items.length === 0 ? <p className="bo-empty">{t('backoffice.players.noRecords')}</p> : <RecordTable loaded={shown} currency={currency} describedBy={pagesId} />}
          <Pager id={pagesId} page={shown.page.page} pages={shown.page.totalPages} total={shown.page.total} onPage={(page) => change({ page: page > 1 ? String(page) : null })} />
        </>
      )}
    </section>
  );
}

const When = ({ at }: { at: string | null }) => (at ? <FormattedDate value={at} dateStyle="medium" timeStyle="medium" /> : <>–</>);

function RecordTable({ loaded, currency, describedBy }: { loaded: Loaded; currency: string; describedBy: string }) {
  const t = useCT();
  if (loaded.tab === 'ledger') {
    return (
      <table className="bo-table" aria-describedby={describedBy} data-testid="bo-ledger-table">
        <thead>
          <tr>
            <th scope="col">{t('backoffice.players.at')}</th>
            <th scope="col">{t('backoffice.players.journalKind')}</th>
            <th scope="col">{t('backoffice.players.wallet')}</th>
            <th scope="col">{t('backoffice.players.amount')}</th>
            <th scope="col">{t('backoffice.players.balanceAfter')}</th>
            <th scope="col">{t('backoffice.players.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {loaded.page.items.map((line) => (
            <tr key={line.id} data-testid="bo-ledger-row" data-kind={line.kind}>
              <td>
                <When at={line.at} />
              </td>
              <td>
                <code>{line.kind}</code> <span className="bo-muted">#{line.journalId}</span>
              </td>
              <td>{line.wallet}</td>
              <td>
                <Amount value={line.amount} currency={currency} />
              </td>
              <td>
                <Amount value={line.balanceAfter} currency={currency} />
              </td>
              <td>{line.memo}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (loaded.tab === 'bets') {
    return (
      <table className="bo-table" aria-describedby={describedBy} data-testid="bo-bets-table">
        <thead>
          <tr>
            <th scope="col">{t('backoffice.players.at')}</th>
            <th scope="col">{t('backoffice.players.game')}</th>
            <th scope="col">{t('backoffice.players.stake')}</th>
            <th scope="col">{t('backoffice.players.payout')}</th>
            <th scope="col">{t('backoffice.players.state')}</th>
          </tr>
        </thead>
        <tbody>
          {loaded.page.items.map((bet) => (
            <tr key={bet.id} data-testid="bo-bet-row">
              <td>
                <When at={bet.placedAt} />
              </td>
              <td>
                {bet.vendorName} <span className="bo-muted">{bet.gameCode}</span>
              </td>
              <td>
                <Amount value={bet.stake} currency={currency} />
              </td>
              <td>
                <Amount value={bet.payout} currency={currency} />
              </td>
              <td>
                <code>{bet.status}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <table className="bo-table" aria-describedby={describedBy} data-testid="bo-logins-table">
      <thead>
        <tr>
          <th scope="col">{t('backoffice.players.at')}</th>
          <th scope="col">{t('backoffice.players.ip')}</th>
          <th scope="col">{t('backoffice.players.device')}</th>
          <th scope="col">{t('backoffice.players.signedInWith')}</th>
        </tr>
      </thead>
      <tbody>
        {loaded.page.items.map((login, i) => (
          <tr key={`${login.at}-${i}`} data-testid="bo-login-row">
            <td>
              <When at={login.at} />
            </td>
            <td>{login.ip ?? '–'}</td>
            <td>{login.deviceId ?? '–'}</td>
            <td>
              <code>{login.via}</code> <span className="bo-muted">{login.side}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

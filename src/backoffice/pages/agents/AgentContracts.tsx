import type { FormEvent } from 'react';
import { FormattedDate } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { CONTRACT_STATUSES } from '../../../../server/shared/wire/agent';
import { ID_PATTERN } from '../../../../server/shared/wire/common';
import * as api from '../../api';
import { useCT, useErrorText } from '../../intl';
import { ListLoading } from '../../PageLoading';
import { ScrollBox } from '../../ScrollBox';
import { useStaffSession } from '../../session';
import { Pager } from './Pager';
import { termsText } from './contractTerms';
import { pageOf, useQueryResource, withParam } from '../../useQueryResource';



/** The filters as the address keeps them: ?status&agent&page (agent: an account's id). */
export function contractQueryOf(search: URLSearchParams, merchant: string | undefined): api.ContractQuery {
  const status = search.get('status') ?? '';
  const agent = search.get('agent')?.trim() ?? '';
  return {
    merchantCode: merchant,
    status: (CONTRACT_STATUSES as readonly string[]).includes(status) ? status : undefined,
    agentId: ID_PATTERN.test(agent) ? agent : undefined,
    page: pageOf(search),
  };
}

/** Contracts in force, offered and ended (agents.manage), newest offer first, 15 a page. */
export function AgentContracts({ merchant }: { merchant: string | undefined }) {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const query = contractQueryOf(search, merchant);
  const { data, errorCode, snapshot } = useQueryResource((q: api.ContractQuery, { signal }) => api.fetchAgentContracts(token, q, { signal }), query);

  const filter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams(merchant ? { merchant } : {});
    for (const name of ['status', 'agent']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setSearch(next);
  };

  return (
    <div data-testid="bo-agent-contracts">
      <h2 className="bo-visually-hidden">{t('backoffice.agents.contracts')}</h2>
      <form className="bo-filters" onSubmit={filter} aria-label={t('backoffice.agents.contractFilters')} key={search.toString()}>
        <label className="bo-field">
          <span>{t('backoffice.agents.status')}</span>
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('backoffice.agents.anyStatus')}</option>
            {CONTRACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`backoffice.agents.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('backoffice.agents.agentId')}</span>
          <input name="agent" defaultValue={search.get('agent') ?? ''} inputMode="numeric" maxLength={18} size={10} />
        </label>
        <button type="submit" className="bo-button bo-button--primary">
          {t('backoffice.agents.apply')}
        </button>
      </form>
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(data)} error={errorText(errorCode)} />
      {data &&
        (data.items.length === 0 ? (
          <p className="bo-empty">{t('backoffice.agents.noContracts')}</p>
        ) : (
          <ScrollBox label={t('backoffice.agents.contracts')}>
            <table className="bo-table" data-testid="bo-contracts-table">
              <caption className="bo-visually-hidden">{t('backoffice.agents.contracts')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('backoffice.agents.kindOfContract')}</th>
                  <th scope="col">{t('backoffice.agents.status')}</th>
                  <th scope="col">{t('backoffice.agents.upline')}</th>
                  <th scope="col">{t('backoffice.agents.downline')}</th>
                  <th scope="col">{t('backoffice.agents.terms')}</th>
                  <th scope="col">{t('backoffice.agents.offeredAt')}</th>
                  <th scope="col">{t('backoffice.agents.answeredAt')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((c) => (
                  <tr key={c.id} data-testid="bo-contract-row" data-status={c.status}>
                    <td>{t(`backoffice.agents.contractKind.${c.kind}`)}</td>
                    <td>{t(`backoffice.agents.status.${c.status}`)}</td>
                    <td>{c.upline ? c.upline.account : <span className="bo-muted">{t('backoffice.agents.platform')}</span>}</td>
                    <td>{c.downline.account}</td>
                    <td>{termsText(t, c.terms)}</td>
                    <td>
                      <FormattedDate value={c.offeredAt} dateStyle="medium" timeStyle="short" />
                    </td>
                    <td>{c.answeredAt ? <FormattedDate value={c.answeredAt} dateStyle="medium" timeStyle="short" /> : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        ))}
      {data && <Pager page={data.page} totalPages={data.totalPages} total={data.total} onPage={(p) => setSearch(withParam(search, 'page', p, '1'))} />}
    </div>
  );
}

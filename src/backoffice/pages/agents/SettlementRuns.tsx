import { FormattedDate } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { SettlementRuns as Runs } from '../../../../server/shared/wire/agent';
import { Link } from '../../../components/Link';
import * as api from '../../api';
import { useCT, useErrorText } from '../../intl';
import { ListLoading } from '../../PageLoading';
import { ScrollBox } from '../../ScrollBox';
import { useStaffSession } from '../../session';
import { agentsPath } from './agentsPath';
import { Amount } from './Amount';
import { Pager } from './Pager';
import { RunPeriodNow } from './RunPeriodNow';
import { pageOf, useQueryResource, withParam } from '../../useQueryResource';

/** Settlement runs (agents.manage), newest first, 15 a page (?page=), each opening what it paid; and a period run now (jobs.run). */
export function SettlementRuns({ merchant }: { merchant: string | undefined }) {
  const t = useCT();
  const errorText = useErrorText();
  const { token, staff } = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const query = { merchantCode: merchant, page: pageOf(search) };
  const { data, errorCode, snapshot, send } = useQueryResource((q: api.RunQuery, { signal }) => api.fetchSettlementRuns(token, q, { signal }), query);
  const reload = (_: Runs) => send({ type: 'REFRESH' });

  return (
    <div data-testid="bo-settlement-runs">
      <h2 className="bo-visually-hidden">{t('backoffice.agents.runs')}</h2>
      {staff.permissions.includes('jobs.run') && <RunPeriodNow onRan={reload} />}
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(data)} error={errorText(errorCode)} />
      {data &&
        (data.items.length === 0 ? (
          <p className="bo-empty">{t('backoffice.agents.noRuns')}</p>
        ) : (
          <ScrollBox label={t('backoffice.agents.runs')}>
            <table className="bo-table" data-testid="bo-runs-table">
              <caption className="bo-visually-hidden">{t('backoffice.agents.runs')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('backoffice.agents.runKind')}</th>
                  <th scope="col">{t('backoffice.agents.period')}</th>
                  <th scope="col">{t('backoffice.agents.bets')}</th>
                  <th scope="col">{t('backoffice.agents.agentsPaid')}</th>
                  <th scope="col">{t('backoffice.agents.total')}</th>
                  <th scope="col">{t('backoffice.agents.ranAt')}</th>
                  <th scope="col">
                    <span className="bo-visually-hidden">{t('backoffice.agents.openRun')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((run) => (
                  <tr key={`${run.kind}/${run.periodKey}`} data-testid="bo-run-row">
                    <td>{t(`backoffice.agents.settlementKind.${run.kind}` as 'backoffice.agents.settlementKind.daily')}</td>
                    <td>
                      <code>{run.periodKey}</code>
                    </td>
                    <td>{run.bets}</td>
                    <td>{run.agents}</td>
                    <td>
                      <Amount value={run.total} />
                    </td>
                    <td>
                      <FormattedDate value={run.ranAt} dateStyle="medium" timeStyle="short" />
                    </td>
                    <td>
                      <Link to={agentsPath(`/runs/${encodeURIComponent(run.kind)}/${encodeURIComponent(run.periodKey)}`, merchant)}>
                        {t('backoffice.agents.openRunOf', { period: run.periodKey })}
                      </Link>
                    </td>
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

import { FormattedDate } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Link } from '../../../components/Link';
import * as api from '../../api';
import { useCT, useErrorText } from '../../intl';
import { ListLoading } from '../../PageLoading';
import { ScrollBox } from '../../ScrollBox';
import { useStaffSession } from '../../session';
import { agentsPath } from './agentsPath';
import { Amount } from './Amount';
import { useQueryResource } from '../../useQueryResource';

/** One settlement run (/agents/runs/:kind/:periodKey): its period and every payment it made. */
export function SettlementRunDetail({ merchant }: { merchant: string | undefined }) {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const { kind = '', periodKey = '' } = useParams();
  const { data, errorCode, snapshot } = useQueryResource(
    (q: { kind: string; periodKey: string; merchant?: string }, { signal }) => api.fetchSettlementRun(token, q.kind, q.periodKey, q.merchant, { signal }),
    { kind, periodKey, merchant },
  );
  const run = data?.run;
  return (
    <div data-testid="bo-run-detail">
      <p>
        <Link to={agentsPath('/runs', merchant)}>{t('backoffice.agents.backToRuns')}</Link>
      </p>
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(data)} error={errorText(errorCode)} />
      {data && run && (
        <>
          <h2>{t('backoffice.agents.runTitle', { kind: t(`backoffice.agents.settlementKind.${run.kind}` as 'backoffice.agents.settlementKind.daily'), period: run.periodKey })}</h2>
          <dl className="bo-facts">
            <dt>{t('backoffice.agents.merchant')}</dt>
            <dd>{run.merchantCode}</dd>
            <dt>{t('backoffice.agents.period')}</dt>
            <dd>
              <FormattedDate value={run.periodStart} dateStyle="medium" timeStyle="short" /> – <FormattedDate value={run.periodEnd} dateStyle="medium" timeStyle="short" />
            </dd>
            <dt>{t('backoffice.agents.bets')}</dt>
            <dd>{run.bets}</dd>
            <dt>{t('backoffice.agents.total')}</dt>
            <dd data-testid="bo-run-total">
              <Amount value={run.total} />
            </dd>
            <dt>{t('backoffice.agents.ranAt')}</dt>
            <dd>
              <FormattedDate value={run.ranAt} dateStyle="medium" timeStyle="medium" />
            </dd>
          </dl>
          {data.payments.length === 0 ? (
            <p className="bo-empty">{t('backoffice.agents.noPayments')}</p>
          ) : (
            <ScrollBox label={t('backoffice.agents.payments')}>
              <table className="bo-table" data-testid="bo-payments-table">
                <caption>{t('backoffice.agents.payments')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('backoffice.agents.agent')}</th>
                    <th scope="col">{t('backoffice.agents.contract')}</th>
                    <th scope="col">{t('backoffice.agents.base')}</th>
                    <th scope="col">{t('backoffice.agents.activeMembers')}</th>
                    <th scope="col">{t('backoffice.agents.rate')}</th>
                    <th scope="col">{t('backoffice.agents.gross')}</th>
                    <th scope="col">{t('backoffice.agents.downlineShare')}</th>
                    <th scope="col">{t('backoffice.agents.paid')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.payments.map((p) => (
                    <tr key={`${p.agentAccount}/${p.contractId}`} data-testid="bo-payment-row">
                      <th scope="row">{p.agentAccount}</th>
                      <td>{p.contractId}</td>
                      <td>
                        <Amount value={p.base} />
                      </td>
                      <td>{p.activeMembers}</td>
                      <td>{t('backoffice.agents.percent', { rate: p.rate })}</td>
                      <td>
                        <Amount value={p.gross} />
                      </td>
                      <td>
                        <Amount value={p.downline} />
                      </td>
                      <td>
                        <Amount value={p.amount} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
          )}
        </>
      )}
    </div>
  );
}

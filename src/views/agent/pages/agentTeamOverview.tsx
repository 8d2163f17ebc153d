import type { TeamOverview } from '../../../../server/shared/wire/agent';
import { loadOverview } from '../../../app/agentLoaders';
import { useRecordList } from '../../../app/useMachines';
import { useT, type MessageKey } from '../../../i18n/useT';
import { Amount, SignedAmount } from '../../centre/records/format';
import { recordControls } from '../../centre/records/recordControls';
import { useAgent } from '../AgentContext';
import { AgentRecordPage } from '../AgentRecordPage';

type Count = 'members' | 'agents' | 'directMembers' | 'newMembers' | 'activeMembers' | 'bets';
type Money = 'deposits' | 'withdrawals' | 'stake' | 'payout' | 'profit' | 'income';

const COUNTS: Count[] = ['members', 'agents', 'directMembers', 'newMembers', 'activeMembers', 'bets'];
// Results that can be negative carry their sign.
const AMOUNTS: { field: Money; signed?: boolean }[] = [{ field: 'deposits' }, { field: 'withdrawals' }, { field: 'stake' }, { field: 'payout' }, { field: 'profit', signed: true }, { field: 'income' }];

/** Team overview (spec section 2, AGENT-05, the default page): the team's size and money over a window. */
export default function AgentTeamOverview() {
  const t = useT();
  const { member } = useAgent();
  const list = useRecordList<TeamOverview>(loadOverview);
  const controls = recordControls(list);
  const symbol = member.currencySymbol;
  return (
    <AgentRecordPage page="agentTeamOverview" subtitle={t('agent.overview.subtitle')} controls={controls} result={list.result} isEmpty={() => false}>
      {(overview) => (
        <>
          <dl className="record-cards agent-cards" data-testid="overview-counts">
            {COUNTS.map((field) => (
              <div key={field} className="record-card">
                <dt className="record-card__label">{t(`agent.overview.${field}` as MessageKey)}</dt>
                <dd className="record-card__value" data-testid={`overview-${field}`}>
                  {overview[field]}
                </dd>
              </div>
            ))}
          </dl>
          <dl className="record-cards agent-cards" data-testid="overview-amounts">
            {AMOUNTS.map(({ field, signed }) => (
              <div key={field} className={`record-card${field === 'income' ? ' record-card--total' : ''}`}>
                <dt className="record-card__label">{t(`agent.overview.${field}` as MessageKey)}</dt>
                <dd className="record-card__value">
                  {signed ? <SignedAmount symbol={symbol} amount={overview[field]} testId={`overview-${field}`} /> : <Amount symbol={symbol} amount={overview[field]} testId={`overview-${field}`} />}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </AgentRecordPage>
  );
}

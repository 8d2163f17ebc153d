import type { TeamProfit, TeamProfitRow } from '../../../../server/shared/wire/agent';
import { loadTeamProfit } from '../../../app/agentLoaders';
import { useRecordList } from '../../../app/useMachines';
import { useT } from '../../../i18n/useT';
import { Amount, SignedAmount } from '../../centre/records/format';
import { recordControls } from '../../centre/records/recordControls';
import { RecordTable, type RecordColumn } from '../../centre/records/RecordTable';
import { useAgent } from '../AgentContext';
import { AgentRecordPage, pagingOf } from '../AgentRecordPage';
import { AccountFilter, SummaryCards } from '../TeamFilters';

/** User profit and loss (spec section 2, AGENT-09): each team account's bets, results and money in and out over a window. */
export default function UserProfitLoss() {
  const t = useT();
  const { member } = useAgent();
  const list = useRecordList<TeamProfit>(loadTeamProfit);
  const controls = recordControls(list);
  const symbol = member.currencySymbol;
  const columns: RecordColumn<TeamProfitRow>[] = [
    { header: t('agent.col.account'), rowHeader: true, cell: (row) => (row.nickname && row.nickname !== row.account ? `${row.account} (${row.nickname})` : row.account) },
    { header: t('agent.col.bets'), number: true, cell: (row) => row.bets },
    { header: t('agent.col.stake'), number: true, cell: (row) => <Amount symbol={symbol} amount={row.stake} /> },
    { header: t('agent.col.payout'), number: true, cell: (row) => <Amount symbol={symbol} amount={row.payout} /> },
    { header: t('agent.col.profit'), number: true, cell: (row) => <SignedAmount symbol={symbol} amount={row.profit} /> },
    { header: t('agent.col.deposits'), number: true, cell: (row) => <Amount symbol={symbol} amount={row.deposits} /> },
    { header: t('agent.col.withdrawals'), number: true, cell: (row) => <Amount symbol={symbol} amount={row.withdrawals} /> },
  ];
  return (
    <AgentRecordPage
      page="userProfitLoss"
      subtitle={t('agent.profit.subtitle')}
      controls={controls}
      result={list.result}
      isEmpty={(r) => r.items.length === 0}
      paging={pagingOf}
      filters={<AccountFilter value={list.snapshot.context.filter} onSearch={controls.filterBy} testId="profit-account" />}
    >
      {(result) => (
        <>
          <SummaryCards
            symbol={symbol}
            testId="profit-summary"
            items={[
              { label: t('agent.col.bets'), count: result.summary.bets },
              { label: t('agent.col.stake'), amount: result.summary.stake },
              { label: t('agent.col.profit'), amount: result.summary.profit, signed: true },
              { label: t('agent.col.deposits'), amount: result.summary.deposits },
              { label: t('agent.col.withdrawals'), amount: result.summary.withdrawals },
            ]}
          />
          <RecordTable testId="team-profit-table" columns={columns} rows={result.items} rowKey={(row) => row.account} rowTestId={(row) => `profit-row-${row.account}`} />
        </>
      )}
    </AgentRecordPage>
  );
}

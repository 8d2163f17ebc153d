import type { TeamBet, TeamBets } from '../../../../server/shared/wire/agent';
import { loadTeamBets } from '../../../app/agentLoaders';
import { useRecordList } from '../../../app/useMachines';
import { useT } from '../../../i18n/useT';
import { useCentreDates } from '../../centre/format';
import { Amount, SignedAmount, useValueLabel } from '../../centre/records/format';
import { recordControls } from '../../centre/records/recordControls';
import { RecordTable, type RecordColumn } from '../../centre/records/RecordTable';
import { useGameMenuNames } from '../../centre/records/useGameMenuNames';
import { useAgent } from '../AgentContext';
import { AgentRecordPage, pagingOf } from '../AgentRecordPage';
import { AccountFilter, SummaryCards } from '../TeamFilters';

/** Team betting (spec section 2, AGENT-08): the team's bets over a window, optionally one account's. */
export default function TeamBetting() {
  const t = useT();
  const dates = useCentreDates();
  const label = useValueLabel();
  const { categoryName } = useGameMenuNames();
  const { member } = useAgent();
  // The filter is an account of the team ('' for everyone).
  const list = useRecordList<TeamBets>(loadTeamBets);
  const controls = recordControls(list);
  const symbol = member.currencySymbol;
  const columns: RecordColumn<TeamBet>[] = [
    { header: t('agent.col.account'), rowHeader: true, cell: (row) => row.account },
    { header: t('agent.col.time'), className: 'is-muted is-time', cell: (row) => dates.dateTime(row.placedAt) },
    { header: t('agent.col.game'), cell: (row) => `${categoryName(row.category)} · ${row.vendorName}` },
    { header: t('agent.col.betId'), className: 'is-muted', cell: (row) => row.betId, title: (row) => row.betId },
    { header: t('agent.col.stake'), number: true, cell: (row) => <Amount symbol={symbol} amount={row.stake} /> },
    { header: t('agent.col.payout'), number: true, cell: (row) => <Amount symbol={symbol} amount={row.payout} /> },
    { header: t('agent.col.profit'), number: true, cell: (row) => <SignedAmount symbol={symbol} amount={row.profit} /> },
    { header: t('agent.col.status'), cell: (row) => label('centre.records.bets.status.', row.status) },
  ];
  return (
    <AgentRecordPage
      page="teamBetting"
      subtitle={t('agent.bets.subtitle')}
      controls={controls}
      result={list.result}
      isEmpty={(r) => r.items.length === 0}
      paging={pagingOf}
      filters={<AccountFilter value={list.snapshot.context.filter} onSearch={controls.filterBy} testId="bets-account" />}
    >
      {(result) => (
        <>
          <SummaryCards
            symbol={symbol}
            testId="bets-summary"
            items={[
              { label: t('agent.col.bets'), count: result.summary.bets },
              { label: t('agent.col.stake'), amount: result.summary.stake },
              { label: t('agent.col.payout'), amount: result.summary.payout },
              { label: t('agent.col.profit'), amount: result.summary.profit, signed: true },
            ]}
          />
          <RecordTable testId="team-bets-table" columns={columns} rows={result.items} rowKey={(row) => row.id} />
        </>
      )}
    </AgentRecordPage>
  );
}

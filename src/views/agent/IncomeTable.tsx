import type { Income, IncomeLine } from '../../../server/shared/wire/agent';
import { useT, type MessageKey } from '../../i18n/useT';
import { useCentreDates } from '../centre/format';
import { Amount } from '../centre/records/format';
import { RecordTable, type RecordColumn } from '../centre/records/RecordTable';
import { SummaryCards } from './TeamFilters';

/** Settlement lines (my income): the period, the team's base, the rate, what the downlines took, what I got. */
export function IncomeTable({ income, symbol, showKind }: { income: Income; symbol: string; showKind: boolean }) {
  const t = useT();
  const dates = useCentreDates();
  const columns: RecordColumn<IncomeLine>[] = [
    ...(showKind ? [{ header: t('agent.col.kind'), rowHeader: true, cell: (row: IncomeLine) => t(`agent.kind.${row.kind}` as MessageKey) }] : []),
    // Settled at the end of the period: the period says when; the time is a hover away.
    { header: t('agent.col.period'), rowHeader: !showKind, cell: (row) => row.periodKey, title: (row) => `${t('agent.col.settledAt')}: ${dates.dateTime(row.settledAt)}` },
    { header: t('agent.col.base'), number: true, cell: (row) => <Amount symbol={symbol} amount={row.base} /> },
    { header: t('agent.col.activeMembers'), number: true, cell: (row) => row.activeMembers },
    { header: t('agent.col.rate'), number: true, cell: (row) => `${row.rate} %` },
    { header: t('agent.col.gross'), number: true, cell: (row) => <Amount symbol={symbol} amount={row.gross} /> },
    // What I keep: the gross less what my downlines' own contracts took (agent-api.md, differential pay).
    { header: t('agent.col.income'), number: true, title: (row) => `${t('agent.col.downlineGross')}: ${row.downlineGross}`, cell: (row) => <Amount symbol={symbol} amount={row.amount} testId={`income-amount-${row.kind}`} /> },
  ];
  return (
    <>
      <SummaryCards symbol={symbol} testId="income-summary" items={[{ label: t('agent.income.total'), amount: income.summary.total }]} />
      <RecordTable testId="income-table" columns={columns} rows={income.items} rowKey={(row) => row.id} rowTestId={(row) => `income-row-${row.kind}`} />
    </>
  );
}

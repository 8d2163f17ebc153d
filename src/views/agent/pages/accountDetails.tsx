import type { AccountPage } from '../../../../server/shared/wire/agent';
import { loadAgentAccount } from '../../../app/agentLoaders';
import { useRecordList } from '../../../app/useMachines';
import { useT } from '../../../i18n/useT';
import { useCentreDates } from '../../centre/format';
import { Amount, SignedAmount, useValueLabel } from '../../centre/records/format';
import { recordControls } from '../../centre/records/recordControls';
import { RecordTable, type RecordColumn } from '../../centre/records/RecordTable';
import { useAgent } from '../AgentContext';
import { AgentRecordPage, pagingOf } from '../AgentRecordPage';

type AccountLine = AccountPage['items'][number];

// Journal kinds only agents have; the rest are worded as in the member's account record.
const AGENT_KINDS = ['salary', 'dividend', 'downline_transfer'];

/** Account details (spec section 2, AGENT-11): my own account record, salary, dividends and transfers to downlines included. */
export default function AccountDetails() {
  const t = useT();
  const dates = useCentreDates();
  const label = useValueLabel();
  const { member } = useAgent();
  const list = useRecordList<AccountPage>(loadAgentAccount);
  const controls = recordControls(list);
  const symbol = member.currencySymbol;
  const columns: RecordColumn<AccountLine>[] = [
    { header: t('agent.col.time'), className: 'is-muted is-time', cell: (row) => dates.dateTime(row.at) },
    { header: t('agent.col.kind'), rowHeader: true, cell: (row) => label(AGENT_KINDS.includes(row.kind) ? 'agent.accountKind.' : 'centre.records.kind.', row.kind) },
    { header: t('agent.col.amount'), number: true, cell: (row) => <SignedAmount symbol={symbol} amount={row.amount} /> },
    { header: t('agent.col.balanceAfter'), number: true, cell: (row) => <Amount symbol={symbol} amount={row.balanceAfter} /> },
    { header: t('agent.col.memo'), className: 'is-muted', cell: (row) => row.memo || '—' },
  ];
  return (
    <AgentRecordPage page="accountDetails" subtitle={t('agent.account.subtitle')} controls={controls} result={list.result} isEmpty={(r) => r.items.length === 0} paging={pagingOf}>
      {(result) => <RecordTable testId="agent-account-table" columns={columns} rows={result.items} rowKey={(row) => row.id} rowTestId={(row) => `account-line-${row.kind}`} />}
    </AgentRecordPage>
  );
}

import type { Income } from '../../../../server/shared/wire/agent';
import { loadIncome } from '../../../app/agentLoaders';
import { useRecordList } from '../../../app/useMachines';
import { useT, type MessageKey } from '../../../i18n/useT';
import { recordControls } from '../../centre/records/recordControls';
import { RecordSelect } from '../../centre/records/RecordFilters';
import { useAgent } from '../AgentContext';
import { AgentRecordPage, pagingOf } from '../AgentRecordPage';
import { IncomeTable } from '../IncomeTable';

/** My income (spec section 2, AGENT-10): every salary and dividend settled to me, by kind. */
export default function MyIncome() {
  const t = useT();
  const { member, options } = useAgent();
  const list = useRecordList<Income>(loadIncome);
  const controls = recordControls(list);
  const kinds = [{ value: '', label: t('agent.income.allKinds') }, ...options.kinds.map((kind) => ({ value: kind, label: t(`agent.kind.${kind}` as MessageKey) }))];
  return (
    <AgentRecordPage
      page="myIncome"
      subtitle={t('agent.income.subtitle')}
      controls={controls}
      result={list.result}
      isEmpty={(r) => r.items.length === 0}
      paging={pagingOf}
      filters={<RecordSelect label={t('agent.income.kind')} options={kinds} value={list.snapshot.context.filter} onChange={controls.filterBy} testId="income-kind" />}
    >
      {(income) => <IncomeTable income={income} symbol={member.currencySymbol} showKind />}
    </AgentRecordPage>
  );
}

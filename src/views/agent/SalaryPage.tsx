import { useCallback, useState } from 'react';
import type { AgentPage } from '../../../machines/agentCentre.machine';
import type { Contract, ContractKind, Contracts, Income } from '../../../server/shared/wire/agent';
import { loadContracts, loadIncome } from '../../app/agentLoaders';
import { useRecordList, useResource } from '../../app/useMachines';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../i18n/useT';
import { recordControls } from '../centre/records/recordControls';
import { useAgent } from './AgentContext';
import { AgentRecordPage, pagingOf } from './AgentRecordPage';
import { ContractReview } from './ContractReview';
import { TermsView } from './ContractTerms';
import { IncomeTable } from './IncomeTable';

/**
 * A salary or dividend page (spec section 2, shown only while its option is on): my
 * contract of that kind in force, an offer waiting for my answer beside it, and what it
 * paid me over a window.
 */
export function SalaryPage({ page, kind }: { page: AgentPage; kind: ContractKind }) {
  const t = useT();
  const { member, reloadOptions } = useAgent();
  const contracts = useResource<Contracts, undefined>(loadContracts);
  const income = useRecordList<Income>((query, options) => loadIncome({ ...query, filter: kind }, options));
  const controls = recordControls(income);
  const symbol = member.currencySymbol;
  // Offers answered here stay on the page with their answer after the list is read again
  // (it lists only what is offered or in force).
  const [answeredHere, setAnsweredHere] = useState<Contract[]>([]);
  const answered = useCallback(
    (offer: Contract) => {
      setAnsweredHere((kept) => (kept.some((c) => c.id === offer.id) ? kept : [...kept, offer]));
      contracts.send({ type: 'REFRESH' });
      reloadOptions();
    },
    [contracts.send, reloadOptions],
  );

  const mine = contracts.data?.mine.filter((c) => c.kind === kind) ?? [];
  const current = mine.find((c) => c.status === 'accepted') ?? null;
  const offered = mine.filter((c) => c.status === 'offered');
  const offers = [...answeredHere.filter((c) => c.kind === kind && !offered.some((o) => o.id === c.id)), ...offered];

  const panel = (
    <div className="agent-salary" data-testid={`salary-${kind}`}>
      {contracts.snapshot.matches('loading') && <Spinner label={t('common.loading')} />}
      {contracts.snapshot.matches('failed') && (
        <div className="form-alert" role="alert" data-testid="contracts-error">
          <Icon name="warning" size={18} />
          <span>{t(errorKey(contracts.errorCode))}</span>
          <button type="button" className="button button--ghost" onClick={() => contracts.send({ type: 'RETRY' })} data-testid="contracts-retry">
            {t('common.retry')}
          </button>
        </div>
      )}
      {contracts.data && (
        <>
          <article className="agent-contract" data-testid="contract-current">
            <header className="agent-contract__head">
              <Icon name="shield" size={18} />
              <h4>{t('agent.salary.current', { kind: t(`agent.kind.${kind}` as MessageKey) })}</h4>
            </header>
            {current ? (
              <>
                <p className="agent-contract__meta">{t('agent.salary.from', { upline: current.upline?.account ?? t('agent.review.platform') })}</p>
                <TermsView terms={current.terms} symbol={symbol} testId="contract-current-terms" />
              </>
            ) : (
              <p className="agent-note" data-testid="contract-current-none">
                {t('agent.salary.none')}
              </p>
            )}
          </article>
          {offers.map((offer) => (
            <ContractReview key={offer.id} offer={offer} current={current?.terms ?? null} symbol={symbol} onAnswered={answered} />
          ))}
        </>
      )}
    </div>
  );

  return (
    <AgentRecordPage
      page={page}
      subtitle={t(`agent.salary.subtitle.${kind}` as MessageKey)}
      controls={controls}
      result={income.result}
      isEmpty={(r) => r.items.length === 0}
      paging={pagingOf}
      before={panel}
    >
      {(result) => <IncomeTable income={result} symbol={symbol} showKind={false} />}
    </AgentRecordPage>
  );
}

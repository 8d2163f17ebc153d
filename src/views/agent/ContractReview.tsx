import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { termsChanges } from '../../../machines/contractOffer.machine';
import type { Contract, ContractTerms } from '../../../server/shared/wire/agent';
import { contractOfferLogic } from '../../app/agentLogic';
import { Icon } from '../../components/Icon';
import { errorKey, useT } from '../../i18n/useT';
import { useCentreDates } from '../centre/format';
import { ConfirmDialog } from './ConfirmDialog';
import { StatusChip, TermsView, useTermsField, useTermsValue } from './ContractTerms';

/**
 * An offer to me (the downline, spec section 4): who offers it, its terms, what changes
 * against my contract of that kind in force, and accept or reject after confirming.
 */
export function ContractReview({ offer, current, symbol, onAnswered }: { offer: Contract; current: ContractTerms | null; symbol: string; onAnswered: (offer: Contract) => void }) {
  const t = useT();
  const dates = useCentreDates();
  const fieldName = useTermsField();
  const valueOf = useTermsValue(symbol);
  const machine = useMemo(
    () => contractOfferLogic.provide({ actions: { offerAnswered: () => onAnswered(offer) } }),
    [onAnswered, offer],
  );
  const [snapshot, send] = useMachine(machine, { input: { role: 'downline', offer, current } });
  const { offer: shown, decision, errorCode } = snapshot.context;
  const changes = termsChanges(current, offer.terms);
  const busy = snapshot.matches('answering') || snapshot.matches('rereading');
  const status = shown?.status ?? offer.status;

  return (
    <article className="agent-contract agent-contract--offer" data-testid={`contract-offer-${offer.kind}`} data-state={String(snapshot.value)}>
      <header className="agent-contract__head">
        <Icon name="ticket" size={18} />
        <h4>{t('agent.review.title', { upline: offer.upline?.account ?? t('agent.review.platform') })}</h4>
        <StatusChip status={status} testId="contract-offer-status" />
      </header>
      <p className="agent-contract__meta">{t('agent.review.offeredAt', { time: dates.dateTime(offer.offeredAt) })}</p>
      <TermsView terms={offer.terms} symbol={symbol} testId="contract-offer-terms" />
      {snapshot.matches('answered') ? null : (
        <>
          <h5 className="agent-contract__subhead">{current ? t('agent.review.changes') : t('agent.review.noCurrent')}</h5>
          {current && (
            <table className="record-table agent-changes" data-testid="contract-changes">
              <thead>
                <tr>
                  <th scope="col">{t('agent.review.field')}</th>
                  <th scope="col" className="is-number">
                    {t('agent.review.now')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('agent.review.offered')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field} data-testid={`change-${change.field}`}>
                    <th scope="row">{fieldName(change.field)}</th>
                    <td className="is-number">{valueOf(change.field, change.from)}</td>
                    <td className="is-number">
                      <strong>{valueOf(change.field, change.to)}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {snapshot.matches('answerFailed') && (
        <div className="form-alert" role="alert" data-testid="contract-answer-error">
          <Icon name="warning" size={18} />
          <span>{t(errorKey(errorCode))}</span>
          <button type="button" className="button button--ghost" onClick={() => send({ type: 'RETRY' })} data-testid="contract-answer-retry">
            {t('common.retry')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => send({ type: 'CANCEL' })} data-testid="contract-answer-cancel">
            {t('agent.review.cancel')}
          </button>
        </div>
      )}
      {snapshot.matches('answered') && (
        <p className="agent-contract__answered" role="status" data-testid="contract-answered">
          {t(`agent.review.answered.${status}` as 'agent.review.answered.accepted')}
        </p>
      )}
      {(snapshot.matches('deciding') || snapshot.matches('confirming') || busy) && (
        <div className="agent-contract__actions">
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => send({ type: 'REJECT' })} data-testid="contract-reject">
            {busy && decision === 'reject' ? t('agent.review.sending') : t('agent.review.reject')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => send({ type: 'ACCEPT' })} data-testid="contract-accept">
            {busy && decision === 'accept' ? t('agent.review.sending') : t('agent.review.accept')}
          </button>
        </div>
      )}
      {snapshot.matches('confirming') && (
        <ConfirmDialog
          title={t(decision === 'accept' ? 'agent.review.confirmAcceptTitle' : 'agent.review.confirmRejectTitle')}
          confirmLabel={t(decision === 'accept' ? 'agent.review.accept' : 'agent.review.reject')}
          cancelLabel={t('agent.review.cancel')}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
          testId="contract-confirm"
        >
          {t(decision === 'accept' ? 'agent.review.confirmAcceptText' : 'agent.review.confirmRejectText')}
        </ConfirmDialog>
      )}
    </article>
  );
}

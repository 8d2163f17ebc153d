import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type AdjustmentDraft, adjustmentFormMachine, draftNeedsApproval, MEMO_MAX } from '../../../../machines/adjustmentForm.machine';
import { FOUR_EYES_ABOVE_MAJOR } from '../../../../server/shared/staffRoles';
import type { AdjustmentAnswer, PendingAdjustment } from '../../../../server/shared/wire/adjustmentApprovals';
import type { Adjustment } from '../../../../server/shared/wire/operatorMoney';
import { useCT, useErrorText } from '../../intl';
import * as api from '../../playersApi';
import { useStaffSession } from '../../session';
import { Amount } from './Amount';

const EMPTY: AdjustmentDraft = { direction: 'credit', amount: '', kind: 'adjustment', memo: '' };

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`);

/**
 * A manual credit or debit of the player's main wallet with a reason (money.adjust): form,
 * confirm, send. Above FOUR_EYES_ABOVE_MAJOR it waits for a second finance staff member.
 */
export function AdjustmentPanel({ player, onPosted }: { player: { account: string; merchantCode: string; currency: string }; onPosted: () => void }) {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const { token } = useStaffSession();
  // One idempotency key per attempt: the same details sent again reuse theirs.
  const keys = useRef(new Map<number, string>());
  const logic = useMemo(
    () =>
      adjustmentFormMachine.provide({
        actors: {
          adjust: fromPromise(({ input, signal }) => {
            const key = keys.current.get(input.attempt) ?? newKey();
            keys.current.set(input.attempt, key);
            const { direction, amount, kind, memo } = input.draft;
            return api.adjust(token, { merchantCode: player.merchantCode, account: player.account, direction, amount, kind, memo }, key, { signal });
          }),
        },
      }),
    [token, player.merchantCode, player.account],
  );
  const [snapshot, send] = useMachine(logic);
  const [draft, setDraft] = useState(EMPTY);
  const { context } = snapshot;
  const posted = snapshot.matches('posted');
  useEffect(() => {
    if (posted) onPosted();
  }, [posted, onPosted]);
  const field = <K extends keyof AdjustmentDraft>(name: K, value: AdjustmentDraft[K]) => setDraft((d) => ({ ...d, [name]: value }));
  const sent = context.draft ?? draft;

  return (
    <section className="bo-card" aria-labelledby={`${id}-title`} data-testid="bo-adjustment" data-state={String(snapshot.value)}>
      <h2 id={`${id}-title`}>{t('backoffice.players.adjustment')}</h2>
      {snapshot.matches('editing') && (
        <form
          className="bo-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SUBMIT', draft });
          }}
        >
          <div className="bo-row">
            <label className="bo-field">
              <span>{t('backoffice.players.direction')}</span>
              <select value={draft.direction} onChange={(e) => field('direction', e.target.value as AdjustmentDraft['direction'])} data-testid="bo-adjust-direction">
                <option value="credit">{t('backoffice.players.credit')}</option>
                <option value="debit">{t('backoffice.players.debit')}</option>
              </select>
            </label>
            <label className="bo-field">
              <span>{t('backoffice.players.adjustmentKind')}</span>
              <select value={draft.kind} onChange={(e) => field('kind', e.target.value as AdjustmentDraft['kind'])}>
                <option value="adjustment">{t('backoffice.players.kindAdjustment')}</option>
                <option value="bonus">{t('backoffice.players.kindBonus')}</option>
              </select>
            </label>
            <label className="bo-field">
              <span>{t('backoffice.players.amountIn', { currency: player.currency })}</span>
              <input
                inputMode="decimal"
                value={draft.amount}
                onChange={(e) => field('amount', e.target.value)}
                aria-invalid={context.problem === 'amount'}
                data-testid="bo-adjust-amount"
              />
            </label>
          </div>
          <label className="bo-field">
            <span>{t('backoffice.players.reason')}</span>
            <input value={draft.memo} onChange={(e) => field('memo', e.target.value)} maxLength={MEMO_MAX} aria-invalid={context.problem === 'reason'} data-testid="bo-adjust-reason" />
          </label>
          <p className="bo-muted">{t('backoffice.players.fourEyesRule', { threshold: FOUR_EYES_ABOVE_MAJOR, currency: player.currency })}</p>
          {context.problem && (
            <p className="bo-error" role="alert">
              {t(context.problem === 'amount' ? 'backoffice.players.amountInvalid' : 'backoffice.players.reasonRequired')}
            </p>
          )}
          <button type="submit" className="bo-button bo-button--primary" data-testid="bo-adjust-submit">
            {t('backoffice.players.review')}
          </button>
        </form>
      )}
      {(snapshot.matches('confirming') || snapshot.matches('sending') || snapshot.matches('refused')) && (
        <div className="bo-form" data-testid="bo-adjust-confirm">
          <p>
            {t(sent.direction === 'credit' ? 'backoffice.players.confirmCredit' : 'backoffice.players.confirmDebit', { account: player.account })}{' '}
            <strong>
              <Amount value={sent.amount} currency={player.currency} />
            </strong>
          </p>
          <p className="bo-muted">{sent.memo}</p>
          {draftNeedsApproval(sent) && (
            <p className="bo-notice bo-notice--warn" data-testid="bo-adjust-four-eyes">
              {t('backoffice.players.needsApproval')}
            </p>
          )}
          {context.errorCode && (
            <p className="bo-error" role="alert" data-testid="bo-adjust-error">
              {errorText(context.errorCode)}
            </p>
          )}
          <div className="bo-row">
            <button type="button" className="bo-button bo-button--primary" disabled={snapshot.matches('sending')} onClick={() => send({ type: 'CONFIRM' })} data-testid="bo-adjust-send">
              {t('backoffice.players.send')}
            </button>
            <button type="button" className="bo-button" disabled={snapshot.matches('sending')} onClick={() => send({ type: 'EDIT' })}>
              {t('backoffice.players.edit')}
            </button>
          </div>
        </div>
      )}
      {(snapshot.matches('posted') || snapshot.matches('pending')) && (
        <div role="status" data-testid="bo-adjust-result">
          <AdjustmentResult answer={context.result as AdjustmentAnswer} currency={player.currency} />
          <button
            type="button"
            className="bo-button"
            onClick={() => {
              setDraft(EMPTY);
              send({ type: 'RESET' });
            }}
          >
            {t('backoffice.players.another')}
          </button>
        </div>
      )}
    </section>
  );
}

function AdjustmentResult({ answer, currency }: { answer: AdjustmentAnswer; currency: string }) {
  const t = useCT();
  if ('status' in answer) {
    const pending = answer as PendingAdjustment;
    return <p className="bo-notice bo-notice--warn">{t('backoffice.players.pendingSent', { id: pending.id })}</p>;
  }
  const posted = answer as Adjustment;
  return (
    <p className="bo-notice">
      {t('backoffice.players.posted', { journal: posted.journalId })} <Amount value={posted.balance} currency={currency} />
    </p>
  );
}

import { useId, useState } from 'react';
import type { Decision, DecisionQueueEvent, QueueNotice } from '../../../machines/decisionQueue.machine';
import { useCT, useErrorText, type ConsoleKey } from '../intl';

type DecisionEvent = Extract<DecisionQueueEvent, { type: 'APPROVE' | 'MARK_PAID' | 'REJECT' | 'MORE' }>;

interface DecisionFormProps {
  /** What the item's status allows (decisionsOf). */
  decisions: readonly Decision[];
  busy: boolean;
  noteMissing: boolean;
  errorCode: string | null;
  send: (event: DecisionEvent) => void;
  /** Approving needs a date the staff member types (an identity document's birth date). */
  birthDate?: { missing: boolean; label: ConsoleKey; required: ConsoleKey };
  /** The reason field's label and its error (default: a rejection's). */
  reasonLabel?: ConsoleKey;
  reasonRequired?: ConsoleKey;
  moreLabel?: ConsoleKey;
}

/**
 * The decisions of an open queue item (decisionQueue machine): approve (with a typed birth date
 * when it needs one) or mark paid, or reject (or ask for more) with a reason the member reads.
 */
export function DecisionForm({ decisions, busy, noteMissing, errorCode, send, birthDate, reasonLabel, reasonRequired, moreLabel }: DecisionFormProps) {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const [note, setNote] = useState('');
  const [date, setDate] = useState('');
  return (
    <>
      {errorCode && (
        <p className="bo-error" role="alert" data-testid="bo-decision-error">
          {errorText(errorCode)}
        </p>
      )}
      {decisions.length === 0 ? (
        <p className="bo-muted">{t('backoffice.money.nothingToDecide')}</p>
      ) : (
        <div className="bo-decisions">
          <div className="bo-row">
            {decisions.includes('approve') && birthDate && (
              <label className="bo-field">
                <span>{t(birthDate.label)}</span>
                <input
                  type="date"
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                  required
                  aria-invalid={birthDate.missing}
                  aria-describedby={birthDate.missing ? `${id}-date-error` : undefined}
                  data-testid="bo-decision-birth-date"
                />
              </label>
            )}
            {decisions.includes('approve') && (
              <button type="button" className="bo-button bo-button--primary" disabled={busy} onClick={() => send(birthDate ? { type: 'APPROVE', birthDate: date } : { type: 'APPROVE' })}>
                {t('backoffice.money.approve')}
              </button>
            )}
            {decisions.includes('paid') && (
              <button type="button" className="bo-button bo-button--primary" disabled={busy} onClick={() => send({ type: 'MARK_PAID' })}>
                {t('backoffice.money.markPaid')}
              </button>
            )}
          </div>
          {birthDate?.missing && (
            <p className="bo-error" id={`${id}-date-error`} role="alert">
              {t(birthDate.required)}
            </p>
          )}
          <form
            className="bo-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'REJECT', note });
            }}
          >
            <label className="bo-field">
              <span>{t(reasonLabel ?? 'backoffice.money.reason')}</span>
              <textarea
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={500}
                rows={2}
                aria-invalid={noteMissing}
                aria-describedby={noteMissing ? `${id}-note-error` : undefined}
              />
            </label>
            {noteMissing && (
              <p className="bo-error" id={`${id}-note-error`} role="alert">
                {t(reasonRequired ?? 'backoffice.money.reasonRequired')}
              </p>
            )}
            <div className="bo-row">
              <button type="submit" className="bo-button bo-button--danger" disabled={busy}>
                {t('backoffice.money.reject')}
              </button>
              {decisions.includes('more') && (
                <button type="button" className="bo-button" disabled={busy} onClick={() => send({ type: 'MORE', note })}>
                  {t(moreLabel ?? 'backoffice.money.reject')}
                </button>
              )}
            </div>
          </form>
        </div>
      )}
    </>
  );
}

/** What became of the last decision: done, or someone else decided first (the list was reloaded). */
export function DecisionNotice({ notice, testId }: { notice: QueueNotice | null; testId: string }) {
  const t = useCT();
  if (!notice) return null;
  return (
    <p className={notice === 'decided' ? 'bo-notice' : 'bo-notice bo-notice--warn'} role="status" data-testid={testId} data-notice={notice}>
      {t(notice === 'decided' ? 'backoffice.money.decided' : 'backoffice.money.decidedElsewhere')}
    </p>
  );
}

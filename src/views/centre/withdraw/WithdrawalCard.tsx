import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { withdrawalConfirmationMachine, ProofFile } from '../../../../machines/withdrawalConfirmation.machine';
import type { Withdrawal, WithdrawalStatus } from '../../../../server/shared/wire/wallet';
import { withdrawalConfirmationLogic } from '../../../app/centreLogic';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import { useCentre } from '../CentreContext';
import { ProofPicker } from '../wallet/ProofPicker';
import { StatusChip, type ChipTone } from '../wallet/StatusChip';
import { formatTimeLeft } from './withdrawRules';

// One withdrawal of the list with its confirmation: the card draws the
// withdrawalConfirmation machine's state (waiting for the payout, the member's answer
// with a countdown to the deadline, the proof step, how it ended) and sends it what the
// member does. The machine decides; the card only shows.

export type ConfirmationActor = ActorRefFrom<typeof withdrawalConfirmationMachine>;

const TONES: Record<WithdrawalStatus, ChipTone> = {
  requested: 'waiting',
  paid: 'progress',
  received: 'done',
  disputed: 'waiting',
  refunded: 'neutral',
  rejected: 'refused',
};

export function WithdrawalStatusChip({ status }: { status: WithdrawalStatus }) {
  const t = useT();
  return (
    <StatusChip tone={TONES[status]} testId="withdrawal-status">
      {t(`centre.withdraw.status.${status}` as MessageKey)}
    </StatusChip>
  );
}

/**
 * Milliseconds to the deadline as the machine counts them: from the clock reading the
 * withdrawal came with, plus the time this card has been showing since.
 */
/** Time left before the deadline; null when the withdrawal has none this browser can read. */
function useTimeLeft(deadline: string | null, now: number, running: boolean): number | null {
  const seenAt = useMemo(() => Date.now(), [now]);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const at = deadline ? Date.parse(deadline) : Number.NaN;
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now - (Date.now() - seenAt));
}

function Note({ tone = 'plain', icon, children, testId }: { tone?: 'plain' | 'success' | 'warning'; icon: 'check' | 'clock' | 'warning' | 'wallet' | 'shield'; children: ReactNode; testId: string }) {
  return (
    <div className={`withdrawal-note withdrawal-note--${tone}`} data-testid={testId}>
      <Icon name={icon} size={18} />
      <div className="withdrawal-note__text">{children}</div>
    </div>
  );
}

export function WithdrawalCard({ actorRef }: { actorRef: ConfirmationActor }) {
  const t = useT();
  const { dateTime } = useCentreDates();
  const money = useMoney();
  const { member } = useCentre();
  const symbol = member.currencySymbol;
  const snapshot = useSelector(actorRef, (s) => s);
  const { withdrawal, now, proofs, proofProblem, errorCode } = snapshot.context;
  const send = actorRef.send;
  const answering = snapshot.matches('paid');
  const timeLeft = useTimeLeft(withdrawal.confirmDeadline, now, answering);
  const reloading = snapshot.matches('reloading');
  const when = dateTime;
  const bank = `${withdrawal.bankAccount.bankName} ${withdrawal.bankAccount.accountNumber}`;
  const amount = money(symbol, withdrawal.amount);

  const refresh = (
    <button type="button" className="button button--ghost withdrawal-card__refresh" onClick={() => send({ type: 'REFRESH' })} disabled={reloading} data-testid="withdrawal-refresh">
      <Icon name="refresh" size={16} />
      {reloading ? t('centre.withdraw.checking') : t('centre.withdraw.checkAgain')}
    </button>
  );
  const loadError = errorCode && (snapshot.matches('requested') || snapshot.matches('disputed')) && (
    <FormAlert testId="withdrawal-error">{t(errorKey(errorCode))}</FormAlert>
  );

  let body: ReactNode;
  if (snapshot.matches('paid')) {
    const confirming = snapshot.matches({ paid: 'confirming' });
    const submitting = snapshot.matches({ paid: 'submitting' });
    const picking = snapshot.matches({ paid: 'proofs' }) || submitting;
    const files = proofs as File[];
    // The picker hands back the whole list: one more at the end is an addition, one fewer a removal.
    const changeProofs = (next: File[]) => {
      if (next.length > files.length) send({ type: 'ADD_PROOFS', files: next.slice(files.length) as ProofFile[] });
      else {
        const index = files.findIndex((file, i) => next[i] !== file);
        send({ type: 'REMOVE_PROOF', index: index === -1 ? files.length - 1 : index });
      }
    };
    const refusal = proofProblem ?? errorCode;
    body = (
      <div className="withdrawal-answer" data-testid="withdrawal-answer">
        <p className="withdrawal-answer__question">{t('centre.withdraw.confirm.question', { amount: money(symbol, withdrawal.netAmount), bank })}</p>
        {timeLeft !== null && withdrawal.confirmDeadline && (
          <p className="withdrawal-answer__deadline" data-testid="withdrawal-countdown">
            <Icon name="clock" size={16} />
            <span>
              {t('centre.withdraw.confirm.deadline', { time: formatTimeLeft(timeLeft) })}
              <span className="withdrawal-answer__at"> {t('centre.withdraw.confirm.deadlineAt', { at: when(withdrawal.confirmDeadline) })}</span>
            </span>
          </p>
        )}
        {!picking && (
          <>
            {errorCode && <FormAlert testId="withdrawal-error">{t(errorKey(errorCode))}</FormAlert>}
            <div className="withdrawal-answer__actions">
              <button type="button" className="button button--primary" onClick={() => send({ type: 'CONFIRM_RECEIVED' })} disabled={confirming} data-testid="withdrawal-received">
                <Icon name="check" size={16} />
                {confirming ? t('centre.withdraw.sending') : t('centre.withdraw.confirm.received')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => send({ type: 'REPORT_NOT_RECEIVED' })} disabled={confirming} data-testid="withdrawal-not-received">
                {t('centre.withdraw.confirm.notReceived')}
              </button>
            </div>
          </>
        )}
        {picking && (
          <div className="withdrawal-proofs" data-testid="withdrawal-proofs">
            <p className="withdrawal-proofs__intro">{t('centre.withdraw.proofs.intro')}</p>
            <ProofPicker
              files={files}
              onChange={changeProofs}
              error={refusal ? t(errorKey(refusal)) : null}
              label={t('centre.withdraw.proofs.label')}
              disabled={submitting}
              testId="withdrawal-proof-picker"
            />
            <div className="withdrawal-answer__actions">
              <button type="button" className="button button--primary" onClick={() => send({ type: 'SUBMIT_DISPUTE' })} disabled={submitting} data-testid="withdrawal-submit-dispute">
                {submitting ? t('centre.withdraw.sending') : t('centre.withdraw.proofs.submit')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => send({ type: 'CANCEL' })} disabled={submitting} data-testid="withdrawal-cancel-dispute">
                {t('centre.withdraw.proofs.back')}
              </button>
            </div>
          </div>
        )}
      </div>
    );
  } else if (snapshot.matches('closing') || snapshot.matches('awaitingServer')) {
    body = (
      <Note tone="warning" icon="clock" testId="withdrawal-closing">
        <strong>{t('centre.withdraw.closing.title')}</strong>
        <p>{t('centre.withdraw.closing.text')}</p>
        <Spinner label={t('centre.withdraw.checking')} />
      </Note>
    );
  } else if (snapshot.matches('closedAutomatically')) {
    body = (
      <Note tone="success" icon="check" testId="withdrawal-closed-automatically">
        <strong>{t('centre.withdraw.forced.title')}</strong>
        <p>{t('centre.withdraw.forced.text', { minutes: withdrawal.confirmMinutes })}</p>
        {withdrawal.matched && <p data-testid="withdrawal-matched-note">{t('centre.withdraw.matched.credited')}</p>}
      </Note>
    );
  } else if (snapshot.matches('received')) {
    body = (
      <Note tone="success" icon="check" testId="withdrawal-received-note">
        <strong>{withdrawal.resolvedAt ? t('centre.withdraw.received.resolved') : t('centre.withdraw.received.title')}</strong>
        {withdrawal.matched && <p data-testid="withdrawal-matched-note">{t('centre.withdraw.matched.credited')}</p>}
      </Note>
    );
  } else if (snapshot.matches('disputed') || (reloading && withdrawal.status === 'disputed')) {
    body = (
      <>
        <Note icon="shield" testId="withdrawal-disputed-note">
          <strong>{t('centre.withdraw.disputed.title')}</strong>
          <p>{t('centre.withdraw.disputed.text', { count: withdrawal.proofs.length })}</p>
        </Note>
        {loadError}
        {refresh}
      </>
    );
  } else if (snapshot.matches('refunded')) {
    body = (
      <Note icon="wallet" testId="withdrawal-refunded-note">
        <strong>{t('centre.withdraw.refunded.title', { amount })}</strong>
        {withdrawal.note && <p data-testid="withdrawal-note">{withdrawal.note}</p>}
      </Note>
    );
  } else if (snapshot.matches('rejected')) {
    body = (
      <Note tone="warning" icon="warning" testId="withdrawal-rejected-note">
        <strong>{t('centre.withdraw.rejected.title', { amount })}</strong>
        {withdrawal.note && <p data-testid="withdrawal-note">{withdrawal.note}</p>}
      </Note>
    );
  } else {
    body = (
      <>
        <Note icon="clock" testId="withdrawal-requested-note">
          <strong>{t('centre.withdraw.requested.title')}</strong>
          <p>{t('centre.withdraw.requested.text')}</p>
        </Note>
        {loadError}
        {refresh}
      </>
    );
  }

  return (
    <article className={`withdrawal-card withdrawal-card--${withdrawal.status}`} data-testid="withdrawal-card" data-id={withdrawal.id} data-status={withdrawal.status}>
      <header className="withdrawal-card__head">
        <div className="withdrawal-card__amount">
          <span className="withdrawal-card__label">{t('centre.withdraw.list.amount')}</span>
          <strong data-testid="withdrawal-amount">{amount}</strong>
        </div>
        <WithdrawalStatusChip status={withdrawal.status} />
      </header>
      <dl className="withdrawal-card__facts">
        <div>
          <dt>{t('centre.withdraw.list.fee')}</dt>
          <dd data-testid="withdrawal-fee">{money(symbol, withdrawal.fee)}</dd>
        </div>
        <div>
          <dt>{t('centre.withdraw.list.net')}</dt>
          <dd data-testid="withdrawal-net">{money(symbol, withdrawal.netAmount)}</dd>
        </div>
        <div>
          <dt>{t('centre.withdraw.list.bank')}</dt>
          <dd data-testid="withdrawal-bank">{bank}</dd>
        </div>
        <div>
          <dt>{t('centre.withdraw.list.requestedAt')}</dt>
          <dd>{when(withdrawal.createdAt)}</dd>
        </div>
      </dl>
      <div className="withdrawal-card__body" aria-live="polite">
        {body}
      </div>
    </article>
  );
}

/** A withdrawal of the list with a machine of its own, talking to the server. */
export function WithdrawalConfirmation({ withdrawal, onChange }: { withdrawal: Withdrawal; onChange?: (withdrawal: Withdrawal) => void }) {
  const actorRef = useActorRef(withdrawalConfirmationLogic, { input: { withdrawal, now: Date.now() } });
  // Anything that moved (paid, closed, refunded) may change the balance and the badges.
  const seen = useRef(`${withdrawal.status}:${withdrawal.forced}`);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      const current = snapshot.context.withdrawal;
      const mark = `${current.status}:${current.forced}`;
      if (mark === seen.current) return;
      seen.current = mark;
      latest.current?.(current);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return <WithdrawalCard actorRef={actorRef} />;
}

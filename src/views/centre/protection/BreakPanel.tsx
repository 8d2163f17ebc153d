import { useMachine } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { liftable, protectionBreakMachine } from '../../../../machines/protectionBreak.machine';
import { breakEnd, endsNoSooner, EXCLUSION_PERIODS, TIME_OUT_PERIODS, type BreakPeriod } from '../../../../server/shared/playerProtection';
import type { ProtectionStatus } from '../../../../server/shared/wire/protection';
import { fetchProtection, requestLift, takeBreak } from '../../../app/centreProtection';
import { AreaMessages } from '../../../app/AreaMessages';
import { SessionActor } from '../../../app/actors';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import { breakTakenState } from './breakTaken';
import '../account/account.css';
import './breaks.css';

const periodKey = (period: BreakPeriod) => `breaks.period.${period}` as MessageKey;

/**
 * Time-out and self-exclusion (issue 17): the running break, the periods on offer with
 * what each means, a dialog that needs an explicit tick, and for an indefinite exclusion
 * the lift request with its dates. Taken, every session has ended: the app forgets the
 * token and the login page says until when.
 */
export function BreakPanel() {
  return (
    <AreaMessages area="breaks" fallback={null}>
      <Breaks />
    </AreaMessages>
  );
}

function Breaks() {
  const t = useT();
  const { dateTime } = useCentreDates();
  const session = SessionActor.useActorRef();
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      protectionBreakMachine.provide({
        actors: {
          fetchStatus: fromPromise(({ signal }) => fetchProtection({ signal })),
          takeBreak: fromPromise(({ input, signal }) => takeBreak(input.period, { signal })),
          requestLift: fromPromise(({ signal }) => requestLift({ signal })),
        },
        actions: {
          leave: (_, taken) => {
            session.send({ type: 'UNAUTHORIZED' });
            navigate('/login', { state: breakTakenState(taken) });
          },
        },
      }),
    [session, navigate],
  );
  const [snapshot, send] = useMachine(logic);
  const { status, period, mustConfirm, errorCode, errorUntil } = snapshot.context;
  const busy = snapshot.matches('taking') || snapshot.matches('lifting');

  if (snapshot.matches('loading')) {
    return (
      <section className="security-card" data-testid="breaks">
        <Spinner label={t('common.loading')} />
      </section>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <section className="security-card" data-testid="breaks">
        <FormAlert testId="breaks-failed">{t(errorKey(errorCode))}</FormAlert>
        <div>
          <button type="button" className="button button--ghost" onClick={() => send({ type: 'RETRY' })}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    );
  }

  const confirm = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    send({ type: 'CONFIRM', understood: new FormData(e.currentTarget).get('understood') === 'on' });
  };
  const problem = errorCode && (
    <FormAlert testId="breaks-error">
      {t(errorKey(errorCode), { until: errorUntil ? dateTime(errorUntil) : '' })}
      {errorUntil && ` ${t('breaks.runningEnds', { until: dateTime(errorUntil) })}`}
    </FormAlert>
  );
  // A break never ends sooner than the running one (the server refuses it): such periods are not offered.
  const runningUntil = status?.kind ? (status.until ? new Date(status.until) : null) : undefined;
  const offered = (p: BreakPeriod) => runningUntil === undefined || endsNoSooner(breakEnd(p, new Date()), runningUntil);
  const periodButtons = (periods: readonly BreakPeriod[]) => (
    <div className="breaks-periods">
      {periods.map((p) => (
        <button key={p} type="button" className="button button--ghost" disabled={!offered(p)} onClick={() => send({ type: 'CHOOSE', period: p })} data-testid={`breaks-choose-${p}`}>
          {t(periodKey(p))}
        </button>
      ))}
    </div>
  );

  return (
    <section className="security-card" aria-labelledby="breaks-title" data-testid="breaks">
      <header className="security-card__head">
        <h3 className="security-card__title" id="breaks-title">
          <Icon name="shield" size={18} />
          {t('breaks.title')}
        </h3>
      </header>
      <p className="security-muted">{t('breaks.intro')}</p>
      {status?.kind && <RunningBreak status={status} onLift={() => send({ type: 'ASK_LIFT' })} />}

      <div className="breaks-kinds">
        <div className="breaks-kind" data-testid="breaks-time-out">
          <h4 className="breaks-kind__title">{t('breaks.timeOut.title')}</h4>
          <p className="security-muted">{t('breaks.timeOut.explain')}</p>
          {periodButtons(TIME_OUT_PERIODS)}
        </div>
        <div className="breaks-kind" data-testid="breaks-exclusion">
          <h4 className="breaks-kind__title">{t('breaks.exclusion.title')}</h4>
          <p className="security-muted">{t('breaks.exclusion.explain')}</p>
          {periodButtons(EXCLUSION_PERIODS)}
        </div>
      </div>

      {(snapshot.matches('confirming') || snapshot.matches('taking')) && period && (
        <Modal title={t('breaks.confirmTitle')} onClose={() => send({ type: 'CANCEL' })} closeLabel={t('common.close')} testId="breaks-dialog">
          <form className="security-form" onSubmit={confirm} noValidate aria-busy={busy || undefined}>
            <p className="security-warning" data-testid="breaks-meaning">
              <Icon name="warning" size={18} />
              <span>{meaning(t, dateTime, period)}</span>
            </p>
            <label className="security-check">
              <input type="checkbox" name="understood" data-testid="breaks-understood" />
              <span>{t('breaks.understood')}</span>
            </label>
            {mustConfirm && <FormAlert testId="breaks-must-confirm">{t('breaks.mustConfirm')}</FormAlert>}
            {problem}
            <div className="security-form__actions">
              <button type="button" className="button button--ghost" onClick={() => send({ type: 'CANCEL' })}>
                {t('common.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={busy} data-testid="breaks-confirm">
                {busy && <Spinner label={t('breaks.confirm')} />}
                {t('breaks.confirm')}
              </button>
            </div>
          </form>
        </Modal>
      )}

      {(snapshot.matches('confirmingLift') || snapshot.matches('lifting')) && (
        <Modal title={t('breaks.lift.ask')} onClose={() => send({ type: 'CANCEL' })} closeLabel={t('common.close')} testId="breaks-lift-dialog">
          <div className="security-form" aria-busy={busy || undefined}>
            <p className="security-warning">
              <Icon name="warning" size={18} />
              <span>{t('breaks.lift.explain')}</span>
            </p>
            {problem}
            <div className="security-form__actions">
              <button type="button" className="button button--ghost" onClick={() => send({ type: 'CANCEL' })}>
                {t('common.cancel')}
              </button>
              <button type="button" className="button button--primary" disabled={busy} onClick={() => send({ type: 'CONFIRM_LIFT' })} data-testid="breaks-lift-confirm">
                {busy && <Spinner label={t('breaks.lift.confirm')} />}
                {t('breaks.lift.confirm')}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </section>
  );
}

/** What the chosen period means, with its end as if it started now (the server's clock decides the exact instant). */
function meaning(t: ReturnType<typeof useT>, dateTime: (iso: string) => string, period: BreakPeriod): string {
  const end = breakEnd(period, new Date());
  const values = { period: t(periodKey(period)), until: end ? dateTime(end.toISOString()) : '' };
  if (end === null) return t('breaks.confirm.indefinite', values);
  return t(period === '24h' || period === '7d' || period === '30d' ? 'breaks.confirm.timeOut' : 'breaks.confirm.exclusion', values);
}

function RunningBreak({ status, onLift }: { status: ProtectionStatus; onLift: () => void }) {
  const t = useT();
  const { dateTime } = useCentreDates();
  const until = status.until ? dateTime(status.until) : '';
  const text =
    status.kind === 'time_out'
      ? t('breaks.running.timeOut', { until })
      : status.liftRequestedAt === null && status.until === null
        ? t('breaks.running.indefinite')
        : status.liftRequestedAt === null
          ? t('breaks.running.exclusion', { until })
          : t('breaks.running.lift', { requested: dateTime(status.liftRequestedAt), coolingOff: status.coolingOffFrom ? dateTime(status.coolingOffFrom) : '', until });
  return (
    <div className="security-notice breaks-running" role="status" data-testid="breaks-running">
      <Icon name="lock" size={16} />
      <div className="breaks-running__body">
        <span>{text}</span>
        {liftable(status) && (
          <button type="button" className="button button--ghost" onClick={onLift} data-testid="breaks-lift">
            {t('breaks.lift.ask')}
          </button>
        )}
      </div>
    </div>
  );
}

import type { FormEvent } from 'react';
import { REALITY_CHECK_DEFAULT_MINUTES, SESSION_TIME_LIMIT_MAX_MINUTES, SESSION_TIME_LIMIT_MIN_MINUTES } from '../../../server/shared/playerProtection';
import type { SessionClock } from '../../../server/shared/wire/sessionClock';
import { AreaMessages } from '../../app/AreaMessages';
import { announceSessionClock } from '../../app/sessionClockNews';
import { useResource, useSubmission } from '../../app/useMachines';
import { confirmSessionTimeLimit, fetchSessionClock, removeSessionTimeLimit, setRealityCheckInterval, setSessionTimeLimit } from '../../app/sessionClock';
import type { CallOptions } from '../../api/client';
import { FormAlert } from '../../components/forms';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../i18n/useT';
import { useCentreDates } from '../centre/format';
import './protection.css';

/** The intervals offered, in minutes: 5 to 60 (server/shared/playerProtection.ts). */
export const REALITY_CHECK_CHOICES = [5, 10, 15, 20, 30, 45, 60] as const;

type Change = { kind: 'interval'; minutes: number } | { kind: 'limit'; minutes: number } | { kind: 'remove' } | { kind: 'confirm' };

/** A session time limit typed by the member: whole minutes within the server's range. */
export function checkChange(change: Change): MessageKey | null {
  if (change.kind !== 'limit') return null;
  const ok = Number.isInteger(change.minutes) && change.minutes >= SESSION_TIME_LIMIT_MIN_MINUTES && change.minutes <= SESSION_TIME_LIMIT_MAX_MINUTES;
  return ok ? null : 'reality.settings.limitInvalid';
}

function send(change: Change, options: CallOptions): Promise<SessionClock> {
  if (change.kind === 'interval') return setRealityCheckInterval(change.minutes, options);
  if (change.kind === 'limit') return setSessionTimeLimit(change.minutes, options);
  if (change.kind === 'remove') return removeSessionTimeLimit(options);
  return confirmSessionTimeLimit(options);
}

/**
 * The reality check's interval and the session time limit (issue 17), on the responsible
 * gaming page. A change tells the reality check's machine (announceSessionClock), so the
 * next check follows it at once.
 */
export function RealityCheckSettings() {
  return (
    <AreaMessages area="reality" fallback={null}>
      <Settings />
    </AreaMessages>
  );
}

function Settings() {
  const t = useT();
  const { dateTime } = useCentreDates();
  const loaded = useResource((_: undefined, options) => fetchSessionClock(options));
  const form = useSubmission<Change, SessionClock>(async (change, _key, options) => {
    const answer = await send(change, options);
    announceSessionClock(answer);
    return answer;
  }, checkChange);
  const clock = form.result ?? loaded.data;
  if (!clock) return loaded.errorCode ? <FormAlert>{t(errorKey(loaded.errorCode))}</FormAlert> : <Spinner label={t('common.loading')} />;
  const { limitMinutes, endsAt, pending } = clock.timeLimit;

  const saveInterval = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    form.submit({ kind: 'interval', minutes: Number(new FormData(e.currentTarget).get('minutes')) });
  };
  const saveLimit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = String(new FormData(e.currentTarget).get('limit') ?? '').trim();
    form.submit({ kind: 'limit', minutes: typed === '' ? NaN : Number(typed) });
  };

  return (
    <section className="security-card" aria-labelledby="reality-settings" data-testid="reality-check-settings">
      <header className="security-card__head">
        <h3 className="security-card__title" id="reality-settings">
          <Icon name="clock" size={18} />
          {t('reality.settings.title')}
        </h3>
      </header>
      <p className="security-muted">{t('reality.settings.intro')}</p>
      <form className="security-form" onSubmit={saveInterval} noValidate data-testid="reality-interval-form">
        <label className="field">
          <span className="field__label">{t('reality.settings.interval')}</span>
          <select className="input" name="minutes" key={clock.intervalMinutes} defaultValue={clock.intervalMinutes ?? REALITY_CHECK_DEFAULT_MINUTES} data-testid="reality-interval">
            {REALITY_CHECK_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('reality.settings.minutes', { count: minutes })}
              </option>
            ))}
          </select>
        </label>
        <p className="security-muted" data-testid="reality-next-check">
          {t('reality.settings.next', { time: dateTime(clock.nextCheckAt) })}
        </p>
        <div className="security-form__actions">
          <button type="submit" className="button button--primary" disabled={form.busy} data-testid="reality-interval-save">
            {t('reality.settings.save')}
          </button>
        </div>
      </form>

      <h4 className="security-card__title">{t('reality.limit.settingsTitle')}</h4>
      <p className="security-muted">{t('reality.limit.intro')}</p>
      <p className="security-notice" role="status" data-testid="session-limit-current">
        <Icon name="lock" size={16} />
        {limitMinutes === null ? t('reality.limit.none') : t('reality.limit.current', { count: limitMinutes, time: endsAt ? dateTime(endsAt) : '' })}
      </p>
      {pending && (
        <div className="security-notice" data-testid="session-limit-pending">
          <span>
            {pending.limitMinutes === null
              ? t('reality.limit.pendingRemoval', { time: dateTime(pending.confirmableAt) })
              : t('reality.limit.pending', { count: pending.limitMinutes, time: dateTime(pending.confirmableAt) })}
          </span>
          <button type="button" className="button button--ghost" disabled={form.busy} onClick={() => form.submit({ kind: 'confirm' })} data-testid="session-limit-confirm">
            {t('reality.limit.confirm')}
          </button>
        </div>
      )}
      <form className="security-form" onSubmit={saveLimit} noValidate data-testid="session-limit-form">
        <label className="field">
          <span className="field__label">{t('reality.limit.minutes')}</span>
          <input className="input" name="limit" inputMode="numeric" defaultValue={limitMinutes ?? ''} data-testid="session-limit-input" />
        </label>
        <div className="security-form__actions">
          {limitMinutes !== null && (
            <button type="button" className="button button--ghost" disabled={form.busy} onClick={() => form.submit({ kind: 'remove' })} data-testid="session-limit-remove">
              {t('reality.limit.remove')}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={form.busy} data-testid="session-limit-save">
            {t('reality.limit.set')}
          </button>
        </div>
      </form>
      {form.problem && <FormAlert testId="reality-settings-problem">{t(form.problem as MessageKey)}</FormAlert>}
      {form.errorCode && <FormAlert testId="reality-settings-error">{t(errorKey(form.errorCode))}</FormAlert>}
      {form.result && !form.busy && (
        <p className="security-muted" role="status" data-testid="reality-settings-saved">
          {t('reality.settings.saved')}
        </p>
      )}
    </section>
  );
}

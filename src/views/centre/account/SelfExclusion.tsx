import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import { dialogMachine } from '../../../../machines/dialog.machine';
import { selfExclude } from '../../../app/centreAccount';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import { useCentre } from '../CentreContext';
import { useSubmission } from '../../../app/useMachines';
import './account.css';

/** The periods offered, in days (the server takes 1..3650). */
export const EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365, 3650] as const;

interface ExclusionRequest {
  days: number;
  /** The member ticked that bets stay refused for the whole period. */
  understood: boolean;
}

export function checkExclusion(request: ExclusionRequest): MessageKey | null {
  if (!EXCLUSION_DAYS.includes(request.days as (typeof EXCLUSION_DAYS)[number])) return 'centre.account.exclusion.choose';
  return request.understood ? null : 'centre.account.exclusion.mustConfirm';
}

/**
 * Self-exclusion: the member refuses their own bets for a while. It is asked for in a
 * dialog that says what it means and needs an explicit tick; it can be made longer
 * later, never shorter (the server keeps the later end).
 */
export function SelfExclusion() {
  const t = useT();
  const { dateTime } = useCentreDates();
  const { refresh, member } = useCentre();
  const [dialog, sendDialog] = useMachine(dialogMachine);
  const form = useSubmission<ExclusionRequest, { selfExcludedUntil: string | null }>(async ({ days }, _key, options) => {
    const answer = await selfExclude(days, options);
    sendDialog({ type: 'CLOSE' });
    refresh();
    return answer;
  }, checkExclusion);
  // The answer of a change made here, else the one running when the member loaded.
  const until = form.result?.selfExcludedUntil ?? member.selfExcludedUntil ?? null;
  const untilText = until ? dateTime(until) : null;
  const periodLabel = (days: number) => (days >= 365 ? t('centre.account.exclusion.years', { count: Math.round(days / 365) }) : t('centre.account.exclusion.days', { count: days }));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    form.submit({ days: Number(data.get('days')), understood: data.get('understood') === 'on' });
  };

  return (
    <section className="security-card" aria-labelledby="security-exclusion" data-testid="self-exclusion">
      <header className="security-card__head">
        <h3 className="security-card__title" id="security-exclusion">
          <Icon name="shield" size={18} />
          {t('centre.account.exclusion.title')}
        </h3>
      </header>
      <p className="security-muted">{t('centre.account.exclusion.intro')}</p>
      {untilText && (
        <p className="security-notice" role="status" data-testid="self-exclusion-until">
          <Icon name="lock" size={16} />
          {t('centre.account.exclusion.until', { until: untilText })}
        </p>
      )}
      <div>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            form.send({ type: 'RESET' });
            sendDialog({ type: 'OPEN' });
          }}
          data-testid="self-exclusion-open"
        >
          {t(until ? 'centre.account.exclusion.extend' : 'centre.account.exclusion.start')}
        </button>
      </div>

      {dialog.matches('open') && (
        <Modal title={t('centre.account.exclusion.confirmTitle')} onClose={() => sendDialog({ type: 'CLOSE' })} closeLabel={t('common.close')} testId="self-exclusion-dialog">
          <form className="security-form" onSubmit={submit} noValidate aria-busy={form.busy || undefined} data-testid="self-exclusion-form">
            <label className="field">
              <span className="field__label">{t('centre.account.exclusion.period')}</span>
              <select className="input" name="days" defaultValue="7" data-testid="self-exclusion-days">
                {EXCLUSION_DAYS.map((days) => (
                  <option key={days} value={days}>
                    {periodLabel(days)}
                  </option>
                ))}
              </select>
            </label>
            <p className="security-warning">
              <Icon name="warning" size={18} />
              <span>{t('centre.account.exclusion.warning')}</span>
            </p>
            <label className="security-check">
              <input type="checkbox" name="understood" data-testid="self-exclusion-understood" />
              <span>{t('centre.account.exclusion.understood')}</span>
            </label>
            {form.problem && <FormAlert testId="self-exclusion-problem">{t(form.problem as MessageKey)}</FormAlert>}
            {form.errorCode && <FormAlert testId="self-exclusion-error">{t(errorKey(form.errorCode))}</FormAlert>}
            <div className="security-form__actions">
              <button type="button" className="button button--ghost" onClick={() => sendDialog({ type: 'CLOSE' })}>
                {t('common.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={form.busy} data-testid="self-exclusion-confirm">
                {form.busy && <Spinner label={t('centre.account.exclusion.confirm')} />}
                {t('centre.account.exclusion.confirm')}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </section>
  );
}

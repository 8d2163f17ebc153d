import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import type { LimitSets } from '../../../machines/limitChange.machine';
import { LIMIT_KINDS, limitChangeDue, limitsReviewDue, type LimitKind } from '../../../server/shared/playerProtection';
import type { LimitView } from '../../../server/shared/wire/protection';
import { AreaMessages } from '../../app/AreaMessages';
import { limitChangeLogic } from '../../app/limitsLogic';
import { Field, FormAlert, TextInput } from '../../components/forms';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { useMoney } from '../../components/money';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../i18n/useT';
import { useCentre } from '../centre/CentreContext';
import { useCentreDates } from '../centre/format';
import '../centre/account/account.css';
import './limits.css';

// The member's deposit and loss limits on the responsible-gaming page (issue 17): each
// period's limit, what is used and when it resets, a change (set, lower, raise, remove),
// a waiting raise or removal with its time and, once due, its Confirm button; and the
// ask to review the limits every 6 months. machines/limitChange.machine.ts drives it.

const confirmableAt = v.object({ confirmableAt: v.string() });

/** The responsible-gaming page of the personal centre, over whatever page is open. */
export const LIMITS_PAGE = { search: '?personal=responsibleGaming' };

type Snapshot = ReturnType<typeof useMachine<typeof limitChangeLogic>>[0];
type Send = ReturnType<typeof useMachine<typeof limitChangeLogic>>[1];

/** The words for the machine's last refusal (limit_change_not_due with its time). */
function useRefusal() {
  const t = useT();
  const { dateTime } = useCentreDates();
  return (code: string | null, value: unknown): string | null => {
    if (!code) return null;
    const due = v.safeParse(confirmableAt, value);
    if (code === 'limit_change_not_due' && due.success) return t(errorKey(code), { confirmableAt: dateTime(due.output.confirmableAt) });
    return t(errorKey(code));
  };
}

function LimitRow({ kind, view, serverTime, snapshot, send }: { kind: LimitKind; view: LimitView; serverTime: string; snapshot: Snapshot; send: Send }) {
  const t = useT();
  const money = useMoney();
  const { dateTime } = useCentreDates();
  const refusal = useRefusal();
  const { member } = useCentre();
  const symbol = member.currencySymbol;
  const { context } = snapshot;
  const id = `${kind}-${view.period}`;
  const target = context.target?.kind === kind && context.target.period === view.period;
  const editing = target && (snapshot.matches('editing') || snapshot.matches('saving'));
  const busy = !snapshot.matches('ready') && !snapshot.matches('editing');
  const pending = view.pending;
  const due = pending !== null && limitChangeDue(pending.confirmableAt, serverTime);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    send({ type: 'SAVE' });
  };
  const problem = context.problem ? t(`limits.amount.${context.problem}` as MessageKey) : null;
  const rowError = target && (snapshot.matches('editing') || snapshot.matches('ready')) ? refusal(context.errorCode, context.errorValue) : null;

  return (
    <li className="limit-row" data-testid={`limit-${id}`}>
      <div className="limit-row__main">
        <span className="limit-row__period">{t(`limits.period.${view.period}`)}</span>
        <strong className="limit-row__amount" data-testid={`limit-${id}-amount`}>
          {view.limit === null ? t('limits.none') : money(symbol, view.limit)}
        </strong>
        {!editing && (
          <button type="button" className="button button--ghost limit-row__change" disabled={busy} onClick={() => send({ type: 'EDIT', kind, period: view.period })} data-testid={`limit-${id}-edit`}>
            {t(view.limit === null ? 'limits.set' : 'limits.change')}
          </button>
        )}
      </div>
      <p className="limit-row__usage">
        <span data-testid={`limit-${id}-used`}>{view.limit === null ? t('limits.usedNoLimit', { used: money(symbol, view.used) }) : t('limits.used', { used: money(symbol, view.used), limit: money(symbol, view.limit) })}</span>
        <span className="limit-row__resets">{t('limits.resets', { at: dateTime(view.resetsAt) })}</span>
      </p>
      {pending && (
        <div className="security-notice limit-row__pending" role="status" data-testid={`limit-${id}-pending`}>
          <Icon name="clock" size={16} />
          <span>
            {pending.limit === null
              ? t('limits.pendingRemoval', { at: dateTime(pending.confirmableAt) })
              : t('limits.pending', { limit: money(symbol, pending.limit), at: dateTime(pending.confirmableAt) })}
          </span>
          {due && (
            <button type="button" className="button button--primary limit-row__confirm" disabled={busy} onClick={() => send({ type: 'CONFIRM', kind, period: view.period })} data-testid={`limit-${id}-confirm`}>
              {snapshot.matches('confirming') && target ? <Spinner label={t('limits.saving')} /> : t('limits.confirm')}
            </button>
          )}
        </div>
      )}
      {editing && (
        <form className="limit-row__form" onSubmit={submit} noValidate data-testid={`limit-${id}-form`}>
          <Field label={t('limits.amount')} error={problem ?? undefined} hint={t('limits.amountHint')} testId={`limit-${id}-field`}>
            {({ inputId, describedBy, invalid }) => (
              <TextInput
                id={inputId}
                inputMode="decimal"
                autoComplete="off"
                aria-describedby={describedBy}
                invalid={invalid}
                value={context.draft}
                disabled={snapshot.matches('saving')}
                onChange={(e) => send({ type: 'INPUT', value: e.target.value })}
                data-testid={`limit-${id}-input`}
              />
            )}
          </Field>
          <div className="limit-row__actions">
            <button type="submit" className="button button--primary" disabled={snapshot.matches('saving')} data-testid={`limit-${id}-save`}>
              {snapshot.matches('saving') ? t('limits.saving') : t('limits.save')}
            </button>
            {view.limit !== null && (
              <button type="button" className="button button--ghost" disabled={snapshot.matches('saving')} onClick={() => send({ type: 'REMOVE' })} data-testid={`limit-${id}-remove`}>
                {t('limits.remove')}
              </button>
            )}
            <button type="button" className="button button--ghost" disabled={snapshot.matches('saving')} onClick={() => send({ type: 'CANCEL' })} data-testid={`limit-${id}-cancel`}>
              {t('limits.cancel')}
            </button>
          </div>
        </form>
      )}
      {rowError && <FormAlert testId={`limit-${id}-error`}>{rowError}</FormAlert>}
    </li>
  );
}

/** The ask to set a deposit limit (never asked yet) or to review the limits (6 months on). */
export function LimitsAsk({ limits, busy, onDecline, withLink = false }: { limits: LimitSets; busy: boolean; onDecline: () => void; withLink?: boolean }) {
  const t = useT();
  const first = limits.deposit.reviewDueAt === null;
  return (
    <div className="limits-ask" role="region" aria-labelledby="limits-ask-title" data-testid="limits-ask">
      <Icon name="shield" size={22} />
      <div className="limits-ask__body">
        <strong id="limits-ask-title">{t(first ? 'limits.ask.title' : 'limits.review.title')}</strong>
        <p>{t(first ? 'limits.ask.text' : 'limits.review.text')}</p>
        <div className="limits-ask__actions">
          {withLink && (
            <Link className="button button--primary" to={LIMITS_PAGE} data-testid="limits-ask-set">
              {t('limits.ask.set')}
            </Link>
          )}
          <button type="button" className="button button--ghost" disabled={busy} onClick={onDecline} data-testid="limits-ask-decline">
            {t(first ? 'limits.ask.decline' : 'limits.review.keep')}
          </button>
        </div>
      </div>
    </div>
  );
}

function Limits() {
  const t = useT();
  const refusal = useRefusal();
  const [snapshot, send] = useMachine(limitChangeLogic);
  const { context } = snapshot;
  const limits = context.limits;

  return (
    <section className="security-card limits-panel" aria-labelledby="limits-title" data-testid="limits-panel">
      <header className="security-card__head">
        <h3 className="security-card__title" id="limits-title">
          <Icon name="wallet" size={18} />
          {t('limits.title')}
        </h3>
      </header>
      <p className="security-muted">{t('limits.intro')}</p>
      {snapshot.matches('loading') && (
        <div className="security-loading">
          <Spinner label={t('limits.loading')} />
        </div>
      )}
      {snapshot.matches('loadFailed') && (
        <div className="security-failed" role="alert" data-testid="limits-failed">
          <span>{refusal(context.errorCode, context.errorValue)}</span>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {t('limits.retry')}
          </button>
        </div>
      )}
      {limits && (
        <>
          {limitsReviewDue(limits.deposit.reviewDueAt, new Date(limits.deposit.serverTime)) && (
            <LimitsAsk limits={limits} busy={!snapshot.matches('ready')} onDecline={() => send({ type: 'REVIEW' })} />
          )}
          {snapshot.matches('ready') && context.target === null && context.errorCode && <FormAlert testId="limits-error">{refusal(context.errorCode, context.errorValue)}</FormAlert>}
          {LIMIT_KINDS.map((kind) => (
            <div key={kind} className="limits-kind" data-testid={`limits-${kind}`}>
              <h4 className="limits-kind__title">{t(`limits.kind.${kind}`)}</h4>
              <p className="security-muted">{t(`limits.kind.${kind}Hint`)}</p>
              <ul className="limits-list">
                {limits[kind].limits.map((view) => (
                  <LimitRow key={view.period} kind={kind} view={view} serverTime={limits[kind].serverTime} snapshot={snapshot} send={send} />
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  );
}

/** The panel with its catalogue (src/i18n/messages/limits). */
export function LimitsPanel() {
  return (
    <AreaMessages area="limits" fallback={null}>
      <Limits />
    </AreaMessages>
  );
}

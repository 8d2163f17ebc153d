import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedDate } from 'react-intl';
import { fromPromise } from 'xstate';
import { operatorBreakMachine } from '../../../../machines/operatorBreak.machine';
import { BREAK_PERIODS, type BreakPeriod } from '../../../../server/shared/playerProtection';
import { OPERATOR_BREAK_REASON_MAX, type PlayerProtection } from '../../../../server/shared/wire/protection';
import { useResource } from '../../../app/useResource';
import { useCT, useErrorText } from '../../intl';
import { ListLoading } from '../../PageLoading';
import { ScrollBox } from '../../ScrollBox';
import * as api from '../../playersApi';
import { useStaffSession } from '../../session';
import { ReasonFields } from './ReasonFields';
import { Amount } from './Amount';

const When = ({ at }: { at: string | null }) => (at ? <FormattedDate value={at} dateStyle="medium" timeStyle="short" /> : <>–</>);

/**
 * A player's protection (players.read): the running time-out or self-exclusion with a lift
 * request's dates, and the deposit limits with their pending changes and review date. Risk staff
 * (risk.manage) may impose a break with a reason.
 */
export function ProtectionPanel({ playerId, currency, mayImpose, onImposed }: { playerId: string; currency: string; mayImpose: boolean; onImposed: () => void }) {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const { data, errorCode, snapshot, send } = useResource((id: string, { signal }) => api.fetchPlayerProtection(token, id, { signal }), playerId);
  return (
    <section className="bo-card" aria-labelledby="bo-protection-title" data-testid="bo-protection" data-kind={data?.break.kind ?? 'none'}>
      <h2 id="bo-protection-title">{t('backoffice.risk.title')}</h2>
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(data)} error={errorText(errorCode)} />
      {data && <BreakFacts protection={data} />}
      {data && <LimitTable limits={data.depositLimits} title="backoffice.risk.limits" testId="bo-protection-limits" currency={currency} />}
      {data && <LimitTable limits={data.lossLimits} title="backoffice.risk.lossLimits" testId="bo-protection-loss-limits" currency={currency} />}
      {mayImpose && (
        <ImposeBreak
          playerId={playerId}
          onImposed={() => {
            send({ type: 'REFRESH' });
            onImposed();
          }}
        />
      )}
    </section>
  );
}

function BreakFacts({ protection }: { protection: PlayerProtection }) {
  const t = useCT();
  const b = protection.break;
  if (b.kind === null) return <p data-testid="bo-protection-none">{t('backoffice.risk.none')}</p>;
  return (
    <dl className="bo-facts" data-testid="bo-protection-break">
      <dt>{t('backoffice.risk.kind')}</dt>
      <dd data-testid="bo-protection-kind">{t(b.kind === 'time_out' ? 'backoffice.risk.kind.timeOut' : 'backoffice.risk.kind.exclusion')}</dd>
      <dt>{t('backoffice.risk.from')}</dt>
      <dd>
        <When at={b.startedAt} />
      </dd>
      <dt>{t('backoffice.risk.until')}</dt>
      <dd data-testid="bo-protection-until">{b.until ? <When at={b.until} /> : t('backoffice.risk.indefinite')}</dd>
      {b.liftRequestedAt && (
        <>
          <dt>{t('backoffice.risk.liftRequested')}</dt>
          <dd>
            <When at={b.liftRequestedAt} />
          </dd>
          <dt>{t('backoffice.risk.coolingOff')}</dt>
          <dd>
            <When at={b.coolingOffFrom} />
          </dd>
        </>
      )}
    </dl>
  );
}

const PERIOD_WORDS = { day: 'backoffice.risk.period.day', week: 'backoffice.risk.period.week', month: 'backoffice.risk.period.month' } as const;

function LimitTable({ limits: shown, title, testId, currency }: { limits: PlayerProtection['depositLimits']; title: 'backoffice.risk.limits' | 'backoffice.risk.lossLimits'; testId: string; currency: string }) {
  const t = useCT();
  const { limits, reviewDueAt } = shown;
  return (
    <>
      <h3>{t(title)}</h3>
      <ScrollBox label={t(title)}>
        <table className="bo-table" data-testid={testId}>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.risk.period')}</th>
              <th scope="col">{t('backoffice.risk.limit')}</th>
              <th scope="col">{t('backoffice.risk.used')}</th>
              <th scope="col">{t('backoffice.risk.resets')}</th>
              <th scope="col">{t('backoffice.risk.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {limits.map((l) => (
              <tr key={l.period} data-testid="bo-protection-limit" data-period={l.period}>
                <th scope="row">{t(PERIOD_WORDS[l.period])}</th>
                <td>{l.limit === null ? t('backoffice.risk.noLimit') : <Amount value={l.limit} currency={currency} />}</td>
                <td>
                  <Amount value={l.used} currency={currency} />
                </td>
                <td>
                  <When at={l.resetsAt} />
                </td>
                <td>
                  {l.pending === null ? (
                    '–'
                  ) : (
                    <>
                      {l.pending.limit === null ? t('backoffice.risk.removal') : <Amount value={l.pending.limit} currency={currency} />}{' '}
                      <span className="bo-muted">
                        {t('backoffice.risk.confirmableFrom')} <When at={l.pending.confirmableAt} />
                      </span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <p className="bo-muted">
        {t('backoffice.risk.reviewDue')} <When at={reviewDueAt} />
      </p>
    </>
  );
}

const PERIOD_NAMES: Record<BreakPeriod, `backoffice.risk.length.${BreakPeriod}`> = {
  '24h': 'backoffice.risk.length.24h',
  '7d': 'backoffice.risk.length.7d',
  '30d': 'backoffice.risk.length.30d',
  '6m': 'backoffice.risk.length.6m',
  '1y': 'backoffice.risk.length.1y',
  '5y': 'backoffice.risk.length.5y',
  indefinite: 'backoffice.risk.length.indefinite',
};

/** Risk staff impose a time-out or a self-exclusion with a reason (risk.manage); the player's sessions end at once. */
function ImposeBreak({ playerId, onImposed }: { playerId: string; onImposed: () => void }) {
  const t = useCT();
  const { token } = useStaffSession();
  const logic = useMemo(
    () => operatorBreakMachine.provide({ actors: { imposeBreak: fromPromise(({ input, signal }) => api.imposeBreak(token, playerId, input, { signal })) } }),
    [token, playerId],
  );
  const [snapshot, send] = useMachine(logic);
  const [period, setPeriod] = useState<BreakPeriod>('24h');
  const [reason, setReason] = useState('');
  const { context } = snapshot;
  const told = useRef(false);
  useEffect(() => {
    if (!context.imposed || told.current) return;
    told.current = true;
    setReason('');
    onImposed();
  }, [context.imposed, onImposed]);
  useEffect(() => {
    if (!context.imposed) told.current = false;
  }, [context.imposed]);

  return (
    <div data-testid="bo-impose-break" data-state={String(snapshot.value)}>
      {context.imposed && (
        <p className="bo-notice" role="status" data-testid="bo-impose-break-done">
          {t('backoffice.risk.imposed')}
        </p>
      )}
      {snapshot.matches('idle') && (
        <button type="button" className="bo-button bo-button--danger" onClick={() => send({ type: 'ASK' })} data-testid="bo-impose-break-ask">
          {t('backoffice.risk.impose')}
        </button>
      )}
      {(snapshot.matches('asking') || snapshot.matches('saving')) && (
        <form
          className="bo-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'CONFIRM', period, reason });
          }}
        >
          <p>{t('backoffice.risk.imposeIntro')}</p>
          <label className="bo-field">
            <span>{t('backoffice.risk.length')}</span>
            <select value={period} onChange={(e) => setPeriod(e.target.value as BreakPeriod)} data-testid="bo-impose-break-period">
              {BREAK_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(PERIOD_NAMES[p])}
                </option>
              ))}
            </select>
          </label>
          <ReasonFields
            testId="bo-impose-break"
            value={reason}
            onChange={setReason}
            max={OPERATOR_BREAK_REASON_MAX}
            reasonMissing={context.reasonMissing}
            errorCode={context.errorCode}
            saving={snapshot.matches('saving')}
            onCancel={() => send({ type: 'CANCEL' })}
            words={{ reason: 'backoffice.risk.reason', required: 'backoffice.risk.reasonRequired', confirm: 'backoffice.risk.confirm', cancel: 'backoffice.risk.cancel' }}
          />
        </form>
      )}
    </div>
  );
}

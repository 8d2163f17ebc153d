import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type SettlementKindName, settlementRunMachine } from '../../../../machines/settlementRun.machine';
import { SETTLEMENT_KINDS, type SettlementRuns } from '../../../../server/shared/wire/agent';
import * as api from '../../api';
import { useCT, useErrorText } from '../../intl';
import { useStaffSession } from '../../session';
import { ConfirmDialog } from './ConfirmDialog';
import { Amount } from './Amount';

function runLogic(token: string) {
  return settlementRunMachine.provide({
    actors: { runSettlement: fromPromise(({ input, signal }) => api.runSettlement(token, input.kind, { signal })) },
  });
}

/**
 * "Run a period now" (jobs.run): a kind chosen, a dialog to confirm, then what each merchant's
 * run settled (machines/settlementRun.machine.ts). The list of runs reloads after a run.
 */
export function RunPeriodNow({ onRan }: { onRan: (runs: SettlementRuns) => void }) {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const { token } = useStaffSession();
  const logic = useMemo(() => runLogic(token), [token]);
  const [snapshot, send] = useMachine(logic);
  const [kind, setKind] = useState<SettlementKindName>('daily');
  const opener = useRef<HTMLButtonElement>(null);
  const { runs, errorCode } = snapshot.context;
  const asking = snapshot.matches('confirming') || snapshot.matches('running');

  // A finished run reloads the list; closing the dialog gives the focus back to its button.
  const onRanRef = useRef(onRan);
  onRanRef.current = onRan;
  useEffect(() => {
    if (runs) onRanRef.current({ runs });
  }, [runs]);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !asking) opener.current?.focus({ preventScroll: true });
    wasAsking.current = asking;
  }, [asking]);

  return (
    <div className="bo-card" data-testid="bo-run-now">
      <h3 id={`${id}-title`}>{t('backoffice.agents.runNow')}</h3>
      <p className="bo-muted">{t('backoffice.agents.runNowIntro')}</p>
      <div className="bo-row">
        <label className="bo-field">
          <span>{t('backoffice.agents.runKind')}</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as SettlementKindName)} disabled={asking}>
            {SETTLEMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`backoffice.agents.settlementKind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <button ref={opener} type="button" className="bo-button bo-button--primary bo-align-end" disabled={asking} onClick={() => send({ type: 'ASK', kind })}>
          {t('backoffice.agents.runNowButton')}
        </button>
      </div>
      {runs && (
        <div role="status" data-testid="bo-run-result">
          {runs.length === 0 ? (
            <p className="bo-muted">{t('backoffice.agents.runNothing')}</p>
          ) : (
            <ul className="bo-run-result">
              {runs.map((run) => (
                <li key={`${run.merchantCode}/${run.periodKey}`}>
                  {run.settled
                    ? t('backoffice.agents.runSettled', { merchant: run.merchantCode, period: run.periodKey, agents: run.agents, bets: run.bets })
                    : t('backoffice.agents.runAlready', { merchant: run.merchantCode, period: run.periodKey })}{' '}
                  {run.settled && <Amount value={run.total} />}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {asking && snapshot.context.kind && (
        <ConfirmDialog
          title={t('backoffice.agents.confirmTitle', { kind: t(`backoffice.agents.settlementKind.${snapshot.context.kind}`) })}
          confirmLabel={t(snapshot.matches('running') ? 'backoffice.agents.running' : 'backoffice.agents.confirmRun')}
          cancelLabel={t('backoffice.agents.cancel')}
          busy={snapshot.matches('running')}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
          testId="bo-run-dialog"
        >
          <p>{t('backoffice.agents.confirmText')}</p>
          {errorCode && (
            <p className="bo-error" role="alert">
              {errorText(errorCode)}
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}

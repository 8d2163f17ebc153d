import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { MAX_TIERS, type ContractOptions, type DraftField, type DraftProblem, type DraftTier } from '../../../machines/contractOffer.machine';
import { CONTRACT_KINDS, DIVIDEND_PERIODS, type AgentOptions, type Contract, type ContractKind } from '../../../server/shared/wire/agent';
import { contractOfferLogic } from '../../app/agentLogic';
import { Icon } from '../../components/Icon';
import { SegmentedTabs } from '../../components/forms';
import { errorKey, useT, type MessageKey } from '../../i18n/useT';
import { useCentreDates } from '../centre/format';
import { StatusChip, TermsView } from './ContractTerms';

const optionsOf = (options: AgentOptions): ContractOptions => ({
  daily: options.dailysalreqtype === 1,
  hourly: options.contracthoursalreq === 1,
  realtime: options.realtimesalreqtype === 1,
  dividend: options.divtypereq === 1,
});

/**
 * The contract of one direct downline agent, from the upline's side (spec section 4):
 * the last offer and what became of it, or a form for a new one (kind, rates, tiers),
 * checked against my own terms before it is sent.
 */
export function ContractOfferPanel({ account, options, latest, symbol, onSent }: { account: string; options: AgentOptions; latest: Contract | null; symbol: string; onSent: () => void }) {
  const t = useT();
  const dates = useCentreDates();
  const machine = useMemo(
    () => contractOfferLogic.provide({ actions: { offerSent: onSent } }),
    [onSent],
  );
  const [snapshot, send] = useMachine(machine, { input: { role: 'upline', account, options: optionsOf(options), own: options.myTerms, offer: latest } });
  const { offer, draft, problems, errorCode } = snapshot.context;
  const kinds = CONTRACT_KINDS.filter((kind) => optionsOf(options)[kind]);
  const problemOf = (field: string) => problems.find((p) => p.field === field);

  if ((snapshot.matches('sent') || snapshot.matches('refreshing')) && offer) {
    return (
      <article className="agent-contract" data-testid="contract-sent" data-state={String(snapshot.value)}>
        <header className="agent-contract__head">
          <Icon name="ticket" size={18} />
          <h4>{t('agent.offer.lastTitle', { kind: t(`agent.kind.${offer.kind}` as MessageKey) })}</h4>
          <StatusChip status={offer.status} testId="contract-sent-status" />
        </header>
        <p className="agent-contract__meta">
          {t('agent.col.account')}: <strong>{account}</strong> · {t('agent.review.offeredAt', { time: dates.dateTime(offer.offeredAt) })}
        </p>
        <TermsView terms={offer.terms} symbol={symbol} testId="contract-sent-terms" />
        {errorCode && (
          <div className="form-alert" role="alert" data-testid="contract-sent-error">
            <Icon name="warning" size={18} />
            <span>{t(errorKey(errorCode))}</span>
          </div>
        )}
        <div className="agent-contract__actions">
          <button type="button" className="button button--ghost" disabled={snapshot.matches('refreshing')} onClick={() => send({ type: 'REFRESH' })} data-testid="contract-refresh">
            <Icon name="refresh" size={16} />
            {t('agent.offer.refresh')}
          </button>
          {kinds.length > 0 && (
            <button type="button" className="button button--primary" onClick={() => send({ type: 'NEW_OFFER' })} data-testid="contract-new">
              {t('agent.offer.new')}
            </button>
          )}
        </div>
      </article>
    );
  }

  if (kinds.length === 0) {
    return (
      <p className="agent-note" data-testid="contract-none-on">
        {t('agent.offer.noKinds')}
      </p>
    );
  }

  const busy = snapshot.matches('sending');
  const own = options.myTerms[draft.kind];
  const problemText = (problem: DraftProblem | undefined) => (problem ? t(`agent.contract.problem.${problem.problem}` as MessageKey) : null);
  const edit = (field: DraftField, value: string) => send({ type: 'EDIT', field, value });

  return (
    <form
      className="agent-contract agent-offer-form"
      noValidate
      data-testid="contract-form"
      data-state={String(snapshot.value)}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <header className="agent-contract__head">
        <Icon name="ticket" size={18} />
        <h4>{t('agent.offer.title', { account })}</h4>
      </header>
      <SegmentedTabs
        label={t('agent.offer.kind')}
        options={kinds.map((kind) => ({ value: kind, label: t(`agent.kind.${kind}` as MessageKey) }))}
        value={draft.kind}
        onChange={(kind: ContractKind) => send({ type: 'SET_KIND', kind })}
        testId="offer-kind"
      />
      <FieldError text={problemText(problemOf('kind'))} testId="offer-kind-error" />
      <div className="agent-offer-own" data-testid="offer-own">
        <span>{t('agent.offer.own')}</span>
        {own ? <TermsView terms={own} symbol={symbol} /> : <strong>{t('agent.offer.ownNone')}</strong>}
      </div>

      {draft.kind === 'hourly' && (
        <RateInput label={t('agent.terms.ratio')} value={draft.hourly.ratio} onChange={(v) => edit('hourly.ratio', v)} error={problemText(problemOf('ratio'))} testId="offer-ratio" disabled={busy} />
      )}
      {draft.kind === 'realtime' && (
        <div className="agent-offer-rates">
          <RateInput label={t('agent.terms.winRate')} value={draft.realtime.winRate} onChange={(v) => edit('realtime.winRate', v)} error={problemText(problemOf('winRate'))} testId="offer-winRate" disabled={busy} />
          <RateInput label={t('agent.terms.lossRate')} value={draft.realtime.lossRate} onChange={(v) => edit('realtime.lossRate', v)} error={problemText(problemOf('lossRate'))} testId="offer-lossRate" disabled={busy} />
        </div>
      )}
      {draft.kind === 'dividend' && (
        <label className="record-select agent-offer-period">
          <span className="record-select__label">{t('agent.terms.period')}</span>
          <select className="record-select__input" value={draft.dividend.period} onChange={(e) => edit('dividend.period', e.target.value)} disabled={busy} data-testid="offer-period">
            {DIVIDEND_PERIODS.filter((p) => options.dividendPeriods.includes(p) || p === draft.dividend.period).map((p) => (
              <option key={p} value={p}>
                {t(`agent.period.${p}` as MessageKey)}
              </option>
            ))}
          </select>
          <FieldError text={problemText(problemOf('period'))} testId="offer-period-error" />
        </label>
      )}
      {(draft.kind === 'daily' || draft.kind === 'dividend') && (
        <TierEditor
          group={draft.kind}
          tiers={draft.kind === 'daily' ? draft.daily : draft.dividend.tiers}
          problemText={(field) => problemText(problemOf(field))}
          onEdit={edit}
          onAdd={() => send({ type: 'ADD_TIER' })}
          onRemove={(index) => send({ type: 'REMOVE_TIER', index })}
          disabled={busy}
        />
      )}
      <FieldError text={problemText(problemOf('tiers'))} testId="offer-tiers-error" />

      {errorCode && (
        <div className="form-alert" role="alert" data-testid="contract-send-error">
          <Icon name="warning" size={18} />
          <span>{t(errorKey(errorCode))}</span>
        </div>
      )}
      <div className="agent-contract__actions">
        {offer && (
          <button type="button" className="button button--ghost" onClick={() => send({ type: 'BACK' })} disabled={busy} data-testid="contract-back">
            {t('agent.offer.back')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={busy} data-testid="contract-submit">
          {busy ? t('agent.offer.sending') : errorCode ? t('agent.offer.retry') : t('agent.offer.send')}
        </button>
      </div>
    </form>
  );
}

function FieldError({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <p className="field__error" role="alert" data-testid={testId}>
      <Icon name="warning" size={14} />
      {text}
    </p>
  );
}

function RateInput({ label, value, onChange, error, testId, disabled }: { label: string; value: string; onChange: (value: string) => void; error: string | null; testId: string; disabled: boolean }) {
  return (
    <label className={`field agent-rate${error ? ' field--invalid' : ''}`}>
      <span className="field__label">{label}</span>
      <span className="agent-rate__box">
        <input className="input" inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} disabled={disabled} data-testid={testId} />
        <span aria-hidden="true">%</span>
      </span>
      <FieldError text={error} testId={`${testId}-error`} />
    </label>
  );
}

function TierEditor({
  group,
  tiers,
  problemText,
  onEdit,
  onAdd,
  onRemove,
  disabled,
}: {
  group: 'daily' | 'dividend';
  tiers: DraftTier[];
  problemText: (field: string) => string | null;
  onEdit: (field: DraftField, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  disabled: boolean;
}) {
  const t = useT();
  const cell = (i: number, name: keyof DraftTier, label: string, mode: 'decimal' | 'numeric') => {
    const error = problemText(`tiers.${i}.${name}`);
    return (
      <td>
        <input
          className="input"
          inputMode={mode}
          aria-label={`${t('agent.terms.tier', { n: i + 1 })} · ${label}`}
          aria-invalid={error ? true : undefined}
          value={tiers[i]?.[name] ?? ''}
          onChange={(e) => onEdit(`${group}.${i}.${name}`, e.target.value)}
          disabled={disabled}
          data-testid={`offer-tier-${i}-${name}`}
        />
        <FieldError text={error} testId={`offer-tier-${i}-${name}-error`} />
      </td>
    );
  };
  const minLabel = t(group === 'daily' ? 'agent.terms.minBet' : 'agent.terms.minLoss');
  return (
    <div className="agent-tiers" data-testid="offer-tiers">
      <table className="record-table agent-tier-table">
        <thead>
          <tr>
            <th scope="col">{t('agent.terms.tierHeader')}</th>
            <th scope="col">{minLabel}</th>
            <th scope="col">{t('agent.terms.minActive')}</th>
            <th scope="col">{t('agent.terms.ratio')} (%)</th>
            <th scope="col">
              <span className="visually-hidden">{t('agent.offer.removeTier')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((_, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              {cell(i, 'min', minLabel, 'decimal')}
              {cell(i, 'minActive', t('agent.terms.minActive'), 'numeric')}
              {cell(i, 'ratio', t('agent.terms.ratio'), 'decimal')}
              <td>
                <button type="button" className="icon-button" onClick={() => onRemove(i)} disabled={disabled} aria-label={`${t('agent.offer.removeTier')} ${i + 1}`} data-testid={`offer-tier-${i}-remove`}>
                  <Icon name="close" size={16} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button button--ghost" onClick={onAdd} disabled={disabled || tiers.length >= MAX_TIERS} data-testid="offer-add-tier">
        {t('agent.offer.addTier')}
      </button>
    </div>
  );
}

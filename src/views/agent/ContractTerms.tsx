import type { ContractStatus, ContractTerms } from '../../../server/shared/wire/agent';
import { useMoney } from '../../components/money';
import { useT, type MessageKey } from '../../i18n/useT';
import { RecordChip, type ChipTone } from '../centre/records/format';

const rate = (value: string) => `${value} %`;

/** The words of a terms field (`ratio`, `period`, `tiers.0.minBet`...): "Tier 1 · Daily bet from". */
export function useTermsField() {
  const t = useT();
  return (field: string) => {
    const [first, index, name] = field.split('.');
    if (first === 'tiers' && index !== undefined && name) return `${t('agent.terms.tier', { n: Number(index) + 1 })} · ${t(`agent.terms.${name}` as MessageKey)}`;
    return t(`agent.terms.${first}` as MessageKey);
  };
}

/** A terms value as shown: rates with %, amounts with the currency, a period by its name. */
export function useTermsValue(symbol: string) {
  const t = useT();
  const money = useMoney();
  return (field: string, value: string | null) => {
    if (value === null) return '—';
    const name = field.split('.').pop() ?? field;
    if (name === 'period') return t(`agent.period.${value}` as MessageKey);
    if (name === 'minBet' || name === 'minLoss') return money(symbol, value);
    if (name === 'minActive') return value;
    return rate(value);
  };
}

/** What a contract pays, as a small table (tiers) or a list (rates). */
export function TermsView({ terms, symbol, testId }: { terms: ContractTerms; symbol: string; testId?: string }) {
  const t = useT();
  const money = useMoney();
  if (terms.kind === 'hourly') {
    return (
      <dl className="agent-terms" data-testid={testId}>
        <dt>{t('agent.terms.ratio')}</dt>
        <dd>{rate(terms.ratio)}</dd>
      </dl>
    );
  }
  if (terms.kind === 'realtime') {
    return (
      <dl className="agent-terms" data-testid={testId}>
        <dt>{t('agent.terms.winRate')}</dt>
        <dd>{rate(terms.winRate)}</dd>
        <dt>{t('agent.terms.lossRate')}</dt>
        <dd>{rate(terms.lossRate)}</dd>
      </dl>
    );
  }
  const rows = terms.kind === 'daily' ? terms.tiers.map((tier) => ({ min: tier.minBet, minActive: tier.minActive, ratio: tier.ratio })) : terms.tiers.map((tier) => ({ min: tier.minLoss, minActive: tier.minActive, ratio: tier.ratio }));
  return (
    <div className="agent-terms-tiers" data-testid={testId}>
      {terms.kind === 'dividend' && (
        <p className="agent-terms__period">
          {t('agent.terms.period')}: <strong>{t(`agent.period.${terms.period}` as MessageKey)}</strong>
        </p>
      )}
      <table className="record-table agent-tier-table">
        <thead>
          <tr>
            <th scope="col">{t('agent.terms.tierHeader')}</th>
            <th scope="col" className="is-number">
              {t(terms.kind === 'daily' ? 'agent.terms.minBet' : 'agent.terms.minLoss')}
            </th>
            <th scope="col" className="is-number">
              {t('agent.terms.minActive')}
            </th>
            <th scope="col" className="is-number">
              {t('agent.terms.ratio')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td className="is-number">{money(symbol, row.min)}</td>
              <td className="is-number">{row.minActive}</td>
              <td className="is-number">{rate(row.ratio)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const TONES: Record<ContractStatus, ChipTone> = { offered: 'warning', accepted: 'success', rejected: 'muted', cancelled: 'muted', replaced: 'muted' };

export function StatusChip({ status, testId }: { status: ContractStatus; testId?: string }) {
  const t = useT();
  return (
    <RecordChip tone={TONES[status]} testId={testId}>
      {t(`agent.status.${status}` as MessageKey)}
    </RecordChip>
  );
}

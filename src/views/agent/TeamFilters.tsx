import { useId, type FormEvent } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { Amount, SignedAmount } from '../centre/records/format';
import '../../components/forms.css';

/**
 * One account of the team to narrow a report to: typed, then searched with the button or
 * Enter; an empty search lists everyone again. The text lives in the input until sent.
 */
export function AccountFilter({ value, onSearch, testId }: { value: string; onSearch: (account: string) => void; testId: string }) {
  const t = useT();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('account') ?? '').trim());
  };
  return (
    <form className="agent-search" role="search" onSubmit={submit} data-testid={testId}>
      <label className="visually-hidden" htmlFor={id}>
        {t('agent.filter.account')}
      </label>
      <input id={id} name="account" className="input agent-search__input" defaultValue={value} placeholder={t('agent.filter.accountPlaceholder')} autoComplete="off" data-testid={`${testId}-input`} />
      <button type="submit" className="button button--ghost" data-testid={`${testId}-submit`}>
        <Icon name="search" size={16} />
        {t('agent.filter.search')}
      </button>
    </form>
  );
}

interface SummaryItem {
  label: string;
  count?: number;
  amount?: string;
  signed?: boolean;
}

/** The totals of a report's whole window (all pages), above its table. */
export function SummaryCards({ items, symbol, testId }: { items: SummaryItem[]; symbol: string; testId: string }) {
  return (
    <dl className="record-cards agent-cards" data-testid={testId}>
      {items.map((item) => (
        <div key={item.label} className="record-card">
          <dt className="record-card__label">{item.label}</dt>
          <dd className="record-card__value">
            {item.amount === undefined ? item.count : item.signed ? <SignedAmount symbol={symbol} amount={item.amount} /> : <Amount symbol={symbol} amount={item.amount} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BankAccount, NewBankAccount } from '../../../../server/shared/wire/wallet';
import { addBankAccount } from '../../../app/centreWithdrawals';
import { Field, FormAlert, TextInput } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { formValues } from '../../account/useFieldError';
import { useSubmission } from '../../../app/useMachines';
import { bankAccountProblem, MAX_BANK_ACCOUNTS, normaliseAccountNumber, type BankAccountField } from './withdrawRules';

// The member's bank accounts (withdrawals go to one of them): the list, numbers masked
// by the server, and a form to add one while there are fewer than five.

const FIELDS: { name: BankAccountField; label: MessageKey; autoComplete: string }[] = [
  { name: 'bankName', label: 'centre.withdraw.bank.bankName', autoComplete: 'off' },
  { name: 'accountName', label: 'centre.withdraw.bank.accountName', autoComplete: 'name' },
  { name: 'accountNumber', label: 'centre.withdraw.bank.accountNumber', autoComplete: 'off' },
];

interface BankAccountsProps {
  accounts: readonly BankAccount[];
  onAdded: (account: BankAccount) => void;
}

export function BankAccounts({ accounts, onAdded }: BankAccountsProps) {
  const t = useT();
  const [adding, setAdding] = useState(accounts.length === 0);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSubmission<NewBankAccount, BankAccount>(
    (account, _key, options) =>
      addBankAccount({ bankName: account.bankName.trim(), accountName: account.accountName.trim(), accountNumber: normaliseAccountNumber(account.accountNumber) }, options),
    bankAccountProblem,
  );
  const added = form.snapshot.matches('succeeded') ? form.result : null;
  const full = accounts.length >= MAX_BANK_ACCOUNTS;

  useEffect(() => {
    if (!added) return;
    formRef.current?.reset();
    setAdding(false);
    onAdded(added);
  }, [added, onAdded]);

  const errorOf = (field: BankAccountField) => (form.problem?.startsWith(`${field}.`) ? t(`centre.withdraw.problem.${form.problem}` as MessageKey) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    form.submit({ bankName: values.bankName ?? '', accountName: values.accountName ?? '', accountNumber: values.accountNumber ?? '' });
  };

  return (
    <section className="wallet-form withdraw-banks" data-testid="withdraw-banks">
      <div className="withdraw-banks__head">
        <h3 className="wallet-form__title">{t('centre.withdraw.bank.title')}</h3>
        <span className="withdraw-banks__count" data-testid="withdraw-banks-count">
          {t('centre.withdraw.bank.count', { count: accounts.length, max: MAX_BANK_ACCOUNTS })}
        </span>
      </div>
      {accounts.length === 0 ? (
        <p className="withdraw-step__text" data-testid="withdraw-banks-empty">
          {t('centre.withdraw.bank.empty')}
        </p>
      ) : (
        <ul className="withdraw-banks__list">
          {accounts.map((account) => (
            <li key={account.id} className="withdraw-bank" data-testid="withdraw-bank">
              <Icon name="briefcase" size={18} />
              <span className="withdraw-bank__name">{account.bankName}</span>
              <span className="withdraw-bank__holder">{account.accountName}</span>
              <span className="withdraw-bank__number" data-testid="withdraw-bank-number">
                {account.accountNumber}
              </span>
            </li>
          ))}
        </ul>
      )}
      {full && (
        <p className="withdraw-step__text" data-testid="withdraw-banks-full">
          {t('centre.withdraw.bank.full', { max: MAX_BANK_ACCOUNTS })}
        </p>
      )}
      {!full && !adding && (
        <button type="button" className="button button--ghost withdraw-banks__add" onClick={() => setAdding(true)} data-testid="withdraw-bank-add">
          {t('centre.withdraw.bank.add')}
        </button>
      )}
      {!full && adding && (
        <form ref={formRef} className="withdraw-bank-form" onSubmit={submit} noValidate data-testid="withdraw-bank-form">
          {FIELDS.map(({ name, label, autoComplete }) => (
            <Field key={name} label={t(label)} error={errorOf(name)} hint={name === 'accountNumber' ? t('centre.withdraw.bank.numberHint') : undefined} testId={`withdraw-${name}-field`}>
              {({ inputId, describedBy, invalid }) => (
                <TextInput
                  id={inputId}
                  name={name}
                  maxLength={name === 'accountNumber' ? 48 : 100}
                  autoComplete={autoComplete}
                  inputMode={name === 'accountNumber' ? 'numeric' : undefined}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  disabled={form.busy}
                  data-testid={`withdraw-${name}`}
                />
              )}
            </Field>
          ))}
          {form.errorCode && <FormAlert testId="withdraw-bank-error">{t(errorKey(form.errorCode))}</FormAlert>}
          <div className="withdraw-bank-form__actions">
            <button type="submit" className="button button--primary" disabled={form.busy} data-testid="withdraw-bank-submit">
              {form.busy ? t('centre.withdraw.sending') : t('centre.withdraw.bank.save')}
            </button>
            {accounts.length > 0 && (
              <button type="button" className="button button--ghost" onClick={() => setAdding(false)} disabled={form.busy}>
                {t('common.cancel')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

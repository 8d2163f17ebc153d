import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { triesLeft as triesLeftSchema, type BankAccount, type Withdrawal, type WithdrawalSettings } from '../../../../server/shared/wire/wallet';
import { requestWithdrawal } from '../../../app/centreWithdrawals';
import { Field, FormAlert, TextInput } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { errorKey, useT } from '../../../i18n/useT';
import { useSubmission } from '../../../app/useMachines';
import { IdentityNeeded, isIdentityRefusal } from '../identity/IdentityNeeded';
import { AmountField } from '../wallet/AmountField';
import { useMoneyProblem } from '../wallet/moneyErrors';
import { feePreview, withdrawProblem, type WithdrawForm as WithdrawFormValues } from './withdrawRules';

// The withdrawal itself: which bank account, how much, and the payment password. The fee
// and what reaches the bank show as the amount is typed. On success the amount has left
// the main wallet (held until paid), so the page refreshes the balance and the list.

interface WithdrawFormProps {
  settings: WithdrawalSettings;
  accounts: readonly BankAccount[];
  symbol: string;
  onWithdrawn: (withdrawal: Withdrawal) => void;
}

export function WithdrawForm({ settings, accounts, symbol, onWithdrawn }: WithdrawFormProps) {
  const t = useT();
  const money = useMoney();
  const moneyProblem = useMoneyProblem();
  const formRef = useRef<HTMLFormElement>(null);
  const [amount, setAmount] = useState('');
  const withdraw = useSubmission<WithdrawFormValues, Withdrawal>(
    (form, key, options) => requestWithdrawal({ bankAccountId: form.bankAccountId, amount: form.amount.trim(), paymentPassword: form.paymentPassword }, key, options),
    (form) => withdrawProblem(form, settings),
  );
  const done = withdraw.snapshot.matches('succeeded') ? withdraw.result : null;

  useEffect(() => {
    if (!done) return;
    formRef.current?.reset();
    setAmount('');
    onWithdrawn(done);
  }, [done, onWithdrawn]);

  const preview = feePreview(amount, settings);
  const problem = withdraw.problem ?? '';
  const code = withdraw.errorCode ?? '';
  const range = { min: settings.min, max: settings.max };
  const amountError =
    problem.startsWith('amount.') || ['invalid_amount', 'amount_out_of_range', 'insufficient_funds'].includes(code)
      ? moneyProblem(withdraw, { symbol, range })
      : problem === 'feeTooHigh'
        ? t('centre.withdraw.problem.feeTooHigh')
        : null;
  const bankError = problem === 'bank.required' ? t('centre.withdraw.problem.bank.required') : null;
  const triesLeft = v.safeParse(triesLeftSchema, withdraw.errorValue);
  const passwordError =
    problem === 'password.required'
      ? t('centre.withdraw.problem.password.required')
      : code === 'payment_password_incorrect'
        ? triesLeft.success
          ? t('centre.withdraw.problem.password.incorrect', { triesLeft: triesLeft.output.triesLeft })
          : t(errorKey(code))
        : null;
  const formError =
    problem === 'limitReached'
      ? t('centre.withdraw.problem.limitReached', { count: settings.dailyCount })
      : code && !amountError && !passwordError && !isIdentityRefusal(code)
        ? t(errorKey(code))
        : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    withdraw.submit({
      bankAccountId: String(data.get('bankAccountId') ?? ''),
      amount: String(data.get('amount') ?? ''),
      paymentPassword: String(data.get('paymentPassword') ?? ''),
    });
  };

  return (
    <form
      ref={formRef}
      className="wallet-form withdraw-form"
      onSubmit={submit}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name === 'amount') setAmount(target.value);
      }}
      noValidate
      data-testid="withdraw-form"
    >
      <h3 className="wallet-form__title">{t('centre.withdraw.form.title')}</h3>
      {done && (
        <div className="wallet-note wallet-note--success" role="status" data-testid="withdraw-success">
          <Icon name="check" size={18} />
          <div>
            <strong>{t('centre.withdraw.form.doneTitle')}</strong>
            <p>{t('centre.withdraw.form.doneText', { amount: money(symbol, done.amount), net: money(symbol, done.netAmount) })}</p>
          </div>
        </div>
      )}
      <Field label={t('centre.withdraw.form.bankAccount')} error={bankError ?? undefined} testId="withdraw-bank-account-field">
        {({ inputId, describedBy, invalid }) => (
          <select
            id={inputId}
            className="input withdraw-form__select"
            name="bankAccountId"
            defaultValue={accounts[0]?.id ?? ''}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            disabled={withdraw.busy}
            data-testid="withdraw-bank-account"
          >
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {`${account.bankName} · ${account.accountName} · ${account.accountNumber}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <AmountField
        label={t('centre.withdraw.form.amount')}
        symbol={symbol}
        error={amountError}
        hint={t('centre.withdraw.form.limits', { min: money(symbol, settings.min), max: money(symbol, settings.max) })}
        disabled={withdraw.busy}
        testId="withdraw-amount"
      />
      <dl className="withdraw-form__preview" aria-live="polite" data-testid="withdraw-preview">
        <div>
          <dt>{t('centre.withdraw.form.fee')}</dt>
          <dd data-testid="withdraw-preview-fee">{preview ? money(symbol, preview.fee) : '—'}</dd>
        </div>
        <div>
          <dt>{t('centre.withdraw.form.net')}</dt>
          <dd data-testid="withdraw-preview-net">{preview ? money(symbol, preview.net) : '—'}</dd>
        </div>
      </dl>
      <Field label={t('centre.withdraw.form.paymentPassword')} error={passwordError ?? undefined} testId="withdraw-payment-password-field">
        {({ inputId, describedBy, invalid }) => (
          <TextInput
            id={inputId}
            name="paymentPassword"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={64}
            aria-describedby={describedBy}
            invalid={invalid}
            disabled={withdraw.busy}
            data-testid="withdraw-payment-password"
          />
        )}
      </Field>
      {formError && <FormAlert testId="withdraw-error">{formError}</FormAlert>}
      {isIdentityRefusal(code) && <IdentityNeeded errorCode={code} errorValue={withdraw.errorValue} />}
      <button type="submit" className="button button--primary button--large wallet-form__submit" disabled={withdraw.busy} data-testid="withdraw-submit">
        {withdraw.busy ? t('centre.withdraw.sending') : t('centre.withdraw.form.submit')}
      </button>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import type { Deposit, DepositMethod, DepositPage } from '../../../../server/shared/wire/wallet';
import { createDeposit, fetchDeposits, loadDepositMethods } from '../../../app/centreWallet';
import { EmptyState } from '../../../components/EmptyState';
import { Field, FormAlert, TextInput } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT } from '../../../i18n/useT';
import { DepositLimitsNote } from '../../protection/DepositLimitsNote';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentre } from '../CentreContext';
import { useResource, useSubmission } from '../../../app/useMachines';
import { AmountField } from '../wallet/AmountField';
import { DepositList, DepositStatusChip } from '../wallet/DepositList';
import { useMoneyProblem } from '../wallet/moneyErrors';
import { ProofPicker } from '../wallet/ProofPicker';
import { depositProblem, type DepositForm } from '../wallet/walletRules';
import '../wallet/wallet.css';

// Deposit (spec section 2, page depositv2): the member pays into one of the merchant's
// bank accounts, then tells us the amount and the transfer's reference, with up to three
// images of the receipt. The deposit waits as pending until an operator approves it; the
// member's deposits are listed below with their status.

/** The form's payload; `proofKeys` tells apart two sends with other images (File has no JSON). */
type DepositPayload = DepositForm & { proofs: File[]; proofKeys: string[] };

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

export default function DepositPage() {
  const t = useT();
  const money = useMoney();
  const moneyProblem = useMoneyProblem();
  const { member } = useCentre();
  const symbol = member.currencySymbol;
  const methods = useResource(loadDepositMethods);
  const deposits = useResource<DepositPage, number>(fetchDeposits, 1);
  const formRef = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [proofs, setProofs] = useState<File[]>([]);

  const list = methods.data ?? [];
  const method: DepositMethod | undefined = list.find((m) => m.id === chosen) ?? list[0];
  const rangeOf = (methodId: number | null) => list.find((m) => m.id === methodId);

  const showFirstPage = () => {
    if (deposits.snapshot.context.params === 1) {
      deposits.send({ type: 'REFRESH' });
      deposits.send({ type: 'RETRY' });
    } else deposits.send({ type: 'SET_PARAMS', params: 1 });
  };

  const deposit = useSubmission<DepositPayload, Deposit>(
    async (form, key, options) => {
      const created = await createDeposit({ methodId: form.methodId!, amount: form.amount.trim(), reference: form.reference.trim(), proofs: form.proofs }, key, options);
      formRef.current?.reset();
      setProofs([]);
      showFirstPage();
      return created;
    },
    (form) => depositProblem(form, rangeOf(form.methodId)),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    deposit.submit({
      methodId: method?.id ?? null,
      amount: String(data.get('amount') ?? ''),
      reference: String(data.get('reference') ?? ''),
      proofs,
      proofKeys: proofs.map(fileKey),
    });
  };

  const problemText = moneyProblem(deposit, { symbol, range: method ? { min: method.min, max: method.max } : undefined });
  const problem = deposit.problem ?? '';
  const amountError = problem.startsWith('amount.') || deposit.errorCode === 'invalid_amount' || deposit.errorCode === 'amount_out_of_range' ? problemText : null;
  const referenceError = problem.startsWith('reference.') ? problemText : null;
  const uploadRefused = ['upload_type_not_allowed', 'upload_too_large', 'too_many_files'].includes(deposit.errorCode ?? '');
  const proofError = problem.startsWith('proof.') || uploadRefused ? problemText : null;
  const formError =
    deposit.errorCode === 'operation_not_allowed'
      ? t('centre.deposit.tooManyPending')
      : deposit.snapshot.matches('failed') && !amountError && !proofError
        ? problemText
        : problem === 'method.required'
          ? problemText
          : null;

  return (
    <section className="wallet-page" data-testid="centre-page-depositv2">
      <CentrePageTitle page="depositv2" subtitle={t('centre.deposit.subtitle')} />
      <DepositLimitsNote />

      {methods.snapshot.matches('loading') && (
        <div className="wallet-page__state">
          <Spinner label={t('centre.wallet.loading')} size="large" />
        </div>
      )}
      {methods.snapshot.matches('failed') && (
        <div className="wallet-page__state">
          <FormAlert testId="deposit-methods-error">{t(errorKey(methods.errorCode))}</FormAlert>
          <button type="button" className="button button--primary" onClick={() => methods.send({ type: 'RETRY' })}>
            {t('centre.wallet.retry')}
          </button>
        </div>
      )}
      {methods.data && list.length === 0 && <EmptyState icon="wallet" title={t('centre.deposit.noMethods')} testId="deposit-no-methods" />}

      {method && (
        <>
          <fieldset className="deposit-methods" data-testid="deposit-methods">
            <legend className="wallet-form__title">{t('centre.deposit.payTo')}</legend>
            {list.map((m) => (
              <label key={m.id} className={`deposit-method${m.id === method.id ? ' is-selected' : ''}`} data-testid={`deposit-method-${m.id}`}>
                <input type="radio" className="visually-hidden" name="methodId" value={m.id} checked={m.id === method.id} onChange={() => setChosen(m.id)} />
                <span className="deposit-method__name">{m.name}</span>
                <dl className="deposit-method__details">
                  <div>
                    <dt>{t('centre.deposit.bank')}</dt>
                    <dd data-testid="deposit-bank">{m.bankName}</dd>
                  </div>
                  <div>
                    <dt>{t('centre.deposit.accountName')}</dt>
                    <dd data-testid="deposit-account-name">{m.accountName}</dd>
                  </div>
                  <div>
                    <dt>{t('centre.deposit.accountNumber')}</dt>
                    <dd className="deposit-method__number" data-testid="deposit-account-number">
                      {m.accountNumber}
                    </dd>
                  </div>
                </dl>
                {m.instructions && (
                  <p className="deposit-method__instructions" data-testid="deposit-instructions">
                    {m.instructions}
                  </p>
                )}
                <span className="deposit-method__limits" data-testid="deposit-limits">
                  {t('centre.deposit.limits', { min: money(symbol, m.min), max: money(symbol, m.max) })}
                </span>
              </label>
            ))}
          </fieldset>

          {deposit.snapshot.matches('succeeded') && deposit.result && (
            <div className="wallet-note wallet-note--success deposit-done" role="status" data-testid="deposit-success">
              <Icon name="check" size={18} />
              <div>
                <strong>{t('centre.deposit.doneTitle')}</strong>
                <p>{t('centre.deposit.doneText', { amount: money(symbol, deposit.result.amount), reference: deposit.result.reference })}</p>
              </div>
              <DepositStatusChip status={deposit.result.status} />
            </div>
          )}

          <form ref={formRef} className="wallet-form" onSubmit={submit} noValidate data-testid="deposit-form">
            <AmountField
              label={t('centre.deposit.amount')}
              symbol={symbol}
              error={amountError}
              hint={t('centre.deposit.limits', { min: money(symbol, method.min), max: money(symbol, method.max) })}
              disabled={deposit.busy}
              testId="deposit-amount"
            />
            <Field label={t('centre.deposit.reference')} error={referenceError ?? undefined} hint={t('centre.deposit.referenceHint')} testId="deposit-reference-field">
              {({ inputId, describedBy, invalid }) => (
                <TextInput
                  id={inputId}
                  name="reference"
                  maxLength={64}
                  autoComplete="off"
                  aria-describedby={describedBy}
                  invalid={invalid}
                  disabled={deposit.busy}
                  data-testid="deposit-reference"
                />
              )}
            </Field>
            <ProofPicker files={proofs} onChange={setProofs} error={proofError} disabled={deposit.busy} testId="deposit-proofs" />
            {formError && <FormAlert testId="deposit-error">{formError}</FormAlert>}
            <button type="submit" className="button button--primary button--large wallet-form__submit" disabled={deposit.busy} data-testid="deposit-submit">
              {deposit.busy ? t('centre.deposit.sending') : t('centre.deposit.submit')}
            </button>
          </form>
        </>
      )}

      <DepositList
        page={deposits.data}
        state={deposits.snapshot.value as 'loading' | 'ready' | 'refreshing' | 'failed'}
        errorCode={deposits.errorCode}
        symbol={symbol}
        onPage={(page) => deposits.send({ type: 'SET_PARAMS', params: page })}
        onRetry={() => deposits.send({ type: 'RETRY' })}
      />
    </section>
  );
}

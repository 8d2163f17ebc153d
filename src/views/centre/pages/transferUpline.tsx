import { useRef, type FormEvent } from 'react';
import { MAIN_WALLET, type UplineTransferResult } from '../../../../server/shared/wire/wallet';
import { fetchBalance, transferToUpline } from '../../../app/centreWallet';
import { EmptyState } from '../../../components/EmptyState';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentre } from '../CentreContext';
import { useResource, useSubmission } from '../../../app/useMachines';
import { AmountField } from '../wallet/AmountField';
import { useMoneyProblem } from '../wallet/moneyErrors';
import { amountProblem } from '../wallet/walletRules';
import '../wallet/wallet.css';

// Transfer to upline (spec section 2, page transferUpline): money from the member's main
// wallet to the agent above them. A member without an upline (member.toUpline false, or
// the server answering no_upline) is told why there is no form.

type UplineForm = { amount: string };

function NoUpline() {
  const t = useT();
  const { go } = useCentre();
  return (
    <EmptyState
      icon="users"
      title={t('centre.upline.noUplineTitle')}
      testId="upline-none"
      action={
        <button type="button" className="button button--ghost" onClick={() => go('transferFund')}>
          {t('centre.upline.openWallet')}
        </button>
      }
    >
      {t('centre.upline.noUplineText')}
    </EmptyState>
  );
}

export default function TransferUplinePage() {
  const t = useT();
  const money = useMoney();
  const moneyProblem = useMoneyProblem();
  const centre = useCentre();
  const hasUpline = centre.member.toUpline !== false;
  const balance = useResource((_params, options) => (hasUpline ? fetchBalance(options) : Promise.resolve(null)));
  const amountRef = useRef<HTMLInputElement>(null);

  const transfer = useSubmission<UplineForm, UplineTransferResult>(
    async (form, key, options) => {
      const result = await transferToUpline({ amount: form.amount.trim() }, key, options);
      if (amountRef.current) amountRef.current.value = '';
      centre.refresh();
      balance.send({ type: 'REFRESH' });
      balance.send({ type: 'RETRY' });
      return result;
    },
    (form) => amountProblem(form.amount),
  );

  const symbol = balance.data?.currencySymbol ?? centre.member.currencySymbol;
  const main = balance.data?.wallets.find((w) => w.wallet === MAIN_WALLET)?.balance;
  const noUpline = !hasUpline || transfer.errorCode === 'no_upline';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    transfer.submit({ amount: String(new FormData(event.currentTarget).get('amount') ?? '') });
  };

  const problemText = moneyProblem(transfer, { symbol, walletName: () => t('centre.wallet.mainWallet') });
  const amountError = transfer.problem || transfer.errorCode === 'invalid_amount' ? problemText : null;
  const formError = transfer.snapshot.matches('failed') && !amountError ? problemText : null;
  const result = transfer.snapshot.matches('succeeded') ? transfer.result : null;

  return (
    <section className="wallet-page" data-testid="centre-page-transferUpline">
      <CentrePageTitle page="transferUpline" subtitle={t('centre.upline.subtitle')} />

      {noUpline ? (
        <NoUpline />
      ) : (
        <form className="wallet-form wallet-form--narrow" onSubmit={submit} noValidate data-testid="upline-form">
          <AmountField
            label={t('centre.upline.amount')}
            symbol={symbol}
            inputRef={amountRef}
            error={amountError}
            hint={main !== undefined ? t('centre.upline.available', { amount: money(symbol, main) }) : undefined}
            disabled={transfer.busy}
            testId="upline-amount"
          />
          {formError && <FormAlert testId="upline-error">{formError}</FormAlert>}
          {result && (
            <div className="wallet-note wallet-note--success" role="status" data-testid="upline-success">
              <Icon name="check" size={18} />
              <div>
                <strong>
                  {t('centre.upline.done', {
                    amount: money(symbol, result.amount),
                    account: result.upline.account,
                    nickname: result.upline.nickname || result.upline.account,
                  })}
                </strong>
                <p>{t('centre.upline.balanceAfter', { amount: money(symbol, result.balance) })}</p>
              </div>
            </div>
          )}
          <button type="submit" className="button button--primary button--large wallet-form__submit" disabled={transfer.busy} data-testid="upline-submit">
            {transfer.busy ? t('centre.upline.sending') : t('centre.upline.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

import { useCallback, useRef } from 'react';
import type { WithdrawalPage } from '../../../../server/shared/wire/wallet';
import { fetchWithdrawals, loadBankAccounts, loadWithdrawalSettings } from '../../../app/centreWithdrawals';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentre } from '../CentreContext';
import { useResource } from '../../../app/useMachines';
import { BankAccounts } from '../withdraw/BankAccounts';
import { PaymentPasswordStep } from '../withdraw/PaymentPasswordStep';
import { WithdrawalList, type WithdrawalQuery } from '../withdraw/WithdrawalList';
import { WithdrawForm } from '../withdraw/WithdrawForm';
import { WithdrawSettings } from '../withdraw/WithdrawSettings';
import '../wallet/wallet.css';
import '../withdraw/withdraw.css';

// Withdrawal (spec section 2, page withdraw): the merchant's limits and fee, a payment
// password to set first if there is none, the member's bank accounts, the request form,
// and below it every withdrawal with its confirmation (received, or not received with
// proof images) driven by the withdrawalConfirmation machine of each card.

type Loadable = { send: (event: { type: 'REFRESH' } | { type: 'RETRY' }) => void };

/** Loads a resource again, from whichever state it is in (ready or failed). */
const reload = (resource: Loadable) => {
  resource.send({ type: 'REFRESH' });
  resource.send({ type: 'RETRY' });
};

const FIRST_PAGE: WithdrawalQuery = { page: 1, status: '' };

export default function WithdrawPage() {
  const t = useT();
  const centre = useCentre();
  const symbol = centre.member.currencySymbol;
  const settings = useResource(loadWithdrawalSettings);
  const banks = useResource(loadBankAccounts);
  const list = useResource<WithdrawalPage, WithdrawalQuery>(fetchWithdrawals, FIRST_PAGE);
  const query = (list.snapshot.context.params as WithdrawalQuery | null) ?? FIRST_PAGE;
  const refreshCentre = useRef(centre.refresh);
  refreshCentre.current = centre.refresh;

  const { send: sendSettings } = settings;
  const { send: sendBanks } = banks;
  const { send: sendList } = list;

  const onPasswordSaved = useCallback(() => reload({ send: sendSettings }), [sendSettings]);
  const onBankAdded = useCallback(() => reload({ send: sendBanks }), [sendBanks]);
  // The amount left the main wallet: the header balance, today's count and the list change.
  const onWithdrawn = useCallback(() => {
    refreshCentre.current();
    reload({ send: sendSettings });
    sendList({ type: 'SET_PARAMS', params: FIRST_PAGE });
  }, [sendSettings, sendList]);
  const onWithdrawalMoved = useCallback(() => refreshCentre.current(), []);

  const ready = settings.data;
  const accounts = banks.data ?? [];

  return (
    <section className="wallet-page withdraw-page" data-testid="centre-page-withdraw">
      <CentrePageTitle page="withdraw" subtitle={t('centre.withdraw.subtitle')} />

      {!ready && settings.snapshot.matches('loading') && (
        <div className="wallet-page__state">
          <Spinner label={t('centre.withdraw.loading')} size="large" />
        </div>
      )}
      {settings.snapshot.matches('failed') && (
        <div className="wallet-page__state">
          <FormAlert testId="withdraw-settings-error">{t(errorKey(settings.errorCode))}</FormAlert>
          <button type="button" className="button button--primary" onClick={() => settings.send({ type: 'RETRY' })} data-testid="withdraw-settings-retry">
            {t('centre.withdraw.retry')}
          </button>
        </div>
      )}

      {ready && (
        <>
          <WithdrawSettings settings={ready} symbol={symbol} />
          <div className="withdraw-grid">
            {banks.snapshot.matches('failed') ? (
              <div className="wallet-form">
                <FormAlert testId="withdraw-banks-error">{t(errorKey(banks.errorCode))}</FormAlert>
                <button type="button" className="button button--ghost" onClick={() => banks.send({ type: 'RETRY' })}>
                  {t('centre.withdraw.retry')}
                </button>
              </div>
            ) : banks.data ? (
              <BankAccounts accounts={accounts} onAdded={onBankAdded} />
            ) : (
              <div className="wallet-page__state">
                <Spinner label={t('centre.withdraw.loading')} />
              </div>
            )}
            {!ready.hasPaymentPassword ? (
              <PaymentPasswordStep onSaved={onPasswordSaved} />
            ) : banks.data && accounts.length === 0 ? (
              <div className="wallet-note" data-testid="withdraw-needs-bank">
                <Icon name="briefcase" size={18} />
                <p>{t('centre.withdraw.form.needsBank')}</p>
              </div>
            ) : banks.data ? (
              <WithdrawForm settings={ready} accounts={accounts} symbol={symbol} onWithdrawn={onWithdrawn} />
            ) : null}
          </div>
        </>
      )}

      <WithdrawalList
        page={list.data}
        query={query}
        state={list.snapshot.value as 'loading' | 'ready' | 'refreshing' | 'failed'}
        errorCode={list.errorCode}
        onQuery={(next) => list.send({ type: 'SET_PARAMS', params: next })}
        onRetry={() => list.send({ type: 'RETRY' })}
        onRefresh={() => reload(list)}
        onChange={onWithdrawalMoved}
      />
    </section>
  );
}

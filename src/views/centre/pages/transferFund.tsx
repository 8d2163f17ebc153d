import { useRef, useState, type FormEvent } from 'react';
import { formatMinor } from '../../../../server/shared/money';
import { MAIN_WALLET, type RecallResult, type TransferResult } from '../../../../server/shared/wire/wallet';
import { loadBalance, recallAll, transferFunds } from '../../../app/centreWallet';
import { FormAlert, SegmentedTabs } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentre } from '../CentreContext';
import { useResource, useSubmission } from '../../../app/useMachines';
import { AmountField } from '../wallet/AmountField';
import { useMoneyProblem } from '../wallet/moneyErrors';
import { minorOf, transferProblem, transferSides, type Direction, type TransferForm } from '../wallet/walletRules';
import '../wallet/wallet.css';

// My wallet (spec section 2, page transferFund): the balance of every wallet, main first,
// and their total; money moved between the main wallet and a game's own wallet, one way
// or the other, or every game wallet emptied back into main at once.

/** Up to this many game wallets all show; beyond it the empty ones fold away. */
const FOLD_ABOVE = 8;

export default function TransferFundPage() {
  const t = useT();
  const money = useMoney();
  const moneyProblem = useMoneyProblem();
  const centre = useCentre();
  const balance = useResource(loadBalance);
  const amountRef = useRef<HTMLInputElement>(null);
  const [direction, setDirection] = useState<Direction>('in');
  const [chosen, setChosen] = useState<string>('');
  const [showEmpty, setShowEmpty] = useState(false);

  // After money moved: the header balance and this page's balances both reload.
  const reload = () => {
    centre.refresh();
    balance.send({ type: 'REFRESH' });
    balance.send({ type: 'RETRY' });
  };

  const transfer = useSubmission<TransferForm, TransferResult>(async (form, key, options) => {
    const result = await transferFunds({ ...transferSides(form.direction, form.vendor), amount: form.amount.trim() }, key, options);
    if (amountRef.current) amountRef.current.value = '';
    reload();
    return result;
  }, transferProblem);

  const recall = useSubmission<null, RecallResult>(async (_, key, options) => {
    const result = await recallAll(key, options);
    reload();
    return result;
  });

  const data = balance.data;
  const symbol = data?.currencySymbol ?? centre.member.currencySymbol;
  const vendors = data?.wallets.filter((w) => w.wallet !== MAIN_WALLET) ?? [];
  const vendor = vendors.some((w) => w.wallet === chosen) ? chosen : (vendors[0]?.wallet ?? '');
  const nameOf = (wallet: string) => (wallet === MAIN_WALLET ? t('centre.wallet.mainWallet') : (data?.wallets.find((w) => w.wallet === wallet)?.name ?? wallet));
  const balanceOf = (wallet: string) => data?.wallets.find((w) => w.wallet === wallet)?.balance ?? '0.00';
  const source = direction === 'in' ? MAIN_WALLET : vendor;
  const inGames = vendors.some((w) => Number(w.balance) > 0);
  const refreshing = balance.snapshot.matches('refreshing') || balance.snapshot.matches('loading');
  // Many games may keep a wallet of their own; the empty ones fold away behind a toggle
  // (the chosen one always shows), so the wallets with money stay in view.
  const emptyCount = vendors.filter((w) => Number(w.balance) === 0 && w.wallet !== vendor).length;
  const folding = vendors.length > FOLD_ABOVE && emptyCount > 0;
  const shown = (data?.wallets ?? []).filter((w) => !folding || showEmpty || w.wallet === MAIN_WALLET || w.wallet === vendor || Number(w.balance) !== 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = String(new FormData(event.currentTarget).get('amount') ?? '');
    transfer.submit({ direction, vendor, amount });
  };

  const transferText = moneyProblem(transfer, { symbol, walletName: nameOf });
  const amountError = transfer.problem?.startsWith('amount.') || transfer.errorCode === 'invalid_amount' ? transferText : null;
  const vendorError = transfer.problem === 'wallet.required' ? transferText : null;
  const formError = transfer.snapshot.matches('failed') && !amountError ? transferText : null;
  const recallError = recall.snapshot.matches('failed') ? moneyProblem(recall, { symbol, walletName: nameOf }) : null;

  return (
    <section className="wallet-page" data-testid="centre-page-transferFund" aria-busy={refreshing || undefined}>
      <CentrePageTitle
        page="transferFund"
        subtitle={t('centre.wallet.subtitle')}
        actions={
            <button
              type="button"
              className={`button button--ghost wallet-page__refresh${refreshing ? ' is-busy' : ''}`}
              onClick={() => balance.send({ type: balance.snapshot.matches('failed') ? 'RETRY' : 'REFRESH' })}
              disabled={refreshing}
              data-testid="wallet-refresh"
            >
              <Icon name="refresh" size={16} />
              {t('centre.wallet.refresh')}
            </button>
        }
      />

      {balance.snapshot.matches('loading') && !data && (
        <div className="wallet-page__state">
          <Spinner label={t('centre.wallet.loading')} size="large" />
        </div>
      )}

      {balance.snapshot.matches('failed') && (
        <div className="wallet-page__state" data-testid="wallet-load-error">
          <FormAlert testId="wallet-load-error-text">{t(errorKey(balance.errorCode))}</FormAlert>
          <button type="button" className="button button--primary" onClick={() => balance.send({ type: 'RETRY' })} data-testid="wallet-retry">
            {t('centre.wallet.retry')}
          </button>
        </div>
      )}

      {data && (
        <>
          <div className="wallet-summary">
            <div className="wallet-summary__total">
              <span className="wallet-summary__label">{t('centre.wallet.total')}</span>
              <strong className="wallet-summary__amount" data-testid="wallet-sum">
                {money(symbol, data.sumBalance)}
              </strong>
              <dl className="wallet-summary__split">
                <div>
                  <dt>{t('centre.wallet.mainWallet')}</dt>
                  <dd data-testid="wallet-main-total">{money(symbol, balanceOf(MAIN_WALLET))}</dd>
                </div>
                {vendors.length > 0 && (
                  <div>
                    <dt>{t('centre.wallet.inGames')}</dt>
                    <dd data-testid="wallet-games-total">{money(symbol, formatMinor(vendors.reduce((sum, w) => sum + (minorOf(w.balance) ?? 0), 0)))}</dd>
                  </div>
                )}
              </dl>
              {balance.errorCode && (
                <span className="wallet-summary__stale" role="status" data-testid="wallet-stale">
                  {t('centre.wallet.stale')}
                </span>
              )}
            </div>
            {vendors.length > 0 && (
              <div className="wallet-summary__recall">
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => recall.submit(null)}
                  disabled={recall.busy || !inGames}
                  title={inGames ? undefined : t('centre.wallet.recallNothing')}
                  data-testid="wallet-recall"
                >
                  <Icon name="refresh" size={16} />
                  {recall.busy ? t('centre.wallet.recalling') : t('centre.wallet.recall')}
                </button>
              </div>
            )}
          </div>

          {recall.snapshot.matches('succeeded') && recall.result && (
            <p className="wallet-note wallet-note--success" role="status" data-testid="recall-success">
              <Icon name="check" size={16} />
              {Number(recall.result.recalled) > 0
                ? t('centre.wallet.recallDone', { amount: money(symbol, recall.result.recalled) })
                : t('centre.wallet.recallNothing')}
            </p>
          )}
          {recallError && <FormAlert testId="recall-error">{recallError}</FormAlert>}

          <ul className="wallet-list" aria-label={t('centre.wallet.listLabel')} data-testid="wallet-list">
            {shown.map((w) => {
              const main = w.wallet === MAIN_WALLET;
              const selected = !main && w.wallet === vendor;
              const body = (
                <>
                  <span className="wallet-card__name">{nameOf(w.wallet)}</span>
                  <span className="wallet-card__balance" data-testid={`wallet-balance-${w.wallet}`}>
                    {money(symbol, w.balance)}
                  </span>
                </>
              );
              return (
                <li key={w.wallet} className={`wallet-card${main ? ' wallet-card--main' : ''}${selected ? ' is-selected' : ''}`} data-testid={`wallet-${w.wallet}`}>
                  {main ? (
                    <div className="wallet-card__inner">{body}</div>
                  ) : (
                    <button type="button" className="wallet-card__inner" onClick={() => setChosen(w.wallet)} aria-pressed={selected}>
                      {body}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {folding && (
            <button type="button" className="wallet-list__toggle" onClick={() => setShowEmpty(!showEmpty)} aria-expanded={showEmpty} data-testid="wallet-show-empty">
              <Icon name="chevronDown" size={16} className={showEmpty ? 'is-open' : undefined} />
              {showEmpty ? t('centre.wallet.hideEmpty') : t('centre.wallet.showEmpty', { count: emptyCount })}
            </button>
          )}

          {vendors.length === 0 ? (
            <p className="wallet-note" data-testid="wallet-no-vendors">
              {t('centre.wallet.noVendors')}
            </p>
          ) : (
            <form className="wallet-form" onSubmit={submit} noValidate data-testid="transfer-form">
              <h3 className="wallet-form__title">{t('centre.wallet.transferTitle')}</h3>
              <SegmentedTabs<Direction>
                label={t('centre.wallet.direction')}
                value={direction}
                onChange={setDirection}
                options={[
                  { value: 'in', label: t('centre.wallet.directionIn') },
                  { value: 'out', label: t('centre.wallet.directionOut') },
                ]}
                testId="transfer-direction"
              />
              <div className="wallet-form__route" data-testid="transfer-route">
                <span>{nameOf(direction === 'in' ? MAIN_WALLET : vendor)}</span>
                <Icon name="chevronRight" size={16} />
                <span>{nameOf(direction === 'in' ? vendor : MAIN_WALLET)}</span>
              </div>
              <label className="field">
                <span className="field__label">{t('centre.wallet.vendor')}</span>
                <select
                  className="input"
                  value={vendor}
                  onChange={(e) => setChosen(e.target.value)}
                  aria-invalid={vendorError ? true : undefined}
                  data-testid="transfer-vendor"
                >
                  {vendors.map((w) => (
                    <option key={w.wallet} value={w.wallet}>
                      {w.name}
                    </option>
                  ))}
                </select>
                {vendorError && <span className="field__error">{vendorError}</span>}
              </label>
              <AmountField
                label={t('centre.wallet.amount')}
                symbol={symbol}
                inputRef={amountRef}
                error={amountError}
                hint={t('centre.wallet.available', { wallet: nameOf(source), amount: money(symbol, balanceOf(source)) })}
                disabled={transfer.busy}
                action={
                  <button
                    type="button"
                    className="amount-input__all"
                    onClick={() => {
                      if (amountRef.current) amountRef.current.value = balanceOf(source);
                    }}
                    disabled={transfer.busy}
                    data-testid="transfer-all"
                  >
                    {t('centre.wallet.all')}
                  </button>
                }
              />
              {formError && <FormAlert testId="transfer-error">{formError}</FormAlert>}
              {transfer.snapshot.matches('succeeded') && transfer.result && (
                <p className="wallet-note wallet-note--success" role="status" data-testid="transfer-success">
                  <Icon name="check" size={16} />
                  {t('centre.wallet.transferDone', {
                    amount: money(symbol, transfer.result.amount),
                    from: nameOf(transfer.result.from),
                    to: nameOf(transfer.result.to),
                  })}
                </p>
              )}
              <button type="submit" className="button button--primary button--large wallet-form__submit" disabled={transfer.busy} data-testid="transfer-submit">
                {transfer.busy ? t('centre.wallet.transferring') : t('centre.wallet.transfer')}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}

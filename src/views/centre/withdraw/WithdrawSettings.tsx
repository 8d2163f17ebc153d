import { useIntl } from 'react-intl';
import type { WithdrawalSettings } from '../../../../server/shared/wire/wallet';
import { useMoney } from '../../../components/money';
import { useT } from '../../../i18n/useT';

// The merchant's withdrawal rules as the member needs them before asking: the limits,
// the fee ("1% (at least ₦50.00)"), how many withdrawals are left today, and how long
// they have to confirm a payout.

export function useFeeText() {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  return (settings: Pick<WithdrawalSettings, 'feeBps' | 'feeMin'>, symbol: string) => {
    const percent = intl.formatNumber(settings.feeBps / 10_000, { style: 'percent', maximumFractionDigits: 2 });
    const hasMin = Number(settings.feeMin) > 0;
    if (settings.feeBps > 0) return hasMin ? t('centre.withdraw.fee.percentMin', { percent, min: money(symbol, settings.feeMin) }) : t('centre.withdraw.fee.percent', { percent });
    return hasMin ? t('centre.withdraw.fee.fixed', { amount: money(symbol, settings.feeMin) }) : t('centre.withdraw.fee.none');
  };
}

export function WithdrawSettings({ settings, symbol }: { settings: WithdrawalSettings; symbol: string }) {
  const t = useT();
  const money = useMoney();
  const feeText = useFeeText();
  const left = Math.max(0, settings.dailyCount - settings.usedToday);
  const items = [
    { id: 'limits', label: t('centre.withdraw.settings.limits'), value: t('centre.withdraw.settings.range', { min: money(symbol, settings.min), max: money(symbol, settings.max) }) },
    { id: 'fee', label: t('centre.withdraw.settings.fee'), value: feeText(settings, symbol) },
    { id: 'daily', label: t('centre.withdraw.settings.daily'), value: t('centre.withdraw.settings.dailyValue', { used: settings.usedToday, count: settings.dailyCount }) },
    { id: 'confirm', label: t('centre.withdraw.settings.confirm'), value: t('centre.withdraw.settings.confirmValue', { minutes: settings.confirmMinutes }) },
  ];
  return (
    <section className="withdraw-settings" aria-label={t('centre.withdraw.settings.title')} data-testid="withdraw-settings">
      <dl className="withdraw-settings__list">
        {items.map((item) => (
          <div key={item.id} className={`withdraw-settings__item${item.id === 'daily' && left === 0 ? ' is-exhausted' : ''}`} data-testid={`withdraw-settings-${item.id}`}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="withdraw-settings__hint">{t('centre.withdraw.settings.confirmHint', { minutes: settings.confirmMinutes })}</p>
    </section>
  );
}

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { localeInfo } from '../i18n/locales';

// Left-to-right isolate: an amount keeps its sign, symbol and digits in order inside right-to-left text.
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * An amount as the spec shows it (section 3): the currency symbol, thousands
 * separators in the reader's language, two decimals. Amounts arrive as the API's
 * decimal strings ("1234.50", "-12.00"). Digits are the reader's (Arabic-Indic in Arabic,
 * Persian in Persian); right to left the amount is isolated so it still reads left to right.
 */
export function useMoney() {
  const intl = useIntl();
  return useCallback(
    (symbol: string, amount: string | number | null | undefined) => {
      const value = Number(amount) || 0;
      const digits = intl.formatNumber(Math.abs(value), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const shown = `${value < 0 ? '-' : ''}${symbol}${digits}`;
      return localeInfo(intl.locale).dir === 'rtl' ? `${LRI}${shown}${PDI}` : shown;
    },
    [intl],
  );
}

import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * An amount as the spec shows it (section 3): the currency symbol, thousands
 * separators in the reader's language, two decimals. Amounts arrive as the API's
 * decimal strings ("1234.50", "-12.00").
 */
export function useMoney() {
  const intl = useIntl();
  return useCallback(
    (symbol: string, amount: string | number | null | undefined) => {
      const value = Number(amount) || 0;
      const digits = intl.formatNumber(Math.abs(value), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return `${value < 0 ? '-' : ''}${symbol}${digits}`;
    },
    [intl],
  );
}

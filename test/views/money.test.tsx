// Amounts as spec section 3 shows them, in every script: the symbol, separators, digits and two
// decimals of the reader's language as Intl writes them (Persian digits in Persian; Arabic as
// CLDR's Arabic writes numbers), and, right to left, kept in left-to-right order inside the
// sentence around them.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useMoney } from '../../src/components/money';

const formatIn = (locale: string) =>
  renderHook(() => useMoney(), { wrapper: ({ children }: { children: ReactNode }) => <IntlProvider locale={locale}>{children}</IntlProvider> }).result.current;

describe('[CONSTANTS-02] amounts in the reader\'s language', () => {
  it('English and the other left-to-right languages: as written, two decimals', () => {
    expect(formatIn('en')('₦', '1234.5')).toBe('₦1,234.50');
    expect(formatIn('en')('₦', '-12')).toBe('-₦12.00');
    expect(formatIn('ja')('₦', '1234.5')).toBe('₦1,234.50');
  });

  it('Arabic and Persian write their digits; right to left the amount is isolated left to right', () => {
    const arabic = formatIn('ar')('₦', '1234.5');
    const digits = new Intl.NumberFormat('ar', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5);
    expect(arabic).toBe(`\u2066₦${digits}\u2069`);
    const persian = formatIn('fa')('₦', '1234.5');
    expect(persian).toMatch(/[\u06F0-\u06F9]/);
    expect(formatIn('ur')('₦', '-12').startsWith('\u2066-₦')).toBe(true);
  });
});

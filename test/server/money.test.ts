// The one module of amounts (server/shared/money.ts): strings in, minor units
// inside, two-decimal strings out, and the display shape of the spec.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayAmount, formatMinor, MAX_AMOUNT_MINOR, parseAmount } from '../../server/shared/money';
import { withdrawalFee } from '../../server/wallet/withdrawals';

describe('amounts', () => {
  it.each([
    ['1', 100],
    ['1.5', 150],
    ['1.50', 150],
    ['0.01', 1],
    ['001.10', 110],
    ['1234567.89', 123_456_789],
    ['10000000000', MAX_AMOUNT_MINOR],
  ])('reads %s as %d minor units', (text, minor) => {
    expect(parseAmount(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['1.234', 'decimals'],
    ['0.001', 'decimals'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['-1', 'negative'],
    ['-0.50', 'negative'],
    ['10000000000.01', 'too_large'],
    ['99999999999999999999999', 'too_large'],
    ['NaN', 'format'],
    ['Infinity', 'format'],
    ['1e3', 'format'],
    ['1,000.00', 'format'],
    [' 1', 'format'],
    ['1.', 'format'],
    ['.5', 'format'],
    ['+1', 'format'],
    ['0x10', 'format'],
    ['', 'format'],
    ['١٢', 'format'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseAmount(text)).toEqual({ ok: false, problem });
  });

  it('refuses what is not a string, and accepts zero only when asked', () => {
    for (const value of [1, 1.5, null, undefined, {}, ['1']]) expect(parseAmount(value)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('0', { allowZero: true })).toEqual({ ok: true, minor: 0 });
  });

  it('[WALLET-02] formats minor units with two decimals, and reads back what it wrote', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-5)).toBe('-0.05');
    expect(formatMinor('123450')).toBe('1234.50');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_MINOR }), (minor) => {
        expect(parseAmount(formatMinor(minor))).toEqual({ ok: true, minor });
      }),
      { seed: 7, numRuns: 500 },
    );
  });

  it('[WALLET-01][WALLET-03] displays symbol, thousands separators and two decimals', () => {
    expect(displayAmount(123_456_789, '₦')).toBe('₦1,234,567.89');
    expect(displayAmount(5, 'P')).toBe('P0.05');
    expect(displayAmount(-100_000, 'A$')).toBe('-A$1,000.00');
  });

  it('computes the withdrawal fee in basis points, rounded up, with a minimum', () => {
    expect(withdrawalFee(100_000, 100, 5_000)).toBe(5_000);
    expect(withdrawalFee(800_000, 100, 5_000)).toBe(8_000);
    expect(withdrawalFee(100_001, 100, 0)).toBe(1_001);
    expect(withdrawalFee(100_000, 0, 0)).toBe(0);
  });
});

// Money as text and as integers: the one place that turns an amount typed by a person
// ("1234.5") into minor units (123450) and minor units back into the API's two-decimal
// strings ("1234.50"). Pure, so the client can import it and agree with the server.
//
// Every currency the portal serves has two decimals (NGN kobo, AUD cents), so minor
// units are hundredths. Amounts never pass through floating point.

export const MINOR_DIGITS = 2;
const SCALE = 100n;

/**
 * The largest amount accepted: 10 billion in major units. Far above any real deposit,
 * and small enough that sums of many amounts stay exact in a JavaScript number and in
 * a PostgreSQL bigint.
 */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;

export type AmountProblem = 'format' | 'decimals' | 'zero' | 'negative' | 'too_large';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

export interface ParseOptions {
  /** Accept "0" / "0.00" (a losing bet settled with a zero win). */
  allowZero?: boolean;
}

const SHAPE = /^([0-9]+)(?:\.([0-9]+))?$/;

/**
 * Reads a decimal amount string: digits with an optional point and at most two
 * decimals. No sign, no exponent, no thousands separators, no spaces.
 */
export function parseAmount(input: unknown, opts: ParseOptions = {}): ParsedAmount {
  if (typeof input !== 'string') return { ok: false, problem: 'format' };
  if (input.startsWith('-')) return SHAPE.test(input.slice(1)) ? { ok: false, problem: 'negative' } : { ok: false, problem: 'format' };
  const m = SHAPE.exec(input);
  if (!m) return { ok: false, problem: 'format' };
  const whole = m[1]!;
  const fraction = m[2] ?? '';
  if (fraction.length > MINOR_DIGITS) return { ok: false, problem: 'decimals' };
  // Leading zeros are harmless; an absurd number of digits is refused before BigInt sees it.
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 16) return { ok: false, problem: 'too_large' };
  const minor = BigInt(digits) * SCALE + BigInt(fraction.padEnd(MINOR_DIGITS, '0') || '0');
  if (minor > BigInt(MAX_AMOUNT_MINOR)) return { ok: false, problem: 'too_large' };
  if (minor === 0n && !opts.allowZero) return { ok: false, problem: 'zero' };
  return { ok: true, minor: Number(minor) };
}

/** Minor units as the API's decimal string with two places: 123450 → "1234.50", -5 → "-0.05". */
export function formatMinor(minor: number | bigint | string): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / SCALE;
  const fraction = (abs % SCALE).toString().padStart(MINOR_DIGITS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * For display: symbol, thousands separators, two decimals ("₦1,234.50"). Locale-free
 * on purpose: the spec asks for this one shape whatever the language.
 */
export function displayAmount(minor: number | bigint | string, symbol: string): string {
  const text = formatMinor(minor);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol}${grouped}.${fraction}`;
}

/** Minor units from a database value (bigint columns arrive as strings from pg). */
export function minorOf(value: number | bigint | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`Amount out of range: ${String(value)}`);
  return n;
}

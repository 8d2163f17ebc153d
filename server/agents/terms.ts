// Contract terms (docs/agent-api.md): reading an offer's terms, their stored
// (normalised) form, showing them, and comparing two contracts' rates. Pure.
//
// Rates are percentages with at most two decimals, kept as integers of hundredths of
// a percent ("0.50" -> 50, "100" -> 10000); thresholds are amounts in minor units.
import type { ContractKind, DividendPeriod } from '../db/schema';
import { formatMinor, parseAmount } from '../shared/money';
import { ApiFailure } from '../http/envelope';
import { CONTRACT_KINDS, DIVIDEND_PERIODS } from '../shared/wire/agent';

export { CONTRACT_KINDS, DIVIDEND_PERIODS };

/** 100 % in the stored unit. */
export const FULL_RATE = 10_000;
export const MAX_TIERS = 10;
export const MAX_ACTIVE = 100_000;

export interface Tier {
  /** The team's bet amount (daily) or net result (dividend) from which the tier applies, minor units. */
  min: number;
  minActive: number;
  rate: number;
}

export type Terms =
  | { kind: 'daily'; tiers: Tier[] }
  | { kind: 'hourly'; rate: number }
  | { kind: 'realtime'; winRate: number; lossRate: number }
  | { kind: 'dividend'; period: DividendPeriod; tiers: Tier[] };

export type TermsProblem = 'format' | 'negative' | 'unordered' | 'empty' | 'too_many' | 'period_mismatch';

export function termsInvalid(problem: TermsProblem, tier?: number): ApiFailure {
  return new ApiFailure('contract_terms_invalid', tier === undefined ? { problem } : { problem, tier });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A rate string ("0.50") in hundredths of a percent, 0 to 100 %. */
export function parseRate(input: unknown, tier?: number): number {
  if (typeof input === 'number') input = String(input);
  const parsed = parseAmount(input, { allowZero: true });
  if (!parsed.ok) throw termsInvalid(parsed.problem === 'negative' ? 'negative' : 'format', tier);
  if (parsed.minor > FULL_RATE) throw termsInvalid('format', tier);
  return parsed.minor;
}

function parseThreshold(input: unknown, tier: number): number {
  const parsed = parseAmount(input, { allowZero: true });
  if (!parsed.ok) throw termsInvalid(parsed.problem === 'negative' ? 'negative' : 'format', tier);
  return parsed.minor;
}

function parseActive(input: unknown, tier: number): number {
  if (typeof input === 'number' && input < 0) throw termsInvalid('negative', tier);
  if (typeof input !== 'number' || !Number.isInteger(input) || input > MAX_ACTIVE) throw termsInvalid('format', tier);
  return input;
}

/**
 * Tiers in increasing order: thresholds strictly increasing, active members and rates
 * never decreasing. So a bigger team never falls to a lower rate, which is what makes
 * a downline's rate at or below its upline's on every team (see dominates()).
 */
function parseTiers(input: unknown, minField: 'minBet' | 'minLoss'): Tier[] {
  if (!Array.isArray(input)) throw termsInvalid('format');
  if (input.length === 0) throw termsInvalid('empty');
  if (input.length > MAX_TIERS) throw termsInvalid('too_many');
  const tiers = input.map((raw, i) => {
    if (!isRecord(raw) || Object.keys(raw).some((k) => k !== minField && k !== 'minActive' && k !== 'ratio')) throw termsInvalid('format', i);
    return { min: parseThreshold(raw[minField], i), minActive: parseActive(raw.minActive ?? 0, i), rate: parseRate(raw.ratio, i) };
  });
  for (let i = 1; i < tiers.length; i += 1) {
    const [a, b] = [tiers[i - 1]!, tiers[i]!];
    if (b.min <= a.min || b.minActive < a.minActive || b.rate < a.rate) throw termsInvalid('unordered', i);
  }
  return tiers;
}

/** The terms of an offer as the API sends them; contract_terms_invalid when malformed. */
export function parseTerms(kind: ContractKind, input: unknown): Terms {
  if (!isRecord(input)) throw termsInvalid('format');
  const only = (...keys: string[]) => {
    if (Object.keys(input).some((k) => !keys.includes(k))) throw termsInvalid('format');
  };
  switch (kind) {
    case 'daily':
      only('tiers');
      return { kind, tiers: parseTiers(input.tiers, 'minBet') };
    case 'hourly':
      only('ratio');
      return { kind, rate: parseRate(input.ratio) };
    case 'realtime':
      only('winRate', 'lossRate');
      return { kind, winRate: parseRate(input.winRate), lossRate: parseRate(input.lossRate) };
    case 'dividend': {
      only('period', 'tiers');
      if (typeof input.period !== 'string' || !(DIVIDEND_PERIODS as readonly string[]).includes(input.period)) throw termsInvalid('format');
      return { kind, period: input.period as DividendPeriod, tiers: parseTiers(input.tiers, 'minLoss') };
    }
  }
}

const rateText = (rate: number) => formatMinor(rate);

/** Terms as the API shows them (the same shape an offer sends). */
export function showTerms(terms: Terms): Record<string, unknown> {
  switch (terms.kind) {
    case 'daily':
      return { tiers: terms.tiers.map((t) => ({ minBet: formatMinor(t.min), minActive: t.minActive, ratio: rateText(t.rate) })) };
    case 'hourly':
      return { ratio: rateText(terms.rate) };
    case 'realtime':
      return { winRate: rateText(terms.winRate), lossRate: rateText(terms.lossRate) };
    case 'dividend':
      return { period: terms.period, tiers: terms.tiers.map((t) => ({ minLoss: formatMinor(t.min), minActive: t.minActive, ratio: rateText(t.rate) })) };
  }
}

/** Stored terms (jsonb, already normalised) back as Terms; drivers hand jsonb back parsed or as text. */
export function storedTerms(value: unknown): Terms {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Terms;
}

/** The rate of tiered terms for a team with this base amount and these active members (0 below the first tier). */
export function tierRate(tiers: Tier[], base: number, active: number): number {
  let rate = 0;
  for (const t of tiers) if (base >= t.min && active >= t.minActive) rate = Math.max(rate, t.rate);
  return rate;
}

/**
 * Whether `upper` pays at least as much as `lower` on every team: for tiered terms,
 * upper's rate at each of lower's tier thresholds is at least that tier's rate (both
 * rise with the team, so that holds everywhere); a dividend also needs the same period.
 */
export function dominates(upper: Terms, lower: Terms): boolean {
  if (upper.kind !== lower.kind) return false;
  switch (lower.kind) {
    case 'hourly':
      return (upper as typeof lower).rate >= lower.rate;
    case 'realtime': {
      const u = upper as typeof lower;
      return u.winRate >= lower.winRate && u.lossRate >= lower.lossRate;
    }
    case 'daily':
      return lower.tiers.every((t) => tierRate((upper as typeof lower).tiers, t.min, t.minActive) >= t.rate);
    case 'dividend': {
      const u = upper as typeof lower;
      return u.period === lower.period && lower.tiers.every((t) => tierRate(u.tiers, t.min, t.minActive) >= t.rate);
    }
  }
}

/** A new contract is "higher" than the current one: at least as high everywhere and not the same. */
export function isHigher(next: Terms, current: Terms): boolean {
  return dominates(next, current) && !dominates(current, next);
}

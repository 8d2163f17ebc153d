// Contract terms (docs/agent-api.md): reading an offer's terms, their stored
// (normalised) form, showing them, and comparing two contracts' rates. Pure.
// The numbers' rules (rates, thresholds, active members, tier order) are shared with
// the offer form: server/shared/contractTerms.ts.
import type { ContractKind, DividendPeriod } from '../db/schema';
import { formatMinor } from '../shared/money';
import {
  firstUnorderedTier,
  FULL_RATE,
  MAX_ACTIVE,
  MAX_TIERS,
  readActive,
  readRate,
  readThreshold,
  termText,
  tierRate,
  type TermValue,
  type Tier,
} from '../shared/contractTerms';
import { ApiFailure } from '../http/envelope';
import { CONTRACT_KINDS, DIVIDEND_PERIODS } from '../shared/wire/agent';

export { CONTRACT_KINDS, DIVIDEND_PERIODS };

export { FULL_RATE, MAX_ACTIVE, MAX_TIERS, tierRate, type Tier };

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

/** A value of the terms under its shared rule (server/shared/contractTerms.ts), or contract_terms_invalid. */
function valueOf(read: TermValue, tier?: number): number {
  if (!read.ok) throw termsInvalid(read.problem, tier);
  return read.value;
}

/** A rate string ("0.50") in hundredths of a percent, 0 to 100 %. */
export const parseRate = (input: unknown, tier?: number): number => valueOf(readRate(input), tier);

/** Tiers in increasing order (firstUnorderedTier), which dominates() relies on. */
function parseTiers(input: unknown, minField: 'minBet' | 'minLoss'): Tier[] {
  if (!Array.isArray(input)) throw termsInvalid('format');
  if (input.length === 0) throw termsInvalid('empty');
  if (input.length > MAX_TIERS) throw termsInvalid('too_many');
  const tiers = input.map((raw, i) => {
    if (!isRecord(raw) || Object.keys(raw).some((k) => k !== minField && k !== 'minActive' && k !== 'ratio')) throw termsInvalid('format', i);
    return { min: valueOf(readThreshold(raw[minField]), i), minActive: valueOf(readActive(raw.minActive ?? 0), i), rate: parseRate(raw.ratio, i) };
  });
  const unordered = firstUnorderedTier(tiers);
  if (unordered >= 0) throw termsInvalid('unordered', unordered);
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

const rateText = termText;

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

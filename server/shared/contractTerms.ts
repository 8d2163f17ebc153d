// The numbers of a salary or dividend contract (docs/agent-api.md, spec sections 3 and 4),
// shared by the server, which enforces them (server/agents/terms.ts), and the offer form
// (machines/contractOffer.machine.ts), which checks a draft the same way first. Pure.
//
// Rates are percentages with at most two decimals, kept as integers of hundredths of a
// per cent ("0.50" -> 50, "100" -> 10000); thresholds are amounts in minor units and read
// exactly as money does (server/shared/money.ts), so they are bounded by the largest
// amount a bigint money column takes (MAX_AMOUNT_MINOR). Leading zeros are accepted on
// both sides ("0100" is 100 %), as they are in every amount: the value is unambiguous and
// is stored and shown normalised ("100.00").
import { formatMinor, parseAmount } from './money';

/** 100 % in the stored unit. */
export const FULL_RATE = 10_000;
/** Tiers per contract. */
export const MAX_TIERS = 10;
/** The most active members a tier may ask for. */
export const MAX_ACTIVE = 100_000;

export interface Tier {
  /** The team's bet amount (daily) or net result (dividend) from which the tier applies, minor units. */
  min: number;
  minActive: number;
  rate: number;
}

export type TermValue = { ok: true; value: number } | { ok: false; problem: 'format' | 'negative' };

const refused = (problem: 'format' | 'negative'): TermValue => ({ ok: false, problem });

/** A rate ("0.50", "100") in hundredths of a per cent, 0 to 100 %; a JSON number reads as its text. */
export function readRate(input: unknown): TermValue {
  const parsed = parseAmount(typeof input === 'number' ? String(input) : input, { allowZero: true });
  if (!parsed.ok) return refused(parsed.problem === 'negative' ? 'negative' : 'format');
  return parsed.minor > FULL_RATE ? refused('format') : { ok: true, value: parsed.minor };
}

/** A tier's threshold amount ("1000.50") in minor units, 0 up to the largest amount. */
export function readThreshold(input: unknown): TermValue {
  const parsed = parseAmount(input, { allowZero: true });
  if (!parsed.ok) return refused(parsed.problem === 'negative' ? 'negative' : 'format');
  return { ok: true, value: parsed.minor };
}

/** A tier's active members: a whole number from 0 to MAX_ACTIVE. */
export function readActive(input: unknown): TermValue {
  if (typeof input === 'number' && input < 0) return refused('negative');
  if (typeof input !== 'number' || !Number.isInteger(input) || input > MAX_ACTIVE) return refused('format');
  return { ok: true, value: input };
}

/**
 * The first tier out of order, or -1: thresholds strictly increasing, active members and
 * rates never decreasing. So a bigger team never falls to a lower rate, which is what
 * makes a downline's rate at or below its upline's on every team.
 */
export function firstUnorderedTier(tiers: readonly Tier[]): number {
  for (let i = 1; i < tiers.length; i += 1) {
    const [a, b] = [tiers[i - 1]!, tiers[i]!];
    if (b.min <= a.min || b.minActive < a.minActive || b.rate < a.rate) return i;
  }
  return -1;
}

/** The rate of tiered terms for a team with this base amount and these active members (0 below the first tier). */
export function tierRate(tiers: readonly Tier[], base: number, active: number): number {
  let rate = 0;
  for (const t of tiers) if (base >= t.min && active >= t.minActive) rate = Math.max(rate, t.rate);
  return rate;
}

/** A rate or threshold as the API writes it: two decimals ("100.00"). */
export const termText = (value: number): string => formatMinor(value);

// A promotion's rules beyond its fields' shapes, shared by the server, which refuses a
// promotion that breaks them, and the console, which shows the same field errors before
// sending: it ends after it starts, a bonus has an amount (an event has none), and a raffle
// has a prize table whose top prize is its bonus.
import { parseAmount } from './money';
import type { PromotionInput } from './wire/backofficePromotions';

export interface FieldIssue {
  /** The field as a JSON pointer into the body ("/endsAt", "/prizes"). */
  path: string;
  rule: string;
}

type Rules = Pick<PromotionInput, 'mode' | 'bonus' | 'prizes' | 'startsAt' | 'endsAt'>;

const minor = (amount: string) => {
  const parsed = parseAmount(amount, { allowZero: true });
  return parsed.ok ? parsed.minor : 0;
};

export function promotionIssues(p: Rules): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const starts = Date.parse(p.startsAt);
  const ends = Date.parse(p.endsAt);
  if (Number.isNaN(starts)) issues.push({ path: '/startsAt', rule: 'date_time' });
  if (Number.isNaN(ends)) issues.push({ path: '/endsAt', rule: 'date_time' });
  else if (!Number.isNaN(starts) && ends <= starts) issues.push({ path: '/endsAt', rule: 'after_start' });
  if (p.mode === 'raffle') {
    if (p.prizes.length === 0) issues.push({ path: '/prizes', rule: 'required' });
    else if (p.prizes.every((prize) => minor(prize.amount) <= 0)) issues.push({ path: '/prizes', rule: 'positive' });
  } else if (p.prizes.length > 0) issues.push({ path: '/prizes', rule: 'raffle_only' });
  if (p.mode !== 'event' && p.mode !== 'raffle' && minor(p.bonus) <= 0) issues.push({ path: '/bonus', rule: 'positive' });
  return issues;
}

/** The bonus a promotion stores: a raffle's top prize, an event's nothing, else the amount given. */
export function bonusMinorOf(p: Rules): number {
  if (p.mode === 'raffle') return Math.max(0, ...p.prizes.map((prize) => minor(prize.amount)));
  return p.mode === 'event' ? 0 : minor(p.bonus);
}

export const minorOfAmount = minor;

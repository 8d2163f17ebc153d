// The payment password that withdrawals ask for: hashed with argon2id like login
// passwords, following the merchant's paymentPassword field rule (6 digits by
// default). Wrong answers are counted per member: 5 in 15 minutes lock withdrawals
// (429 account_locked with Retry-After) until the window moves on. Like every password it is
// normalised by server/shared/passwordRules.ts wherever it is set or checked.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { normaliseOptionalPassword, normalisePassword } from '../shared/passwordRules';
import { fieldProblem, PATTERNS, type FieldRule } from '../shared/registerRules';
import type { PaymentPasswordRequest } from '../shared/wire/wallet';
import type { UserRow } from './accounts';
import { writeAudit } from '../platform/audit';
import { MINUTE } from '../platform/clock';
import type { Counters, Window } from './counters';
import { hashPassword, verifyPassword } from './passwords';
import type { RegistrationService } from './registration';

export const PAYMENT_PASSWORD_FAILURES: Window = { limit: 5, ms: 15 * MINUTE };
const FAILURE = 'payment_password_failure';

const DEFAULT_RULE: FieldRule = {
  field: 'paymentPassword',
  enabled: true,
  required: true,
  acceptedPattern: PATTERNS.DIGITS,
  patternId: 'DIGITS',
  minLength: 6,
  maxLength: 6,
};

/** The body of POST /api/member/payment-password (server/shared/wire/wallet.ts). */
export type PaymentPasswordChange = PaymentPasswordRequest;

export function createPaymentPasswordService(db: Kysely<Database>, deps: { counters: Counters; registration: RegistrationService }) {
  async function ruleOf(merchantCode: string): Promise<FieldRule> {
    const rule = (await deps.registration.fieldRules(merchantCode)).find((r) => r.field === 'paymentPassword');
    // Whether the field shows at registration does not matter here: it is always required.
    return rule ? { ...rule, required: true } : DEFAULT_RULE;
  }

  async function assertNotLocked(userId: number): Promise<void> {
    const state = await deps.counters.state(FAILURE, String(userId), PAYMENT_PASSWORD_FAILURES);
    if (state.blockedForMs > 0) throw ApiFailure.retryLater('account_locked', state.blockedForMs / 1000);
  }

  /** Checks the payment password; a wrong one is counted (outside any transaction, so it sticks). */
  async function verify(user: UserRow, typed: string | undefined): Promise<void> {
    const given = normaliseOptionalPassword(typed);
    const current = await db.selectFrom('users').select('payment_password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    if (!current.payment_password_hash) throw new ApiFailure('payment_password_required');
    await assertNotLocked(user.id);
    if (!given || !(await verifyPassword(current.payment_password_hash, given))) {
      await deps.counters.record(FAILURE, String(user.id));
      const state = await deps.counters.state(FAILURE, String(user.id), PAYMENT_PASSWORD_FAILURES);
      throw new ApiFailure('payment_password_incorrect', { triesLeft: Math.max(0, PAYMENT_PASSWORD_FAILURES.limit - state.count) });
    }
  }

  return {
    verify,
    ruleOf,

    async isSet(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('payment_password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
      return row.payment_password_hash !== null;
    },

    /** Sets it the first time, or changes it given the current one. */
    async change(user: UserRow, typed: PaymentPasswordChange, ip: string): Promise<{ set: true }> {
      const input = {
        oldPaymentPassword: normaliseOptionalPassword(typed.oldPaymentPassword),
        paymentPassword: normalisePassword(typed.paymentPassword),
        confirmPaymentPassword: normalisePassword(typed.confirmPaymentPassword),
      };
      const rule = await ruleOf(user.merchant_code);
      const problem = fieldProblem(rule, input.paymentPassword);
      if (problem) {
        throw new ApiFailure('invalid_payment_password_format', { field: 'paymentPassword', problem, patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength });
      }
      if (input.paymentPassword !== input.confirmPaymentPassword) throw new ApiFailure('confirmation_mismatch', { field: 'confirmPaymentPassword' });
      const current = await db.selectFrom('users').select('payment_password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      if (current.payment_password_hash) {
        if (!input.oldPaymentPassword) throw new ApiFailure('payment_password_required', { field: 'oldPaymentPassword' });
        await verify(user, input.oldPaymentPassword);
      }
      const hash = await hashPassword(input.paymentPassword);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ payment_password_hash: hash }).where('id', '=', user.id).execute();
        await writeAudit(trx, { actor: `member:${user.merchant_code}:${user.account}`, ip: ip || null, action: current.payment_password_hash ? 'payment_password.change' : 'payment_password.set', details: {} });
      });
      return { set: true };
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;

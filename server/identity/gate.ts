// What a merchant makes wait for identity checks: a withdrawal whose rules ask a tier the member
// does not hold is refused with identity_required (value: the tier and the rule), nothing moved.
import type { UserRow } from '../accounts/accounts';
import { ApiFailure } from '../http/envelope';
import { minorOf } from '../shared/money';
import { tierNeededToWithdraw, tierReaches } from '../shared/identityRules';
import { rulesOf, type Conn } from './views';

/** Inside the withdrawal's transaction, after the member's accounts are locked. */
export async function assertIdentityAllowsWithdrawal(trx: Conn, user: UserRow, amountMinor: number): Promise<void> {
  const rules = await rulesOf(trx, user.merchant_code);
  if (!rules.anyWithdrawal && !rules.withdrawalAbove && !rules.depositedAbove) return;
  // The tier as it is now (a review may have changed it since the session read the row).
  const { identity_tier: tier } = await trx.selectFrom('users').select('identity_tier').where('id', '=', user.id).executeTakeFirstOrThrow();
  let depositedMinor = 0;
  if (rules.depositedAbove) {
    const row = await trx
      .selectFrom('deposits')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount_minor'), eb.val(0)).as('total'))
      .where('user_id', '=', user.id)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    depositedMinor = minorOf(row.total);
  }
  const needed = tierNeededToWithdraw(rules, amountMinor, depositedMinor);
  if (needed && !tierReaches(tier, needed.tier)) throw new ApiFailure('identity_required', { tier: needed.tier, rule: needed.rule, current: tier });
}

import type { SessionInput } from '../../machines/session.machine';

/**
 * The invitation codes of the address the portal opened with (spec section 3): an agent's
 * affiliate code (`affiliateCode`, or `aff` in short links) and a member's referral code
 * (`referralCode`, or `ref`), both from the query.
 */
export function invitationOf(search: string): SessionInput['invitation'] {
  const params = new URLSearchParams(search);
  return { affiliateCode: params.get('affiliateCode') ?? params.get('aff'), referralCode: params.get('referralCode') ?? params.get('ref') };
}

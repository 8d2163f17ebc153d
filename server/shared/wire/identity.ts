// Identity checks (KYC) on the wire (docs/api.md "Identity checks"): the member's status and
// what they send (details, documents), the risk staff's review queue and decisions, and the
// merchant's rules of what waits for a tier. The rules themselves: server/shared/identityRules.ts.
import * as v from 'valibot';
import { ADDRESS_MAX, DOCUMENT_KINDS, DOCUMENT_MIMES, FULL_NAME_MAX, IDENTITY_TIERS, REVIEW_DECISIONS, REVIEW_REASON_MAX, REVIEW_STATES, SUBMISSION_KINDS } from '../identityRules';
import { amountInput, count, id, isoTime, money, pageNumber, pageOf } from './common';

const tier = v.picklist(IDENTITY_TIERS);
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** yyyy-MM-dd; the server checks the day exists and the age. */
export const birthDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** A member's details sent for the basic tier. */
export const identityDetailsRequest = v.strictObject({ fullName: text(FULL_NAME_MAX), birthDate, address: text(ADDRESS_MAX) });
export type IdentityDetailsRequest = v.InferOutput<typeof identityDetailsRequest>;

/** A stored document file, as its owner or risk staff see it. */
export const identityFile = v.object({ id, mime: v.picklist(DOCUMENT_MIMES), size: count, url: v.string() });

export const identitySubmission = v.object({
  id,
  kind: v.picklist(SUBMISSION_KINDS),
  state: v.picklist(REVIEW_STATES),
  /** The reason of a rejection, or what more is asked for. */
  reason: v.nullable(v.string()),
  /** The details sent (kind details only). */
  details: v.nullable(v.object({ fullName: v.string(), birthDate: v.string(), address: v.string() })),
  files: v.array(identityFile),
  submittedAt: isoTime,
  reviewedAt: v.nullable(isoTime),
});
export type IdentitySubmission = v.InferOutput<typeof identitySubmission>;

/** The merchant's rules as the wire carries them (amounts as decimal strings). */
export const identityRules = v.object({
  anyWithdrawal: v.nullable(tier),
  withdrawalAbove: v.nullable(v.object({ amount: money, tier })),
  depositedAbove: v.nullable(v.object({ amount: money, tier })),
});
export type IdentityRulesWire = v.InferOutput<typeof identityRules>;

/** The member's identity page: their tier, the latest submission of each kind, and what waits for a tier. */
export const identityStatus = v.object({
  tier,
  submissions: v.array(identitySubmission),
  rules: identityRules,
});
export type IdentityStatus = v.InferOutput<typeof identityStatus>;

/** Multipart text field `kind` of a document upload. */
export const documentKind = v.picklist(DOCUMENT_KINDS);

// ── Risk staff ─────────────────────────────────────────────────────────────

export const reviewQueueQuery = v.strictObject({
  state: v.optional(v.picklist(REVIEW_STATES), 'pending'),
  merchantCode: v.optional(v.pipe(v.string(), v.maxLength(16))),
  page: v.optional(pageNumber, 1),
});
export type ReviewQueueQuery = v.InferOutput<typeof reviewQueueQuery>;

export const reviewItem = v.object({
  ...identitySubmission.entries,
  userId: id,
  account: v.string(),
  merchantCode: v.string(),
  tier,
  reviewedBy: v.nullable(v.string()),
});
export type ReviewItem = v.InferOutput<typeof reviewItem>;
export const reviewQueue = pageOf(reviewItem);
export type ReviewQueue = v.InferOutput<typeof reviewQueue>;

/**
 * A decision on a pending submission. reject and more need a reason the member reads. Approving
 * an identity document needs the birth date printed on it: the age is checked again against it.
 */
export const reviewDecisionRequest = v.strictObject({
  decision: v.picklist(REVIEW_DECISIONS),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REVIEW_REASON_MAX))),
  documentBirthDate: v.optional(birthDate),
});
export type ReviewDecisionRequest = v.InferOutput<typeof reviewDecisionRequest>;

export const reviewDecided = v.object({ item: reviewItem, tier, locked: v.boolean() });
export type ReviewDecided = v.InferOutput<typeof reviewDecided>;

export const identityRulesQuery = v.strictObject({ merchantCode: v.pipe(v.string(), v.minLength(1), v.maxLength(16)) });

/** A merchant's rules as staff set them (amounts typed as decimal strings). */
export const identityRulesChange = v.strictObject({
  merchantCode: v.pipe(v.string(), v.minLength(1), v.maxLength(16)),
  anyWithdrawal: v.nullable(tier),
  withdrawalAbove: v.nullable(v.strictObject({ amount: amountInput, tier })),
  depositedAbove: v.nullable(v.strictObject({ amount: amountInput, tier })),
});
export type IdentityRulesChange = v.InferOutput<typeof identityRulesChange>;

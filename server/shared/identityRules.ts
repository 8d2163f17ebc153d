// Identity checks (KYC): the tiers a member climbs, the documents that prove each, the files
// accepted, and what a merchant may make wait for a tier. Shared by the server, which
// enforces them, and the browser, which shows them and checks a picked file first. Pure.
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from './uploadRules';

/**
 * unverified: nothing checked. basic: name, birth date and address checked by risk staff.
 * full: basic, and an identity document and a proof of address reviewed.
 */
export const IDENTITY_TIERS = ['unverified', 'basic', 'full'] as const;
export type IdentityTier = (typeof IDENTITY_TIERS)[number];

/** Whether `tier` is at least `needed`. */
export const tierReaches = (tier: IdentityTier, needed: IdentityTier): boolean => IDENTITY_TIERS.indexOf(tier) >= IDENTITY_TIERS.indexOf(needed);

/** What a member sends for review: their details (for basic) or a document (for full). */
export const SUBMISSION_KINDS = ['details', 'identity_document', 'address_document'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const DOCUMENT_KINDS = ['identity_document', 'address_document'] as const satisfies readonly SubmissionKind[];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A submission's review: waiting, approved, rejected (with the reason), or more asked for (with what). */
export const REVIEW_STATES = ['pending', 'approved', 'rejected', 'more_requested'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_DECISIONS = ['approve', 'reject', 'more'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The tier a member holds from the latest review of each kind. */
export function tierOf(approved: ReadonlySet<SubmissionKind>): IdentityTier {
  if (!approved.has('details')) return 'unverified';
  return approved.has('identity_document') && approved.has('address_document') ? 'full' : 'basic';
}

/** Documents: png, jpg or pdf (decided by the file's first bytes on the server), 5 MB, 3 files. */
export const DOCUMENT_MIMES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type DocumentMime = (typeof DOCUMENT_MIMES)[number];
export const MAX_DOCUMENT_BYTES = MAX_UPLOAD_BYTES;
export const MAX_DOCUMENT_FILES = MAX_UPLOAD_FILES;
const DOCUMENT_NAME = /\.(png|jpe?g|pdf)$/i;

/** One picked document file, by its browser type (or its name when there is none) and its size. */
export function pickedDocumentProblem(file: { type: string; size: number; name: string }): 'upload_type_not_allowed' | 'upload_too_large' | null {
  const allowed = file.type ? (DOCUMENT_MIMES as readonly string[]).includes(file.type) : DOCUMENT_NAME.test(file.name);
  if (!allowed) return 'upload_type_not_allowed';
  if (file.size > MAX_DOCUMENT_BYTES) return 'upload_too_large';
  return null;
}

/** A member's details as typed: limits of each field. */
export const FULL_NAME_MAX = 100;
export const ADDRESS_MAX = 300;
/** A reason staff give a member (a rejection, or what more is needed). */
export const REVIEW_REASON_MAX = 500;

/**
 * What a merchant makes wait for a tier (null: nothing). A withdrawal is refused with
 * identity_required when the member's tier is below the highest tier any rule asks of it.
 */
export interface IdentityRules {
  /** Every withdrawal needs this tier. */
  anyWithdrawal: IdentityTier | null;
  /** A withdrawal above `amount` (minor units) needs `tier`. */
  withdrawalAbove: { amountMinor: number; tier: IdentityTier } | null;
  /** Once the member's approved deposits in all exceed `amount` (minor units), withdrawals need `tier`. */
  depositedAbove: { amountMinor: number; tier: IdentityTier } | null;
}

/** A merchant that set nothing asks for nothing. */
export const NO_IDENTITY_RULES: IdentityRules = { anyWithdrawal: null, withdrawalAbove: null, depositedAbove: null };

export type IdentityRuleName = keyof IdentityRules;

/** The tier a withdrawal of `amountMinor` needs, and the rule asking the most, or null when none asks. */
export function tierNeededToWithdraw(rules: IdentityRules, amountMinor: number, depositedMinor: number): { tier: IdentityTier; rule: IdentityRuleName } | null {
  const asks: { tier: IdentityTier; rule: IdentityRuleName }[] = [];
  if (rules.anyWithdrawal) asks.push({ tier: rules.anyWithdrawal, rule: 'anyWithdrawal' });
  if (rules.withdrawalAbove && amountMinor > rules.withdrawalAbove.amountMinor) asks.push({ tier: rules.withdrawalAbove.tier, rule: 'withdrawalAbove' });
  if (rules.depositedAbove && depositedMinor > rules.depositedAbove.amountMinor) asks.push({ tier: rules.depositedAbove.tier, rule: 'depositedAbove' });
  return asks.reduce<{ tier: IdentityTier; rule: IdentityRuleName } | null>((most, ask) => (!most || !tierReaches(most.tier, ask.tier) ? ask : most), null);
}

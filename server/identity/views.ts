// Rows of identity checks as the wire shows them, and the merchant's rules read from their row.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, IdentitySubmissionsTable } from '../db/schema';
import { minorOf, formatMinor } from '../shared/money';
import { NO_IDENTITY_RULES, type IdentityRules } from '../shared/identityRules';
import type { IdentityRulesWire, IdentitySubmission } from '../shared/wire/identity';
import type { DocumentFileView, UploadService } from '../platform/uploads';

export type SubmissionRow = Selectable<IdentitySubmissionsTable>;
export type Conn = Kysely<Database> | Transaction<Database>;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** Where a document file is read: the member's own route, or risk staff's (audited). */
export const memberFileUrl = (id: string) => `/api/member/identity/files/${id}`;
export const staffFileUrl = (id: string) => `/api/operator/identity/files/${id}`;

export function submissionViews(uploads: UploadService, urlOf: (id: string) => string) {
  return async (rows: SubmissionRow[], conn?: Conn): Promise<IdentitySubmission[]> => {
    const files = await uploads.listDocuments(
      rows.filter((r) => r.kind !== 'details').map((r) => String(r.id)),
      conn,
    );
    return rows.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      state: r.state,
      reason: r.reason,
      details: r.kind === 'details' ? { fullName: r.full_name ?? '', birthDate: r.birth_date ?? '', address: r.address ?? '' } : null,
      files: (files.get(String(r.id)) ?? []).map((f: DocumentFileView) => ({ ...f, url: urlOf(f.id) })),
      submittedAt: new Date(r.submitted_at).toISOString(),
      reviewedAt: iso(r.reviewed_at),
    }));
  };
}

/** A merchant's rules (none set: nothing asked). */
export async function rulesOf(conn: Conn, merchantCode: string): Promise<IdentityRules> {
  const row = await conn.selectFrom('identity_rules').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst();
  if (!row) return NO_IDENTITY_RULES;
  return {
    anyWithdrawal: row.any_withdrawal_tier,
    withdrawalAbove: row.withdrawal_above_minor !== null && row.withdrawal_above_tier ? { amountMinor: minorOf(row.withdrawal_above_minor), tier: row.withdrawal_above_tier } : null,
    depositedAbove: row.deposited_above_minor !== null && row.deposited_above_tier ? { amountMinor: minorOf(row.deposited_above_minor), tier: row.deposited_above_tier } : null,
  };
}

export function rulesWire(rules: IdentityRules): IdentityRulesWire {
  return {
    anyWithdrawal: rules.anyWithdrawal,
    withdrawalAbove: rules.withdrawalAbove && { amount: formatMinor(rules.withdrawalAbove.amountMinor), tier: rules.withdrawalAbove.tier },
    depositedAbove: rules.depositedAbove && { amount: formatMinor(rules.depositedAbove.amountMinor), tier: rules.depositedAbove.tier },
  };
}

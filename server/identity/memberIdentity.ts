// The member's side of identity checks: their tier and latest submissions, their details sent
// for the basic tier, documents sent for the full tier, and their own files read back. A kind
// already waiting for review refuses another (identity_review_pending); a kind approved can be
// sent again only after staff asked for more or rejected it.
import type { Kysely } from 'kysely';
import type { UserRow } from '../accounts/accounts';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import type { DocumentFile, UploadService } from '../platform/uploads';
import { calendarDay, MINIMUM_AGE, oldEnough, parseBirthday } from '../shared/age';
import { MAX_DOCUMENT_FILES, SUBMISSION_KINDS, type DocumentKind, type SubmissionKind } from '../shared/identityRules';
import type { IdentityDetailsRequest, IdentityStatus, IdentitySubmission } from '../shared/wire/identity';
import { memberFileUrl, rulesOf, rulesWire, submissionViews, type SubmissionRow } from './views';

export interface MemberIdentityDeps {
  uploads: UploadService;
  clock: Clock;
}

const memberActor = (user: UserRow) => `member:${user.merchant_code}:${user.account}`;

/** The unique index of one pending submission per kind: a second sent at once is this conflict. */
const ONE_PENDING = 'identity_submissions_one_pending';
const isOnePendingViolation = (err: unknown) => err instanceof Error && err.message.includes(ONE_PENDING);

export function createMemberIdentity(db: Kysely<Database>, { uploads, clock }: MemberIdentityDeps) {
  const views = submissionViews(uploads, memberFileUrl);

  /** Refuses a kind that waits for review, or that was approved and not reopened. */
  async function assertMaySubmit(user: UserRow, kind: SubmissionKind) {
    const latest = await db.selectFrom('identity_submissions').select('state').where('user_id', '=', user.id).where('kind', '=', kind).orderBy('submitted_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
    if (latest?.state === 'pending') throw new ApiFailure('identity_review_pending', { kind });
    if (latest?.state === 'approved') throw new ApiFailure('invalid_state', { kind, state: 'approved' });
  }

  /** Inserts a submission; the unique index settles two sent at once. */
  async function insert(user: UserRow, values: Partial<SubmissionRow> & { kind: SubmissionKind }, files: readonly DocumentFile[], ip: string): Promise<IdentitySubmission> {
    try {
      return await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('identity_submissions')
          .values({ user_id: user.id, merchant_code: user.merchant_code, kind: values.kind, full_name: values.full_name ?? null, birth_date: values.birth_date ?? null, address: values.address ?? null, reason: null, submitted_at: clock() })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (files.length > 0) await uploads.storeDocuments(trx, user.id, String(row.id), files);
        await writeAudit(trx, { actor: memberActor(user), ip: ip || null, action: 'identity.submit', details: { submissionId: String(row.id), kind: values.kind, files: files.length } });
        return (await views([row], trx))[0]!;
      });
    } catch (err) {
      if (isOnePendingViolation(err)) throw new ApiFailure('identity_review_pending', { kind: values.kind });
      throw err;
    }
  }

  return {
    async status(user: UserRow): Promise<IdentityStatus> {
      const latest = await db
        .selectFrom('identity_submissions')
        .selectAll()
        .where('user_id', '=', user.id)
        .distinctOn('kind')
        .orderBy('kind')
        .orderBy('submitted_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const byKind = SUBMISSION_KINDS.map((kind) => latest.find((r) => r.kind === kind)).filter((r): r is SubmissionRow => r !== undefined);
      const { identity_tier: tier } = await db.selectFrom('users').select('identity_tier').where('id', '=', user.id).executeTakeFirstOrThrow();
      return { tier, submissions: await views(byKind), rules: rulesWire(await rulesOf(db, user.merchant_code)) };
    },

    /** Name, birth date and address, for the basic tier. The age counts in the merchant's calendar. */
    async submitDetails(user: UserRow, input: IdentityDetailsRequest, ip: string): Promise<IdentitySubmission> {
      const birthday = parseBirthday(input.birthDate);
      if (!birthday) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/birthDate', rule: 'date' }] });
      const merchant = await db.selectFrom('merchants').select('time_zone').where('code', '=', user.merchant_code).executeTakeFirstOrThrow();
      if (!oldEnough(birthday, calendarDay(clock(), merchant.time_zone))) throw new ApiFailure('under_age', { field: 'birthDate', minimumAge: MINIMUM_AGE });
      await assertMaySubmit(user, 'details');
      return insert(user, { kind: 'details', full_name: input.fullName, birth_date: birthday, address: input.address }, [], ip);
    },

    /** An identity document or a proof of address: 1 to 3 files, each checked already. */
    async submitDocument(user: UserRow, kind: DocumentKind, files: readonly DocumentFile[], ip: string): Promise<IdentitySubmission> {
      if (files.length === 0) throw new ApiFailure('proof_required', { minFiles: 1 });
      if (files.length > MAX_DOCUMENT_FILES) throw new ApiFailure('too_many_files', { maxFiles: MAX_DOCUMENT_FILES });
      await assertMaySubmit(user, kind);
      return insert(user, { kind }, files, ip);
    },

    /** One of the member's own document files. */
    async file(user: UserRow, fileId: string) {
      const file = await uploads.readDocument(fileId, user.id);
      if (!file) throw new ApiFailure('not_found');
      return file;
    },
  };
}

export type MemberIdentity = ReturnType<typeof createMemberIdentity>;

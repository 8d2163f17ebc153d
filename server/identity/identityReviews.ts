// Risk staff's side of identity checks: the review queue, a decision on one submission (approve,
// reject with a reason, or ask for more), the document files (every view audited), and the
// merchant's rules of what waits for a tier. A decision holds once: two staff deciding the same
// submission at once, one succeeds and the other is told invalid_state. Approving an identity
// document checks the age again against the birth date printed on it: under age, the submission
// is rejected and the member locked, their sessions ended.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { UploadService } from '../platform/uploads';
import type { InboxService } from '../centre/inbox';
import type { SessionService } from '../accounts/sessions';
import type { Actor } from '../operator/operator';
import { amountOf } from '../wallet/wallet';
import { userIdOf } from '../accounts/accounts';
import { calendarDay, MINIMUM_AGE, oldEnough, parseBirthday } from '../shared/age';
import { tierOf, type IdentityTier, type ReviewState, type SubmissionKind } from '../shared/identityRules';
import type { IdentityRulesChange, IdentityRulesWire, ReviewDecided, ReviewDecisionRequest, ReviewItem, ReviewQueueQuery } from '../shared/wire/identity';
import { rulesOf, rulesWire, staffFileUrl, submissionViews, type Conn, type SubmissionRow } from './views';

export interface IdentityReviewDeps {
  uploads: UploadService;
  inbox: InboxService;
  sessions: Pick<SessionService, 'revokeAllOf'>;
  clock: Clock;
}

const STATE_OF = { approve: 'approved', reject: 'rejected', more: 'more_requested' } as const satisfies Record<ReviewDecisionRequest['decision'], ReviewState>;

/** The member's inbox words for a review's outcome (the kind and params let the app translate). */
const KIND_WORDS: Record<SubmissionKind, string> = { details: 'personal details', identity_document: 'identity document', address_document: 'proof of address' };

function messageOf(kind: SubmissionKind, state: ReviewState, reason: string | null): { title: string; content: string } {
  const what = KIND_WORDS[kind];
  if (state === 'approved') return { title: 'Identity check approved', content: `Your ${what} was approved.` };
  if (state === 'rejected') return { title: 'Identity check rejected', content: `Your ${what} was rejected: ${reason ?? ''}` };
  return { title: 'More needed for your identity check', content: `Your ${what} needs more: ${reason ?? ''}` };
}

/** The tier the member's approved submissions give, written on their row. */
async function settleTier(trx: Conn, userId: number): Promise<IdentityTier> {
  const approved = await trx.selectFrom('identity_submissions').select('kind').distinct().where('user_id', '=', userId).where('state', '=', 'approved').execute();
  const tier = tierOf(new Set(approved.map((r) => r.kind)));
  await trx.updateTable('users').set({ identity_tier: tier }).where('id', '=', userId).execute();
  return tier;
}

export function createIdentityReviews(db: Kysely<Database>, { uploads, inbox, sessions, clock }: IdentityReviewDeps) {
  const views = submissionViews(uploads, staffFileUrl);

  function items(conn: Conn) {
    return conn.selectFrom('identity_submissions as s').innerJoin('users as u', 'u.id', 's.user_id');
  }

  async function itemViews(rows: (SubmissionRow & { account: string; identity_tier: IdentityTier })[], conn: Conn = db): Promise<ReviewItem[]> {
    const shown = await views(rows, conn);
    return rows.map((r, i) => ({ ...shown[i]!, userId: String(r.user_id), account: r.account, merchantCode: r.merchant_code, tier: r.identity_tier, reviewedBy: r.reviewed_by }));
  }

  return {
    /** Oldest first while pending (the order they are worked), newest first otherwise. */
    async queue(query: ReviewQueueQuery): Promise<Page<ReviewItem>> {
      let base = items(db).where('s.state', '=', query.state);
      if (query.merchantCode) base = base.where('s.merchant_code', '=', query.merchantCode);
      const direction = query.state === 'pending' ? 'asc' : 'desc';
      const [rows, counted] = await Promise.all([
        base.selectAll('s').select(['u.account', 'u.identity_tier']).orderBy('s.submitted_at', direction).orderBy('s.id', direction).limit(PAGE_SIZE).offset((query.page - 1) * PAGE_SIZE).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(await itemViews(rows), query.page, Number(counted.n));
    },

    /** A member's every submission, newest first (the player's page in the console). */
    async ofMember(id: string): Promise<ReviewItem[]> {
      const userId = userIdOf(id);
      const member = userId === undefined ? undefined : await db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'member').executeTakeFirst();
      if (!member) throw new ApiFailure('not_found');
      const rows = await items(db).selectAll('s').select(['u.account', 'u.identity_tier']).where('s.user_id', '=', member.id).orderBy('s.submitted_at', 'desc').orderBy('s.id', 'desc').execute();
      return itemViews(rows);
    },

    async decide(id: string, input: ReviewDecisionRequest, actor: Actor): Promise<ReviewDecided> {
      const reason = input.reason?.trim() || null;
      if (input.decision !== 'approve' && !reason) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/reason', rule: 'required' }] });
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('identity_submissions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw new ApiFailure('not_found');
        if (row.state !== 'pending') throw new ApiFailure('invalid_state', { state: row.state });
        const user = await trx.selectFrom('users').select(['id', 'account', 'merchant_code', 'locked']).where('id', '=', row.user_id).executeTakeFirstOrThrow();

        let state: ReviewState = STATE_OF[input.decision];
        let said = reason;
        let underAge = false;
        if (input.decision === 'approve' && row.kind === 'identity_document') {
          const printed = input.documentBirthDate === undefined ? undefined : parseBirthday(input.documentBirthDate);
          if (!printed) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/documentBirthDate', rule: 'required' }] });
          // The document's age settles it first: under age ends the account whatever was claimed.
          const merchant = await trx.selectFrom('merchants').select('time_zone').where('code', '=', row.merchant_code).executeTakeFirstOrThrow();
          if (!oldEnough(printed, calendarDay(clock(), merchant.time_zone))) {
            underAge = true;
            state = 'rejected';
            said = `The document shows the holder is under ${MINIMUM_AGE}.`;
          } else {
            const details = await trx.selectFrom('identity_submissions').select('birth_date').where('user_id', '=', row.user_id).where('kind', '=', 'details').orderBy('submitted_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
            if (details?.birth_date && details.birth_date !== printed) throw new ApiFailure('birth_date_mismatch', { given: details.birth_date, document: printed });
          }
        }

        const updated = await trx
          .updateTable('identity_submissions')
          .set({ state, reason: state === 'approved' ? null : said, reviewed_at: clock(), reviewed_by: actor.name })
          .where('id', '=', id)
          .where('state', '=', 'pending')
          .returningAll()
          .executeTakeFirstOrThrow();
        const before = await trx.selectFrom('users').select('identity_tier').where('id', '=', row.user_id).executeTakeFirstOrThrow();
        const tier = await settleTier(trx, row.user_id);
        let sessionsRevoked = 0;
        if (underAge) {
          await trx.updateTable('users').set({ locked: true }).where('id', '=', row.user_id).execute();
          sessionsRevoked = await sessions.revokeAllOf(row.user_id, 'account_locked', trx);
        }
        await inbox.send(trx, { merchantCode: row.merchant_code, userId: row.user_id, kind: 'identity_review', params: { kind: row.kind, state, ...(updated.reason ? { note: updated.reason } : {}) }, ...messageOf(row.kind, state, updated.reason) });
        await writeAudit(trx, {
          actor: actor.name,
          ip: actor.ip,
          action: `identity.${input.decision}`,
          details: {
            submissionId: id,
            kind: row.kind,
            account: user.account,
            before: { state: row.state, tier: before.identity_tier, locked: user.locked },
            after: { state, tier, locked: user.locked || underAge },
            ...(updated.reason ? { reason: updated.reason } : {}),
            ...(underAge ? { underAge: true, sessionsRevoked } : {}),
          },
        });
        const [item] = await itemViews([{ ...updated, account: user.account, identity_tier: tier }], trx);
        return { item: item!, tier, locked: user.locked || underAge };
      });
    },

    /** A document file for risk staff; each view is written to the audit log. */
    async file(fileId: string, actor: Actor) {
      const file = await uploads.readDocument(fileId, undefined);
      if (!file) throw new ApiFailure('not_found');
      await writeAudit(db, { actor: actor.name, ip: actor.ip, action: 'identity.file_view', details: { fileId, submissionId: file.submissionId, userId: String(file.userId) } });
      return file;
    },

    async rules(merchantCode: string): Promise<IdentityRulesWire> {
      await merchantExists(db, merchantCode);
      return rulesWire(await rulesOf(db, merchantCode));
    },

    async setRules(change: IdentityRulesChange, actor: Actor): Promise<IdentityRulesWire> {
      const tierAbove = (t: IdentityTier | null | undefined, path: string) => {
        if (t === 'unverified') throw new ApiFailure('bad_request', { issues: [{ in: 'body', path, rule: 'picklist' }] });
        return t ?? null;
      };
      const values = {
        any_withdrawal_tier: tierAbove(change.anyWithdrawal, '/anyWithdrawal'),
        withdrawal_above_minor: change.withdrawalAbove ? amountOf(change.withdrawalAbove.amount, 'withdrawalAbove.amount', { allowZero: true }) : null,
        withdrawal_above_tier: change.withdrawalAbove ? tierAbove(change.withdrawalAbove.tier, '/withdrawalAbove/tier') : null,
        deposited_above_minor: change.depositedAbove ? amountOf(change.depositedAbove.amount, 'depositedAbove.amount', { allowZero: true }) : null,
        deposited_above_tier: change.depositedAbove ? tierAbove(change.depositedAbove.tier, '/depositedAbove/tier') : null,
      };
      return db.transaction().execute(async (trx) => {
        await merchantExists(trx, change.merchantCode);
        const before = rulesWire(await rulesOf(trx, change.merchantCode));
        await trx.insertInto('identity_rules').values({ merchant_code: change.merchantCode, ...values }).onConflict((oc) => oc.column('merchant_code').doUpdateSet(values)).execute();
        const after = rulesWire(await rulesOf(trx, change.merchantCode));
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'identity.rules', details: { merchantCode: change.merchantCode, before, after } });
        return after;
      });
    },
  };
}

async function merchantExists(conn: Conn, code: string) {
  const merchant = await conn.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst();
  if (!merchant) throw new ApiFailure('not_found', { issues: [{ in: 'body', path: '/merchantCode', rule: 'unknown' }] });
}

export type IdentityReviews = ReturnType<typeof createIdentityReviews>;

// Identity checks (KYC, issue 17): tiers from reviewed details and documents, documents of
// png, jpg or pdf only (by content, 5 MB, 3 files), files readable by their member and risk
// staff only (each staff view audited), decisions that hold once, the age checked again against
// the document's birth date, and withdrawals waiting for the tier a merchant's rules ask.
import { describe, expect, it } from 'vitest';
import type { IdentityStatus, IdentitySubmission, ReviewDecided, ReviewQueue } from '../../server/shared/wire/identity';
import type { Withdrawal } from '../../server/shared/wire/wallet';
import { MAX_DOCUMENT_BYTES } from '../../server/shared/identityRules';
import { call, DB_KINDS } from './harness';
import { newStaff, staffCall, type TestStaff } from './staff.helpers';
import { as, countOf, credit, JPEG, multipart, multipartAs, newMember, ok, operatorCall, PNG, useWalletApp, type TestMember } from './wallet.helpers';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(256, 0x20)]);
const DETAILS = { fullName: 'Ada Obi', birthDate: '1990-04-12', address: '12 Marina Road, Lagos' };

describe.each(DB_KINDS)('identity checks on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);

  const status = (m: TestMember) => ok<IdentityStatus>(as(app(), m, { url: '/api/member/identity' }));
  const sendDetails = (m: TestMember, body: unknown = DETAILS) => as<IdentitySubmission>(app(), m, { method: 'PUT', url: '/api/member/identity/details', body, key: null });
  const sendDocument = (m: TestMember, docKind: string, files = [{ field: 'file', filename: 'passport.pdf', type: 'application/pdf', data: PDF }]) =>
    multipartAs<IdentitySubmission>(app(), m, '/api/member/identity/documents', multipart({ kind: docKind }, files));
  const decide = (staff: TestStaff, id: string, body: unknown) => staffCall<ReviewDecided>(app(), staff, 'POST', `/api/operator/identity/reviews/${id}/decision`, body);

  /** A member taken to the full tier by a risk staff member. */
  async function fullyVerified(m: TestMember, risk: TestStaff) {
    const details = await ok(sendDetails(m));
    await ok(decide(risk, details.id, { decision: 'approve' }));
    const identity = await ok(sendDocument(m, 'identity_document'));
    await ok(decide(risk, identity.id, { decision: 'approve', documentBirthDate: DETAILS.birthDate }));
    const address = await ok(sendDocument(m, 'address_document', [{ field: 'file', filename: 'bill.jpg', type: 'image/jpeg', data: JPEG }]));
    return ok(decide(risk, address.id, { decision: 'approve' }));
  }

  it('[KYC] a member climbs from unverified to basic (details checked) to full (identity document and proof of address reviewed)', async () => {
    const m = await newMember(app());
    const risk = await newStaff(app(), 'risk');
    expect(await status(m)).toMatchObject({ tier: 'unverified', submissions: [] });

    const details = await ok(sendDetails(m));
    expect(details).toMatchObject({ kind: 'details', state: 'pending', details: DETAILS, files: [] });
    const queue = await ok<ReviewQueue>(staffCall(app(), risk, 'GET', '/api/operator/identity/reviews?state=pending'));
    expect(queue.items.find((i) => i.id === details.id)).toMatchObject({ account: m.account, tier: 'unverified' });
    expect((await ok(decide(risk, details.id, { decision: 'approve' }))).tier).toBe('basic');
    expect((await status(m)).tier).toBe('basic');

    const identity = await ok(sendDocument(m, 'identity_document'));
    expect(identity.files).toEqual([expect.objectContaining({ mime: 'application/pdf', url: expect.stringMatching(/^\/api\/member\/identity\/files\/\d+$/) })]);
    expect((await ok(decide(risk, identity.id, { decision: 'approve', documentBirthDate: '1990-04-12' }))).tier).toBe('basic');
    const address = await ok(sendDocument(m, 'address_document', [{ field: 'file', filename: 'bill.png', type: 'image/png', data: PNG }]));
    expect((await ok(decide(risk, address.id, { decision: 'approve' }))).tier).toBe('full');
    const now = await status(m);
    expect(now.tier).toBe('full');
    expect(now.submissions.map((s) => [s.kind, s.state])).toEqual([['details', 'approved'], ['identity_document', 'approved'], ['address_document', 'approved']]);
    const ofMember = await ok<Array<{ kind: string }>>(staffCall(app(), risk, 'GET', `/api/operator/identity/members/${m.user.id}`));
    expect(ofMember.map((s) => s.kind)).toEqual(['address_document', 'identity_document', 'details']);
    // An id no member has, inside or past the column's range, is not found (never a 500).
    for (const id of ['999999', '4294967296', '91999343532']) expect((await staffCall(app(), risk, 'GET', `/api/operator/identity/members/${id}`)).status, id).toBe(404);
  });

  it('[KYC] a rejection and a request for more carry the reason the member reads, in the status and the inbox; the member sends again', async () => {
    const m = await newMember(app());
    const risk = await newStaff(app(), 'risk');
    const first = await ok(sendDetails(m));
    expect((await decide(risk, first.id, { decision: 'reject' })).body).toMatchObject({ errorCode: 'bad_request', value: { issues: [{ path: '/reason' }] } });
    await ok(decide(risk, first.id, { decision: 'more', reason: 'Please give your full street address.' }));
    expect((await status(m)).submissions[0]).toMatchObject({ state: 'more_requested', reason: 'Please give your full street address.' });
    const inbox = await app().store.db.selectFrom('inbox_messages').select(['kind', 'content']).where('user_id', '=', m.user.id).where('kind', '=', 'identity_review').execute();
    expect(inbox).toEqual([{ kind: 'identity_review', content: 'Your personal details needs more: Please give your full street address.' }]);

    const second = await ok(sendDetails(m, { ...DETAILS, address: '12 Marina Road, Lagos Island, Lagos' }));
    await ok(decide(risk, second.id, { decision: 'reject', reason: 'The address cannot be found.' }));
    expect(await status(m)).toMatchObject({ tier: 'unverified', submissions: [{ state: 'rejected', reason: 'The address cannot be found.' }] });
  });

  it('[KYC] one submission of a kind waits at a time, two sent at once included; an approved kind is not sent again', async () => {
    const m = await newMember(app());
    const answers = await Promise.all([sendDetails(m), sendDetails(m)]);
    expect(answers.map((a) => (a.status === 200 ? 'ok' : a.body.errorCode)).sort()).toEqual(['identity_review_pending', 'ok']);
    expect(answers.find((a) => a.status !== 200)!.status).toBe(409);
    const pending = answers.find((a) => a.status === 200)!.body.value as IdentitySubmission;
    await ok(decide(await newStaff(app(), 'risk'), pending.id, { decision: 'approve' }));
    expect((await sendDetails(m)).body.errorCode).toBe('invalid_state');
  });

  it('[KYC] documents: png, jpg or pdf by content only, at most 5 MB and 3 files, at least one; a refused upload stores nothing', async () => {
    const m = await newMember(app());
    const before = await countOf(app(), 'uploads');
    const refused = async (files: Parameters<typeof sendDocument>[2], docKind = 'identity_document') => (await sendDocument(m, docKind, files)).body.errorCode;
    expect(await refused([{ field: 'file', filename: 'id.pdf', type: 'application/pdf', data: Buffer.from('<html>not a pdf</html>') }])).toBe('upload_type_not_allowed');
    expect(await refused([{ field: 'file', filename: 'id.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(MAX_DOCUMENT_BYTES)]) }])).toBe('upload_too_large');
    expect(await refused(Array.from({ length: 4 }, (_, i) => ({ field: 'file', filename: `p${i}.png`, type: 'image/png', data: PNG })))).toBe('too_many_files');
    expect(await refused([])).toBe('proof_required');
    expect(await refused([{ field: 'file', filename: 'id.png', type: 'image/png', data: PNG }], 'selfie')).toBe('bad_request');
    expect(await countOf(app(), 'uploads')).toBe(before);
    const sent = await ok(sendDocument(m, 'identity_document', [
      { field: 'file', filename: 'front.png', type: 'image/png', data: PNG },
      { field: 'file', filename: 'back.jpg', type: 'image/jpeg', data: JPEG },
      { field: 'file', filename: 'scan.pdf', type: 'application/pdf', data: PDF },
    ]));
    expect(sent.files.map((f) => f.mime)).toEqual(['image/png', 'image/jpeg', 'application/pdf']);
  });

  it('[KYC] a document file is read by its member and by risk staff only, each staff view in the audit log; never through the proof-image routes', async () => {
    const owner = await newMember(app());
    const other = await newMember(app());
    const sent = await ok(sendDocument(owner, 'identity_document'));
    const fileId = sent.files[0]!.id;
    const own = await app().app.inject({ url: `/api/member/identity/files/${fileId}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect((await call(app(), { url: `/api/member/identity/files/${fileId}`, headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
    expect((await call(app(), { url: `/api/wallet/uploads/${fileId}`, headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(404);

    const finance = await newStaff(app(), 'finance');
    expect((await staffCall(app(), finance, 'GET', `/api/operator/uploads/${fileId}`)).status).toBe(404);
    for (const role of ['finance', 'support', 'content', 'admin'] as const) {
      expect((await staffCall(app(), await newStaff(app(), role), 'GET', `/api/operator/identity/files/${fileId}`)).status, role).toBe(403);
    }
    const risk = await newStaff(app(), 'risk');
    const seen = await app().app.inject({ url: `/api/operator/identity/files/${fileId}`, headers: risk.headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(PDF)).toBe(true);
    const views = await app().store.db.selectFrom('audit_log').select(['actor', 'details']).where('action', '=', 'identity.file_view').where('actor', '=', `staff:${risk.username}`).execute();
    expect(views).toHaveLength(1);
  });

  it('[KYC] two risk staff deciding one submission at once: one decision holds, one inbox message', async () => {
    const m = await newMember(app());
    const sent = await ok(sendDetails(m));
    const [a, b] = [await newStaff(app(), 'risk'), await newStaff(app(), 'risk')];
    const answers = await Promise.all([decide(a, sent.id, { decision: 'approve' }), decide(b, sent.id, { decision: 'reject', reason: 'Name does not match.' })]);
    expect(answers.map((x) => (x.status === 200 ? 'ok' : x.body.errorCode)).sort()).toEqual(['invalid_state', 'ok']);
    const messages = await app().store.db.selectFrom('inbox_messages').select('kind').where('user_id', '=', m.user.id).where('kind', '=', 'identity_review').execute();
    expect(messages).toHaveLength(1);
  });

  it('[KYC] the age is checked again against the document: a different birth date is refused; under 18 on the document rejects it and locks the member, sessions ended, whatever the details claimed', async () => {
    const risk = await newStaff(app(), 'risk');
    const m = await newMember(app());
    await ok(decide(risk, (await ok(sendDetails(m))).id, { decision: 'approve' }));
    const identity = await ok(sendDocument(m, 'identity_document'));
    expect((await decide(risk, identity.id, { decision: 'approve' })).body).toMatchObject({ errorCode: 'bad_request', value: { issues: [{ path: '/documentBirthDate' }] } });
    expect((await decide(risk, identity.id, { decision: 'approve', documentBirthDate: '1990-04-13' })).body).toMatchObject({ errorCode: 'birth_date_mismatch', value: { given: '1990-04-12', document: '1990-04-13' } });

    // A member whose details claimed 18+, but whose document shows 17 (the clock is 2031-03-10).
    const young = await newMember(app());
    const youngDetails = { ...DETAILS, birthDate: '2013-06-01' };
    expect((await sendDetails(young, youngDetails)).body).toMatchObject({ errorCode: 'under_age' });
    const claimed = await ok(sendDetails(young, { ...DETAILS, birthDate: '2000-01-01' }));
    await ok(decide(risk, claimed.id, { decision: 'approve' }));
    const doc = await ok(sendDocument(young, 'identity_document'));
    const decided = await ok(decide(risk, doc.id, { decision: 'approve', documentBirthDate: '2013-06-01' }));
    expect(decided).toMatchObject({ locked: true, item: { state: 'rejected' } });
    expect((await as(app(), young, { url: '/api/member/identity' })).body.errorCode).toBe('not_logged_in');
    const row = await app().store.db.selectFrom('users').select('locked').where('id', '=', young.user.id).executeTakeFirstOrThrow();
    expect(row.locked).toBe(true);
  });

  it('[KYC] a merchant\'s rules hold withdrawals until the tier they ask: any withdrawal, above an amount, once deposits pass an amount', async () => {
    const risk = await newStaff(app(), 'risk');
    const setRules = (rules: Record<string, unknown>) => ok(staffCall(app(), risk, 'PUT', '/api/operator/identity/rules', { merchantCode: 'NG', anyWithdrawal: null, withdrawalAbove: null, depositedAbove: null, ...rules }));
    const m = await newMember(app(), { paymentPassword: '246810' });
    await credit(app(), m, '50000.00');
    const bank = await ok<{ id: string }>(as(app(), m, { method: 'POST', url: '/api/wallet/bank-accounts', body: { bankName: 'KYC Bank', accountName: 'Ada Obi', accountNumber: '0123456789' } }));
    const withdraw = (amount: string) => as<Withdrawal>(app(), m, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId: bank.id, amount, paymentPassword: '246810' } });
    try {
      await setRules({ anyWithdrawal: 'basic' });
      const refused = await withdraw('1000');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ errorCode: 'identity_required', value: { tier: 'basic', rule: 'anyWithdrawal', current: 'unverified' } });
      expect((await status(m)).rules).toEqual({ anyWithdrawal: 'basic', withdrawalAbove: null, depositedAbove: null });

      await setRules({ withdrawalAbove: { amount: '5000', tier: 'full' } });
      expect((await ok(withdraw('5000'))).status).toBe('requested');
      expect((await withdraw('5000.01')).body).toMatchObject({ errorCode: 'identity_required', value: { tier: 'full', rule: 'withdrawalAbove' } });

      await setRules({ depositedAbove: { amount: '0', tier: 'basic' } });
      // The credit was an adjustment, not a deposit: nothing deposited yet, nothing asked.
      expect((await ok(withdraw('1000'))).status).toBe('requested');

      await fullyVerified(m, risk);
      await setRules({ anyWithdrawal: 'full', withdrawalAbove: { amount: '1', tier: 'full' } });
      expect((await ok(withdraw('6000'))).status).toBe('requested');
    } finally {
      await setRules({});
    }
  });

  it('[KYC] rules: risk staff only, tiers basic or full, amounts as decimals, merchants that exist; audited with before and after', async () => {
    const risk = await newStaff(app(), 'risk');
    const put = (body: unknown, staff = risk) => staffCall(app(), staff, 'PUT', '/api/operator/identity/rules', body);
    const base = { merchantCode: 'NG', anyWithdrawal: null, withdrawalAbove: null, depositedAbove: null };
    expect((await put(base, await newStaff(app(), 'admin'))).status).toBe(403);
    expect((await put({ ...base, anyWithdrawal: 'unverified' })).body.errorCode).toBe('bad_request');
    expect((await put({ ...base, withdrawalAbove: { amount: '-5', tier: 'basic' } })).body.errorCode).toBe('invalid_amount');
    expect((await put({ ...base, merchantCode: 'ZZ' })).status).toBe(404);
    await ok(put({ ...base, withdrawalAbove: { amount: '2500.5', tier: 'basic' } }));
    expect(await ok(staffCall(app(), risk, 'GET', '/api/operator/identity/rules?merchantCode=NG'))).toEqual({ anyWithdrawal: null, withdrawalAbove: { amount: '2500.50', tier: 'basic' }, depositedAbove: null });
    const audit = await app().store.db.selectFrom('audit_log').select('details').where('action', '=', 'identity.rules').where('actor', '=', `staff:${risk.username}`).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ before: { withdrawalAbove: null }, after: { withdrawalAbove: { amount: '2500.50' } } });
    await ok(put(base));
    expect(clock).toBeDefined();
  });

  it('[KYC] the operator key with the risk scope reviews too; the review queue pages and filters by state', async () => {
    const m = await newMember(app());
    const sent = await ok(sendDetails(m));
    const queue = await ok<ReviewQueue>(operatorCall(app(), 'GET', '/api/operator/identity/reviews?state=pending&merchantCode=NG'));
    expect(queue.pageSize).toBe(15);
    expect(queue.items.some((i) => i.id === sent.id)).toBe(true);
    await ok(operatorCall(app(), 'POST', `/api/operator/identity/reviews/${sent.id}/decision`, { decision: 'approve' }));
    const approved = await ok<ReviewQueue>(operatorCall(app(), 'GET', '/api/operator/identity/reviews?state=approved'));
    expect(approved.items[0]).toMatchObject({ id: sent.id, reviewedBy: 'operator-api', tier: 'basic' });
  });
});

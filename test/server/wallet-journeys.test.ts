// Money journeys through the API as a member and an operator make them: balances,
// transfers and recall, transfer to the upline, deposits with proof images (and the
// upload rules), payment password and bank accounts, withdrawals with limits and
// fees, the confirmation (received, disputed with proof, too late), matched payouts,
// records, inbox and the other personal-centre pages, operator routes and their
// audit, the command line, and junk sent with a live token to every money route.
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDb } from '../../server/db';
import { parseMoneyArgs } from '../../server/cli/money';
import { runOperatorCli } from '../../server/cli/operator';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { ERROR_CODES } from '../../server/shared/errorCodes';
import { formatMinor } from '../../server/shared/money';
import { lastCode } from './accounts.helpers';
import { createTestDatabase, DB_KINDS, operate, OPERATOR_KEY, testConfig } from './harness';
import {
  as,
  countOf,
  credit,
  JPEG,
  ledgerIsSound,
  mainBalance,
  multipart,
  multipartAs,
  newKey,
  newMember,
  ok,
  operatorCall,
  PNG,
  relogin,
  seamless,
  useWalletApp,
  type TestMember,
} from './wallet.helpers';
import type { Deposit, WalletBalance as Balance, Withdrawal } from '../../server/shared/wire/wallet';
import type { Reward } from '../../server/shared/wire/centre';
import type { WalletQueue } from '../../server/shared/wire/operatorMoney';

describe.each(DB_KINDS)('wallet journeys on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);

  async function withBank(m: TestMember, accountNumber = '0123456789') {
    return ok<{ id: string; accountNumber: string }>(as(app(), m, { method: 'POST', url: '/api/wallet/bank-accounts', body: { bankName: 'Journey Bank', accountName: 'Journey Member', accountNumber } }));
  }

  it('[WALLET-05][WALLET-01][WALLET-04][SESSION-20] balance needs a member token (a member uses the wallet); trial accounts and pending password changes are refused', async () => {
    expect((await as(app(), { token: 'x'.repeat(43) } as TestMember, { url: '/api/wallet/balance' })).status).toBe(401);
    const trial = await app().app.inject({ method: 'POST', url: '/api/session/freeplay', payload: {} });
    const trialToken = trial.json().value.token as string;
    const refused = await app().app.inject({ url: '/api/wallet/balance', headers: { authorization: `Bearer ${trialToken}` } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('register_real_account_first');
    const m = await newMember(app());
    const pending = await app().services.sessions.open(m.user, { via: 'password', ip: null, passwordChangePending: true });
    const blocked = await app().app.inject({ url: '/api/wallet/balance', headers: { authorization: `Bearer ${pending}` } });
    expect([blocked.statusCode, blocked.json().errorCode]).toEqual([403, 'password_change_required']);

    const balance = await ok<Balance>(as(app(), m, { url: '/api/wallet/balance' }));
    expect(balance).toMatchObject({ sumBalance: '0.00', currency: 'NGN', currencySymbol: '₦' });
    expect(balance.wallets[0]).toEqual({ wallet: 'main', name: 'Main wallet', balance: '0.00' });
    expect(balance.wallets.map((w) => w.wallet)).toContain('NOVA_SLOTS');
    // Seamless vendors keep no wallet of their own.
    expect(balance.wallets.map((w) => w.wallet)).not.toContain('HOUSE');
  });

  it('[WALLET-06][WALLET-07] transfers between main and vendor wallets, recall all, and the member answer stays in step', async () => {
    const m = await newMember(app());
    await credit(app(), m, '1000.00');
    const out = await ok<{ wallets: unknown; sumBalance: string }>(as(app(), m, { method: 'POST', url: '/api/wallet/transfers', body: { from: 'main', to: 'NOVA_SLOTS', amount: '250.5' } }));
    expect(out).toMatchObject({ amount: '250.50', sumBalance: '1000.00', wallets: [{ wallet: 'main', balance: '749.50' }, { wallet: 'NOVA_SLOTS', balance: '250.50' }] });
    await ok(as(app(), m, { method: 'POST', url: '/api/wallet/transfers', body: { from: 'main', to: 'FB', amount: '100' } }));
    await ok(as(app(), m, { method: 'POST', url: '/api/wallet/transfers', body: { from: 'NOVA_SLOTS', to: 'main', amount: '50.50' } }));
    for (const [body, code] of [
      [{ from: 'main', to: 'main', amount: '1' }, 'invalid_wallet'],
      [{ from: 'NOVA_SLOTS', to: 'FB', amount: '1' }, 'invalid_wallet'],
      [{ from: 'main', to: 'HOUSE', amount: '1' }, 'invalid_wallet'],
      [{ from: 'main', to: 'NO_SUCH_VENDOR', amount: '1' }, 'invalid_wallet'],
      [{ from: 'FB', to: 'main', amount: '100.01' }, 'insufficient_funds'],
      [{ from: 'main', to: 'FB', amount: '0' }, 'invalid_amount'],
      [{ from: 'main', to: 'FB', amount: '-5' }, 'invalid_amount'],
      [{ from: 'main', to: 'FB', amount: '1.005' }, 'invalid_amount'],
      [{ from: 'main', to: 'FB', amount: '1e3' }, 'invalid_amount'],
      [{ from: 'main', to: 'FB', amount: '99999999999999' }, 'invalid_amount'],
    ] as const) {
      const answer = await as(app(), m, { method: 'POST', url: '/api/wallet/transfers', body });
      expect([answer.status, answer.body.errorCode], JSON.stringify(body)).toEqual([400, code]);
    }
    const noKey = await as(app(), m, { method: 'POST', url: '/api/wallet/transfers', body: { from: 'main', to: 'FB', amount: '1' }, key: null });
    expect([noKey.status, noKey.body.errorCode]).toEqual([400, 'idempotency_key_required']);

    const recall = await ok<{ recalled: string; wallets: unknown }>(as(app(), m, { method: 'POST', url: '/api/wallet/recall' }));
    expect(recall).toMatchObject({ recalled: '300.00', sumBalance: '1000.00', wallets: [{ wallet: 'FB', amount: '100.00' }, { wallet: 'NOVA_SLOTS', amount: '200.00' }] });
    expect(await ok(as(app(), m, { method: 'POST', url: '/api/wallet/recall' }))).toMatchObject({ transferId: null, recalled: '0.00', wallets: [] });
    const info = await ok<{ balance: string }>(as(app(), m, { url: '/api/member/info' }));
    expect(info.balance).toBe('1000.00');
  });

  it('[AGENT-29] transfers to the upline agent; members without an upline are told so', async () => {
    const agent = await newMember(app(), { type: 1 });
    const downline = await newMember(app(), { type: 2, parentId: agent.user.id });
    await credit(app(), downline, '80.00');
    const answer = await ok(as(app(), downline, { method: 'POST', url: '/api/wallet/upline-transfers', body: { amount: '30.00' } }));
    expect(answer).toMatchObject({ amount: '30.00', upline: { account: agent.account }, balance: '50.00', sumBalance: '50.00' });
    expect(await mainBalance(app(), agent)).toBe('30.00');
    const inbox = await ok<{ items: { kind: string; params: Record<string, string> }[]; unread: number }>(as(app(), agent, { url: '/api/inbox' }));
    expect(inbox.items[0]).toMatchObject({ kind: 'upline_transfer_received', params: { from: downline.account, amount: '30.00' } });
    const orphan = await newMember(app());
    expect((await as(app(), orphan, { method: 'POST', url: '/api/wallet/upline-transfers', body: { amount: '1.00' } })).body.errorCode).toBe('no_upline');
  });

  it('[WALLET-14] deposit methods per merchant; a bank-transfer deposit with proof images waits for an operator', async () => {
    const m = await newMember(app());
    const methods = await ok<{ id: number; min: string; max: string; currency: string }[]>(as(app(), m, { url: '/api/wallet/deposit-methods' }));
    expect(methods.length).toBeGreaterThanOrEqual(1);
    expect(methods[0]).toMatchObject({ currency: 'NGN', min: '500.00' });
    const au = await newMember(app(), { merchantCode: 'AU' });
    expect((await ok<{ currency: string }[]>(as(app(), au, { url: '/api/wallet/deposit-methods' })))[0]!.currency).toBe('AUD');

    const key = newKey();
    const body = multipart({ methodId: String(methods[0]!.id), amount: '1500', reference: 'TRF 2031/03 #1' }, [
      { filename: 'receipt.png', type: 'image/png', data: PNG },
      { filename: 'receipt.jpg', type: 'image/jpeg', data: JPEG },
    ]);
    const deposit = await ok<Deposit>(multipartAs(app(), m, '/api/wallet/deposits', body, key));
    expect(deposit).toMatchObject({ status: 'pending', amount: '1500.00', reference: 'TRF 2031/03 #1' });
    expect(deposit.proofs.map((p) => p.mime)).toEqual(['image/png', 'image/jpeg']);
    // The same upload again with its key: the same deposit, nothing stored twice.
    const uploads = await countOf(app(), 'uploads');
    expect(await ok(multipartAs(app(), m, '/api/wallet/deposits', body, key))).toEqual(deposit);
    expect(await countOf(app(), 'uploads')).toBe(uploads);
    const image = await app().app.inject({ url: deposit.proofs[0]!.url, headers: { authorization: `Bearer ${m.token}` } });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const stranger = await newMember(app());
    expect((await as(app(), stranger, { url: deposit.proofs[0]!.url })).status).toBe(404);
    expect(await mainBalance(app(), m)).toBe('0.00');

    const approved = await ok<Deposit>(operatorCall(app(), 'POST', `/api/operator/deposits/${deposit.id}/approve`));
    expect(approved.status).toBe('approved');
    expect(await mainBalance(app(), m)).toBe('1500.00');
    const again = await operatorCall(app(), 'POST', `/api/operator/deposits/${deposit.id}/approve`);
    expect([again.status, again.body.errorCode]).toEqual([400, 'invalid_state']);
    expect(await mainBalance(app(), m)).toBe('1500.00');

    const json = await ok<Deposit>(as(app(), m, { method: 'POST', url: '/api/wallet/deposits', body: { methodId: methods[0]!.id, amount: '600.00', reference: 'JSON-1' } }));
    const rejected = await ok<Deposit>(operatorCall(app(), 'POST', `/api/operator/deposits/${json.id}/reject`, { note: 'No transfer found' }));
    expect(rejected).toMatchObject({ status: 'rejected', note: 'No transfer found' });
    expect(await mainBalance(app(), m)).toBe('1500.00');
    const range = await as(app(), m, { method: 'POST', url: '/api/wallet/deposits', body: { methodId: methods[0]!.id, amount: '499.99', reference: 'LOW' } });
    expect([range.body.errorCode, range.body.value]).toEqual(['amount_out_of_range', { min: '500.00', max: '5000000.00' }]);
    const list = await ok<{ items: Deposit[]; total: number }>(as(app(), m, { url: '/api/wallet/deposits' }));
    expect(list.items.map((d) => d.status)).toEqual(['rejected', 'approved']);
  });

  it('[WALLET-30] uploads: wrong type by content, over 5 MB, four files, a stray field: clear 400s and nothing stored', async () => {
    const m = await newMember(app());
    const fields = { methodId: '1', amount: '1000', reference: 'UPLOAD-RULES' };
    const [deposits, uploads] = [await countOf(app(), 'deposits'), await countOf(app(), 'uploads')];
    const cases: [Parameters<typeof multipart>[1], string][] = [
      // A text file named like an image, and a GIF declared as PNG: the bytes decide.
      [[{ filename: 'proof.png', type: 'image/png', data: Buffer.from('not an image at all') }], 'upload_type_not_allowed'],
      [[{ filename: 'proof.png', type: 'image/png', data: Buffer.from('GIF89a\x01\x00\x01\x00') }], 'upload_type_not_allowed'],
      [[{ filename: 'big.jpg', type: 'image/jpeg', data: Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]) }], 'upload_too_large'],
      [Array.from({ length: 4 }, (_, i) => ({ filename: `p${i}.png`, type: 'image/png', data: PNG })), 'too_many_files'],
      [[{ field: 'other', filename: 'p.png', type: 'image/png', data: PNG }], 'bad_request'],
    ];
    for (const [files, code] of cases) {
      const answer = await multipartAs(app(), m, '/api/wallet/deposits', multipart(fields, files));
      expect([answer.status, answer.body.errorCode], code).toEqual([400, code]);
      expect(answer.body.message).toBeTruthy();
    }
    const stray = await multipartAs(app(), m, '/api/wallet/deposits', multipart({ ...fields, isAdmin: 'true' }, [{ filename: 'p.png', type: 'image/png', data: PNG }]));
    expect(stray.body.errorCode).toBe('bad_request');
    expect([await countOf(app(), 'deposits'), await countOf(app(), 'uploads')]).toEqual([deposits, uploads]);
  });

  it('payment password: format from the field rule, confirmation, the current one to change it, lockout after 5 wrong', async () => {
    const m = await newMember(app());
    const set = (body: Record<string, string>) => as(app(), m, { method: 'POST', url: '/api/member/payment-password', body, key: null });
    expect((await set({ paymentPassword: '12ab56', confirmPaymentPassword: '12ab56' })).body).toMatchObject({ errorCode: 'invalid_payment_password_format', value: { patternId: 'DIGITS', minLength: 6, maxLength: 6 } });
    expect((await set({ paymentPassword: '123456', confirmPaymentPassword: '123457' })).body.errorCode).toBe('confirmation_mismatch');
    expect(await ok(set({ paymentPassword: '123456', confirmPaymentPassword: '123456' }))).toEqual({ set: true });
    expect((await set({ paymentPassword: '654321', confirmPaymentPassword: '654321' })).body.errorCode).toBe('payment_password_required');
    expect((await set({ oldPaymentPassword: '000000', paymentPassword: '654321', confirmPaymentPassword: '654321' })).body).toMatchObject({ errorCode: 'payment_password_incorrect', value: { triesLeft: 4 } });
    expect(await ok(set({ oldPaymentPassword: '123456', paymentPassword: '654321', confirmPaymentPassword: '654321' }))).toEqual({ set: true });
    const hash = await app().store.db.selectFrom('users').select('payment_password_hash').where('id', '=', m.user.id).executeTakeFirstOrThrow();
    expect(hash.payment_password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(hash.payment_password_hash!.split('$')[3]!.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);

    await credit(app(), m, '5000.00');
    const bank = await withBank(m);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await as(app(), m, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId: bank.id, amount: '1000', paymentPassword: '111111' } });
      expect(wrong.body.errorCode).toBe('payment_password_incorrect');
    }
    const locked = await as(app(), m, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId: bank.id, amount: '1000', paymentPassword: '654321' } });
    expect([locked.status, locked.body.errorCode]).toEqual([429, 'account_locked']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(16 * 60_000);
    await relogin(app(), m);
    expect((await as(app(), m, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId: bank.id, amount: '1000', paymentPassword: '654321' } })).status).toBe(200);
  });

  it('[WALLET-15] withdrawals: bank accounts, limits and fees from the merchant, the daily count, the list with status', async () => {
    const m = await newMember(app(), { paymentPassword: '112233' });
    await credit(app(), m, '10000.00');
    const noPassword = await newMember(app());
    await credit(app(), noPassword, '5000.00');
    const bank = await withBank(m, '0001-2345 67');
    expect(bank.accountNumber).toBe('******4567');
    expect(await withBank(m, '000123456 7')).toEqual(bank);
    for (let i = 0; i < 4; i += 1) await withBank(m, `5555000${i}`);
    expect((await as(app(), m, { method: 'POST', url: '/api/wallet/bank-accounts', body: { bankName: 'One Too Many', accountName: 'M', accountNumber: '77777777' } })).body.errorCode).toBe('too_many_bank_accounts');
    expect((await ok<unknown[]>(as(app(), m, { url: '/api/wallet/bank-accounts' }))).length).toBe(5);

    const settings = await ok(as(app(), m, { url: '/api/wallet/withdrawal-settings' }));
    expect(settings).toMatchObject({ currency: 'NGN', min: '1000.00', max: '2000000.00', feeBps: 100, feeMin: '50.00', hasPaymentPassword: true, usedToday: 0 });
    const request = (member: TestMember, amount: string, bankAccountId = bank.id) =>
      as<Withdrawal>(app(), member, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId, amount, paymentPassword: '112233' } });
    expect((await request(noPassword, '1000', (await withBank(noPassword)).id)).body.errorCode).toBe('payment_password_required');
    expect((await request(m, '999.99')).body).toMatchObject({ errorCode: 'amount_out_of_range', value: { min: '1000.00', max: '2000000.00' } });
    expect((await request(m, '1000', '999999')).body.errorCode).toBe('not_found');
    expect((await request(m, '20000')).body).toMatchObject({ errorCode: 'insufficient_funds', value: { balance: '10000.00' } });

    const first = await ok<Withdrawal>(request(m, '1000'));
    expect(first).toMatchObject({ amount: '1000.00', fee: '50.00', netAmount: '950.00', status: 'requested', confirmDeadline: null });
    const second = await ok<Withdrawal>(request(m, '8000'));
    expect(second).toMatchObject({ fee: '80.00', netAmount: '7920.00' });
    expect(await mainBalance(app(), m)).toBe('1000.00');
    const daily = await ok<{ dailyCount: number }>(as(app(), m, { url: '/api/wallet/withdrawal-settings' }));
    const used = (await ok<{ usedToday: number }>(as(app(), m, { url: '/api/wallet/withdrawal-settings' }))).usedToday;
    for (let i = used; i < daily.dailyCount; i += 1) await credit(app(), m, '1000.00').then(() => ok(request(m, '1000')));
    expect((await request(m, '1000')).body.errorCode).toBe('withdrawal_limit_reached');

    const list = await ok<{ items: Withdrawal[]; total: number }>(as(app(), m, { url: '/api/wallet/withdrawals' }));
    expect(list.total).toBe(daily.dailyCount);
    expect(list.items.every((w) => w.status === 'requested')).toBe(true);
    await ok(operatorCall(app(), 'POST', `/api/operator/withdrawals/${first.id}/reject`, { note: 'Name does not match' }));
    expect(await ok(as(app(), m, { url: `/api/wallet/withdrawals/${first.id}` }))).toMatchObject({ status: 'rejected', note: 'Name does not match' });
    expect((await ok<{ total: number }>(as(app(), m, { url: '/api/wallet/withdrawals?status=rejected' }))).total).toBe(1);
    expect((await as(app(), await newMember(app()), { url: `/api/wallet/withdrawals/${first.id}` })).status).toBe(404);
  });

  it('[WALLET-31][WALLET-32][WALLET-30] a paid withdrawal is confirmed received, or disputed with proof images and resolved', async () => {
    const m = await newMember(app(), { paymentPassword: '445566' });
    await credit(app(), m, '9000.00');
    const bank = await withBank(m);
    const request = async (amount: string) => ok<Withdrawal>(as(app(), m, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId: bank.id, amount, paymentPassword: '445566' } }));
    const a = await request('1000');
    const b = await request('2000');
    const c = await request('3000');
    const early = await as(app(), m, { method: 'POST', url: `/api/wallet/withdrawals/${a.id}/confirmation`, body: { received: true } });
    expect([early.status, early.body.errorCode]).toEqual([400, 'invalid_state']);
    for (const w of [a, b, c]) {
      // No body at all is fine for a call whose fields are all optional.
      const paid = await ok<Withdrawal>(operatorCall(app(), 'POST', `/api/operator/withdrawals/${w.id}/paid`));
      expect(paid.status).toBe('paid');
      expect(new Date(paid.confirmDeadline!).getTime() - clock().getTime()).toBe(30 * 60_000);
    }

    const received = await ok<Withdrawal>(as(app(), m, { method: 'POST', url: `/api/wallet/withdrawals/${a.id}/confirmation`, body: { received: true } }));
    expect(received).toMatchObject({ status: 'received', forced: false });
    const noProof = await multipartAs(app(), m, `/api/wallet/withdrawals/${b.id}/confirmation`, multipart({ received: 'false' }));
    expect(noProof.body.errorCode).toBe('proof_required');
    expect((await as(app(), m, { method: 'POST', url: `/api/wallet/withdrawals/${b.id}/confirmation`, body: { received: false } })).body.errorCode).toBe('proof_required');
    expect((await multipartAs(app(), m, `/api/wallet/withdrawals/${b.id}/confirmation`, multipart({ received: 'false' }, [{ filename: 'x.png', type: 'image/png', data: Buffer.from('<svg/>') }]))).body.errorCode).toBe('upload_type_not_allowed');
    const disputed = await ok<Withdrawal>(
      multipartAs(app(), m, `/api/wallet/withdrawals/${b.id}/confirmation`, multipart({ received: 'false' }, [{ filename: 'statement.png', type: 'image/png', data: PNG }, { filename: 'chat.jpg', type: 'image/jpeg', data: JPEG }])),
    );
    expect(disputed).toMatchObject({ status: 'disputed' });
    expect(disputed.proofs).toHaveLength(2);
    const operatorImage = await app().app.inject({ url: `/api/operator/uploads/${disputed.proofs[1]!.id}`, headers: { 'x-operator-key': OPERATOR_KEY } });
    expect([operatorImage.statusCode, operatorImage.headers['content-type']]).toEqual([200, 'image/jpeg']);

    const before = await mainBalance(app(), m);
    const refunded = await ok<Withdrawal>(operatorCall(app(), 'POST', `/api/operator/withdrawals/${b.id}/resolution`, { outcome: 'refunded', note: 'Bank returned the payment' }));
    expect(refunded.status).toBe('refunded');
    expect(Number(await mainBalance(app(), m)) - Number(before)).toBe(2000);

    // Too late: past the deadline the withdrawal has closed as received, whatever the member says now.
    clock.advance(31 * 60_000);
    await relogin(app(), m);
    const late = await multipartAs(app(), m, `/api/wallet/withdrawals/${c.id}/confirmation`, multipart({ received: 'false' }, [{ filename: 's.png', type: 'image/png', data: PNG }]));
    expect([late.body.errorCode, late.body.value]).toEqual(['invalid_state', { status: 'received', forced: true }]);
    expect(await ok(as(app(), m, { url: `/api/wallet/withdrawals/${c.id}` }))).toMatchObject({ status: 'received', forced: true, proofs: [] });
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('[WALLET-34] a matched payout: the withdrawer confirms and the depositor is credited; a dispute refused by the operator rejects the deposit', async () => {
    const withdrawer = await newMember(app(), { paymentPassword: '778899' });
    const depositor = await newMember(app());
    await credit(app(), withdrawer, '6000.00');
    const bank = await withBank(withdrawer);
    const request = (amount: string) => ok<Withdrawal>(as(app(), withdrawer, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId: bank.id, amount, paymentPassword: '778899' } }));
    const deposit = (amount: string) => ok<Deposit>(as(app(), depositor, { method: 'POST', url: '/api/wallet/deposits', body: { methodId: 1, amount, reference: `P2P-${amount}` } }));
    const w1 = await request('2000');
    const d1 = await deposit(w1.netAmount);
    const wrongAmount = await deposit('1000');
    expect((await operatorCall(app(), 'POST', `/api/operator/withdrawals/${w1.id}/paid`, { matchedDepositId: wrongAmount.id })).body.errorCode).toBe('amount_out_of_range');
    expect(await ok(operatorCall(app(), 'POST', `/api/operator/withdrawals/${w1.id}/paid`, { matchedDepositId: d1.id }))).toMatchObject({ status: 'paid', matched: true });
    expect((await operatorCall(app(), 'POST', `/api/operator/deposits/${d1.id}/approve`)).body).toMatchObject({ errorCode: 'invalid_state', value: { status: 'matched' } });
    await ok(as(app(), withdrawer, { method: 'POST', url: `/api/wallet/withdrawals/${w1.id}/confirmation`, body: { received: true } }));
    expect(await mainBalance(app(), depositor)).toBe(w1.netAmount);
    expect((await ok<{ items: Deposit[] }>(as(app(), depositor, { url: '/api/wallet/deposits' }))).items.find((d) => d.id === d1.id)!.status).toBe('approved');

    const w2 = await request('3000');
    const d2 = await deposit(w2.netAmount);
    await ok(operatorCall(app(), 'POST', `/api/operator/withdrawals/${w2.id}/paid`, { matchedDepositId: d2.id }));
    await ok(multipartAs(app(), withdrawer, `/api/wallet/withdrawals/${w2.id}/confirmation`, multipart({ received: 'false' }, [{ filename: 's.png', type: 'image/png', data: PNG }])));
    const beforeRefund = await mainBalance(app(), withdrawer);
    await ok(operatorCall(app(), 'POST', `/api/operator/withdrawals/${w2.id}/resolution`, { outcome: 'refunded' }));
    expect(Number(await mainBalance(app(), withdrawer)) - Number(beforeRefund)).toBe(3000);
    expect((await ok<{ items: Deposit[] }>(as(app(), depositor, { url: '/api/wallet/deposits' }))).items.find((d) => d.id === d2.id)!.status).toBe('rejected');
    expect(await mainBalance(app(), depositor)).toBe(w1.netAmount);
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('[WALLET-18][CONSTANTS-06][CONSTANTS-09] the account record lists every line, 15 a page, by date range; old statements stay readable', async () => {
    const m = await newMember(app());
    const start = clock();
    await credit(app(), m, '100.00');
    // About four months of activity, one transfer every 6 days.
    for (let i = 0; i < 20; i += 1) {
      clock.advance(6 * 86_400_000);
      await relogin(app(), m);
      await ok(as(app(), m, { method: 'POST', url: '/api/wallet/transfers', body: { from: 'main', to: 'REELFORGE', amount: '1.00' } }));
    }
    const day = (at: Date) => at.toISOString().slice(0, 10);
    const all = await ok<{ items: { kind: string; wallet: string; amount: string; balanceAfter: string }[]; total: number; totalPages: number; pageSize: number }>(
      as(app(), m, { url: `/api/records/account?from=${day(start)}&to=${day(clock())}` }),
    );
    expect(all).toMatchObject({ total: 41, pageSize: 15, totalPages: 3 });
    expect(all.items).toHaveLength(15);
    expect(all.items[0]).toMatchObject({ kind: 'transfer', wallet: 'REELFORGE', amount: '1.00', balanceAfter: '20.00' });
    const last = await ok<{ items: { kind: string; amount: string }[] }>(as(app(), m, { url: `/api/records/account?from=${day(start)}&to=${day(clock())}&page=3` }));
    expect(last.items.at(-1)).toMatchObject({ kind: 'adjustment', amount: '100.00' });
    // The first three months are still there.
    const oldest = await ok<{ total: number }>(as(app(), m, { url: `/api/records/account?from=${day(start)}&to=${day(new Date(start.getTime() + 92 * 86_400_000))}` }));
    expect(oldest.total).toBe(1 + 2 * 15);
    expect((await ok<{ total: number }>(as(app(), m, { url: '/api/records/account?preset=7d' }))).total).toBe(4);
    expect((await ok<{ total: number }>(as(app(), m, { url: '/api/records/account?preset=30d&kind=adjustment' }))).total).toBe(0);
    for (const query of ['from=2031-02-30', 'from=2031-05-01&to=2031-04-01', 'from=2029-01-01&to=2031-01-01', 'preset=90d', 'page=0']) {
      const bad = await as(app(), m, { url: `/api/records/account?${query}` });
      expect([bad.status, bad.body.errorCode], query).toEqual([400, 'bad_request']);
    }
    // Back to where the other journeys expect the clock.
    clock.set(start);
  });

  it('[WALLET-19][WALLET-20] personal profit and loss and bonus details come from the ledger and the bets', async () => {
    const m = await newMember(app());
    await credit(app(), m, '300.00');
    await ok(operatorCall(app(), 'POST', '/api/operator/adjustments', { account: m.account, direction: 'credit', amount: '25.00', kind: 'bonus', memo: 'Birthday bonus' }, { 'idempotency-key': newKey() }));
    const betId = `pnl-${m.user.id}`;
    await ok(seamless(app(), clock, 'bet', { transactionId: betId, playerId: m.user.id, token: m.token, amount: '40.00' }));
    await ok(seamless(app(), clock, 'win', { transactionId: `${betId}-w`, betId, playerId: m.user.id, amount: '100.00' }));
    const profit = await ok(as(app(), m, { url: '/api/records/profit?preset=7d' }));
    expect(profit).toMatchObject({ stake: '40.00', payout: '100.00', gameProfit: '60.00', bonuses: '25.00', profit: '85.00', byCategory: [{ category: 'RNG', bets: 1, profit: '60.00' }] });
    const bonuses = await ok<{ items: { kind: string; amount: string; memo: string }[]; totalAmount: string }>(as(app(), m, { url: '/api/records/bonuses' }));
    expect(bonuses.items).toEqual([expect.objectContaining({ kind: 'bonus', amount: '25.00', memo: 'Birthday bonus' })]);
    expect(bonuses.totalAmount).toBe('25.00');
  });

  it('[WALLET-24][WALLET-27][CONTENT-36] the inbox has platform information with an unread count (a GET of its own) and read state', async () => {
    const m = await newMember(app());
    await credit(app(), m, '10.00');
    await ok(operatorCall(app(), 'POST', '/api/operator/adjustments', { account: m.account, direction: 'credit', amount: '5.00', kind: 'bonus' }, { 'idempotency-key': newKey() }));
    await app().services.inbox.send(app().store.db, { merchantCode: 'NG', userId: null, kind: 'platform', title: 'Maintenance tonight', content: 'From 02:00 to 03:00.' });
    const inbox = await ok<{ items: { id: string; kind: string; read: boolean }[]; unread: number; total: number }>(as(app(), m, { url: '/api/inbox' }));
    expect(inbox.items.map((i) => i.kind)).toEqual(['platform', 'bonus_credited']);
    expect(inbox.unread).toBe(2);
    expect(await ok(as(app(), m, { url: '/api/inbox/unread' }))).toEqual({ unread: 2 });
    expect((await ok<{ unreadMessage: number }>(as(app(), m, { url: '/api/member/info' }))).unreadMessage).toBe(2);
    expect(await ok(as(app(), m, { method: 'POST', url: `/api/inbox/${inbox.items[0]!.id}/read`, key: null }))).toEqual({ id: inbox.items[0]!.id, read: true, unread: 1 });
    expect((await ok<{ messages: number }>(as(app(), m, { url: '/api/member/badges' }))).messages).toBe(1);
    expect(await ok(as(app(), m, { method: 'POST', url: '/api/inbox/read-all', key: null }))).toEqual({ marked: 1, unread: 0 });
    expect(await ok(as(app(), m, { url: '/api/inbox/unread' }))).toEqual({ unread: 0 });
    // Someone else's message cannot be touched.
    const other = await newMember(app());
    await app().services.inbox.send(app().store.db, { merchantCode: 'NG', userId: other.user.id, kind: 'platform', title: 'Only for you', content: 'Private.' });
    const theirs = (await ok<{ items: { id: string; title: string }[] }>(as(app(), other, { url: '/api/inbox' }))).items.find((i) => i.title === 'Only for you')!;
    expect((await as(app(), m, { method: 'POST', url: `/api/inbox/${theirs.id}/read`, key: null })).status).toBe(404);
  });

  it('[WALLET-21][WALLET-23][WALLET-25][WALLET-26][WALLET-28][WALLET-29][WALLET-22] rewards, missions, manual rebate, referral, login history', async () => {
    const m = await newMember(app());
    const reward = await ok<Reward>(operatorCall(app(), 'POST', '/api/operator/rewards', { account: m.account, title: 'Loyalty reward', amount: '12.00' }));
    expect(await ok(as(app(), m, { url: '/api/member/badges' }))).toMatchObject({ rewards: 1, missions: 0 });
    const key = newKey();
    const claim = await ok(as(app(), m, { method: 'POST', url: `/api/rewards/${reward.id}/claim`, key }));
    expect(claim).toMatchObject({ amount: '12.00', status: 'claimed', balance: '12.00' });
    expect(await ok(as(app(), m, { method: 'POST', url: `/api/rewards/${reward.id}/claim`, key }))).toEqual(claim);
    expect((await as(app(), m, { method: 'POST', url: `/api/rewards/${reward.id}/claim` })).body.errorCode).toBe('invalid_state');
    expect(await mainBalance(app(), m)).toBe('12.00');

    await credit(app(), m, '2000.00');
    const title = `Stake 1,000 on slots (${m.account})`;
    await app().store.db
      .insertInto('missions')
      .values({ merchant_code: 'NG', title, game_type: 'RNG', target_stake_minor: 100_000, reward_minor: 5_000, starts_at: new Date(clock().getTime() - 60_000), ends_at: new Date(clock().getTime() + 86_400_000) })
      .execute();
    const missions = await ok<{ items: { id: number; title: string; target: string; progress: string; completed: boolean }[] }>(as(app(), m, { url: '/api/missions' }));
    const mission = missions.items.find((x) => x.title === title)!;
    expect(mission).toMatchObject({ category: 'RNG', target: '1000.00', progress: '0.00', completed: false });
    const betId = `mission-${m.user.id}`;
    await ok(seamless(app(), clock, 'bet', { transactionId: betId, playerId: m.user.id, token: m.token, amount: '1000.00' }));
    await ok(seamless(app(), clock, 'win', { transactionId: `${betId}-w`, betId, playerId: m.user.id, amount: '0' }));
    const progressed = await ok<{ items: { id: number; progress: string; completed: boolean }[]; claimable: number }>(as(app(), m, { url: '/api/missions' }));
    expect(progressed.items.find((x) => x.id === mission.id)).toMatchObject({ progress: '1000.00', completed: true });
    // The seeded mission of the month counts the same bet.
    expect(progressed.claimable).toBe(progressed.items.filter((x) => x.completed).length);
    expect((await ok<{ missions: number }>(as(app(), m, { url: '/api/member/badges' }))).missions).toBe(progressed.claimable);
    const board = await ok<{ entries: { rank: number; account: string; stake: string; me: boolean }[] }>(as(app(), m, { url: `/api/missions/${mission.id}/leaderboard` }));
    const mine = board.entries.find((e) => e.me)!;
    expect(mine.stake).toBe('1000.00');
    expect(mine.account).not.toBe(m.account);
    expect(await ok(as(app(), m, { method: 'POST', url: `/api/missions/${mission.id}/claim` }))).toMatchObject({ reward: '50.00' });
    expect((await as(app(), m, { method: 'POST', url: `/api/missions/${mission.id}/claim` })).body.errorCode).toBe('invalid_state');

    expect(await ok(as(app(), m, { url: '/api/rebates' }))).toMatchObject({ enabled: false, rateBps: 50, bets: 1, eligibleStake: '1000.00', amount: '5.00' });
    expect((await as(app(), m, { method: 'POST', url: '/api/rebates/claim' })).body.errorCode).toBe('operation_not_allowed');
    await operate(app(), { merchantCode: 'NG', switches: { MANPLAYREB3: 1 } });
    expect(await ok(as(app(), m, { method: 'POST', url: '/api/rebates/claim' }))).toMatchObject({ amount: '5.00', bets: 1 });
    expect(await ok(as(app(), m, { method: 'POST', url: '/api/rebates/claim' }))).toMatchObject({ amount: '0.00', bets: 0 });
    await operate(app(), { merchantCode: 'NG', switches: { MANPLAYREB3: 0 } });

    const referral = await ok<{ referralCode: string; link: string; invitedCount: number }>(as(app(), m, { url: '/api/member/referral' }));
    expect(referral.link).toMatch(new RegExp(`/register\\?referralCode=${referral.referralCode}$`));
    const logins = await ok<{ items: { via: string }[]; total: number }>(as(app(), m, { url: '/api/member/logins' }));
    expect(logins.total).toBeGreaterThanOrEqual(1);
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('[WALLET-12] my account: link a mobile number and an e-mail address with the codes sent to them', async () => {
    const m = await newMember(app());
    const taken = (await app().services.accounts.byAccount('NG', DEMO_ACCOUNTS.member.account))!;
    expect((await as(app(), m, { method: 'POST', url: '/api/verification/sms/bind', body: { mobileNum: taken.mobile_num }, key: null })).body.errorCode).toBe('account_exists');
    expect((await as(app(), m, { method: 'POST', url: '/api/verification/sms/bind', body: { mobileNum: '12' }, key: null })).body.errorCode).toBe('invalid_phone_number');
    const mobile = `81${String(m.user.id).padStart(8, '0')}`;
    expect(await ok(as(app(), m, { method: 'POST', url: '/api/verification/sms/bind', body: { mobileNum: `0${mobile}`, countryDialingCode: '+234' }, key: null }))).toEqual({ expiredMinutes: 1 });
    const again = await as(app(), m, { method: 'POST', url: '/api/verification/sms/bind', body: { mobileNum: mobile }, key: null });
    expect([again.status, again.body.errorCode]).toEqual([429, 'code_already_sent']);
    const smsCode = await lastCode(app(), mobile);
    expect((await as(app(), m, { method: 'POST', url: '/api/member/mobile', body: { mobileNum: mobile, verificationCode: smsCode === '000000' ? '111111' : '000000' }, key: null })).body.errorCode).toBe('invalid_code');
    expect(await ok(as(app(), m, { method: 'POST', url: '/api/member/mobile', body: { mobileNum: mobile, verificationCode: smsCode }, key: null }))).toMatchObject({ mobileNum: mobile, countryDialingCode: '+234' });
    expect((await as(app(), m, { method: 'POST', url: '/api/member/mobile', body: { mobileNum: mobile, verificationCode: smsCode }, key: null })).body.errorCode).toBe('code_expired');

    const email = `${m.account}@Example.com`;
    expect((await as(app(), m, { method: 'POST', url: '/api/verification/email/bind', body: { email: 'not-an-address' }, key: null })).body.errorCode).toBe('invalid_email_format');
    expect((await as(app(), m, { method: 'POST', url: '/api/verification/email/bind', body: { email: 'DEMO@example.com' }, key: null })).body.errorCode).toBe('account_exists');
    await ok(as(app(), m, { method: 'POST', url: '/api/verification/email/bind', body: { email }, key: null }));
    const mailCode = await lastCode(app(), email);
    expect(await ok(as(app(), m, { method: 'POST', url: '/api/member/email', body: { email, verificationCode: mailCode }, key: null }))).toMatchObject({ email });
    const audit = await app().store.db.selectFrom('audit_log').select('action').where('actor', '=', `member:NG:${m.account}`).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['mobile.bind', 'email.bind']));
  });

  it('demo data: the demo member has a balance and history, agent01 a balance (development seed, once)', async () => {
    const demo = (await app().services.accounts.byAccount('NG', DEMO_ACCOUNTS.member.account))!;
    const agent = (await app().services.accounts.byAccount('NG', DEMO_ACCOUNTS.agent.account))!;
    const demoMember = { user: demo, account: demo.account, token: await app().services.sessions.open(demo, { via: 'password', ip: null }) };
    const balance = await ok<Balance>(as(app(), demoMember, { url: '/api/wallet/balance' }));
    expect(balance.sumBalance).toBe('5080.00');
    expect(balance.wallets.find((w) => w.wallet === 'NOVA_SLOTS')!.balance).toBe('500.00');
    const seeded = 'from=2031-03-01&to=2031-03-31';
    const records = await ok<{ items: { kind: string }[] }>(as(app(), demoMember, { url: `/api/records/account?${seeded}` }));
    expect(new Set(records.items.map((r) => r.kind))).toEqual(new Set(['deposit', 'transfer', 'bet', 'win']));
    expect((await ok<{ total: number }>(as(app(), demoMember, { url: `/api/records/bets?${seeded}` }))).total).toBe(3);
    expect((await ok<{ items: { kind: string }[] }>(as(app(), demoMember, { url: '/api/inbox' }))).items.map((i) => i.kind)).toEqual(expect.arrayContaining(['welcome', 'deposit_approved']));
    // The reward waits for lucky01 (the gift popup's member), not for demo, whose logins show the pages.
    expect(await ok(as(app(), demoMember, { url: '/api/rewards' }))).toMatchObject({ available: 0 });
    const gifted = (await app().services.accounts.byAccount('NG', DEMO_ACCOUNTS.gifted.account))!;
    const giftedMember = { user: gifted, account: gifted.account, token: await app().services.sessions.open(gifted, { via: 'password', ip: null }) };
    expect(await ok(as(app(), giftedMember, { url: '/api/rewards' }))).toMatchObject({ available: 1, items: [{ title: 'Welcome reward', amount: '88.00', status: 'available' }] });
    // The opening balance, plus the real-time salary of the agents' demo data (server/db/seed/agents.ts).
    const pay = await app().store.db.selectFrom('agent_settlements').select((eb) => eb.fn.sum<string | number | null>('amount_minor').as('total')).where('agent_id', '=', agent.id).executeTakeFirstOrThrow();
    expect(Number(pay.total)).toBeGreaterThan(0);
    expect(await mainBalance(app(), { user: agent, account: agent.account, token: '' })).toBe(formatMinor(2_000_000 + Number(pay.total)));
  });

  it('operator money routes need the key, and each decision is audited with actor and IP', async () => {
    for (const [method, url] of [['POST', '/api/operator/deposits/1/approve'], ['POST', '/api/operator/adjustments'], ['GET', '/api/operator/wallet/queue'], ['GET', '/api/operator/ledger/check']] as const) {
      const answer = await app().app.inject({ method, url, headers: { 'x-operator-key': 'wrong' }, payload: {} });
      expect([answer.statusCode, answer.json().errorCode], url).toEqual([403, 'forbidden']);
    }
    const m = await newMember(app(), { paymentPassword: '909090' });
    await credit(app(), m, '5000.00');
    const bank = await withBank(m);
    const deposit = () => ok<Deposit>(as(app(), m, { method: 'POST', url: '/api/wallet/deposits', body: { methodId: 1, amount: '700', reference: 'AUDIT' } }));
    const withdraw = () => ok<Withdrawal>(as(app(), m, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId: bank.id, amount: '1000', paymentPassword: '909090' } }));
    const [d1, d2, w1, w2] = [await deposit(), await deposit(), await withdraw(), await withdraw()];
    const queue = await ok<WalletQueue>(operatorCall(app(), 'GET', '/api/operator/wallet/queue?merchantCode=NG'));
    expect(queue.deposits.filter((d) => [d1.id, d2.id].includes(d.id)).map((d) => d.account)).toEqual([m.account, m.account]);
    expect(queue.withdrawals.filter((w) => [w1.id, w2.id].includes(w.id)).map((w) => w.status)).toEqual(['requested', 'requested']);
    const ip = '10.1.2.3';
    const asOperator = (url: string, body: unknown = {}) => ok(operatorCall(app(), 'POST', url, body, { 'x-forwarded-for': ip }));
    await asOperator(`/api/operator/deposits/${d1.id}/approve`);
    await asOperator(`/api/operator/deposits/${d2.id}/reject`, { note: 'No money' });
    await asOperator(`/api/operator/withdrawals/${w1.id}/paid`);
    await asOperator(`/api/operator/withdrawals/${w2.id}/reject`);
    const all = await app().store.db.selectFrom('audit_log').select(['action', 'actor', 'ip', 'details']).where('ip', '=', ip).orderBy('id').execute();
    // Each call is logged twice: the service's entry (what changed) and the operator call's own.
    expect(all.filter((r) => r.action.startsWith('operator.call ')).map((r) => [r.action, r.actor])).toEqual([
      ['operator.call POST /api/operator/deposits/:id/approve', 'operator-api'],
      ['operator.call POST /api/operator/deposits/:id/reject', 'operator-api'],
      ['operator.call POST /api/operator/withdrawals/:id/paid', 'operator-api'],
      ['operator.call POST /api/operator/withdrawals/:id/reject', 'operator-api'],
    ]);
    const rows = all.filter((r) => !r.action.startsWith('operator.call '));
    expect(rows.map((r) => [r.action, r.actor])).toEqual([
      ['deposit.approve', 'operator-api'],
      ['deposit.reject', 'operator-api'],
      ['withdrawal.paid', 'operator-api'],
      ['withdrawal.reject', 'operator-api'],
    ]);
    expect(rows.map((r) => (r.details as { depositId?: string; withdrawalId?: string }).depositId ?? (r.details as { withdrawalId: string }).withdrawalId)).toEqual([d1.id, d2.id, w1.id, w2.id]);
    const memberSide = await app().store.db.selectFrom('audit_log').select('action').where('actor', '=', `member:NG:${m.account}`).execute();
    expect(memberSide.map((r) => r.action)).toEqual(expect.arrayContaining(['bank_account.add', 'deposit.request', 'withdrawal.request']));

    const settings = await operatorCall(app(), 'PUT', '/api/operator/wallet-settings', { merchantCode: 'NG', withdrawMin: '5000', withdrawMax: '100' });
    expect([settings.status, settings.body.errorCode]).toEqual([400, 'bad_request']);
    expect(await ok(operatorCall(app(), 'PUT', '/api/operator/wallet-settings', { merchantCode: 'NG', withdrawFeeBps: 100 }))).toEqual({ merchantCode: 'NG' });
    const debit = await operatorCall(app(), 'POST', '/api/operator/adjustments', { account: m.account, direction: 'debit', amount: '999999.00' }, { 'idempotency-key': newKey() });
    expect([debit.body.errorCode, debit.body.value]).toEqual(['insufficient_funds', { wallet: 'main', balance: (await mainBalance(app(), m)) }]);
  });

  it('sends junk with a live token to every money route: always a 4xx envelope, never a 5xx', async () => {
    const m = await newMember(app());
    const doc = app().app.swagger() as unknown as { paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => (op.tags ?? []).some((t) => ['wallet', 'records', 'centre'].includes(t)) || path === '/api/member/payment-password')
        .map(([method, op]) => ({ method: method.toUpperCase() as InjectOptions['method'], path, hasBody: Boolean(op.requestBody) })),
    );
    expect(routes.length).toBeGreaterThan(30);
    const junkBodies: { payload: string; type: string }[] = [
      { payload: '{', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '{"amount":{"$gt":0},"from":["main"],"to":null}', type: 'application/json' },
      { payload: '{"amount":"1","from":"main","to":"FB","__proto__":{"x":1}}', type: 'application/json' },
      { payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b', type: 'multipart/form-data; boundary=b' },
      { payload: 'amount=1', type: 'application/x-www-form-urlencoded' },
    ];
    for (const route of routes) {
      const paths = route.path.includes('{id}') ? [route.path.replace('{id}', '1'), route.path.replace('{id}', '0'), route.path.replace('{id}', "1'%20OR%201=1")] : [route.path];
      for (const url of paths) {
        for (const query of ['', '?page=-1&from=yesterday', '?preset=7d&to=9999-99-99&status=everything&category=ALL']) {
          const answer = await app().app.inject({ method: route.method, url: url + query, headers: { authorization: `Bearer ${m.token}`, 'idempotency-key': newKey() } });
          expect(answer.statusCode, `${route.method} ${url}${query}`).toBeLessThan(500);
        }
      }
      if (!route.hasBody && route.method === 'GET') continue;
      for (const junk of junkBodies) {
        const answer = await app().app.inject({ method: route.method, url: route.path.replace('{id}', '1'), payload: junk.payload, headers: { authorization: `Bearer ${m.token}`, 'idempotency-key': newKey(), 'content-type': junk.type } });
        expect(answer.statusCode, `${route.method} ${route.path} ${junk.payload.slice(0, 30)}`).toBeLessThan(500);
        if (answer.statusCode >= 400) expect(ERROR_CODES).toContain(answer.json().errorCode);
      }
    }
    expect(await ledgerIsSound(app())).toEqual([]);
  });
});

describe('operator command line arguments for money', () => {
  it('reads each money command and refuses mistakes with the usage', () => {
    expect(() => parseMoneyArgs(['deposit', 'approve'])).toThrow(/needs an id/);
    expect(() => parseMoneyArgs(['deposit', 'maybe', '3'])).toThrow(/approve or reject/);
    expect(() => parseMoneyArgs(['withdrawal', 'resolve', '3', '--outcome', 'lost'])).toThrow(/received or refunded/);
    expect(() => parseMoneyArgs(['adjust', '--account', 'demo', '--credit', '1', '--debit', '1'])).toThrow(/one of --credit or --debit/);
    expect(() => parseMoneyArgs(['wallet-settings', '--confirm-minutes', 'soon'])).toThrow(/whole number/);
    expect(() => parseMoneyArgs(['vendor-wallet', '--vendor', 'HOUSE', '--mode', 'magic'])).toThrow(/transfer\|seamless/);
    expect(() => parseMoneyArgs(['jobs', 'stop'])).toThrow(/jobs takes run/);
    for (const argv of [['queue'], ['deposit', 'reject', '4', '--note', 'x'], ['withdrawal', 'paid', '5', '--matched-deposit', '6'], ['ledger', 'check'], ['jobs', 'run']]) {
      expect(typeof parseMoneyArgs(argv).run, argv.join(' ')).toBe('function');
    }
  });
});

describe.each(DB_KINDS)('operator command line for money on %s', (kind) => {
  it('approves a deposit, adjusts, pays a withdrawal and checks the ledger, audited as the command line', async () => {
    const database = await createTestDatabase(kind, { persistent: true });
    const env = database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : { PGLITE_DIR: database.config.pgliteDir };
    try {
      const lines: string[] = [];
      const run = async (...argv: string[]) => {
        lines.length = 0;
        const code = await runOperatorCli(argv, env, (line) => lines.push(line));
        return { code, out: lines.join('\n') };
      };
      expect((await run('deposit', 'approve')).code).toBe(2);
      // A member with a deposit and a withdrawal waiting, made through the services on the same database.
      const built = await buildApp(testConfig({ ...database.config, jobIntervalSeconds: 0 }), { logger: false });
      const user = await built.services.accounts.create({ merchantCode: 'NG', currency: 'NGN', account: 'cliuser', password: 'Member@12345', passwordSetBy: 'self', paymentPassword: '101010' });
      const deposit = await built.services.deposits.create(user, { methodId: 1, amount: '3000', reference: 'CLI-1' }, [], 'cli-dep');
      await built.services.walletOperator.adjust({ account: 'cliuser', direction: 'credit', amount: '1000', memo: 'start' }, 'cli-start', { name: 'test', ip: null });
      const bank = await built.services.withdrawals.addBankAccount(user, { bankName: 'CLI Bank', accountName: 'Cli User', accountNumber: '12341234' }, '');
      const withdrawal = await built.services.withdrawals.request(user, { bankAccountId: bank.id, amount: '1000', paymentPassword: '101010' }, 'cli-w1', '');
      await built.close();

      const approved = await run('deposit', 'approve', deposit.value.id);
      expect(approved.code, approved.out).toBe(0);
      expect(JSON.parse(approved.out)).toMatchObject({ status: 'approved', amount: '3000.00' });
      const adjusted = await run('adjust', '--account', 'cliuser', '--credit', '7000', '--kind', 'bonus', '--memo', 'CLI bonus');
      expect(JSON.parse(adjusted.out)).toMatchObject({ balance: '10000.00', kind: 'bonus' });
      expect(JSON.parse((await run('withdrawal', 'paid', withdrawal.value.id)).out)).toMatchObject({ status: 'paid', confirmMinutes: 30 });
      const check = await run('ledger', 'check');
      expect([check.code, JSON.parse(check.out)]).toEqual([0, { ok: true, discrepancies: [] }]);
      const store = await openDb(database.config);
      try {
        const actors = await store.db.selectFrom('audit_log').select(['action', 'actor']).where('action', 'in', ['deposit.approve', 'wallet.adjustment', 'withdrawal.paid']).where('actor', 'like', 'operator-cli:%').execute();
        expect(actors.map((a) => a.action).sort()).toEqual(['deposit.approve', 'wallet.adjustment', 'withdrawal.paid']);
      } finally {
        await store.close();
      }
    } finally {
      await database.drop();
    }
    // Six command-line runs each open the database anew (PGlite starts in seconds), and the app
    // is built once: about 30 s on a quiet machine, so the server project's 30 s would be a coin toss.
  }, 120_000);
});

// The wallet and account rules the browser and the server share (server/shared), case by
// case on both sides: the member centre's own checks against the real server's answers
// (or, for proof images, the server's own upload checks). See ruleParity.test.ts for the
// contract, age and password rules.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isAgentType, isTrialType } from '../../machines/session.machine';
import { proofProblem } from '../../machines/withdrawalConfirmation.machine';
import { ApiFailure } from '../../server/http/envelope';
import { checkImageCount, imageOf } from '../../server/platform/uploads';
import { ACCOUNT_TYPES, mayUseAgentCentre, mayUseGatedActions, type AccountType } from '../../server/shared/accountTypes';
import { MAX_UPLOAD_BYTES } from '../../server/shared/uploadRules';
import { member as memberSchema } from '../../server/shared/wire/accounts';
import { withdrawalSettings as withdrawalSettingsSchema } from '../../server/shared/wire/wallet';
import { proofFileProblem, proofsProblem } from '../../src/views/centre/wallet/walletRules';
import { bankAccountProblem, feePreview, MAX_BANK_ACCOUNTS, withdrawProblem } from '../../src/views/centre/withdraw/withdrawRules';
import { DB_KINDS } from './harness';
import { as, credit, JPEG, newMember, PNG, useWalletApp, type TestMember } from './wallet.helpers';

describe.each(DB_KINDS)('wallet and account rules on both sides on %s', (kind) => {
  const { app } = useWalletApp(kind);

  const addBank = (m: TestMember, account: { bankName: string; accountName: string; accountNumber: string }) =>
    as<{ id: string }>(app(), m, { method: 'POST', url: '/api/wallet/bank-accounts', body: account });

  async function settingsOf(m: TestMember) {
    return v.parse(withdrawalSettingsSchema, (await as(app(), m, { url: '/api/wallet/withdrawal-settings' })).body.value);
  }

  // Nigeria's limits: 1,000.00 to 2,000,000.00, a fee of 1 % and at least 50.00.
  const AMOUNT_CASES: { amount: string; verdict: 'ok' | 'range'; fee?: string }[] = [
    { amount: '999.99', verdict: 'range' },
    { amount: '1000', verdict: 'ok', fee: '50.00' },
    { amount: '1234.56', verdict: 'ok', fee: '50.00' },
    { amount: '7777.77', verdict: 'ok', fee: '77.78' }, // 1 % rounded up
    { amount: '2000000', verdict: 'ok', fee: '20000.00' },
    { amount: '2000000.01', verdict: 'range' },
  ];

  it.each(AMOUNT_CASES)('[WALLET-15] a withdrawal of $amount: $verdict on both sides, the same fee', async ({ amount, verdict, fee }) => {
    const m = await newMember(app(), { paymentPassword: '112233' });
    await credit(app(), m, '2100000.00');
    const bank = (await addBank(m, { bankName: 'Parity Bank', accountName: 'Parity', accountNumber: '0123456789' })).body.value!;
    const settings = await settingsOf(m);
    const browser = withdrawProblem({ bankAccountId: bank.id, amount, paymentPassword: '112233' }, settings);
    const answer = await as<{ fee: string }>(app(), m, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId: bank.id, amount, paymentPassword: '112233' } });
    expect({ browser: browser ?? 'ok', server: answer.status === 200 ? 'ok' : answer.body.errorCode }).toEqual(
      verdict === 'ok' ? { browser: 'ok', server: 'ok' } : { browser: 'amount.range', server: 'amount_out_of_range' },
    );
    if (fee) expect({ browser: feePreview(amount, settings)?.fee, server: answer.body.value?.fee }).toEqual({ browser: fee, server: fee });
  });

  const BANK_CASES: { name: string; account: { bankName: string; accountName: string; accountNumber: string }; ok: boolean }[] = [
    { name: 'digits with spaces and dashes', account: { bankName: 'B', accountName: 'A', accountNumber: '0001-2345 67' }, ok: true },
    { name: 'letters in small capitals', account: { bankName: 'B', accountName: 'A', accountNumber: 'gb29nwbk60161331926819' }, ok: true },
    { name: '34 characters', account: { bankName: 'B', accountName: 'A', accountNumber: '1'.repeat(34) }, ok: true },
    { name: '35 characters', account: { bankName: 'B', accountName: 'A', accountNumber: '1'.repeat(35) }, ok: false },
    { name: 'three digits', account: { bankName: 'B', accountName: 'A', accountNumber: '123' }, ok: false },
    { name: 'letters outside A-Z', account: { bankName: 'B', accountName: 'A', accountNumber: 'ÄÖ123456' }, ok: false },
    { name: 'no number', account: { bankName: 'B', accountName: 'A', accountNumber: ' - ' }, ok: false },
    { name: 'a bank name of 101 characters', account: { bankName: 'B'.repeat(101), accountName: 'A', accountNumber: '12345678' }, ok: false },
    { name: 'a blank holder name', account: { bankName: 'B', accountName: '   ', accountNumber: '12345678' }, ok: false },
  ];

  it.each(BANK_CASES)('[WALLET-15] a bank account with $name: accepted $ok on both sides', async ({ account, ok }) => {
    const m = await newMember(app());
    const answer = await addBank(m, account);
    expect({ browser: bankAccountProblem(account) === null, server: answer.status === 200 }).toEqual({ browser: ok, server: ok });
  });

  it('[WALLET-15] the bank-account cap is the same number on both sides', async () => {
    const m = await newMember(app());
    for (let i = 0; i < MAX_BANK_ACCOUNTS; i += 1) expect((await addBank(m, { bankName: 'B', accountName: 'A', accountNumber: `5555000${i}` })).status).toBe(200);
    expect((await addBank(m, { bankName: 'B', accountName: 'A', accountNumber: '77777777' })).body).toMatchObject({ errorCode: 'too_many_bank_accounts', value: { max: MAX_BANK_ACCOUNTS } });
  });

  // Proof images: the browser judges the picked file's type and size, the server the bytes.
  const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PNG.length)]);
  const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
  const FILE_CASES: { name: string; type: string; data: Buffer; verdict: string | null }[] = [
    { name: 'proof.png', type: 'image/png', data: PNG, verdict: null },
    { name: 'proof.jpg', type: 'image/jpeg', data: JPEG, verdict: null },
    { name: 'proof.jpeg', type: '', data: JPEG, verdict: null },
    { name: 'proof.gif', type: 'image/gif', data: GIF, verdict: 'upload_type_not_allowed' },
    { name: 'big.png', type: 'image/png', data: big, verdict: 'upload_too_large' },
    { name: 'exactly5mb.png', type: 'image/png', data: big.subarray(0, MAX_UPLOAD_BYTES), verdict: null },
  ];

  const serverUpload = (read: () => unknown): string | null => {
    try {
      read();
      return null;
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      return error.errorCode;
    }
  };

  it.each(FILE_CASES)('[CONTENT-06] proof image $name: $verdict on both sides', ({ name, type, data, verdict }) => {
    const file = { name, type, size: data.length };
    const centre = proofFileProblem(file);
    expect({
      machine: proofProblem(file),
      centre: centre === 'proof.type' ? 'upload_type_not_allowed' : centre === 'proof.size' ? 'upload_too_large' : null,
      server: serverUpload(() => imageOf(data, 0)),
    }).toEqual({ machine: verdict, centre: verdict, server: verdict });
  });

  it.each([3, 4])('[CONTENT-06] %i proof images at once: the same verdict on both sides', (count) => {
    const files = Array.from({ length: count }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', size: PNG.length }));
    const images = Array.from({ length: count }, () => imageOf(PNG, 0));
    const verdict = count <= 3 ? null : 'too_many_files';
    expect({ browser: proofsProblem(files) === 'proof.count' ? 'too_many_files' : proofsProblem(files), server: serverUpload(() => checkImageCount(images)) }).toEqual({
      browser: verdict,
      server: verdict,
    });
  });

  // Account types (spec section 6): what the member answer says and what the server lets each do.
  it.each(ACCOUNT_TYPES.map((type) => [type]))('[SESSION-23][SESSION-25] account type %i: the same kind and rights on both sides', async (type) => {
    const base = await newMember(app());
    const user = await app().services.accounts.create({
      merchantCode: 'NG',
      currency: 'NGN',
      account: `${base.account}t${type}`,
      password: 'Member@12345',
      passwordSetBy: 'self',
      type: type as AccountType,
      parentId: null,
      paymentPassword: null,
    });
    const token = await app().services.sessions.open(user, { via: 'password', ip: '127.0.0.1' });
    const m: TestMember = { user, token, account: user.account };
    const info = await as(app(), m, { url: '/api/member/info' });
    const member = v.parse(memberSchema, info.body.value);
    const balance = await as(app(), m, { url: '/api/wallet/balance' });
    const agentSide = await as(app(), m, { url: '/api/agent/options' });
    expect({
      isAgent: isAgentType(member.type),
      isTrial: isTrialType(member.type),
      gated: mayUseGatedActions(member.type),
      agentCentre: mayUseAgentCentre(member.type),
    }).toEqual({
      isAgent: member.isAgent,
      isTrial: member.isTrial,
      gated: balance.status === 200,
      agentCentre: agentSide.status === 200,
    });
    if (!mayUseGatedActions(member.type)) expect(balance.body.errorCode).toBe('register_real_account_first');
  });
});

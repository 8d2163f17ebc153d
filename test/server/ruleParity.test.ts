// The business rules the browser and the server share (server/shared), case by case on
// both sides: the browser through its own form or machine validation, the server through
// its own enforcement (the service's parser or a real request). Each row is one case; the
// cases where the two once disagreed are rows here.
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { draftOf, draftProblems, type ContractOptions, type OwnTerms } from '../../machines/contractOffer.machine';
import { normaliseLogin, normaliseRegister, validateRegister } from '../../machines/formRules';
import { sendable } from '../../machines/chatRoom.machine';
import { parseTerms } from '../../server/agents/terms';
import { checkChatBody } from '../../server/chat/chat';
import { ApiFailure } from '../../server/http/envelope';
import { calendarDay, merchantToday } from '../../server/shared/age';
import { normalisePassword } from '../../server/shared/passwordRules';
import { member as memberSchema, registerSettings as registerSettingsSchema } from '../../server/shared/wire/accounts';
import { systemStatus as systemStatusSchema } from '../../server/shared/wire/system';
import { captchaAnswer, freshIp, passwordLogin, sealedCall, solvedSlider, useAccountApp } from './accounts.helpers';
import { call, DB_KINDS, OPERATOR_KEY, operate, value } from './harness';

type Verdict = 'ok' | 'refused' | 'negative';

// ---------------------------------------------------------------------------------------
// Contract terms: the offer form's draft check and the server's reading of the terms.

const allKinds: ContractOptions = { daily: true, hourly: true, realtime: true, dividend: true };
/** The upline's own terms, as high as terms go, so only the value itself is judged. */
const own: OwnTerms = {
  hourly: { kind: 'hourly', ratio: '100.00' },
  daily: { kind: 'daily', tiers: [{ minBet: '0.00', minActive: 0, ratio: '100.00' }] },
};

function browserRate(ratio: string): Verdict {
  const draft = draftOf('hourly');
  const problem = draftProblems({ ...draft, hourly: { ratio } }, allKinds, own).find((p) => p.field === 'ratio')?.problem;
  return problem === undefined ? 'ok' : problem === 'rate_negative' ? 'negative' : 'refused';
}

function browserTierMin(min: string): Verdict {
  const draft = { ...draftOf('daily'), daily: [{ min, minActive: '0', ratio: '1' }] };
  const problem = draftProblems(draft, allKinds, own).find((p) => p.field === 'tiers.0.min')?.problem;
  return problem === undefined ? 'ok' : 'refused';
}

function server(read: () => unknown): Verdict {
  try {
    read();
    return 'ok';
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.errorCode !== 'contract_terms_invalid') throw error;
    return (error.value as { problem?: string }).problem === 'negative' ? 'negative' : 'refused';
  }
}
const serverRate = (ratio: string) => server(() => parseTerms('hourly', { ratio }));
/** The form has one message for a bad amount (amount_invalid), so a negative one reads as refused. */
const serverTierMin = (minBet: string): Verdict => {
  const verdict = server(() => parseTerms('daily', { tiers: [{ minBet, minActive: 0, ratio: '1' }] }));
  return verdict === 'negative' ? 'refused' : verdict;
};

const RATE_CASES: [string, Verdict][] = [
  ['0100', 'ok'], // once refused by the browser and accepted by the server: a leading zero is harmless on both
  ['100', 'ok'],
  ['100.00', 'ok'],
  ['0.5', 'ok'],
  ['0', 'ok'],
  ['00.50', 'ok'],
  ['100.01', 'refused'],
  ['1000', 'refused'],
  ['1.234', 'refused'],
  ['1e2', 'refused'],
  ['', 'refused'],
  ['abc', 'refused'],
  ['-1', 'negative'],
];

const TIER_MIN_CASES: [string, Verdict][] = [
  ['20000000000', 'refused'], // once passed by the browser and refused by the server: above the money column's bound
  ['10000000000', 'ok'], // the largest amount (MAX_AMOUNT_MINOR)
  ['10000000000.01', 'refused'],
  ['999999999999', 'refused'],
  ['0', 'ok'],
  ['00012.5', 'ok'],
  ['1000.123', 'refused'],
  ['1e5', 'refused'],
  ['-5', 'refused'],
];

describe('contract terms: the offer form and the server agree [AGENT-21]', () => {
  it.each(RATE_CASES)('[AGENT-17] rate %j: %s on both sides', (ratio, verdict) => {
    expect({ browser: browserRate(ratio), server: serverRate(ratio) }).toEqual({ browser: verdict, server: verdict });
  });

  it.each(TIER_MIN_CASES)('[AGENT-18] tier minimum %j: %s on both sides', (min, verdict) => {
    expect({ browser: browserTierMin(min), server: serverTierMin(min) }).toEqual({ browser: verdict, server: verdict });
  });
});

// ---------------------------------------------------------------------------------------
// Chat messages: the chat machine's send check and the server's reading of a message.

const CHAT_CASES: [string, boolean][] = [
  ['hello', true],
  ['  padded  ', true],
  ['x'.repeat(300), true],
  ['x'.repeat(301), false],
  [' '.repeat(5), false],
  ['', false],
  ['two\nlines', false],
  ['bell\u0007', false],
  ['line\u2028separator', false],
  ['emoji 🎲 and ünïcode', true],
];

describe('chat messages: the machine and the server agree', () => {
  it.each(CHAT_CASES)('[LOBBY-45] message %j: sendable %s on both sides', (text, ok) => {
    const server = (() => {
      try {
        checkChatBody(text);
        return true;
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        return false;
      }
    })();
    expect({ browser: sendable(text), server }).toEqual({ browser: ok, server: ok });
  });
});

// ---------------------------------------------------------------------------------------
// Age and passwords: the registration and login forms against the real server.

describe.each(DB_KINDS)('registration and login rules on both sides on %s', (kind) => {
  const { app, clock } = useAccountApp(kind);
  // Nigeria asks for an SMS code at registration; without it the age check is reached directly.
  beforeAll(async () => {
    await operate(app(), { merchantCode: 'NG', switches: { REGMOBVERF3: 0 } });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const merchantHeaders = (merchant: string) => ({ 'x-merchant': merchant });

  /** What the browser knows of a merchant: its status and register settings, parsed with the browser's schemas. */
  async function browserView(merchant: string) {
    const status = v.parse(systemStatusSchema, await value(app(), { method: 'GET', url: '/api/system/status', headers: merchantHeaders(merchant) }));
    const settings = v.parse(registerSettingsSchema, await value(app(), { method: 'GET', url: '/api/member/register/settings', headers: merchantHeaders(merchant) }));
    return { status, settings };
  }

  async function captcha() {
    const { captchaId } = await value<{ captchaId: string }>(app(), '/api/captcha');
    return { captchaId, captcha: await captchaAnswer(app(), captchaId) };
  }

  let n = 0;
  const registerBody = async (fields: { password: string; birthday?: string; paymentPassword?: string }) => {
    n += 1;
    return {
      type: 'register',
      username: `parity${String(n).padStart(3, '0')}`,
      password: fields.password,
      confirmPassword: fields.password,
      mobileNum: `40${String(Date.now() % 1_000_000).padStart(6, '0')}${String(n).padStart(2, '0')}`,
      countryDialingCode: '+61',
      ...(fields.birthday ? { birthday: fields.birthday } : {}),
      ...(fields.paymentPassword !== undefined ? { paymentPassword: fields.paymentPassword } : {}),
      termsAccepted: true,
      login: false,
      slider: await solvedSlider(app()),
      ...(await captcha()),
    };
  };

  // An instant that is 11 March in Sydney (UTC+11) and still 10 March in Lagos (UTC+1)
  // and in UTC: the birthday 2008-03-11 is an 18th birthday in Australia only.
  const INSTANT = new Date('2026-03-10T14:30:00Z');
  const AGE_CASES: { merchant: string; zone: string; birthday: string; verdict: 'ok' | 'under_age' }[] = [
    { merchant: 'AU', zone: 'Australia/Sydney', birthday: '2008-03-11', verdict: 'ok' }, // the Sydney drift case: 18 today there
    { merchant: 'AU', zone: 'Australia/Sydney', birthday: '2008-03-12', verdict: 'under_age' },
    { merchant: 'NG', zone: 'Africa/Lagos', birthday: '2008-03-11', verdict: 'under_age' }, // the same instant is still the 10th in Lagos
    { merchant: 'NG', zone: 'Africa/Lagos', birthday: '2008-03-10', verdict: 'ok' },
    { merchant: 'NG', zone: 'Africa/Lagos', birthday: '1990-01-01', verdict: 'ok' },
  ];

  it.each(AGE_CASES)('[REGISTER-01] birthday $birthday with merchant $merchant at 2026-03-10T14:30Z: $verdict on both sides', async ({ merchant, zone, birthday, verdict }) => {
    const { status, settings } = await browserView(merchant);
    expect(status.merchant.timeZone).toBe(zone);
    // The browser: its clock at the instant; "today" is the merchant's day whatever the process's TZ.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(INSTANT);
    const today = merchantToday(status.merchant.timeZone);
    expect(today).toBe(calendarDay(INSTANT, zone));
    const errors = validateRegister(settings.fields, { username: 'parity000', password: 'Parity@123', confirmPassword: 'Parity@123', mobileNum: '412345678', birthday }, {
      type: 'register',
      smsVerification: settings.switches.REGMOBVERF3 === 1,
      affiliateHidden: false,
      today,
    });
    vi.useRealTimers();
    const browser = errors.birthday?.message === 'error.under_age' ? 'under_age' : 'ok';
    // The server: its clock at the same instant, the registration request itself.
    clock.set(INSTANT);
    const answer = await sealedCall(app(), 'PUT', '/api/member/register', await registerBody({ password: 'Parity@123', birthday }), { ip: freshIp(), headers: merchantHeaders(merchant) });
    const serverVerdict = answer.body.errorCode === 'under_age' ? 'under_age' : answer.status === 200 ? 'ok' : `other: ${answer.body.errorCode}`;
    expect({ browser, server: serverVerdict }).toEqual({ browser: verdict, server: verdict });
  });

  const PASSWORD_CASES: { set: string; typed: string }[] = [
    { set: ' Spaced@123', typed: ' Spaced@123' }, // the drift case: set with a leading space, typed the same at login
    { set: 'Trail@1234 ', typed: 'Trail@1234 ' },
    { set: '  Both@1234  ', typed: 'Both@1234' },
    { set: 'Plain@1234', typed: ' Plain@1234 ' },
  ];

  it.each(PASSWORD_CASES)('[LOGIN-12] a password registered as $set logs in when typed as $typed, on both sides', async ({ set, typed }) => {
    // The browser: what the registration form sends and what the login form sends are one password.
    const registered = normaliseRegister({ password: set, confirmPassword: set }).password;
    const loggedIn = normaliseLogin('username', { username: 'x', password: typed }).password;
    expect(loggedIn).toBe(registered);
    // The server: the account registered with the password as typed at registration opens with it as typed at login.
    clock.set(new Date());
    const body = await registerBody({ password: set });
    const answer = await sealedCall(app(), 'PUT', '/api/member/register', body, { ip: freshIp(), headers: merchantHeaders('AU') });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const login = await passwordLogin(app(), body.username, typed, {}, { ip: freshIp(), headers: merchantHeaders('AU') });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.value?.member.account).toBe(body.username);
  });

  // The payment password follows the same rule (server/shared/passwordRules.ts): set at
  // registration or by its own call, and checked at a withdrawal, it is the one password typed.
  const PAYMENT_PASSWORD_CASES: { set: string; typed: string }[] = [
    { set: ' 445566', typed: ' 445566' }, // the drift case: the server once kept the space and then refused the digits rule
    { set: '445566 ', typed: '445566' },
    { set: '445566', typed: ' 445566 ' },
  ];

  it.each(PAYMENT_PASSWORD_CASES)('[LOGIN-12] a payment password registered as $set is accepted when typed as $typed, on both sides', async ({ set, typed }) => {
    const field = (enabled: boolean) =>
      call(app(), { method: 'PUT', url: '/api/operator/register-fields', headers: { 'x-operator-key': OPERATOR_KEY }, payload: { merchantCode: 'AU', field: 'paymentPassword', enabled, required: false } });
    expect((await field(true)).status).toBe(200);
    try {
      // The browser: the registration form sends the payment password under the one password rule.
      expect(normaliseRegister({ paymentPassword: set }).paymentPassword).toBe(normalisePassword(typed));
      // The server: registered as typed there, checked as typed at a withdrawal, changed with spaces around the new one.
      clock.set(new Date());
      const body = await registerBody({ password: 'Payment@123', paymentPassword: set });
      const answer = await sealedCall(app(), 'PUT', '/api/member/register', body, { ip: freshIp(), headers: merchantHeaders('AU') });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const user = await app().store.db.selectFrom('users').selectAll().where('merchant_code', '=', 'AU').where('account', '=', body.username).executeTakeFirstOrThrow();
      await expect(app().services.paymentPassword.verify(user, typed)).resolves.toBeUndefined();
      await expect(app().services.paymentPassword.change(user, { oldPaymentPassword: typed, paymentPassword: ' 778899 ', confirmPaymentPassword: '778899' }, freshIp())).resolves.toEqual({ set: true });
      await expect(app().services.paymentPassword.verify(user, '778899')).resolves.toBeUndefined();
    } finally {
      await field(false);
    }
  });

  it('[SESSION-08] the member answer keeps its contact handles in the browser', async () => {
    const body = await registerBody({ password: 'Handle@123' });
    expect((await sealedCall(app(), 'PUT', '/api/member/register', body, { ip: freshIp(), headers: merchantHeaders('AU') })).status).toBe(200);
    const login = await passwordLogin(app(), body.username, 'Handle@123', {}, { ip: freshIp(), headers: merchantHeaders('AU') });
    const sent = login.body.value!.member;
    expect(sent.handles).toEqual({ qq: null, line: null, whatsapp: null, facebook: null, wechat: null });
    expect(v.parse(memberSchema, sent).handles).toEqual(sent.handles);
  });
});

// SMS through a real gateway: OUTBOX_PROVIDER=vonage against a local server that speaks the
// Vonage SMS API (test/support/vonageGateway.ts). The code routes send through it; its
// refusals reach the member as the spec's third-party verification errors (section 8), and a
// refused code is not recorded, so the countdown has not started and the member may retry.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { serverText } from '../../server/i18n/texts';
import { createVonageSender, isGsmText } from '../../server/platform/smsGateway/vonage';
import { ENGLISH_ERRORS } from '../../server/shared/errors/catalogue';
import { THIRD_PARTY_RETRY_MS } from '../../server/shared/timing';
import { startLocalVonage, VONAGE_STATUSES, type LocalVonage } from '../support/vonageGateway';
import { fakeClock, freshIp, passwordLogin, plainCall, solvedSlider } from './accounts.helpers';
import { DB_KINDS, logSink, startApp, type TestApp } from './harness';

const SENDER = 'Portal';
const DEMO_MOBILE = '8012345678';
/** A number of its own per call, so the per-number caps of one test touch no other. */
let numberCounter = 0;
const freshNumber = () => `809${String(++numberCounter).padStart(7, '0')}`;

describe('OUTBOX_PROVIDER=vonage settings', () => {
  it('needs the key, the secret and the sender, and says which is missing', () => {
    expect(() => loadConfig({ OUTBOX_PROVIDER: 'vonage', VONAGE_API_KEY: 'k' })).toThrow(/OUTBOX_PROVIDER "vonage" needs VONAGE_API_SECRET, VONAGE_FROM/);
    expect(() => loadConfig({ OUTBOX_PROVIDER: 'smtp' })).toThrow(/"db" and "vonage"/);
    expect(() => loadConfig({ OUTBOX_PROVIDER: 'vonage', VONAGE_API_KEY: 'k', VONAGE_API_SECRET: 's', VONAGE_FROM: 'P', VONAGE_BASE_URL: 'rest.nexmo.com' })).toThrow(/VONAGE_BASE_URL/);
    expect(loadConfig({ OUTBOX_PROVIDER: 'vonage', VONAGE_API_KEY: 'k', VONAGE_API_SECRET: 's', VONAGE_FROM: 'Portal' }).outbox).toEqual({
      provider: 'vonage',
      vonage: { apiKey: 'k', apiSecret: 's', from: 'Portal', baseUrl: 'https://rest.nexmo.com' },
    });
    expect(loadConfig({}).outbox).toEqual({ provider: 'db' });
  });
});

describe('the Vonage sender', () => {
  let gateway: LocalVonage;
  beforeAll(async () => {
    gateway = await startLocalVonage();
  });
  afterAll(async () => gateway.close());

  it('marks text outside the GSM alphabet as unicode', async () => {
    const sms = createVonageSender({ apiKey: gateway.apiKey, apiSecret: gateway.apiSecret, from: SENDER, baseUrl: gateway.baseUrl });
    await sms.send('+2348012345678', 'Your code is 123456.');
    await sms.send('+66812345678', 'รหัสของคุณคือ 123456');
    expect(gateway.requests.map((r) => r.fields.type)).toEqual([undefined, 'unicode']);
    expect(isGsmText('Code: 123456 (valid 1 minute) £€@')).toBe(true);
  });

  it('[ERRORS-29] a wrong key or secret is refused by the gateway (status 4): unknown_error, no retry, reported', async () => {
    gateway.reset();
    const problems: unknown[] = [];
    const sms = createVonageSender({ apiKey: gateway.apiKey, apiSecret: 'not-the-secret', from: SENDER, baseUrl: gateway.baseUrl }, { onProblem: (p) => void problems.push(p) });
    await expect(sms.send('+2348012345678', 'Hello')).rejects.toMatchObject({ errorCode: 'unknown_error', statusCode: 503 });
    expect(problems).toEqual([{ status: '4', errorText: 'Bad Credentials', tries: 1 }]);
    expect(gateway.requests).toHaveLength(1);
  });

  it('[ERRORS-28] an HTTP 429 from the gateway is its throttling: too_many_requests for 5 minutes, no retry', async () => {
    gateway.reset();
    const sms = createVonageSender({ apiKey: gateway.apiKey, apiSecret: gateway.apiSecret, from: SENDER, baseUrl: gateway.baseUrl });
    gateway.plan({ http: 429 });
    await expect(sms.send('+2348012345678', 'Hello')).rejects.toMatchObject({ errorCode: 'too_many_requests', retryAfterSeconds: THIRD_PARTY_RETRY_MS / 1000 });
    expect(gateway.requests).toHaveLength(1);
  });

  it('waits twice as long before each new try', async () => {
    gateway.reset();
    const waits: number[] = [];
    const sms = createVonageSender(
      { apiKey: gateway.apiKey, apiSecret: gateway.apiSecret, from: SENDER, baseUrl: gateway.baseUrl },
      { timing: { tries: 3, backoffMs: 100 }, sleep: async (ms) => void waits.push(ms) },
    );
    gateway.plan({ http: 502 }, { status: '5' }, { http: 503 });
    await expect(sms.send('+2348012345678', 'Hello')).rejects.toMatchObject({ errorCode: 'unknown_error', statusCode: 503 });
    expect(waits).toEqual([100, 200]);
    expect(gateway.requests).toHaveLength(3);
  });
});

describe.each(DB_KINDS)('SMS codes through the Vonage SMS API on %s', (kind) => {
  let gateway: LocalVonage;
  let current: TestApp | undefined;
  const log = logSink();
  const app = () => current!;

  beforeAll(async () => {
    gateway = await startLocalVonage();
    current = await startApp(
      kind,
      { dev: true, outbox: { provider: 'vonage', vonage: { apiKey: gateway.apiKey, apiSecret: gateway.apiSecret, from: SENDER, baseUrl: gateway.baseUrl } } },
      { clock: fakeClock(), gatewayTiming: { timeoutMs: 300, tries: 3, backoffMs: 5 }, logger: { level: 'warn', stream: log.stream } },
    );
  });
  afterAll(async () => {
    await current?.close();
    await gateway.close();
  });
  afterEach(() => gateway.reset());

  const registrationSms = (mobileNum: string, ip = freshIp()) => plainCall(app(), 'POST', '/api/verification/sms/register', { mobileNum, countryDialingCode: '+234' }, { ip });
  const codesFor = async (mobileNum: string) =>
    (await app().store.db.selectFrom('verification_codes').select('id').where('target', '=', `+234${mobileNum}`).execute()).length;

  it('[SMS-01][SMS-03][SMS-13] the registration code reaches the gateway as documented: key, secret, sender, digits, the usual text', async () => {
    const mobileNum = freshNumber();
    const answer = await registrationSms(`0${mobileNum}`);
    expect(answer.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    expect(gateway.requests).toHaveLength(1);
    const sent = gateway.requests[0]!;
    expect(sent.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.fields).toEqual({
      api_key: gateway.apiKey,
      api_secret: gateway.apiSecret,
      from: SENDER,
      to: `234${mobileNum}`,
      text: expect.any(String),
    });
    // The same text the database outbox would hold (server/i18n/texts).
    const code = /\b[0-9]{6}\b/.exec(sent.fields.text!)?.[0] ?? '';
    expect(sent.fields.text).toBe(serverText(undefined, 'sms.registerCode', { code, minutes: 1 }));
    // The SMS left through the gateway, not the database; the code is recorded once sent.
    expect(await app().store.db.selectFrom('outbox_messages').select('id').where('recipient', '=', `+234${mobileNum}`).execute()).toEqual([]);
    expect(await codesFor(mobileNum)).toBe(1);
  });

  it('[SMS-05][SMS-11] a linked number: the binding code goes through the gateway; e-mail stays in the outbox table', async () => {
    const login = await passwordLogin(app(), 'demo', 'Demo@12345', {}, { ip: freshIp() });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.value!.token;
    const mobileNum = freshNumber();
    gateway.plan({ status: '29' });
    const refused = await plainCall(app(), 'POST', '/api/verification/sms/bind', { mobileNum, countryDialingCode: '+234' }, { token });
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'invalid_phone_number']);
    const sent = await plainCall(app(), 'POST', '/api/verification/sms/bind', { mobileNum, countryDialingCode: '+234' }, { token });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    expect(gateway.requests.map((r) => r.fields.text)).toEqual([expect.stringMatching(/^Your code to link this number/), expect.stringMatching(/^Your code to link this number/)]);

    const email = await plainCall(app(), 'POST', '/api/verification/email/bind', { email: 'demo.new@example.com' }, { token });
    expect(email.body.success, JSON.stringify(email.body)).toBe(true);
    expect(gateway.requests).toHaveLength(2);
    expect(await app().services.outboxSink.list('demo.new@example.com')).toEqual([expect.objectContaining({ channel: 'email' })]);
  });

  // Each refusal the SMS API documents, as the member meets it (spec section 8).
  const REFUSALS: [ids: string, status: string, errorText: string | undefined, http: number, code: keyof typeof ENGLISH_ERRORS][] = [
    ['ERRORS-28', '1', VONAGE_STATUSES['1'], 429, 'too_many_requests'],
    ['ERRORS-29', '2', VONAGE_STATUSES['2'], 503, 'unknown_error'],
    ['ERRORS-26', '3', 'Invalid to address', 400, 'invalid_phone_number'],
    ['ERRORS-29', '3', 'Invalid from address', 503, 'unknown_error'],
    ['ERRORS-29', '4', VONAGE_STATUSES['4'], 503, 'unknown_error'],
    ['ERRORS-29', '6', VONAGE_STATUSES['6'], 503, 'unknown_error'],
    ['ERRORS-26', '7', VONAGE_STATUSES['7'], 400, 'invalid_phone_number'],
    ['ERRORS-33', '8', VONAGE_STATUSES['8'], 400, 'quota_exceeded'],
    ['ERRORS-33', '9', VONAGE_STATUSES['9'], 400, 'quota_exceeded'],
    ['ERRORS-29', '10', VONAGE_STATUSES['10'], 503, 'unknown_error'],
    ['ERRORS-29', '11', VONAGE_STATUSES['11'], 503, 'unknown_error'],
    ['ERRORS-29', '12', VONAGE_STATUSES['12'], 503, 'unknown_error'],
    ['ERRORS-29', '15', VONAGE_STATUSES['15'], 503, 'unknown_error'],
    ['ERRORS-29', '22', VONAGE_STATUSES['22'], 503, 'unknown_error'],
    ['ERRORS-26', '29', VONAGE_STATUSES['29'], 400, 'invalid_phone_number'],
    ['ERRORS-26', '33', VONAGE_STATUSES['33'], 400, 'invalid_phone_number'],
  ];

  it.each(REFUSALS)('[%s] status %s (%s): HTTP %i %s, no code recorded, no retry', async (_ids, status, errorText, http, code) => {
    const mobileNum = freshNumber();
    gateway.plan({ status, errorText });
    const answer = await registrationSms(mobileNum);
    expect([answer.status, answer.body.success, answer.body.errorCode]).toEqual([http, false, code]);
    expect(answer.body.message).toBe(ENGLISH_ERRORS[code]);
    if (code === 'too_many_requests') {
      expect(Number(answer.headers['retry-after'])).toBe(THIRD_PARTY_RETRY_MS / 1000);
      expect(answer.body.value).toEqual({ retryAfterSeconds: 300 });
    }
    // Refusals are final: one call, and nothing recorded.
    expect(gateway.requests).toHaveLength(1);
    expect(await codesFor(mobileNum)).toBe(0);
  });

  it('[SMS-05][SMS-11][ERRORS-28] a refused send starts no countdown: the member may ask again at once', async () => {
    const mobileNum = freshNumber();
    gateway.plan({ status: '1' });
    expect((await registrationSms(mobileNum)).body.errorCode).toBe('too_many_requests');
    const again = await registrationSms(mobileNum);
    expect(again.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    expect(await codesFor(mobileNum)).toBe(1);
    // Now the countdown runs, server side.
    expect((await registrationSms(mobileNum)).body.errorCode).toBe('code_already_sent');
    expect(gateway.requests).toHaveLength(2);
  });

  it('[SMS-03] a moment of HTTP 5xx or internal error is retried, and the code goes out', async () => {
    const mobileNum = freshNumber();
    gateway.plan({ http: 500 }, { status: '5' });
    const answer = await registrationSms(mobileNum);
    expect(answer.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    expect(gateway.requests).toHaveLength(3);
    expect(new Set(gateway.requests.map((r) => r.fields.text)).size).toBe(1);
    expect(await codesFor(mobileNum)).toBe(1);
  });

  it('[ERRORS-29] a gateway down through every try: unknown_error (503), logged, no code', async () => {
    const mobileNum = freshNumber();
    gateway.plan({ http: 500 }, { http: 502 }, { http: 503 });
    const answer = await registrationSms(mobileNum);
    expect([answer.status, answer.body.errorCode, answer.body.message]).toEqual([503, 'unknown_error', ENGLISH_ERRORS.unknown_error]);
    expect(gateway.requests).toHaveLength(3);
    expect(await codesFor(mobileNum)).toBe(0);
    expect(log.lines.filter((l) => l.msg === 'the SMS gateway did not send a message').at(-1)).toMatchObject({ httpStatus: 503, tries: 3, provider: 'vonage' });
    expect(JSON.stringify(log.lines)).not.toContain(gateway.apiSecret);
  });

  it('[ERRORS-29] a gateway that does not answer: each try times out, then it goes out or unknown_error', async () => {
    const once = freshNumber();
    gateway.plan({ hang: true });
    expect((await registrationSms(once)).body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    expect(gateway.requests).toHaveLength(2);

    gateway.reset();
    const never = freshNumber();
    gateway.plan({ hang: true }, { hang: true }, { hang: true });
    const started = Date.now();
    const answer = await registrationSms(never);
    expect([answer.status, answer.body.errorCode]).toEqual([503, 'unknown_error']);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(gateway.requests).toHaveLength(3);
    expect(await codesFor(never)).toBe(0);
  });

  it('[SMS-02][ERRORS-33] the login code answers the same whatever the gateway says: a refusal would tell that the number has an account', async () => {
    const ip = freshIp();
    gateway.plan({ status: '9' });
    const known = await plainCall(app(), 'POST', '/api/session/login/sms', { mobileNum: DEMO_MOBILE, countryDialingCode: '+234', slider: await solvedSlider(app()) }, { ip });
    const unknown = await plainCall(app(), 'POST', '/api/session/login/sms', { mobileNum: freshNumber(), countryDialingCode: '+234', slider: await solvedSlider(app()) }, { ip });
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    // The message went out after the answer; the refusal went to the log.
    await app().services.deferred.settled();
    expect(gateway.requests.map((r) => r.fields.to)).toEqual([`234${DEMO_MOBILE}`]);
    expect(log.lines.filter((l) => l.msg === 'the SMS gateway did not send a message').at(-1)).toMatchObject({ status: '9', tries: 1 });
  });
});

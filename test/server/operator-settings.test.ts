// Operator settings that change what visitors see without a restart: the registration
// form's field rules and the login-to-home switch.
import { describe, expect, it } from 'vitest';
import type { FieldRule, RegisterSettings as Settings } from '../../server/shared/wire/accounts';
import type { RegisterFieldSet } from '../../server/shared/wire/operator';
import { call, DB_KINDS, OPERATOR_KEY, operate, useApp, value } from './harness';


describe.each(DB_KINDS)('operator settings on %s', (kind) => {
  const app = useApp(kind);
  const setField = (payload: Record<string, unknown>, key = OPERATOR_KEY) =>
    call<RegisterFieldSet>(app(), { method: 'PUT', url: '/api/operator/register-fields', headers: { 'x-operator-key': key }, payload });
  const rules = async (merchant = 'NG') => (await value<Settings>(app(), { url: '/api/member/register/settings', headers: { 'x-merchant': merchant } })).fields;

  it('[REGISTER-14][REGISTER-64] an operator turns the captcha off and the registration settings say so at once; audited', async () => {
    const answer = await setField({ merchantCode: 'NG', field: 'captcha', enabled: false, required: false });
    expect(answer.status).toBe(200);
    expect((await rules()).find((r) => r.field === 'captcha')).toMatchObject({ enabled: false, required: false });
    const audit = await app().store.db.selectFrom('audit_log').select(['action', 'actor']).where('action', '=', 'register_field.change').execute();
    expect(audit).toEqual([{ action: 'register_field.change', actor: 'operator-api' }]);
  });

  it('a pattern is chosen by its variant name, and lengths apply to the form', async () => {
    const answer = await setField({ field: 'username', patternId: 'LOWERCASE_ALNUM', minLength: 6, maxLength: 12 });
    expect(answer.body.value).toMatchObject({ merchantCode: 'NG', patternId: 'LOWERCASE_ALNUM', acceptedPattern: '^[a-z0-9]+$', minLength: 6, maxLength: 12 });
    expect((await rules()).find((r) => r.field === 'username')).toMatchObject({ patternId: 'LOWERCASE_ALNUM', minLength: 6, maxLength: 12 });
  });

  it('refuses a weakened password rule, unordered lengths, a required field that is off, unknown fields and patterns, and strangers; nothing changes', async () => {
    const before = await rules();
    const refusals = [
      setField({ field: 'password', minLength: 6 }),
      setField({ field: 'password', maxLength: 32 }),
      setField({ field: 'email', minLength: 40, maxLength: 10 }),
      setField({ field: 'email', enabled: false, required: true }),
      setField({ field: 'favouriteColour', enabled: true }),
      setField({ field: 'email', patternId: '(a+)+$' }),
      setField({ field: 'email', acceptedPattern: '.*' }),
      setField({ merchantCode: 'ZZ', field: 'email', enabled: true }),
    ];
    for (const answer of await Promise.all(refusals)) {
      expect([400, 404], JSON.stringify(answer.body)).toContain(answer.status);
      expect(answer.body.success).toBe(false);
    }
    expect((await setField({ field: 'email', enabled: true }, 'wrong-key')).status).toBe(403);
    expect(await rules()).toEqual(before);
  });

  it('[SESSION-36] the login-to-home switch is off by default and an operator turns it on for one merchant', async () => {
    const status = () => value<{ switches: Record<string, number> }>(app(), { url: '/api/system/status', headers: { 'x-merchant': 'NG' } });
    expect((await status()).switches.LOGINTOHOME3).toBe(0);
    await operate(app(), { merchantCode: 'NG', switches: { LOGINTOHOME3: 1 } });
    expect((await status()).switches.LOGINTOHOME3).toBe(1);
    expect((await value<{ switches: Record<string, number> }>(app(), { url: '/api/system/status', headers: { 'x-merchant': 'AU' } })).switches.LOGINTOHOME3).toBe(0);
  });

  it("[REGISTER-01] an operator sets a merchant's time zone (the day the age rule counts); its canonical name is stored, an unknown zone is refused and changes nothing", async () => {
    const zone = async (merchant: string) => (await value<{ merchant: { timeZone: string } }>(app(), { url: '/api/system/status', headers: { 'x-merchant': merchant } })).merchant.timeZone;
    const setZone = (timeZone: string) => call(app(), { method: 'PUT', url: '/api/operator/system', headers: { 'x-operator-key': OPERATOR_KEY }, payload: { merchantCode: 'AU', timeZone } });
    expect(await zone('AU')).toBe('Australia/Sydney');

    for (const unknown of ['Mars/Olympus', 'Australia/Nowhere', '+11:00', ' ']) {
      const refused = await setZone(unknown);
      expect([refused.status, refused.body.errorCode], unknown).toEqual([400, 'bad_request']);
      expect(JSON.stringify(refused.body.value), unknown).toContain('/timeZone');
    }
    expect(await zone('AU')).toBe('Australia/Sydney');

    expect((await operate(app(), { merchantCode: 'AU', timeZone: 'australia/perth' })).merchantCode).toBe('AU');
    expect([await zone('AU'), await zone('NG')]).toEqual(['Australia/Perth', 'Africa/Lagos']);
    const audit = await app().store.db.selectFrom('audit_log').select('details').where('action', '=', 'system.update').execute();
    expect(audit.map((row) => JSON.stringify(row.details)).some((details) => details.includes('australia/perth'))).toBe(true);
  });
});

// The back office's settings: each group read as stored (one read per permission), the
// customer-service entries changed (audited with before and after), bad input refused with
// nothing changed, and each role reading only the groups its permission covers.
import { describe, expect, it } from 'vitest';
import type { CustomerServicesSet, SystemSettings, VendorMaintenance, WalletSettings } from '../../server/shared/wire/operatorSettings';
import type { SystemStatus } from '../../server/shared/wire/system';
import { call, DB_KINDS, OPERATOR_KEY, operate, useApp, value } from './harness';
import { newStaff, staffCall } from './staff.helpers';

const operator = { 'x-operator-key': OPERATOR_KEY };

describe.each(DB_KINDS)('back office settings on %s', (kind) => {
  const app = useApp(kind);
  const settings = (merchant?: string) => value<SystemSettings>(app(), { url: `/api/operator/settings${merchant ? `?merchantCode=${merchant}` : ''}`, headers: operator });
  const status = (merchant: string) => value<SystemStatus>(app(), { url: '/api/system/status', headers: { 'x-merchant': merchant } });
  const putServices = (payload: unknown) => call<CustomerServicesSet>(app(), { method: 'PUT', url: '/api/operator/customer-services', headers: operator, payload: payload as object });

  it('[STATUS-02] reads every settings.manage group of the default merchant, and a maintenance window set for it', async () => {
    const before = await settings();
    expect(before.merchantCode).toBe('NG');
    expect(before.merchants.map((m) => m.code)).toEqual(expect.arrayContaining(['NG', 'AU']));
    expect(before.maintenance).toEqual({ merchant: { enabled: false, title: '', info: '', endTime: null }, global: { enabled: false, title: '', info: '', endTime: null } });
    expect(before.customerServices.entries[0]).toEqual({ csPosition: 'right', csType: 'livechat', name: 'Live Chat', url: 'https://chat.example.com/ng' });
    expect(before.resources.map((r) => r.resourceType)).toEqual(['ios', 'lite', 'android']);
    expect(before.registerFields.length).toBeGreaterThan(3);
    expect(Object.keys(before.switches)).toContain('LOGINTOHOME3');

    await operate(app(), { merchantCode: 'AU', maintenance: { enabled: true, title: 'Upgrade', info: 'Back soon.', endTime: '2031-05-01T06:00:00Z' }, restrictedCountries: ['kp'] });
    const au = await settings('au');
    expect(au.merchantCode).toBe('AU');
    expect(au.maintenance.merchant).toEqual({ enabled: true, title: 'Upgrade', info: 'Back soon.', endTime: '2031-05-01T06:00:00.000Z' });
    expect(au.regions.restrictedCountries).toEqual(['KP']);
    expect((await status('AU')).status).toBe(1);
    expect((await settings('NG')).maintenance.merchant.enabled).toBe(false);
    await operate(app(), { merchantCode: 'AU', maintenance: null, restrictedCountries: [] });
    expect((await status('AU')).status).toBe(0);
  });

  it("a sign-in provider saved again without its secret or addresses keeps the stored ones; a new provider still needs a secret", async () => {
    const put = (payload: object) => call(app(), { method: 'PUT', url: '/api/operator/sign-in-providers', headers: operator, payload: { merchantCode: 'AU', ...payload } });
    const custom = { authorizationEndpoint: 'https://id.example.com/auth', tokenEndpoint: 'https://id.example.com/token', userinfoEndpoint: 'https://id.example.com/me', scope: 'email' };
    expect((await put({ provider: 'facebook', enabled: false, clientId: 'fb-app', clientSecret: 'kept-secret', ...custom })).status).toBe(200);
    // The console's save of the enabled box alone: no secret, no addresses.
    expect((await put({ provider: 'facebook', enabled: true, clientId: 'fb-app-2' })).status).toBe(200);
    const stored = (await settings('AU')).signInProviders.find((p) => p.provider === 'facebook')!;
    expect(stored).toMatchObject({ enabled: true, clientId: 'fb-app-2', secretFrom: 'database', ...custom, issuer: null });
    const row = await app().store.db.selectFrom('sign_in_providers').select('client_secret').where('merchant_code', '=', 'AU').where('provider', '=', 'facebook').executeTakeFirstOrThrow();
    expect(row.client_secret).toBe('kept-secret');
    const fresh = await put({ provider: 'google', enabled: false, clientId: 'g-client' });
    expect([fresh.status, fresh.body.errorCode]).toEqual([400, 'bad_request']);
  });

  it('[CONTENT-30] an admin replaces the customer-service entries and the VIP channel: the portal lists them at once; audited with before and after', async () => {
    const admin = await newStaff(app(), 'admin');
    const before = (await settings('NG')).customerServices;
    const entries = [
      { csPosition: 'right', csType: 'telegram', name: ' Telegram help ', url: 'https://t.me/help_ng' },
      { csPosition: 'page', csType: 'other', name: 'Phone', url: 'tel:+234 800 000' },
    ];
    const answer = await staffCall<CustomerServicesSet>(app(), admin, 'PUT', '/api/operator/customer-services', { merchantCode: 'NG', entries, vip: null });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.value).toEqual({ merchantCode: 'NG', entries: [{ ...entries[0], name: 'Telegram help' }, entries[1]], vip: null });
    expect((await status('NG')).customerService.map((s) => s.name)).toEqual(['Telegram help', 'Phone']);
    expect((await settings('NG')).customerServices).toEqual({ entries: answer.body.value!.entries, vip: null });

    const audit = await app().store.db.selectFrom('audit_log').select(['actor', 'details']).where('action', '=', 'customer_services.change').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toBe(`staff:${admin.username}`);
    const details = (typeof audit[0]!.details === 'string' ? JSON.parse(audit[0]!.details) : audit[0]!.details) as { before: unknown; after: unknown };
    expect(details.before).toEqual(before);
    expect(details.after).toEqual({ entries: answer.body.value!.entries, vip: null });

    // The VIP channel left out stays as it is; named, it is set.
    const vip = { name: 'VIP Host', url: 'https://chat.example.com/ng/vip' };
    expect((await putServices({ entries: before.entries, vip })).body.value).toMatchObject({ entries: before.entries, vip });
    expect((await putServices({ entries: before.entries })).body.value).toMatchObject({ vip });
  });

  it('refuses unsafe addresses, blank names, unknown kinds, too many entries and unknown merchants; nothing changes', async () => {
    const before = await settings('NG');
    const good = { csPosition: 'right', csType: 'livechat', name: 'Chat', url: 'https://chat.example.com' };
    const refusals = [
      { entries: [{ ...good, url: 'javascript:alert(1)' }] },
      { entries: [{ ...good, url: 'http://chat.example.com' }] },
      { entries: [{ ...good, url: '//evil.example.com' }] },
      { entries: [{ ...good, name: '   ' }] },
      { entries: [{ ...good, csType: 'whatsapp' }] },
      { entries: [{ ...good, csPosition: 'left' }] },
      { entries: [{ ...good, extra: 1 }] },
      { entries: Array.from({ length: 21 }, () => good) },
      { entries: [good], vip: { name: 'VIP', url: 'data:text/html,x' } },
      { entries: [good], merchantCode: 'ZZ' },
      { entries: [good], merchantCode: 'bad code!' },
      {},
    ];
    for (const payload of refusals) {
      const answer = await putServices(payload);
      expect([400, 404], JSON.stringify({ payload, body: answer.body })).toContain(answer.status);
      expect(answer.body.success).toBe(false);
    }
    expect(await settings('NG')).toEqual(before);
    expect((await call(app(), { url: '/api/operator/settings?merchantCode=ZZ', headers: operator })).status).toBe(404);
    expect((await call(app(), { url: '/api/operator/settings?merchantCode=bad%20code', headers: operator })).status).toBe(400);
  });

  it('money settings read as the PUT wrote them (money.decide)', async () => {
    const finance = await newStaff(app(), 'finance');
    expect((await staffCall(app(), finance, 'PUT', '/api/operator/wallet-settings', { merchantCode: 'NG', withdrawConfirmMinutes: 45, rebateBps: 80, depositMin: '50.00' })).status).toBe(200);
    const read = await staffCall<WalletSettings>(app(), finance, 'GET', '/api/operator/wallet-settings?merchantCode=NG');
    expect(read.status).toBe(200);
    expect(read.body.value).toMatchObject({ merchantCode: 'NG', currency: 'NGN', withdrawConfirmMinutes: 45, rebateBps: 80, depositMin: '50.00' });
  });

  it('vendor maintenance windows read as the PUT wrote them, once per vendor (risk.manage)', async () => {
    const risk = await newStaff(app(), 'risk');
    const window = { vendor: 'HOUSE', startsAt: '2099-01-01T00:00:00Z', endsAt: '2099-01-02T00:00:00Z', info: 'Reel upgrade' };
    expect((await staffCall(app(), risk, 'PUT', '/api/operator/vendors/maintenance', window)).status).toBe(200);
    const read = await staffCall<VendorMaintenance>(app(), risk, 'GET', '/api/operator/vendors/maintenance');
    expect(read.status).toBe(200);
    expect(read.body.value!.vendors.map((v) => v.vendor)).toContain('HOUSE');
    expect(read.body.value!.windows.filter((w) => w.vendor === 'HOUSE')).toEqual([{ vendor: 'HOUSE', vendorName: expect.any(String), startsAt: '2099-01-01T00:00:00.000Z', endsAt: '2099-01-02T00:00:00.000Z', info: 'Reel upgrade' }]);
    await staffCall(app(), risk, 'DELETE', '/api/operator/vendors/HOUSE/maintenance');
    expect((await staffCall<VendorMaintenance>(app(), risk, 'GET', '/api/operator/vendors/maintenance')).body.value!.windows).toEqual([]);
  });

  it('each role reads only the groups its permission covers', async () => {
    const reads = ['/api/operator/settings', '/api/operator/wallet-settings', '/api/operator/vendors/maintenance'];
    const allowed: Record<string, boolean[]> = { admin: [true, false, false], finance: [false, true, false], risk: [false, false, true], support: [false, false, false], content: [false, false, false] };
    for (const [role, expected] of Object.entries(allowed)) {
      const staff = await newStaff(app(), role as 'admin');
      const got = await Promise.all(reads.map(async (url) => (await staffCall(app(), staff, 'GET', url)).status === 200));
      expect(got, role).toEqual(expected);
    }
    const support = await newStaff(app(), 'support');
    const refused = await staffCall(app(), support, 'PUT', '/api/operator/customer-services', { entries: [] });
    expect(refused.status).toBe(403);
  });
});

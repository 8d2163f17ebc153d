import { LOCALE_CODES } from '../../server/shared/languages';
import * as v from 'valibot';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { routers as routersSchema, systemStatus as systemStatusSchema, type SystemStatus } from '../../server/shared/wire/system';
import { call, DB_KINDS, operate, useApp, value } from './harness';
import type { SystemChange } from '../../server/shared/wire/operator';

// Public addresses the bundled IP database places in these countries.
const NIGERIA_IP = '41.58.0.1';
const AUSTRALIA_IP = '203.2.218.214';
const USA_IP = '8.8.8.8';
// Documentation ranges: no country, and not ours.
const UNTRUSTED_PEER = '198.51.100.7';
const TEST_NET_3_IP = '203.0.113.9';

const SWITCHES = ['DIRECTREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'USERNAMEREG3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3', 'MOBILEVERCODELOGIN3', 'MANPLAYREB3', 'LOGINTOHOME3'];

describe.each(DB_KINDS)('system status on %s', (kind) => {
  const app = useApp(kind);

  /** The status as seen from `ip`, arriving through a trusted proxy (inject connects from 127.0.0.1). */
  async function statusFrom(ip?: string, headers: Record<string, string> = {}): Promise<SystemStatus> {
    const raw = await value(app(), { url: '/api/system/status', headers: { ...(ip ? { 'x-forwarded-for': ip } : {}), ...headers } });
    // The client's own schema: if the server drifts from it, the app cannot read the answer.
    return v.parse(systemStatusSchema, raw);
  }

  it('[STATUS-01][STATUS-05][SESSION-42][SESSION-44] answers normal status for the default merchant Nigeria, in the client schema', async () => {
    const status = await statusFrom(NIGERIA_IP);
    expect(status.status).toBe(0);
    expect(status.maintenance).toBeUndefined();
    expect(status.regionRestriction).toBeUndefined();
    expect(status.location).toEqual({ ip: NIGERIA_IP, countryCode: 'NG' });
    expect(status.merchant).toMatchObject({ code: 'NG', currency: 'NGN', currencySymbol: '₦', timeZone: 'Africa/Lagos', defaultLanguage: 'en', csBarEnabled: true });
    expect(status.merchant.allowedCountries).toContain('NG');
    expect(status.merchant.licence.url).toMatch(/^https:\/\//);
    expect(Object.keys(status.switches).sort()).toEqual([...SWITCHES].sort());
    expect(status.languages).toEqual([...LOCALE_CODES]);
  });

  it('[CONTENT-30][SHELL-74] lists customer-service channels: live chat, telegram, facebook, other', async () => {
    const status = await statusFrom();
    expect(status.customerService.map((s) => s.csType)).toEqual(['livechat', 'telegram', 'facebook', 'other']);
    for (const entry of status.customerService) {
      expect(entry.name).not.toBe('');
      expect(entry.url).toMatch(/^(https:|mailto:)/);
    }
  });

  it('[CONTENT-35][STATUS-16] lists the app resources (iOS, lite, Android) with resourceType, url and qrCodeUrl', async () => {
    const status = await statusFrom();
    expect(status.resources.map((r) => r.resourceType)).toEqual(['ios', 'lite', 'android']);
    expect(status.resources.find((r) => r.resourceType === 'lite')).toEqual({ resourceType: 'lite', url: '/', qrCodeUrl: null });
    for (const r of status.resources.filter((r) => r.resourceType !== 'lite')) expect(r.url).toMatch(/^https:\/\//);
  });

  it('[CONTENT-35] the operator replaces the app resources; addresses that leave the portal other than by https are refused', async () => {
    const resources: SystemChange['resources'] = [
      { resourceType: 'android', url: 'https://apps.example.org/portal.apk', qrCodeUrl: 'https://cdn.example.org/qr/android.png' },
      { resourceType: 'lite', url: '/?lite=1' },
    ];
    await operate(app(), { resources });
    expect((await statusFrom()).resources).toEqual([
      { resourceType: 'lite', url: '/?lite=1', qrCodeUrl: null },
      { resourceType: 'android', url: 'https://apps.example.org/portal.apk', qrCodeUrl: 'https://cdn.example.org/qr/android.png' },
    ]);
    const refused = [
      [{ resourceType: 'ios', url: 'javascript:alert(1)' }],
      [{ resourceType: 'ios', url: '//evil.example/app' }],
      [{ resourceType: 'ios', url: '/\\evil.example/app' }],
      [{ resourceType: 'ios', url: 'http://apps.example.org/plain' }],
      [{ resourceType: 'ios', url: 'https://a.example/x', qrCodeUrl: 'data:image/png;base64,AAAA' }],
      [{ resourceType: 'windows', url: 'https://a.example/x' }],
      [{ resourceType: 'ios', url: 'https://a.example/1' }, { resourceType: 'ios', url: 'https://a.example/2' }],
    ];
    for (const change of refused) {
      const answer = await call(app(), { method: 'PUT', url: '/api/operator/system', headers: { 'x-operator-key': 'test-operator-key' }, payload: { resources: change } });
      expect(answer.status, JSON.stringify(change)).toBe(400);
    }
    expect((await statusFrom()).resources.map((r) => r.url)).toEqual(['/?lite=1', 'https://apps.example.org/portal.apk']);
    await operate(app(), { resources: [] });
    expect((await statusFrom()).resources).toEqual([]);
  });

  it('[SESSION-43] picks the merchant from X-Merchant: Australia uses AUD and EN', async () => {
    const status = await statusFrom(AUSTRALIA_IP, { 'x-merchant': 'AU' });
    expect(status.merchant).toMatchObject({ code: 'AU', currency: 'AUD', currencySymbol: 'A$', defaultLanguage: 'en' });
    expect(status.location.countryCode).toBe('AU');
    expect(status.merchant.allowedCountries).toContain('AU');
  });

  it('[SESSION-44] falls back to the default merchant for an unknown or malformed X-Merchant', async () => {
    for (const header of ['ZZ', 'not a merchant code at all', "NG'; DROP TABLE merchants; --", '']) {
      const status = await statusFrom(undefined, { 'x-merchant': header });
      expect(status.merchant.code).toBe('NG');
    }
  });

  it('[STATUS-05] gives loopback and private addresses no country', async () => {
    const direct = await statusFrom();
    expect(direct.location).toEqual({ ip: '127.0.0.1', countryCode: null });
    const privateAddress = await statusFrom('10.1.2.3, 192.168.0.4');
    expect(privateAddress.location.countryCode).toBeNull();
  });

  it('[STATUS-03][STATUS-12][STATUS-13] restricts a country on the merchant list, with the visitor IP and info text', async () => {
    // The seed restricts the United States for NG.
    const status = await statusFrom(USA_IP);
    expect(status.status).toBe(2);
    expect(status.regionRestriction?.ip).toBe(USA_IP);
    expect(status.regionRestriction?.info.length).toBeGreaterThan(10);
    expect(status.location).toEqual({ ip: USA_IP, countryCode: 'US' });
  });

  it('[STATUS-03] restricts by IP range (CIDR) too', async () => {
    const status = await statusFrom(TEST_NET_3_IP);
    expect(status.location.countryCode).toBeNull();
    expect(status.status).toBe(2);
    expect(status.regionRestriction?.ip).toBe(TEST_NET_3_IP);
  });

  it('[STATUS-03] believes X-Forwarded-For only from a trusted proxy', async () => {
    const fromTrusted = await call<SystemStatus>(app(), { url: '/api/system/status', remoteAddress: '10.9.8.7', headers: { 'x-forwarded-for': USA_IP } });
    expect(fromTrusted.body.value?.status).toBe(2);
    expect(fromTrusted.body.value?.location.ip).toBe(USA_IP);

    // A visitor cannot escape (or fake) a restriction by sending the header itself.
    const spoofed = await call<SystemStatus>(app(), { url: '/api/system/status', remoteAddress: UNTRUSTED_PEER, headers: { 'x-forwarded-for': USA_IP } });
    expect(spoofed.body.value?.status).toBe(0);
    expect(spoofed.body.value?.location).toEqual({ ip: UNTRUSTED_PEER, countryCode: null });

    const spoofedOut = await call<SystemStatus>(app(), { url: '/api/system/status', remoteAddress: USA_IP, headers: { 'x-forwarded-for': NIGERIA_IP } });
    expect(spoofedOut.body.value?.status).toBe(2);
    expect(spoofedOut.body.value?.location.ip).toBe(USA_IP);
  });

  it('[STATUS-02][STATUS-04][STATUS-07][STATUS-08][STATUS-09] maintenance wins over region restriction, and applies without a restart', async () => {
    expect((await statusFrom(USA_IP)).status).toBe(2);
    const endTime = '2031-05-01T06:00:00.000Z';
    await operate(app(), { merchantCode: 'NG', maintenance: { enabled: true, title: 'Scheduled upgrade', info: 'We will be back soon.', endTime } });
    const restricted = await statusFrom(USA_IP);
    expect(restricted.status).toBe(1);
    expect(restricted.maintenance).toEqual({ title: 'Scheduled upgrade', info: 'We will be back soon.', endTime });
    expect(restricted.regionRestriction).toBeUndefined();
    // The other merchant is not in maintenance.
    expect((await statusFrom(NIGERIA_IP, { 'x-merchant': 'AU' })).status).toBe(0);

    await operate(app(), { merchantCode: 'NG', maintenance: { enabled: true, title: 'Upgrade', info: 'Soon.' } });
    expect((await statusFrom()).maintenance).toEqual({ title: 'Upgrade', info: 'Soon.', endTime: null });

    await operate(app(), { merchantCode: 'NG', maintenance: null });
    expect((await statusFrom(USA_IP)).status).toBe(2);
    expect((await statusFrom(NIGERIA_IP)).status).toBe(0);
  });

  it('[STATUS-18] the answer carries the location always, maintenance and regionRestriction when they apply', async () => {
    const normal = await statusFrom(NIGERIA_IP);
    expect(normal.location).toEqual({ ip: NIGERIA_IP, countryCode: 'NG' });
    expect('maintenance' in normal || 'regionRestriction' in normal).toBe(false);
    const restricted = await statusFrom(USA_IP);
    expect(restricted.location).toEqual({ ip: USA_IP, countryCode: 'US' });
    expect(restricted.regionRestriction?.ip).toBe(USA_IP);
    await operate(app(), { merchantCode: 'NG', maintenance: { enabled: true, title: 'Upgrade', info: 'Soon.' } });
    const paused = await statusFrom(NIGERIA_IP);
    expect(paused.location.countryCode).toBe('NG');
    expect(paused.maintenance).toEqual({ title: 'Upgrade', info: 'Soon.', endTime: null });
    await operate(app(), { merchantCode: 'NG', maintenance: null });
  });

  it.each([
    ['REGISTER-71', 'REGMOBVERF3'],
    ['REGISTER-72', 'MOBILENUMPASSREG3'],
    ['REGISTER-74', 'FREEPLAY3'],
    ['REGISTER-75', 'PWDEXPFORCECHANGE3'],
    ['REGISTER-76', 'MOBILEVERCODELOGIN3'],
    ['REGISTER-77', 'MANPLAYREB3'],
  ] as const)('[%s] switch %s exists: 1 is on, 0 off, as the operator sets it', async (_id, name) => {
    const before = (await statusFrom(NIGERIA_IP)).switches[name];
    expect([0, 1]).toContain(before);
    for (const value of [1, 0] as const) {
      await operate(app(), { merchantCode: 'NG', switches: { [name]: value } });
      expect((await statusFrom(NIGERIA_IP)).switches[name]).toBe(value);
    }
    await operate(app(), { merchantCode: 'NG', switches: { [name]: before } });
  });

  it('[STATUS-04] global maintenance covers every merchant', async () => {
    await operate(app(), { globalMaintenance: { enabled: true, title: 'Platform upgrade', info: 'All brands are paused.' } });
    for (const merchant of ['NG', 'AU']) {
      const status = await statusFrom(undefined, { 'x-merchant': merchant });
      expect(status.status).toBe(1);
      expect(status.maintenance?.title).toBe('Platform upgrade');
    }
    await operate(app(), { globalMaintenance: null });
    expect((await statusFrom(undefined, { 'x-merchant': 'AU' })).status).toBe(0);
  });

  it('[STATUS-03][SHELL-68] operator changes to markets, restrictions and switches show at once and are audited', async () => {
    const before = await app().store.db.selectFrom('audit_log').select('id').where('action', '=', 'system.update').execute();
    await operate(
      app(),
      {
        merchantCode: 'au',
        allowedCountries: ['au', 'NZ', 'NG'],
        restrictedCountries: ['NG'],
        restrictedCidrs: ['100.64.0.7/10', '2001:db8::/32'],
        regionInfo: 'Not available where you are.',
        switches: { FREEPLAY3: 1, MANPLAYREB3: 0 },
        csBarEnabled: false,
      },
      '10.0.0.1',
    );
    const status = await statusFrom(NIGERIA_IP, { 'x-merchant': 'AU' });
    expect(status.status).toBe(2);
    expect(status.regionRestriction).toEqual({ ip: NIGERIA_IP, info: 'Not available where you are.' });
    expect(status.merchant.allowedCountries).toEqual(['AU', 'NG', 'NZ']);
    expect(status.merchant.csBarEnabled).toBe(false);
    expect(status.switches.FREEPLAY3).toBe(1);
    expect(status.switches.MANPLAYREB3).toBe(0);
    // The range was stored as its network: any address inside it is restricted.
    expect((await statusFrom('100.100.1.1', { 'x-merchant': 'AU' })).status).toBe(2);
    expect((await statusFrom('2001:db8::5', { 'x-merchant': 'AU' })).status).toBe(2);
    expect((await statusFrom(AUSTRALIA_IP, { 'x-merchant': 'AU' })).status).toBe(0);
    // NG is untouched.
    expect((await statusFrom(NIGERIA_IP)).status).toBe(0);

    const entries = await app()
      .store.db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'system.update')
      .orderBy('id', 'desc')
      .execute();
    expect(entries.length).toBe(before.length + 1);
    const latest = entries[0]!;
    expect(latest.actor).toBe('operator-api');
    expect(latest.ip).toBe('10.0.0.1');
    expect(latest.at).toBeInstanceOf(Date);
    expect(latest.details).toMatchObject({ merchantCode: 'AU', change: { restrictedCountries: ['NG'] } });
  });

  it('[STATUS-02] reads the database on every call: a change written straight to it (as the command line does) shows without a restart', async () => {
    const db = app().store.db;
    await db.updateTable('maintenance').set({ enabled: true, title: 'Database says so', info: 'Direct change.' }).where('scope', '=', 'AU').execute();
    expect((await statusFrom(undefined, { 'x-merchant': 'AU' })).maintenance?.title).toBe('Database says so');
    await db.updateTable('maintenance').set({ enabled: false }).where('scope', '=', 'AU').execute();
    expect((await statusFrom(undefined, { 'x-merchant': 'AU' })).status).toBe(0);
  });

  it('refuses operator changes without the right key, and changes nothing', async () => {
    for (const headers of [{}, { 'x-operator-key': 'wrong' }, { 'x-operator-key': '' }]) {
      const answer = await call(app(), { method: 'PUT', url: '/api/operator/system', headers, payload: { maintenance: { enabled: true, title: 'x', info: 'y' } } });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'forbidden' });
    }
    expect((await statusFrom()).status).toBe(0);
  });

  it('refuses a malformed operator change as a whole', async () => {
    const bad = [
      { restrictedCidrs: ['not-a-range'] },
      { restrictedCidrs: ['10.0.0.0/33'] },
      { allowedCountries: ['NGA'] },
      { switches: { NOTASWITCH: 1 } },
      { switches: { FREEPLAY3: 2 } },
      { maintenance: { enabled: true, endTime: 'next tuesday' } },
      { maintenance: { title: 'missing enabled' } },
      { merchantCode: 'NOPE', maintenance: { enabled: true } },
      { unknownField: true },
    ];
    for (const change of bad) {
      const answer = await call(app(), { method: 'PUT', url: '/api/operator/system', headers: { 'x-operator-key': 'test-operator-key' }, payload: { allowedCountries: ['ZZ'], ...change } });
      expect(answer.status, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(change)).toBeLessThan(500);
      expect(answer.body.success).toBe(false);
    }
    expect((await statusFrom()).merchant.allowedCountries).not.toContain('ZZ');
  });

  it('[STATUS-17] answers the image and launch CDNs: the portal itself by default, the operator\'s per merchant', async () => {
    expect(await statusFrom()).toMatchObject({ imageCdn: '', launchCdn: '' });
    await operate(app(), { imageCdn: 'https://img.cdn.example.org/ng', launchCdn: 'https://play.cdn.example.org' });
    expect(await statusFrom()).toMatchObject({ imageCdn: 'https://img.cdn.example.org/ng', launchCdn: 'https://play.cdn.example.org' });
    // Another merchant keeps its own.
    expect(await statusFrom(undefined, { 'x-merchant': 'AU' })).toMatchObject({ imageCdn: '', launchCdn: '' });
    for (const bad of ['http://img.example.org', '//img.example.org', 'https://img.example.org/', 'javascript:alert(1)', '/images']) {
      const answer = await call(app(), { method: 'PUT', url: '/api/operator/system', headers: { 'x-operator-key': 'test-operator-key' }, payload: { imageCdn: bad } });
      expect(answer.status, bad).toBe(400);
      const launch = await call(app(), { method: 'PUT', url: '/api/operator/system', headers: { 'x-operator-key': 'test-operator-key' }, payload: { launchCdn: bad } });
      expect(launch.status, bad).toBe(400);
    }
    expect((await statusFrom()).imageCdn).toBe('https://img.cdn.example.org/ng');
    await operate(app(), { imageCdn: '', launchCdn: '' });
    expect(await statusFrom()).toMatchObject({ imageCdn: '', launchCdn: '' });
  });

  it('[STATUS-15] takes the page host as a query parameter, answers it back and whether the merchant lists it', async () => {
    const status = async (query: string) => v.parse(systemStatusSchema, await value(app(), { url: `/api/system/status${query}` }));
    expect((await status('')).domain).toEqual({ host: null, listed: false });
    expect((await status('?host=ng.aurora-play.example.com')).domain).toEqual({ host: 'ng.aurora-play.example.com', listed: true });
    expect((await status('?host=m.ng.aurora-play.example.com')).domain).toEqual({ host: 'm.ng.aurora-play.example.com', listed: true });
    expect((await status('?host=localhost:8080')).domain).toEqual({ host: 'localhost:8080', listed: false });
    for (const bad of ['evil.example/path', 'a b', '%3Cscript%3E', 'Upper.Example.com', 'x'.repeat(300)]) {
      const answer = await call(app(), { url: `/api/system/status?host=${bad}` });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.success).toBe(false);
    }
  });

  it('[STATUS-19][STATUS-20] the routers call answers the domains of device 0 (web) and 3 (mobile) as value.domainList[].domainName', async () => {
    const routers = async (device: string, headers: Record<string, string> = {}) => v.parse(routersSchema, await value(app(), { url: `/api/system/routers?device=${device}`, headers }));
    expect(await routers('0')).toEqual({ domainList: [{ domainName: 'ng.aurora-play.example.com' }] });
    expect((await routers('3')).domainList[0]?.domainName).toBe('m.ng.aurora-play.example.com');
    expect((await routers('3', { 'x-merchant': 'AU' })).domainList[0]?.domainName).toBe('m.au.aurora-play.example.com');
    for (const bad of ['1', '2', 'web', '']) expect((await call(app(), { url: `/api/system/routers?device=${bad}` })).status, bad).toBe(400);
    expect((await call(app(), '/api/system/routers')).status).toBe(400);

    await operate(app(), { domains: { mobile: ['m2.example.com', 'm.ng.aurora-play.example.com'] } });
    expect((await routers('3')).domainList.map((d) => d.domainName)).toEqual(['m2.example.com', 'm.ng.aurora-play.example.com']);
    expect((await routers('0')).domainList.map((d) => d.domainName)).toEqual(['ng.aurora-play.example.com']);
    expect((await call(app(), { method: 'PUT', url: '/api/operator/system', headers: { 'x-operator-key': 'test-operator-key' }, payload: { domains: { web: ['https://x.example'] } } })).status).toBe(400);
    await operate(app(), { domains: { mobile: ['m.ng.aurora-play.example.com'] } });
  });

  it('keeps the audit log append-only: UPDATE and DELETE are refused by the database', async () => {
    const db = app().store.db;
    const [row] = await db.selectFrom('audit_log').select(['id', 'action']).limit(1).execute();
    expect(row).toBeDefined();
    await expect(db.updateTable('audit_log').set({ actor: 'someone else' }).where('id', '=', row!.id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').where('id', '=', row!.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const after = await db.selectFrom('audit_log').select(['id', 'action', 'actor']).where('id', '=', row!.id).executeTakeFirst();
    expect(after?.action).toBe(row!.action);
    expect(after?.actor).not.toBe('someone else');
  });
});

import { LOCALE_CODES } from '../../server/shared/languages';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { RegisterSettings } from '../../server/shared/wire/accounts';
import { regions as regionsSchema } from '../../server/shared/wire/system';
import { call, DB_KINDS, useApp, value } from './harness';
import type { Banner, Notice } from '../../server/shared/wire/content';
import type { MenuEntry } from '../../server/shared/wire/lobby';

const GROUPS = [
  'w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_lott',
  'w_cockfight', 'w_promotion', 'w_shop', 'w_help', 'w_reg', 'w_forget', 'w_register',
];
// Checklist IDs of the route-to-group table of spec section 2.
const GROUP_IDS: Record<string, string> = {
  w_home: 'SHELL-28', w_rng: 'SHELL-29', w_live: 'SHELL-30', w_fish: 'SHELL-31', w_pvp: 'SHELL-32',
  w_sports: 'SHELL-33', w_esports: 'SHELL-34', w_lott: 'SHELL-35', w_cockfight: 'SHELL-36',
  w_promotion: 'SHELL-37', w_shop: 'SHELL-38', w_help: 'SHELL-39', w_reg: 'SHELL-40', w_forget: 'SHELL-41', w_register: 'SHELL-42',
};


describe.each(DB_KINDS)('content on %s', (kind) => {
  const app = useApp(kind);

  it('[SHELL-65][SHELL-67] lists regions: the merchants\' countries, each with all 8 languages in their own names, English first', async () => {
    const regions = v.parse(regionsSchema, await value(app(), '/api/system/regions'));
    expect(regions.map((r) => [r.country, r.countryName, r.currency, r.merchantCode])).toEqual([
      ['NG', 'Nigeria', 'NGN', 'NG'],
      ['AU', 'Australia', 'AUD', 'AU'],
    ]);
    for (const region of regions) {
      expect(region.langList.map((l) => l.code)).toEqual([...LOCALE_CODES]);
      expect(region.langList[0]).toEqual({ code: 'en', name: 'English' });
      expect(region.langList.find((l) => l.code === 'vi')?.name).toBe('Tiếng Việt');
    }
  });

  it('[SHELL-54][SHELL-56][LOBBY-07][LOBBY-18][LOBBY-05][LOBBY-43] serves the game menu in display order, cockfight right after sports; RNG has more than 11 vendors, SPORTS has FB', async () => {
    const menu = await value<MenuEntry[]>(app(), '/api/games/menu');
    // The demo data stores cockfight last: the menu still places it after sports.
    expect(menu.map((m) => m.gameType)).toEqual(['LIVE', 'RNG', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'LOTT', 'ELOTT', 'PVP', 'FISH']);
    const byType = Object.fromEntries(menu.map((m) => [m.gameType, m.vendors]));
    expect(byType.RNG!.length).toBeGreaterThan(11);
    expect(byType.SPORTS!.map((v) => v.vassalage)).toContain('FB');
    expect(byType.ESPORTS!.length).toBeGreaterThan(0);
    expect(byType.COCKFIGHT!.length).toBeGreaterThan(0);
    const lottery = [...byType.LOTT!, ...byType.ELOTT!].map((v) => v.vassalage);
    for (const code of ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT']) expect(lottery).toContain(code);
    for (const entry of menu) {
      expect(entry.name).not.toBe('');
      for (const vendor of entry.vendors) {
        expect(vendor.gameType).toBe(entry.gameType);
        expect([0, 1]).toContain(vendor.isHot);
        expect(Number.isInteger(vendor.accountTypeId)).toBe(true);
      }
    }
    expect(menu.flatMap((m) => m.vendors).some((v) => v.isHot === 1)).toBe(true);
  });

  it('[LOBBY-21][LOBBY-22] marks each vendor card GAME or VASSALAGE; a VASSALAGE card\'s games come from the game list', async () => {
    const menu = await value<MenuEntry[]>(app(), '/api/games/menu');
    const vendors = menu.flatMap((m) => m.vendors);
    for (const vendor of vendors) expect(['GAME', 'VASSALAGE']).toContain(vendor.isGame);
    const kind = (code: string) => vendors.find((v) => v.vassalage === code)?.isGame;
    // Live tables and quick draws to choose from; a single sportsbook opens at once.
    expect([kind('ROYAL_DEALER'), kind('LOTUS_LIVE'), kind('QUICK_DRAW')]).toEqual(['VASSALAGE', 'VASSALAGE', 'VASSALAGE']);
    expect([kind('OPAL_TABLE'), kind('FB'), kind('SPUR_ARENA')]).toEqual(['GAME', 'GAME', 'GAME']);
    const list = await value<{ games: { vendor: string; gameCode: string }[]; total: number }>(app(), '/api/games?gameType=LIVE&vassalage=ROYAL_DEALER');
    expect(list.total).toBeGreaterThan(1);
    expect(new Set(list.games.map((g) => g.vendor))).toEqual(new Set(['ROYAL_DEALER']));
  });

  it('[SHELL-55][SHELL-69] serves every vendor icon and logo as SVG', async () => {
    const menu = await value<MenuEntry[]>(app(), '/api/games/menu');
    for (const vendor of menu.flatMap((m) => m.vendors)) {
      for (const url of [vendor.iconUrl, vendor.logoUrl]) {
        const image = await app().app.inject(url);
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(image.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
        expect(image.body).toContain(`aria-label="${vendor.name.replace(/&/g, '&amp;')}"`);
      }
    }
    expect((await app().app.inject('/api/media/vendor/NOT_A_VENDOR.svg')).statusCode).toBe(404);
  });

  it.each(GROUPS.map((group) => ({ group, id: GROUP_IDS[group] })))('[$id][SHELL-43] serves banner group $group', async ({ group }) => {
    const banners = await value<Banner[]>(app(), `/api/content/banners?group=${group}`);
    expect(banners.length).toBeGreaterThanOrEqual(group === 'w_home' ? 3 : 1);
    expect(banners.length).toBeLessThanOrEqual(group === 'w_home' ? 5 : 2);
    for (const banner of banners) {
      expect(banner.groupName).toBe(group);
      expect(['none', 'route', 'url', 'game', 'promotion']).toContain(banner.linkageType);
      if (banner.linkageType === 'none') expect(banner.linkageTarget).toBeUndefined();
      else expect(banner.linkageTarget).toBeTruthy();
      if (banner.linkageType === 'route') expect(banner.linkageTarget).toMatch(/^\//);
      if (banner.linkageType === 'url') expect(banner.linkageTarget).toMatch(/^https:\/\//);
      expect(banner.title).not.toBe('');
    }
  });

  it('[SHELL-28][SHELL-43][SHELL-44][SHELL-48] w_home has three banners (a carousel) with bannerId, url, groupName and linkage types', async () => {
    const banners = await value<Banner[]>(app(), '/api/content/banners?group=w_home');
    expect(banners).toHaveLength(3);
    const all = (await Promise.all(GROUPS.map((g) => value<Banner[]>(app(), `/api/content/banners?group=${g}`)))).flat();
    expect(new Set(all.map((b) => b.linkageType))).toEqual(new Set(['none', 'route', 'url', 'game', 'promotion']));
    for (const banner of banners) {
      const image = await app().app.inject(banner.url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.headers['cache-control']).toContain('immutable');
      expect(image.body).toContain('linearGradient');
      expect(image.body).toContain(banner.title.split(' ')[0]!.replace('&', '&amp;'));
    }
  });

  it('answers bad_request for an unknown or missing banner group, translated', async () => {
    for (const url of ['/api/content/banners?group=w_nope', '/api/content/banners', '/api/content/banners?group=']) {
      const answer = await call(app(), { url, headers: { 'accept-language': 'th-TH,th;q=0.9' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'bad_request', message: 'คำขอไม่ถูกต้อง กรุณาตรวจสอบข้อมูลที่กรอก' });
    }
  });

  it('[CONTENT-37][CONTENT-38][CONSTANTS-05] serves notices of the asked types, newest first, with a popup flag', async () => {
    const all = await value<Notice[]>(app(), '/api/content/notices?types=B,PL,PU,PR,H');
    expect(new Set(all.map((n) => n.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
    expect(all.some((n) => n.popup)).toBe(true);
    expect(all.some((n) => !n.popup)).toBe(true);
    const times = all.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const some = await value<Notice[]>(app(), '/api/content/notices?types=PU,PR');
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((n) => n.type === 'PU' || n.type === 'PR')).toBe(true);
    expect(await value<Notice[]>(app(), '/api/content/notices')).toHaveLength(all.length);
    const bad = await call(app(), '/api/content/notices?types=B,XX');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('bad_request');
  });

  it('[SHELL-50] serves the logo and a flag for each region', async () => {
    const logo = await app().app.inject('/api/media/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    for (const country of ['NG', 'AU', 'ng']) {
      const flag = await app().app.inject(`/api/media/flag/${country}.svg`);
      expect(flag.statusCode).toBe(200);
      expect(flag.body).toContain(`aria-label="${country.toUpperCase()}"`);
    }
    const bad = await call(app(), '/api/media/flag/NGA.svg');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('bad_request');
  });

  it('[REGISTER-68] serves register field rules per merchant; the password keeps at least 8 to 64', async () => {
    for (const merchant of ['NG', 'AU']) {
      const settings = await value<RegisterSettings>(app(), { url: '/api/member/register/settings', headers: { 'x-merchant': merchant } });
      const password = settings.fields.find((f) => f.field === 'password');
      expect(password).toMatchObject({ enabled: true, required: true });
      expect(password!.minLength).toBeGreaterThanOrEqual(8);
      expect(password!.maxLength).toBeGreaterThanOrEqual(64);
      for (const f of settings.fields) {
        if (f.acceptedPattern !== '*') expect(() => new RegExp(f.acceptedPattern)).not.toThrow();
        expect(f.minLength).toBeLessThanOrEqual(f.maxLength);
      }
      expect(settings.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['username', 'confirmPassword', 'mobileNum', 'email', 'affiliateCode', 'verificationCode']));
      expect(Object.keys(settings.switches)).toContain('DIRECTREG3');
    }
    // The database itself refuses a weaker password rule.
    await expect(
      app().store.db.updateTable('register_fields').set({ min_length: 6 }).where('field', '=', 'password').execute(),
    ).rejects.toThrow();
  });
});

// The member answer's VIP club and profile labels (spec section 3): clubLabel is the VIP
// level the member's settled stakes reach, memberLabel names the profile facts on file; and
// the shell's GET calls for menus, icon and avatar (spec section 7).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Avatar, Member } from '../../server/shared/wire/accounts';
import { freshIp, passwordLogin, useAccountApp, type LoginValue } from './accounts.helpers';
import { call, DB_KINDS } from './harness';

describe.each(DB_KINDS)('member labels on %s', (kind) => {
  const { app } = useAccountApp(kind);

  it('[SESSION-06] clubLabel is the member\'s VIP level: labelName and rankLevel of the highest level the settled stakes reach', async () => {
    const db = app().store.db;
    const info = async () => {
      const login = (await passwordLogin(app(), 'demo', 'Demo@12345', {}, { ip: freshIp() })).body.value as LoginValue;
      const answer = await call<Member>(app(), { url: '/api/member/info', headers: { authorization: `Bearer ${login.token}` } });
      return (answer.body as { value: Member }).value;
    };
    const levels = await db.selectFrom('vip_levels').select(['level', 'name', 'min_stake_minor']).where('merchant_code', '=', 'NG').orderBy('level').execute();
    expect(levels.length).toBeGreaterThan(2);
    const before = await info();
    expect(before.clubLabel).toEqual({ labelName: levels[0]!.name, rankLevel: levels[0]!.level });
    expect(before).toMatchObject({ hasVip: false, vipRankLevel: 0 });
    // Levels 1 and 2 opened to every stake: the member stands on the highest, 2.
    await db.updateTable('vip_levels').set({ min_stake_minor: 0 }).where('merchant_code', '=', 'NG').where('level', 'in', [1, 2]).execute();
    try {
      const after = await info();
      expect(after.clubLabel).toEqual({ labelName: levels[2]!.name, rankLevel: 2 });
      expect(after).toMatchObject({ hasVip: true, vipRankLevel: 2 });
    } finally {
      for (const l of levels) await db.updateTable('vip_levels').set({ min_stake_minor: l.min_stake_minor }).where('merchant_code', '=', 'NG').where('level', '=', l.level).execute();
    }
  });

  it('[SESSION-07] memberLabel lists the profile facts on file: mobile, email, real name, birthday, address, nationality, occupation, income source', async () => {
    const db = app().store.db;
    const saved = await db
      .selectFrom('users')
      .select(['id', 'dialing_code', 'mobile_num', 'email', 'email_key', 'payee_name', sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('birthday')])
      .where('account', '=', 'demo')
      .executeTakeFirstOrThrow();
    const labels = async () => {
      const login = (await passwordLogin(app(), 'demo', 'Demo@12345', {}, { ip: freshIp() })).body.value as LoginValue;
      return login.member.memberLabel;
    };
    const restore = () =>
      db
        .updateTable('users')
        .set({ dialing_code: saved.dialing_code, mobile_num: saved.mobile_num, email: saved.email, email_key: saved.email_key, payee_name: saved.payee_name, birthday: saved.birthday, address: null, nationality: null, occupation: null, income_source: null })
        .where('id', '=', saved.id)
        .execute();
    try {
      await db
        .updateTable('users')
        .set({ dialing_code: null, mobile_num: null, email: null, email_key: null, payee_name: null, birthday: null, address: null, nationality: null, occupation: null, income_source: null })
        .where('id', '=', saved.id)
        .execute();
      expect(await labels()).toEqual([]);
      await db.updateTable('users').set({ email: 'demo@example.org', email_key: 'demo@example.org', birthday: '1990-04-02', nationality: 'NG', income_source: 'Salary' }).where('id', '=', saved.id).execute();
      expect(await labels()).toEqual(['email', 'birthday', 'nationality', 'incomeSource']);
      await db
        .updateTable('users')
        .set({ dialing_code: '234', mobile_num: '8031234567', payee_name: 'Ada Obi', address: '12 Marina Road, Lagos', occupation: 'Engineer' })
        .where('id', '=', saved.id)
        .execute();
      expect(await labels()).toEqual(['mobile', 'email', 'realName', 'birthday', 'address', 'nationality', 'occupation', 'incomeSource']);
    } finally {
      await restore();
    }
  });

  it('[SHELL-60] menus, icon and avatar are fetched with GET: the game menu, the portal logo and the member\'s avatar', async () => {
    const menu = await call(app(), { method: 'GET', url: '/api/games/menu' });
    expect(menu.status).toBe(200);
    expect(Array.isArray((menu.body as { value: unknown }).value)).toBe(true);
    const icon = await app().app.inject({ method: 'GET', url: '/api/media/logo.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await call(app(), { method: 'GET', url: '/api/member/avatar' })).status).toBe(401);
    const login = (await passwordLogin(app(), 'demo', 'Demo@12345', {}, { ip: freshIp() })).body.value as LoginValue;
    const headers = { authorization: `Bearer ${login.token}` };
    const avatar = await call<Avatar>(app(), { method: 'GET', url: '/api/member/avatar', headers });
    expect(avatar.status).toBe(200);
    const value = (avatar.body as { value: Avatar }).value;
    expect(value.initial).toBe((login.member.nickname?.trim() || 'demo')[0]!.toUpperCase());
    expect(value.color).toMatch(/^#[0-9a-f]{6}$/);
    // Steady for the member.
    expect((await call<Avatar>(app(), { method: 'GET', url: '/api/member/avatar', headers })).body).toEqual(avatar.body);
    expect((await call(app(), { method: 'POST', url: '/api/member/avatar', headers })).status).toBe(404);
  });
});

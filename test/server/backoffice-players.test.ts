// The back office's players: search by account, mobile, e-mail and codes; a player's page with
// ledger, bets and logins; notes; lock (sessions end at once) and unlock; a password reset that
// forces a change at the next login. Each change is audited under the staff member's name.
import { describe, expect, it } from 'vitest';
import type { PlayerDetails, PlayerList, PlayerNote } from '../../server/shared/wire/backofficePlayers';
import { call, DB_KINDS } from './harness';
import { passwordLogin } from './accounts.helpers';
import { newStaff } from './staff.helpers';
import { newMember, useWalletApp } from './wallet.helpers';

describe.each(DB_KINDS)('back office players on %s', (kind) => {
  const { app } = useWalletApp(kind);

  it('finds a player by the start of the account, the mobile number, the e-mail and the referral code, in pages of 15', async () => {
    const support = await newStaff(app(), 'support');
    const member = await newMember(app());
    await app().store.db.updateTable('users').set({ mobile_num: '8031234567', dialing_code: '234', email: 'Found.Me@example.com', email_key: 'found.me@example.com' }).where('id', '=', member.user.id).execute();
    const search = async (q: string) => (await call<PlayerList>(app(), { url: `/api/operator/players?q=${encodeURIComponent(q)}`, headers: support.headers })).body.value!;
    for (const q of [member.account.slice(0, -1), member.account.toUpperCase(), '8031234567', '+234 803 123 4567', 'found.me@EXAMPLE.com', member.user.referral_code.toLowerCase()]) {
      const found = await search(q);
      expect(found.items.map((p) => p.account), q).toContain(member.account);
    }
    expect((await search('no-such-player-anywhere')).items).toEqual([]);
    // LIKE's wildcards typed are matched as themselves.
    expect((await search('%')).total).toBe(0);
    const all = await search('');
    expect(all.pageSize).toBe(15);
    expect(all.items.length).toBeLessThanOrEqual(15);
    expect(all.total).toBeGreaterThan(1);
    const sorted = async (sort: string) => (await call<PlayerList>(app(), { url: `/api/operator/players?sort=${sort}`, headers: support.headers })).body.value!.items;
    const byAccount = (await sorted('account')).map((p) => p.account.toLowerCase());
    expect(byAccount).toEqual([...byAccount].sort());
    const oldest = (await sorted('oldest')).map((p) => p.registeredAt);
    expect(oldest).toEqual([...oldest].sort());
    expect((await sorted('lastLogin')).length).toBeGreaterThan(0);
    expect((await call(app(), { url: '/api/operator/players?sort=sideways', headers: support.headers })).status).toBe(400);
  });

  it("shows a player's profile, wallets, ledger, bets and logins", async () => {
    const finance = await newStaff(app(), 'finance');
    const member = await newMember(app());
    const details = await call<PlayerDetails>(app(), { url: `/api/operator/players/${member.user.id}`, headers: finance.headers });
    expect(details.status).toBe(200);
    expect(details.body.value).toMatchObject({ account: member.account, kind: 'member', locked: false, passwordChangeRequired: false, notes: [] });
    expect(details.body.value!.wallets.wallets[0]).toMatchObject({ wallet: 'main' });
    for (const part of ['ledger', 'bets', 'logins']) {
      const answer = await call<{ items: unknown[]; page: number }>(app(), { url: `/api/operator/players/${member.user.id}/${part}?page=1`, headers: finance.headers });
      expect(answer.status, part).toBe(200);
      expect(answer.body.value!.page).toBe(1);
    }
    expect((await call(app(), { url: '/api/operator/players/999999999', headers: finance.headers })).status).toBe(404);
    expect((await call(app(), { url: '/api/operator/players/abc', headers: finance.headers })).status).toBe(400);
  });

  it('notes are kept with their author and audited; an empty or over-long note is refused and nothing is written', async () => {
    const support = await newStaff(app(), 'support');
    const member = await newMember(app());
    const url = `/api/operator/players/${member.user.id}/notes`;
    const note = await call<PlayerNote>(app(), { method: 'POST', url, headers: support.headers, payload: { body: '  Asked about a late withdrawal.  ' } });
    expect(note.status).toBe(200);
    expect(note.body.value).toMatchObject({ author: `staff:${support.username}`, body: 'Asked about a late withdrawal.' });
    for (const body of ['', '   ', 'x'.repeat(1001)]) expect((await call(app(), { method: 'POST', url, headers: support.headers, payload: { body } })).status).toBe(400);
    const details = await call<PlayerDetails>(app(), { url: `/api/operator/players/${member.user.id}`, headers: support.headers });
    expect(details.body.value!.notes.map((n) => n.body)).toEqual(['Asked about a late withdrawal.']);
    const audit = await app().store.db.selectFrom('audit_log').select(['actor', 'action']).where('action', '=', 'player.note').where('actor', '=', `staff:${support.username}`).execute();
    expect(audit).toHaveLength(1);
  });

  it("a lock ends the player's sessions at once and an unlock lets them log in again; audited with before and after", async () => {
    const support = await newStaff(app(), 'support');
    const member = await newMember(app());
    const balance = () => call(app(), { url: '/api/wallet/balance', headers: { authorization: `Bearer ${member.token}` } });
    expect((await balance()).status).toBe(200);
    const lockUrl = `/api/operator/players/${member.user.id}/lock`;
    for (const reason of [undefined, '  ']) {
      const refused = await call(app(), { method: 'PUT', url: lockUrl, headers: support.headers, payload: { locked: true, ...(reason === undefined ? {} : { reason }) } });
      expect([refused.status, refused.body.errorCode]).toEqual([400, 'bad_request']);
    }
    expect((await balance()).status).toBe(200);
    const locked = await call<{ locked: boolean; sessionsRevoked: number }>(app(), { method: 'PUT', url: lockUrl, headers: support.headers, payload: { locked: true, reason: 'Shared account' } });
    expect(locked.body.value).toEqual({ locked: true, sessionsRevoked: 1 });
    expect((await balance()).status).toBe(401);
    const unlocked = await call(app(), { method: 'PUT', url: `/api/operator/players/${member.user.id}/lock`, headers: support.headers, payload: { locked: false, reason: 'Owner verified' } });
    expect(unlocked.status).toBe(200);
    const rows = await app().store.db.selectFrom('audit_log').select(['action', 'details']).where('actor', '=', `staff:${support.username}`).where('action', 'not like', 'operator.call %').orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['account.lock', 'account.unlock']);
    expect(rows[0]!.details).toMatchObject({ before: { locked: false }, after: { locked: true }, reason: 'Shared account' });
    expect(rows[1]!.details).toMatchObject({ before: { locked: true }, after: { locked: false }, reason: 'Owner verified' });
  });

  it('a password reset gives a temporary password once, ends the sessions, and the next login must change it', async () => {
    const risk = await newStaff(app(), 'risk');
    const member = await newMember(app());
    const reset = await call<{ temporaryPassword: string; sessionsRevoked: number }>(app(), { method: 'POST', url: `/api/operator/players/${member.user.id}/password-reset`, headers: risk.headers });
    expect(reset.status).toBe(200);
    const { temporaryPassword, sessionsRevoked } = reset.body.value!;
    expect(temporaryPassword).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])\S{12}$/);
    expect(sessionsRevoked).toBe(1);
    expect((await passwordLogin(app(), member.account, 'Member@12345')).body.success).toBe(false);
    const login = await passwordLogin(app(), member.account, temporaryPassword);
    expect(login.body.value).toMatchObject({ mustChangePassword: true });
    const audit = await app().store.db.selectFrom('audit_log').select('details').where('action', '=', 'player.password_reset').where('actor', '=', `staff:${risk.username}`).executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.details)).not.toContain(temporaryPassword);
  });

  it('content staff may not read players; support may not reset... but may lock; finance may read but not lock', async () => {
    const member = await newMember(app());
    const content = await newStaff(app(), 'content');
    const finance = await newStaff(app(), 'finance');
    expect((await call(app(), { url: `/api/operator/players/${member.user.id}`, headers: content.headers })).status).toBe(403);
    expect((await call(app(), { url: '/api/operator/players', headers: content.headers })).status).toBe(403);
    expect((await call(app(), { method: 'PUT', url: `/api/operator/players/${member.user.id}/lock`, headers: finance.headers, payload: { locked: true } })).status).toBe(403);
    expect((await call(app(), { method: 'POST', url: `/api/operator/players/${member.user.id}/password-reset`, headers: finance.headers })).status).toBe(403);
    expect((await call(app(), { url: `/api/operator/players/${member.user.id}`, headers: { authorization: `Bearer ${member.token}` } })).status).toBe(401);
    const still = await app().store.db.selectFrom('users').select(['locked', 'password_set_by']).where('id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(still).toEqual({ locked: false, password_set_by: 'self' });
  });
});

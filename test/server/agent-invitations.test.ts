// Agents' invitation links (issue: every agent has one): a new agent gets a code at once, can
// issue another and retire one; a member registered with it joins that agent's team; the
// operator can switch a code off.
import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../server/shared/wire/agent';
import { freshIp, passwordLogin, plainCall, sealedCall, solvedSlider, useAccountApp, type LoginValue } from './accounts.helpers';
import { call, DB_KINDS, OPERATOR_KEY, type TestApp } from './harness';

async function tokenOf(app: TestApp, account: string, password: string) {
  return ((await passwordLogin(app, account, password, {}, { ip: freshIp() })).body.value as LoginValue).token;
}

describe.each(DB_KINDS)('agent invitations (%s)', (kind) => {
  const { app } = useAccountApp(kind);

  /** A downline agent made by the demo agent, its password changed by its first login. */
  async function newAgent(): Promise<{ account: string; token: string }> {
    const upline = await tokenOf(app(), 'agent01', 'Agent@12345');
    const account = `ag${Date.now().toString(36).slice(-6)}`;
    const made = await plainCall(app(), 'POST', '/api/agent/team', { account, password: 'Temp@12345', type: 'agent' }, { token: upline });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const first = (await passwordLogin(app(), account, 'Temp@12345', {}, { ip: freshIp() })).body.value as LoginValue;
    expect(first.mustChangePassword).toBe(true);
    const changed = await sealedCall(app(), 'POST', '/api/member/password', { oldPassword: 'Temp@12345', newPassword: 'Mine@12345', confirmNewPassword: 'Mine@12345' }, { token: first.token });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    return { account, token: await tokenOf(app(), account, 'Mine@12345') };
  }

  it('a new agent has an invitation code at once; a member registered with it is in that agent\'s team', async () => {
    const agent = await newAgent();
    const [code] = (await plainCall<Invitation[]>(app(), 'GET', '/api/agent/invitations', undefined, { token: agent.token })).body.value!;
    expect(code).toMatchObject({ active: true, domain: null });
    expect(code!.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await plainCall<{ valid: boolean }>(app(), 'GET', `/api/agent/affiliate?code=${code!.code}`)).body.value).toEqual({ valid: true });

    const ip = freshIp();
    await plainCall(app(), 'POST', '/api/verification/sms/register', { mobileNum: '8071234567', countryDialingCode: '+234' }, { ip });
    const outbox = await plainCall<{ code?: string }[]>(app(), 'GET', '/api/dev/outbox?to=%2B2348071234567');
    const captcha = (await plainCall<{ captchaId: string }>(app(), 'GET', '/api/captcha')).body.value!;
    const answer = (await plainCall<{ answer: string }>(app(), 'GET', `/api/dev/challenges/${captcha.captchaId}`)).body.value!.answer;
    const member = `inv${Date.now().toString(36).slice(-6)}`;
    const registered = await sealedCall(app(), 'PUT', '/api/member/register', {
      type: 'register', username: member, password: 'Player@2468', confirmPassword: 'Player@2468', mobileNum: '8071234567', countryDialingCode: '+234',
      verificationCode: outbox.body.value![0]?.code, email: `${member}@example.com`, captchaId: captcha.captchaId, captcha: answer,
      affiliateCode: code!.code, termsAccepted: true, slider: await solvedSlider(app()), login: true,
    }, { ip });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const team = await plainCall<{ items: { account: string }[] }>(app(), 'GET', `/api/agent/team?search=${member}`, undefined, { token: agent.token });
    expect(team.body.value!.items.map((i) => i.account)).toEqual([member]);
  });

  it('an agent issues another code and retires one; a retired or switched-off code registers no one', async () => {
    const agent = await newAgent();
    const issued = (await plainCall<Invitation[]>(app(), 'POST', '/api/agent/invitations', undefined, { token: agent.token })).body.value!;
    expect(issued.filter((i) => i.active)).toHaveLength(2);
    const [first, second] = issued;
    const left = (await plainCall<Invitation[]>(app(), 'POST', `/api/agent/invitations/${first!.code}/retire`, undefined, { token: agent.token })).body.value!;
    expect(left.find((i) => i.code === first!.code)!.active).toBe(false);
    expect((await plainCall<{ valid: boolean }>(app(), 'GET', `/api/agent/affiliate?code=${first!.code}`)).body.value).toEqual({ valid: false });
    // Another agent's code is not mine to retire.
    const other = await newAgent();
    expect((await plainCall(app(), 'POST', `/api/agent/invitations/${second!.code}/retire`, undefined, { token: other.token })).status).toBe(404);

    const off = await call(app(), { method: 'PUT', url: `/api/operator/affiliate-codes/${second!.code}`, headers: { 'x-operator-key': OPERATOR_KEY }, payload: { active: false } });
    expect(off.body.value).toMatchObject({ code: second!.code, active: false, agent: agent.account });
    expect((await plainCall<{ valid: boolean }>(app(), 'GET', `/api/agent/affiliate?code=${second!.code}`)).body.value).toEqual({ valid: false });
    const audit = await app().store.db.selectFrom('audit_log').select('action').where('action', 'in', ['agent.invitation.issue', 'agent.invitation.retire', 'affiliate_code.change']).execute();
    expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['agent.invitation.issue', 'agent.invitation.retire', 'affiliate_code.change']));
  });

  it('every agent has had an invitation code (the seeded downline agent02 too)', async () => {
    const without = await app()
      .store.db.selectFrom('users')
      .select('account')
      .where('type', 'in', [1, 2, 41, 42])
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('affiliate_codes').select('code').whereRef('affiliate_codes.agent_id', '=', 'users.id'))))
      .execute();
    expect(without).toEqual([]);
    const agent02 = await app().store.db.selectFrom('affiliate_codes').innerJoin('users', 'users.id', 'affiliate_codes.agent_id').select('code').where('users.account', '=', 'agent02').execute();
    expect(agent02).toHaveLength(1);
  });

  it('a member has no invitations to hand out (403 not_agent)', async () => {
    const token = await tokenOf(app(), 'demo', 'Demo@12345');
    expect((await plainCall(app(), 'GET', '/api/agent/invitations', undefined, { token })).body.errorCode).toBe('not_agent');
  });
});

// What the login machine reads from a refusal and keeps after a login, tested where its
// model cannot reach: a refusal whose value is missing a part (the server always sends it
// whole, so the model's failures do too) and the remembered name. Node only, so the login
// mutation group runs it (MACHINE_TESTS in scripts/mutation.ts).
import { describe, expect, it } from 'vitest';
import { extraCheckOf, rememberedAccountOf } from '../../machines/login.machine';

const refusal = (errorCode: string, value: unknown) => ({ error: { errorCode, value } });
const extra = { check: 'extra', checkId: 'chk-1', method: 'sms', target: '***5678', expiredMinutes: 5 };

describe('the extra check a login refusal asks for', () => {
  it('is read whole from verification_required naming the extra check', () => {
    expect(extraCheckOf(refusal('verification_required', extra))).toEqual({ method: 'sms', checkId: 'chk-1', target: '***5678', expiredMinutes: 5 });
  });

  it('is none for another code, another check, or a value without its id or method', () => {
    expect(extraCheckOf(refusal('login_failed', extra))).toBeNull();
    expect(extraCheckOf(refusal('verification_required', { ...extra, check: 'slider' }))).toBeNull();
    expect(extraCheckOf(refusal('verification_required', { ...extra, checkId: 7 }))).toBeNull();
    expect(extraCheckOf(refusal('verification_required', { ...extra, method: undefined }))).toBeNull();
    expect(extraCheckOf(refusal('verification_required', { ...extra, method: '' }))).toBeNull();
  });
});

describe('the name kept after a login with remember me', () => {
  const submission = { username: '  demo  ', password: 'Demo@12345', remember: 'on' };

  it('is the name as the server took it (trimmed) when the box was ticked', () => {
    expect(rememberedAccountOf({ type: 'username', submission })).toBe('demo');
  });

  it('is nothing for an SMS login, an unticked box or no submission', () => {
    expect(rememberedAccountOf({ type: 'sms', submission })).toBeNull();
    expect(rememberedAccountOf({ type: 'username', submission: { ...submission, remember: undefined } })).toBeNull();
    expect(rememberedAccountOf({ type: 'username', submission: null })).toBeNull();
  });
});

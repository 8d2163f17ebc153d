import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedAccountOf } from '../../machines/login.machine';
import { REMEMBER_ME_MS } from '../../server/shared/timing';
import { storage } from '../../src/storage/storage';

describe('[LOGIN-34] remember me', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the trimmed username of a password login with the box ticked, and nothing otherwise', () => {
    expect(rememberedAccountOf({ type: 'username', submission: { username: '  demo ', password: 'x', remember: 'on' } })).toBe('demo');
    expect(rememberedAccountOf({ type: 'username', submission: { username: 'demo', password: 'x' } })).toBeNull();
    expect(rememberedAccountOf({ type: 'sms', submission: { mobileNum: '8012340001', code: '123456', remember: 'on' } })).toBeNull();
  });

  it('lasts one day, then is forgotten; unticking forgets at once; only the name is stored', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    storage.rememberAccount('demo', now);
    expect(storage.rememberedAccount(now + REMEMBER_ME_MS - 1)).toBe('demo');
    expect(localStorage.getItem('rememberedAccount')).not.toMatch(/password|token/i);
    expect(storage.rememberedAccount(now + REMEMBER_ME_MS)).toBeNull();
    expect(localStorage.getItem('rememberedAccount')).toBeNull();
    storage.rememberAccount('demo', now);
    storage.rememberAccount(null, now);
    expect(storage.rememberedAccount(now)).toBeNull();
    localStorage.setItem('rememberedAccount', '{not json');
    expect(storage.rememberedAccount(now)).toBeNull();
  });
});

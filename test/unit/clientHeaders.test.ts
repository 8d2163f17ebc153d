// The headers every call carries (docs/api.md): the language, the merchant and the device, and
// the session token once there is one (calls marked T); a visitor's calls (N) carry none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/api/client';

// The portal's one client, its hooks as they are; only the address is absolute, as a page's would be.
const portal = http.extend({ prefixUrl: 'http://portal.test/api' });

const sent: Request[] = [];
const answer = () => new Response(JSON.stringify({ success: true, value: { ok: true } }), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  sent.length = 0;
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function stubFetch() {
  vi.stubGlobal('fetch', async (input: Request) => {
    sent.push(input);
    return answer();
  });
}

describe('the headers of every call', () => {
  it('[SESSION-09] with a session, a call sends its token as a Bearer header, with the language, merchant and device', async () => {
    stubFetch();
    sessionStorage.setItem('token', 'tok-123');
    localStorage.setItem('lang', 'vi');
    sessionStorage.setItem('merchantCode', 'AU');
    await portal.get('member/info');
    const headers = sent[0]!.headers;
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(headers.get('accept-language')).toBe('vi');
    expect(headers.get('x-merchant')).toBe('AU');
    expect(headers.get('x-device')).toBe('WEB');
  });

  it('[SESSION-10] a visitor\'s calls carry no token at all', async () => {
    stubFetch();
    await portal.get('system/status');
    expect(sent[0]!.headers.has('authorization')).toBe(false);
    expect(sent[0]!.headers.get('x-device')).toBe('WEB');
  });
});

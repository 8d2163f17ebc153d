// The system calls of spec section 7 as the client makes them: the status call carries the
// page's host, the routers call is made for device 0 then 3, and the status answer's CDNs
// are where pictures and games are served from.
import { describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ call: vi.fn<(schema: unknown, path: string, options?: unknown) => Promise<unknown>>(async () => ({})) }));
vi.mock('../../src/api/client', async (original) => ({ ...(await original<object>()), call: client.call }));
const { fetchSystemStatus, pageHost } = await import('../../src/api/system');
const { loadSiteDomains, phoneOrigin } = await import('../../src/app/siteDomains');
const { onCdn } = await import('../../src/app/cdn');
const { ApiError } = await import('../../src/api/client');

describe('system calls', () => {
  it('[STATUS-15] the status call is a GET that sends the page host', async () => {
    client.call.mockClear();
    await fetchSystemStatus();
    expect(client.call).toHaveBeenCalledWith(expect.anything(), 'system/status', { searchParams: { host: window.location.host }, signal: undefined });
    expect(window.location.host).not.toBe('');
    expect(pageHost('Play.Example.COM:8443')).toBe('play.example.com:8443');
    // What the server would refuse is not sent (an IPv6 literal), so the status still loads.
    expect(pageHost('[::1]:8080')).toBeUndefined();
  });

  it('[STATUS-19][STATUS-20] the routers call is made with device 0, then device 3; each domain is value.domainList[0].domainName', async () => {
    client.call.mockReset();
    client.call.mockImplementation(async (_schema, _path, options) => {
      const device = (options as { searchParams: { device: number } }).searchParams.device;
      return { domainList: [{ domainName: device === 0 ? 'www.example.com' : 'm.example.com' }, { domainName: 'other.example.com' }] };
    });
    const signal = new AbortController().signal;
    expect(await loadSiteDomains(undefined, { signal })).toEqual({ web: 'www.example.com', mobile: 'm.example.com' });
    expect(client.call.mock.calls.map(([, path, options]) => [path, (options as { searchParams: unknown }).searchParams])).toEqual([
      ['system/routers', { device: 0 }],
      ['system/routers', { device: 3 }],
    ]);
    expect(phoneOrigin({ web: 'www.example.com', mobile: 'm.example.com' })).toBe(`${window.location.protocol}//m.example.com`);
    expect(phoneOrigin({ web: 'www.example.com', mobile: null })).toBe(`${window.location.protocol}//www.example.com`);
    expect(phoneOrigin({ web: null, mobile: null })).toBe(window.location.origin);

    // A device without domains, or whose call failed, has none; the other still counts.
    client.call.mockReset();
    client.call.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0)).mockResolvedValueOnce({ domainList: [] });
    expect(await loadSiteDomains(undefined, { signal })).toEqual({ web: null, mobile: null });
    expect(client.call).toHaveBeenCalledTimes(2);
  });

  it('[STATUS-17] pictures and launches on a CDN: the CDN before a portal path; no CDN or a full address leaves it as it is', () => {
    expect(onCdn('https://img.cdn.example.org/ng', '/api/media/vendor/RNG_V1.svg')).toBe('https://img.cdn.example.org/ng/api/media/vendor/RNG_V1.svg');
    expect(onCdn('', '/api/media/vendor/RNG_V1.svg')).toBe('/api/media/vendor/RNG_V1.svg');
    expect(onCdn('https://img.cdn.example.org', 'https://pictures.example.net/a.png')).toBe('https://pictures.example.net/a.png');
    expect(onCdn('https://img.cdn.example.org', '//evil.example/a.png')).toBe('//evil.example/a.png');
    expect(onCdn('https://img.cdn.example.org', 'data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});

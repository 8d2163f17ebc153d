// A page's loader is called with its params exactly as given: without params it gets undefined,
// so the API function's own defaults apply (the agent's salary pages once failed to load their
// contracts when "no params" became null), and a null that means something is kept (the VIP page
// once showed no levels to a visitor when null became undefined).
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => {
  const calls: { path: string; searchParams: unknown }[] = [];
  const call = vi.fn((_schema: unknown, path: string, options: { searchParams?: unknown } = {}) => {
    calls.push({ path, searchParams: options.searchParams });
    return Promise.resolve(path === 'vip/levels' ? [] : { mine: [], offered: [] });
  });
  return { calls, call };
});
vi.mock('../../src/api/client', async (original) => ({ ...(await original<object>()), call: client.call }));
const { loadContracts } = await import('../../src/app/agentLoaders');
const { loadVip } = await import('../../src/app/contentLoaders');
const { useResource } = await import('../../src/app/useMachines');

describe('a resource without params', () => {
  it('[AGENT-21] the salary page asks for my contracts with no query, and shows them', async () => {
    const page = renderHook(() => useResource(loadContracts));
    await vi.waitFor(() => expect(page.result.current.data).toEqual({ mine: [], offered: [] }));
    expect(client.calls).toEqual([{ path: 'agent/contracts', searchParams: {} }]);
    expect(page.result.current.errorCode).toBeNull();
    page.unmount();
  });

  it('[SHELL-10] the VIP page with no member (null) asks for the levels a visitor may see', async () => {
    client.calls.length = 0;
    const page = renderHook(() => useResource(loadVip, null));
    await vi.waitFor(() => expect(page.result.current.data).toEqual({ levels: [], mine: null }));
    expect(client.calls.map((c) => c.path)).toEqual(['vip/levels']);
    page.unmount();
  });
});

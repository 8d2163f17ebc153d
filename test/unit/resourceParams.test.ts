// A page's loader without params is called with undefined, so the API function's own defaults
// apply: the resource machine holds "no params" as null, which a default parameter does not
// replace (the agent's salary pages once failed to load their contracts this way).
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => {
  const calls: { path: string; searchParams: unknown }[] = [];
  const call = vi.fn((_schema: unknown, path: string, options: { searchParams?: unknown } = {}) => {
    calls.push({ path, searchParams: options.searchParams });
    return Promise.resolve({ mine: [], offered: [] });
  });
  return { calls, call };
});
vi.mock('../../src/api/client', async (original) => ({ ...(await original<object>()), call: client.call }));
const { loadContracts } = await import('../../src/app/agentLoaders');
const { useResource } = await import('../../src/app/useMachines');

describe('a resource without params', () => {
  it('[AGENT-21] the salary page asks for my contracts with no query, and shows them', async () => {
    const page = renderHook(() => useResource(loadContracts));
    await vi.waitFor(() => expect(page.result.current.data).toEqual({ mine: [], offered: [] }));
    expect(client.calls).toEqual([{ path: 'agent/contracts', searchParams: {} }]);
    expect(page.result.current.errorCode).toBeNull();
    page.unmount();
  });
});

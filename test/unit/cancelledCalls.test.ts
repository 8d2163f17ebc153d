// A request started by a machine is cancelled when the machine leaves the state that
// started it: the app's actors hand XState's signal through the API functions to the
// client's one ky call (ky aborts the fetch with it).
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

/** The client's call, answering nothing until it is cancelled, keeping each call's path and signal. */
const client = vi.hoisted(() => {
  const calls: { path: string; signal: AbortSignal | undefined }[] = [];
  const call = vi.fn((_schema: unknown, path: string, options: { signal?: AbortSignal } = {}) => {
    calls.push({ path, signal: options.signal });
    return new Promise((_, reject) => options.signal?.addEventListener('abort', () => reject(options.signal?.reason)));
  });
  return { calls, call };
});
vi.mock('../../src/api/client', async (original) => ({ ...(await original<object>()), call: client.call }));
const { personalCentreLogic } = await import('../../src/app/centreLogic');
const { vendorGamesLogic } = await import('../../src/app/lobbyLogic');
const { loadWithdrawalSettings } = await import('../../src/app/centreWithdrawals');
const { fetchBetRecord } = await import('../../src/app/centreRecords');
const { useRecordList, useResource } = await import('../../src/app/useMachines');
const { houseSlotLogic } = await import('../../src/app/houseLogic');
const { lotteryBoardLogic } = await import('../../src/app/lotteryLogic');
const { flowLogic } = await import('../../src/app/flowLogic');
const { loadPromotions } = await import('../../src/app/promotionLoaders');

const started = () => vi.waitFor(() => expect(client.calls).toHaveLength(1));

describe('cancelled calls', () => {
  it('[LOBBY-22] closing the vendor-games popup while its games load cancels the request', async () => {
    client.calls.length = 0;
    const popup = createActor(vendorGamesLogic, { input: { gameType: 'RNG', vendor: 'NOVA_SLOTS' } }).start();
    await started();
    const [request] = client.calls;
    expect(request?.path).toBe('games');
    expect(request?.signal?.aborted).toBe(false);
    popup.stop();
    expect(request?.signal?.aborted).toBe(true);
  });

  it('[WALLET-26] closing the personal centre while its red counts load cancels the request and leaves no error', async () => {
    client.calls.length = 0;
    const centre = createActor(personalCentreLogic, { input: { who: 'member', manualRebate: false } }).start();
    centre.send({ type: 'SHOW', page: 'withdraw' });
    await started();
    const [request] = client.calls;
    expect(request?.path).toBe('member/badges');
    expect(request?.signal?.aborted).toBe(false);
    centre.send({ type: 'CLOSE' });
    expect(request?.signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(centre.getSnapshot().status).toBe('active');
    expect(centre.getSnapshot().context.badges).toBeNull();
    centre.stop();
  });

  it('[WALLET-15] leaving the withdrawal page while its settings load cancels the request', async () => {
    client.calls.length = 0;
    const page = renderHook(() => useResource(loadWithdrawalSettings));
    await started();
    const [request] = client.calls;
    expect(request?.path).toBe('wallet/withdrawal-settings');
    expect(request?.signal?.aborted).toBe(false);
    page.unmount();
    expect(request?.signal?.aborted).toBe(true);
  });

  it('[WALLET-17] another page of a record cancels the page under way', async () => {
    client.calls.length = 0;
    const list = renderHook(() => useRecordList(fetchBetRecord, { today: '2025-03-20' }));
    await started();
    const [first] = client.calls;
    expect(first?.path).toBe('records/bets');
    list.result.current.send({ type: 'PAGE', page: 2 });
    await vi.waitFor(() => expect(client.calls).toHaveLength(2));
    expect(first?.signal?.aborted).toBe(true);
    expect(client.calls[1]?.signal?.aborted).toBe(false);
    list.unmount();
    expect(client.calls[1]?.signal?.aborted).toBe(true);
  });

  it('leaving a house game while its provably fair state loads cancels the request', async () => {
    client.calls.length = 0;
    const slot = createActor(houseSlotLogic, { input: { bet: { amount: '1.00' } } }).start();
    await started();
    const [request] = client.calls;
    expect(request?.path).toBe('house/fairness');
    expect(request?.signal?.aborted).toBe(false);
    slot.stop();
    expect(request?.signal?.aborted).toBe(true);
  });

  it('leaving the lottery board while its games load cancels the request', async () => {
    client.calls.length = 0;
    const board = createActor(lotteryBoardLogic('VN'), { input: { account: null, refreshMs: 15_000 } }).start();
    await started();
    const [request] = client.calls;
    expect(request?.path).toBe('lottery/games');
    expect(request?.signal?.aborted).toBe(false);
    board.stop();
    expect(request?.signal?.aborted).toBe(true);
  });

  it('[REGISTER-13] closing the register popup while its field rules load cancels the request', async () => {
    client.calls.length = 0;
    const input = { affiliateCode: null, referralCode: null, domain: 'portal.test', registerUrl: 'https://portal.test/register', dialingCode: '84' };
    const popup = createActor(flowLogic.register, { input: input as never }).start();
    await started();
    const [request] = client.calls;
    expect(request?.path).toBe('member/register/settings');
    expect(request?.signal?.aborted).toBe(false);
    popup.stop();
    expect(request?.signal?.aborted).toBe(true);
  });

  it('[LOGIN-18] closing the login popup while the slider puzzle loads cancels the request', async () => {
    client.calls.length = 0;
    const popup = createActor(flowLogic.login, { input: { smsLogin: false, side: 'member', dialingCode: '84', providers: [], phoneProvider: null } }).start();
    popup.send({ type: 'SUBMIT', values: { username: 'player01', password: 'Secret@123' } } as never);
    await started();
    const [request] = client.calls;
    expect(request?.path).toBe('slider');
    expect(request?.signal?.aborted).toBe(false);
    popup.stop();
    expect(request?.signal?.aborted).toBe(true);
  });

  it('[CONTENT-01] leaving the promotions page while its list loads cancels the request', async () => {
    client.calls.length = 0;
    const page = renderHook(() => useResource(loadPromotions, { member: null, locale: 'en' }));
    await started();
    const [request] = client.calls;
    expect(request?.path).toBe('promotions');
    expect(request?.signal?.aborted).toBe(false);
    page.unmount();
    expect(request?.signal?.aborted).toBe(true);
  });
});

// The query strings the client's calls carry, as the spec names them (section 7).
import { describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ call: vi.fn(async () => []) }));
vi.mock('../../src/api/client', async (original) => ({ ...(await original<object>()), call: client.call }));
const { fetchRecentGames } = await import('../../src/api/homeContent');
const { hallPageSchema, hallSearchParams } = await import('../../src/api/lobby');
const { hotQuery } = await import('../../src/api/hotGames');
const v = await import('valibot');

const hallQuery = { gameType: 'RNG', vendor: 'NOVA_SLOTS', tab: 'hot' as const, classification: 'JP' as const, minBet: '0.05' as const, search: 'gold', page: 2 };

describe('API queries', () => {
  it('[LOBBY-30] the recent games call uses clientType 3', async () => {
    await fetchRecentGames();
    expect(client.call).toHaveBeenCalledWith(expect.anything(), 'content/recent-games', { searchParams: { clientType: 3 }, signal: undefined });
  });

  it('[LOBBY-24] the game list query sends clientType, platform, channel, merchant, gameType, vassalage, gameClassify, gameName, minBet, pageNo, pageSize and language; its answer gives games and totalPages', () => {
    localStorage.setItem('lang', 'th');
    sessionStorage.setItem('merchantCode', 'NG');
    const params = Object.fromEntries(hallSearchParams(hallQuery));
    expect(params).toEqual({ clientType: '3', platform: 'W', channel: 'web', merchant: 'NG', gameType: 'RNG', tab: 'hot', pageNo: '2', pageSize: '15', language: 'th', vassalage: 'NOVA_SLOTS', gameClassify: 'JP', minBet: '0.05', gameName: 'gold' });
    // Only what narrows the list is sent.
    const plain = Object.fromEntries(hallSearchParams({ ...hallQuery, vendor: null, classification: null, minBet: 'all', search: '', tab: 'all', page: 1 }));
    expect(Object.keys(plain).sort()).toEqual(['channel', 'clientType', 'gameType', 'language', 'merchant', 'pageNo', 'pageSize', 'platform', 'tab']);
    const page = v.parse(hallPageSchema, { games: [], total: 31, pageNo: 3, pageSize: 15, totalPages: 3 });
    expect(page).toEqual({ items: [], total: 31, page: 3, pageSize: 15, totalPages: 3 });
  });

  it('[LOBBY-26] the hot query sends merchantCode, isPlatform, platform W and language; a stored value the server would refuse is not sent as it is', () => {
    localStorage.setItem('lang', 'pt-BR');
    sessionStorage.setItem('merchantCode', 'AU');
    expect(hotQuery('NOVA_SLOTS')).toEqual({ merchantCode: 'AU', isPlatform: 1, platform: 'W', language: 'pt-BR', vassalage: 'NOVA_SLOTS' });
    localStorage.setItem('lang', 'xx-YY');
    sessionStorage.setItem('merchantCode', "NG'; --");
    expect(hotQuery()).toEqual({ isPlatform: 1, platform: 'W', language: 'en' });
    expect(Object.fromEntries(hallSearchParams(hallQuery))).toMatchObject({ language: 'en' });
    expect(hallSearchParams(hallQuery).has('merchant')).toBe(false);
    localStorage.clear();
    sessionStorage.clear();
  });
});

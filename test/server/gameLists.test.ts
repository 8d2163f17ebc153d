// Vendor lanes (a category page's rows, one per vendor, each with its first games) and the hot games grouped by game type.
import { describe, expect, it } from 'vitest';
import { LANE_CARDS } from '../../server/lobby/lanes';
import type { HotGame as Hot, Lane, MenuEntry } from '../../server/shared/wire/lobby';
import { call, DB_KINDS, useApp, value } from './harness';

describe.each(DB_KINDS)('vendor lanes on %s', (kind) => {
  const app = useApp(kind);

  it('[LOBBY-20][LOBBY-28][LOBBY-23] a lane per vendor in the menu\'s order, with title, cards and gameClassify; html5-desktop by default', async () => {
    const menu = await value<MenuEntry[]>(app(), '/api/games/menu');
    const live = menu.find((m) => m.gameType === 'LIVE')!.vendors;
    const lanes = await value<Lane[]>(app(), '/api/games/lanes?gameType=LIVE');
    expect(lanes.map((l) => [l.vassalage, l.title])).toEqual(live.map((v) => [v.vassalage, v.name]));
    for (const lane of lanes) {
      expect(lane.gameClassify).toBe('TG');
      expect(lane.cards.length).toBe(lane.total);
      expect(lane.cards.map((c) => c.name)).toContain('Baccarat');
      for (const card of lane.cards) {
        expect(card).toMatchObject({ gameType: 'LIVE', vendor: lane.vassalage, isGame: 'GAME', showIcon: `/api/media/game/${card.nodeId}.svg` });
        expect(card.minBet).toMatch(/^\d+\.\d{2}$/);
      }
    }
    expect(await value<Lane[]>(app(), '/api/games/lanes?gameType=LIVE&platform=html5-desktop')).toEqual(lanes);
    expect(await value<Lane[]>(app(), '/api/games/lanes?gameType=LIVE&platform=html5')).toEqual(lanes);
  });

  it(`[LOBBY-20] a big vendor's lane holds its first ${LANE_CARDS} games and says how many it has`, async () => {
    const lanes = await value<Lane[]>(app(), '/api/games/lanes?gameType=RNG');
    const biggest = lanes.reduce((a, b) => (b.total > a.total ? b : a));
    expect(biggest.total).toBeGreaterThan(LANE_CARDS);
    expect(biggest.cards).toHaveLength(LANE_CARDS);
    expect(new Set(lanes.flatMap((l) => l.cards.map((c) => c.nodeId))).size).toBe(lanes.reduce((n, l) => n + l.cards.length, 0));
  });

  it('an unknown game type or platform is refused', async () => {
    for (const query of ['', '?gameType=CASINO', '?gameType=LIVE&platform=ios', "?gameType=LIVE'--"]) {
      const answer = await call(app(), `/api/games/lanes${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.success).toBe(false);
    }
  });
});

describe.each(DB_KINDS)('hot games on %s', (kind) => {
  const app = useApp(kind);
  const ORDER = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'];

  it('[LOBBY-44][LOBBY-23][LOBBY-26] hot games come grouped ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, each with gameType, showIcon and nodeId, at most 8 a type', async () => {
    const hot = await value<Hot[]>(app(), '/api/games/hot?merchantCode=NG&isPlatform=1&platform=W&language=en');
    expect(hot.length).toBeGreaterThan(0);
    const types = hot.map((h) => h.gameType).filter((t, i, all) => all.indexOf(t) === i);
    const known = types.filter((t) => ORDER.includes(t));
    expect(known).toEqual(ORDER.filter((t) => known.includes(t)));
    // Types outside the spec's order come after it.
    expect(types.slice(0, known.length)).toEqual(known);
    expect(types).toContain('RNG');
    for (const type of types) expect(hot.filter((h) => h.gameType === type).length).toBeLessThanOrEqual(8);
    for (const h of hot) expect(h.showIcon).toBe(`/api/media/game/${h.nodeId}.svg`);
    // Only games marked hot in the catalogue.
    const flags = await app().store.db.selectFrom('games').select(['node_id', 'hot']).where('node_id', 'in', hot.map((h) => h.nodeId)).execute();
    expect(flags.every((f) => f.hot)).toBe(true);
  });

  it('[LOBBY-26][CONSTANTS-03] one vendor\'s hot games; the defaults answer the same as the spec\'s full query; bad values are refused', async () => {
    const all = await value<Hot[]>(app(), '/api/games/hot');
    expect(await value<Hot[]>(app(), '/api/games/hot?merchantCode=NG&isPlatform=1&platform=W&language=vi')).toEqual(all);
    const vendor = all.find((h) => h.gameType === 'RNG')!.vendor;
    const one = await value<Hot[]>(app(), `/api/games/hot?vassalage=${vendor}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((h) => h.vendor === vendor)).toBe(true);
    for (const query of ['?isPlatform=2', '?platform=ios', '?language=xx', '?vassalage=bad%20code', "?merchantCode=NG'--"]) {
      expect((await call(app(), `/api/games/hot${query}`)).status, query).toBe(400);
    }
  });
});

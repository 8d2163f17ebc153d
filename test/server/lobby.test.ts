import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, FULL_CATALOGUE_SIZE, type SeedGame } from '../../server/db/seed/catalogue';
import { VENDOR_SEED } from '../../server/db/seed/games';
import { HOUSE_CATALOGUE } from '../../server/db/seed/houseGames';
import { containsPattern, createLobbyService } from '../../server/lobby/lobby';
import type { HallGame, HallPage } from '../../server/shared/wire/halls';
import { call, DB_KINDS, startApp, useApp, type TestApp } from './harness';
import { as, newMember, ok, type TestMember } from './wallet.helpers';


// The test apps seed this many slot games (test/server/harness.ts).
const SIZE = 300;
// Plus the house games (server/db/seed/houseGames.ts), listed last under HOUSE.
const CATALOGUE = [...buildCatalogue(SIZE).games, ...HOUSE_CATALOGUE];
const slots = CATALOGUE.filter((g) => g.game_type === 'RNG');
const bySortOrder = (a: SeedGame, b: SeedGame) => a.sort_order - b.sort_order || a.node_id - b.node_id;

async function hall(app: TestApp, query: string, member?: TestMember): Promise<HallPage> {
  const url = `/api/games?${query}`;
  return member ? ok<HallPage>(as(app, member, { url })) : ok<HallPage>(call<HallPage>(app, url));
}

/** Every page of a query, concatenated. */
async function allPages(app: TestApp, query: string, member?: TestMember): Promise<HallGame[]> {
  const first = await hall(app, `${query}&pageNo=1`, member);
  const items = [...first.games];
  for (let p = 2; p <= first.totalPages; p += 1) items.push(...(await hall(app, `${query}&pageNo=${p}`, member)).games);
  expect(items).toHaveLength(first.total);
  return items;
}

describe.each(DB_KINDS)('lobby halls on %s', (kind) => {
  const app = useApp(kind);

  it('[LOBBY-13] pages RNG games by 15 in display order, with the total and every field', async () => {
    const first = await hall(app(), 'gameType=RNG');
    expect(first).toMatchObject({ pageNo: 1, pageSize: 15, total: slots.length, totalPages: Math.ceil(slots.length / 15) });
    expect(first.games).toHaveLength(15);
    const expected = [...slots].sort(bySortOrder).slice(0, 15);
    expect(first.games.map((g) => g.nodeId)).toEqual(expected.map((g) => g.node_id));
    const game = first.games[0]!;
    const seed = expected[0]!;
    const vendor = VENDOR_SEED.RNG.find((v) => v.vassalage === seed.vassalage)!;
    expect(game).toEqual({
      nodeId: seed.node_id,
      gameCode: seed.game_code,
      name: seed.name,
      vendor: seed.vassalage,
      vendorName: vendor.name,
      classification: seed.classification,
      minBet: (seed.min_bet_minor / 100).toFixed(2),
      lines: seed.lines,
      hot: seed.hot,
      thumbnailUrl: `/api/media/game/${seed.node_id}.svg`,
      favourite: false,
    });
    // gameType defaults to RNG; the last page is partial; a page past the end is empty but keeps the total.
    expect((await hall(app(), 'pageNo=1')).games.map((g) => g.nodeId)).toEqual(first.games.map((g) => g.nodeId));
    const last = await hall(app(), `gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.games).toHaveLength(slots.length - (first.totalPages - 1) * 15);
    const past = await hall(app(), `gameType=RNG&pageNo=${first.totalPages + 1}`);
    expect(past).toMatchObject({ games: [], total: slots.length });
    const seen = await allPages(app(), 'gameType=RNG');
    expect(new Set(seen.map((g) => g.nodeId)).size).toBe(slots.length);
  });

  it('[LOBBY-04][LOBBY-09][LOBBY-11][LOBBY-12] filters by vendor, classification and minimum bet, alone and together', async () => {
    const vendor = VENDOR_SEED.RNG[1]!.vassalage;
    const ofVendor = await allPages(app(), `gameType=RNG&vassalage=${vendor}`);
    expect(ofVendor.map((g) => g.nodeId)).toEqual(slots.filter((g) => g.vassalage === vendor).sort(bySortOrder).map((g) => g.node_id));
    expect(ofVendor.length).toBeGreaterThan(0);

    for (const classification of ['SC', 'VP', 'TG', 'AC', 'JP', 'BG']) {
      const page = await hall(app(), `gameType=RNG&gameClassify=${classification}`);
      expect(page.total, classification).toBe(slots.filter((g) => g.classification === classification).length);
      expect(page.games.every((g) => g.classification === classification)).toBe(true);
    }
    for (const [choice, minor] of [['0.01', 1], ['0.05', 5], ['0.1', 10], ['0.5', 50], ['0.75', 75]] as const) {
      const page = await hall(app(), `gameType=RNG&minBet=${choice}`);
      expect(page.total, choice).toBe(slots.filter((g) => g.min_bet_minor === minor).length);
      expect(page.games.every((g) => g.minBet === (minor / 100).toFixed(2))).toBe(true);
    }
    expect((await hall(app(), 'gameType=RNG&minBet=all')).total).toBe(slots.length);

    const combined = await allPages(app(), `gameType=RNG&vassalage=${VENDOR_SEED.RNG[0]!.vassalage}&gameClassify=SC&minBet=0.01`);
    const expected = slots.filter((g) => g.vassalage === VENDOR_SEED.RNG[0]!.vassalage && g.classification === 'SC' && g.min_bet_minor === 1);
    expect(combined.map((g) => g.nodeId)).toEqual(expected.sort(bySortOrder).map((g) => g.node_id));

    // An unknown (well-formed) vendor has no games.
    expect(await hall(app(), 'gameType=RNG&vassalage=NO_SUCH_VENDOR')).toMatchObject({ games: [], total: 0 });
  });

  it('[LOBBY-01] serves the other categories: PVP (with rooms), fishing, live, sports, esports, cockfight and lottery', async () => {
    for (const type of ['PVP', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const) {
      const page = await hall(app(), `gameType=${type}`);
      expect(page.total, type).toBe(CATALOGUE.filter((g) => g.game_type === type).length);
      expect(page.total, type).toBeGreaterThan(0);
      expect(page.games.every((g) => VENDOR_SEED[type].some((v) => v.vassalage === g.vendor))).toBe(true);
    }
    const rooms = await app().store.db
      .selectFrom('game_rooms as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .select(['g.game_type', 'r.name', 'r.min_bet_minor', 'r.entry_minor'])
      .execute();
    expect(rooms.length).toBe(CATALOGUE.filter((g) => g.game_type === 'PVP').length * 4);
    expect(new Set(rooms.map((r) => r.game_type))).toEqual(new Set(['PVP']));
    expect(rooms.every((r) => r.entry_minor >= r.min_bet_minor)).toBe(true);
  });

  it('[LOBBY-10] searches names anywhere, case-insensitively, with % _ and \\ taken literally', async () => {
    const word = slots[0]!.name.split(' ')[1]!;
    const expected = slots.filter((g) => g.name.toLowerCase().includes(word.toLowerCase()));
    for (const q of [word, word.toUpperCase(), word.toLowerCase(), `  ${word} `]) {
      const found = await allPages(app(), `gameType=RNG&gameName=${encodeURIComponent(q)}`);
      expect(found.map((g) => g.nodeId).sort(), q).toEqual(expected.map((g) => g.node_id).sort());
    }
    // Wildcards match only themselves: no seeded name holds them.
    for (const q of ['%', '_', '\\', 'Gold%', '_o', '%%']) {
      expect((await hall(app(), `gameType=RNG&gameName=${encodeURIComponent(q)}`)).total, q).toBe(0);
    }
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    // A search combines with the vendor and the other filters.
    const vendor = slots[0]!.vassalage;
    const narrowed = await allPages(app(), `gameType=RNG&vassalage=${vendor}&gameName=${encodeURIComponent(word)}&gameClassify=${slots[0]!.classification}`);
    expect(narrowed.map((g) => g.nodeId).sort()).toEqual(
      expected.filter((g) => g.vassalage === vendor && g.classification === slots[0]!.classification).map((g) => g.node_id).sort(),
    );
    expect(narrowed.length).toBeGreaterThan(0);
  });

  it('[LOBBY-08] the hot tab lists hot games only, for everyone', async () => {
    const hot = await allPages(app(), 'gameType=RNG&tab=hot');
    expect(hot.map((g) => g.nodeId).sort()).toEqual(slots.filter((g) => g.hot).map((g) => g.node_id).sort());
    expect(hot.every((g) => g.hot)).toBe(true);
    const hotPvp = await hall(app(), 'gameType=PVP&tab=hot');
    expect(hotPvp.total).toBe(CATALOGUE.filter((g) => g.game_type === 'PVP' && g.hot).length);
  });

  it('[LOBBY-36][LOBBY-37] favourites and recent tabs need a session: 401 not_logged_in otherwise', async () => {
    for (const tab of ['favourites', 'recent']) {
      const plain = await call(app(), `/api/games?gameType=RNG&tab=${tab}`);
      expect(plain.status, tab).toBe(401);
      expect(plain.body.errorCode).toBe('not_logged_in');
      const badToken = await call(app(), { url: `/api/games?tab=${tab}`, headers: { authorization: 'Bearer nope' } });
      expect(badToken.status).toBe(401);
    }
    for (const method of ['POST', 'DELETE'] as const) {
      const answer = await call(app(), { method, url: `/api/games/${slots[0]!.node_id}/favourite` });
      expect(answer.status).toBe(401);
      expect(answer.body.errorCode).toBe('not_logged_in');
    }
  });

  it('[LOBBY-29][LOBBY-33][LOBBY-27] toggles favourites by node id; the tab lists them newest first and other members see their own', async () => {
    const member = await newMember(app());
    const other = await newMember(app());
    const [a, b, c] = [slots[3]!, slots[40]!, slots[120]!];
    expect(await ok(as(app(), member, { method: 'POST', url: `/api/games/${a.node_id}/favourite` }))).toEqual({ nodeId: a.node_id, favourite: true });
    await ok(as(app(), member, { method: 'POST', url: `/api/games/${b.node_id}/favourite` }));
    // Adding twice is harmless.
    await ok(as(app(), member, { method: 'POST', url: `/api/games/${b.node_id}/favourite` }));
    await ok(as(app(), member, { method: 'POST', url: `/api/games/${c.node_id}/favourite` }));
    expect(await ok(as(app(), member, { method: 'DELETE', url: `/api/games/${c.node_id}/favourite` }))).toEqual({ nodeId: c.node_id, favourite: false });
    // Removing one that is not there is harmless too.
    await ok(as(app(), member, { method: 'DELETE', url: `/api/games/${c.node_id}/favourite` }));

    const favs = await hall(app(), 'gameType=RNG&tab=favourites', member);
    expect(favs.total).toBe(2);
    expect(favs.games.map((g) => g.nodeId).sort()).toEqual([a.node_id, b.node_id].sort());
    expect(favs.games.every((g) => g.favourite)).toBe(true);
    // The all tab marks them for the member, not for others or visitors.
    const mine = await allPages(app(), `gameType=RNG&vassalage=${a.vassalage}`, member);
    expect(mine.find((g) => g.nodeId === a.node_id)?.favourite).toBe(true);
    expect(mine.filter((g) => g.favourite).every((g) => [a.node_id, b.node_id].includes(g.nodeId))).toBe(true);
    const visitor = await allPages(app(), `gameType=RNG&vassalage=${a.vassalage}`);
    expect(visitor.some((g) => g.favourite)).toBe(false);
    expect((await hall(app(), 'gameType=RNG&tab=favourites', other)).total).toBe(0);
    // Filters apply inside the tab; another game type's tab does not show RNG favourites.
    expect((await hall(app(), `gameType=RNG&tab=favourites&vassalage=${a.vassalage}`, member)).games.map((g) => g.nodeId)).toContain(a.node_id);
    expect((await hall(app(), 'gameType=FISH&tab=favourites', member)).total).toBe(0);

    const unknown = await as(app(), member, { method: 'POST', url: '/api/games/999999999/favourite' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('not_found');
  });

  it('[LOBBY-37] recordRecent keeps the recent tab newest first with a play count', async () => {
    const member = await newMember(app());
    let now = Date.UTC(2026, 0, 1);
    const lobby = createLobbyService(app().store.db, () => new Date(now));
    const ids = new Map<number, number>();
    for (const seed of [slots[5]!, slots[6]!, slots[7]!]) ids.set(seed.node_id, (await lobby.gameByNode(seed.node_id))!.id);
    const [x, y, z] = [...ids.keys()];
    for (const node of [x!, y!, z!, x!]) {
      now += 60_000;
      await lobby.recordRecent(member.user.id, ids.get(node)!);
    }
    const recent = await hall(app(), 'gameType=RNG&tab=recent', member);
    expect(recent.games.map((g) => g.nodeId)).toEqual([x, z, y]);
    expect(recent.total).toBe(3);
    const rows = await app().store.db.selectFrom('recent_games').select(['game_id', 'play_count']).where('user_id', '=', member.user.id).execute();
    expect(rows.find((r) => r.game_id === ids.get(x!))?.play_count).toBe(2);
    expect(rows.find((r) => r.game_id === ids.get(y!))?.play_count).toBe(1);
  });

  it('[LOBBY-24] takes the spec\'s game list query (clientType, platform, channel, merchant, gameType, vassalage, gameClassify, gameName, minBet, minLineNum, pageNo, pageSize, language) and answers games and totalPages', async () => {
    const vendor = slots[0]!.vassalage;
    const query = new URLSearchParams({ clientType: '3', platform: 'W', channel: 'web', merchant: 'NG', gameType: 'RNG', vassalage: vendor, gameClassify: slots[0]!.classification, gameName: '', minBet: 'all', minLineNum: '0', pageNo: '1', pageSize: '15', language: 'vi' });
    const answer = await hall(app(), String(query));
    expect(Object.keys(answer).sort()).toEqual(['games', 'pageNo', 'pageSize', 'total', 'totalPages']);
    const expected = slots.filter((g) => g.vassalage === vendor && g.classification === slots[0]!.classification);
    expect(answer.total).toBe(expected.length);
    // The caller's details change nothing about the list.
    expect(await hall(app(), `gameType=RNG&vassalage=${vendor}&gameClassify=${slots[0]!.classification}`)).toEqual(answer);
    // minLineNum keeps games with at least that many lines.
    const lines = [...new Set(slots.map((g) => g.lines))].sort((a, b) => a - b);
    const floor = lines[Math.floor(lines.length / 2)]!;
    const wide = await allPages(app(), `gameType=RNG&minLineNum=${floor}`);
    expect(wide.length).toBe(slots.filter((g) => g.lines >= floor).length);
    expect(wide.every((g) => g.lines >= floor)).toBe(true);
  });

  it('refuses bad parameters with 400 bad_request, never a 500', async () => {
    const bad = [
      'gameType=SLOTS',
      'gameType=rng',
      'tab=popular',
      'tab=',
      'gameClassify=XX',
      'gameClassify=sc',
      'minBet=0.02',
      'minBet=1',
      'pageNo=0',
      'pageNo=-1',
      'pageNo=abc',
      'pageNo=1.5',
      'pageNo=100001',
      `gameName=${'x'.repeat(65)}`,
      'vassalage=bad-vendor',
      'vassalage=nova_slots',
      `vassalage=${'A'.repeat(33)}`,
      'unknown=1',
      'gameName=a&gameName=b',
      'pageSize=20',
      'minLineNum=-1',
      'clientType=9',
      'platform=ios',
      'language=xx',
      'merchant=ng;drop',
      'channel=a b',
    ];
    for (const query of bad) {
      const answer = await call(app(), `/api/games?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errorCode, query).toBe('bad_request');
    }
    expect((await call(app(), `/api/games?gameName=${'x'.repeat(64)}`)).status).toBe(200);
    const member = await newMember(app());
    for (const node of ['0', 'abc', '-1', '1234567890', '1e3']) {
      const answer = await as(app(), member, { method: 'POST', url: `/api/games/${node}/favourite` });
      expect(answer.status, node).toBe(400);
      expect(answer.body.errorCode).toBe('bad_request');
    }
  });

  it('draws a game thumbnail as SVG, the same every time; unknown games are 404', async () => {
    const seed = slots[0]!;
    const first = await app().app.inject(`/api/media/game/${seed.node_id}.svg`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.body).toMatch(/^<svg /);
    expect(first.body).toContain(`aria-label="${seed.name.replace(/&/g, '&amp;')}"`);
    const again = await app().app.inject(`/api/media/game/${seed.node_id}.svg`);
    expect(again.body).toBe(first.body);
    const other = await app().app.inject(`/api/media/game/${slots[1]!.node_id}.svg`);
    expect(other.body).not.toBe(first.body);
    expect((await app().app.inject('/api/media/game/999999999.svg')).statusCode).toBe(404);
    expect((await app().app.inject('/api/media/game/abc.svg')).statusCode).toBe(400);
  });
});

/**
 * Name searches: short ones (common and rare letters, a pair, case, a wildcard, none found, a
 * renamed game's), totalled from kept counts (migration 023), and longer ones, counted.
 */
const NAME_SEARCHES = ['a', 'X', 'ol', 'Go', 'e%', 'zq', 'qj', 'gold', 'DRAGON', 'qjzq g'];

describe.each(DB_KINDS)('hall totals on %s', (kind) => {
  /** The totals every tab-all and hot filter combination answers, against a count of the games themselves. */
  async function expectTotalsRight(app: TestApp, step: string) {
    const db = app.store.db;
    const vendors = [...new Set(slots.map((g) => g.vassalage))].slice(0, 3);
    for (const vassalage of [undefined, ...vendors]) {
      for (const classification of [undefined, 'SC', 'BG'] as const) {
        for (const minBet of [undefined, 5]) {
          for (const hot of [false, true]) {
            let truth = db
              .selectFrom('games as g')
              .innerJoin('vendors as v', (join) => join.onRef('v.game_type', '=', 'g.game_type').onRef('v.vassalage', '=', 'g.vassalage'))
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('g.game_type', '=', 'RNG')
              .where('g.active', '=', true)
              .where('v.active', '=', true);
            const query = new URLSearchParams({ gameType: 'RNG' });
            if (vassalage) (truth = truth.where('g.vassalage', '=', vassalage)), query.set('vassalage', vassalage);
            if (classification) (truth = truth.where('g.classification', '=', classification)), query.set('gameClassify', classification);
            if (minBet) (truth = truth.where('g.min_bet_minor', '=', minBet)), query.set('minBet', (minBet / 100).toFixed(2));
            if (hot) (truth = truth.where('g.hot', '=', true)), query.set('tab', 'hot');
            const expected = Number((await truth.executeTakeFirstOrThrow()).n);
            expect((await hall(app, String(query))).total, `${step}: ${query}`).toBe(expected);
            // A page past the end counts on its own, and the same.
            expect((await hall(app, `${query}&pageNo=1000`)).total, `${step}: ${query}&pageNo=1000`).toBe(expected);
          }
        }
      }
      for (const q of NAME_SEARCHES) {
        let truth = db
          .selectFrom('games as g')
          .innerJoin('vendors as v', (join) => join.onRef('v.game_type', '=', 'g.game_type').onRef('v.vassalage', '=', 'g.vassalage'))
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('g.game_type', '=', 'RNG')
          .where('g.active', '=', true)
          .where('v.active', '=', true)
          .where(sql<boolean>`strpos(g.name_key, ${q.toLowerCase()}) > 0`);
        const query = new URLSearchParams({ gameType: 'RNG', gameName: q });
        if (vassalage) (truth = truth.where('g.vassalage', '=', vassalage)), query.set('vassalage', vassalage);
        const expected = Number((await truth.executeTakeFirstOrThrow()).n);
        const first = await hall(app, String(query));
        expect(first.total, `${step}: ${query}`).toBe(expected);
        expect(first.games, `${step}: ${query}`).toHaveLength(Math.min(15, expected));
        expect((await hall(app, `${query}&pageNo=1000`)).total, `${step}: ${query}&pageNo=1000`).toBe(expected);
      }
    }
  }

  it('[LOBBY-13][LOBBY-04][LOBBY-08][LOBBY-09][LOBBY-11] totals follow the catalogue: games added, changed, renamed, switched off and removed, vendors switched off; short name searches too', { timeout: 120_000 }, async () => {
    const app = await startApp(kind);
    try {
      const db = app.store.db;
      const [first, second, third] = slots;
      await expectTotalsRight(app, 'seeded');
      // A name search counts its own rows, on a page past the end too.
      const named = slots.filter((g) => g.name.toLowerCase().includes('gold')).length;
      expect((await hall(app, 'gameType=RNG&gameName=gold')).total).toBe(named);
      expect((await hall(app, 'gameType=RNG&gameName=gold&pageNo=1000')).total).toBe(named);
      // One game leaves the active ones; another moves classification and becomes hot.
      await db.updateTable('games').set({ active: false }).where('node_id', '=', first!.node_id).execute();
      await db.updateTable('games').set({ classification: 'BG', hot: true }).where('node_id', '=', second!.node_id).execute();
      await expectTotalsRight(app, 'changed one by one');
      // Many games at once, in one statement.
      await db.updateTable('games').set({ min_bet_minor: 5 }).where('vassalage', '=', third!.vassalage).where('min_bet_minor', '=', 10).execute();
      await db
        .insertInto('games')
        .values([1, 2, 3].map((i) => ({ node_id: 990_000 + i, game_type: 'RNG', vassalage: third!.vassalage, game_code: `NEW-${i}`, name: `New Gold ${i}`, classification: 'SC', min_bet_minor: 5, hot: i === 1 })))
        .execute();
      await db.deleteFrom('games').where('node_id', '=', third!.node_id).execute();
      await expectTotalsRight(app, 'bulk update, insert and delete');
      // A renamed game counts under its new name's letters only.
      await db.updateTable('games').set({ name: 'Qjzq Gold' }).where('node_id', '=', second!.node_id).execute();
      await expectTotalsRight(app, 'renamed');
      // A game switched back on counts again; a vendor switched off hides all of its games.
      await db.updateTable('games').set({ active: true }).where('node_id', '=', first!.node_id).execute();
      await app.store.db.updateTable('vendors').set({ active: false }).where('vassalage', '=', second!.vassalage).execute();
      await expectTotalsRight(app, 'vendor switched off');
      expect((await hall(app, `gameType=RNG&vassalage=${second!.vassalage}`)).total).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe.each(DB_KINDS)('the full catalogue on %s', (kind) => {
  it('[LOBBY-02] seeds about 10,000 slot games over every RNG vendor, and filtered pages stay right', { timeout: 120_000 }, async () => {
    const started = performance.now();
    const app = await startApp(kind, { catalogueSize: FULL_CATALOGUE_SIZE });
    try {
      const buildMs = performance.now() - started;
      const full = buildCatalogue().games.filter((g) => g.game_type === 'RNG');
      const all = await hall(app, 'gameType=RNG');
      expect(all.total).toBe(FULL_CATALOGUE_SIZE + HOUSE_CATALOGUE.length);
      const perVendor = await app.store.db
        .selectFrom('games')
        .select(['vassalage', (eb) => eb.fn.countAll<string>().as('n')])
        .where('game_type', '=', 'RNG')
        .where('vassalage', '!=', 'HOUSE')
        .groupBy('vassalage')
        .execute();
      expect(perVendor.map((r) => r.vassalage).sort()).toEqual(VENDOR_SEED.RNG.map((v) => v.vassalage).sort());
      expect(perVendor.every((r) => Number(r.n) >= 200)).toBe(true);
      // Names repeat rarely across 10,000 games; codes never within a vendor.
      expect(new Set(full.map((g) => `${g.vassalage}/${g.game_code}`)).size).toBe(full.length);

      const vendor = VENDOR_SEED.RNG[2]!.vassalage;
      const expected = full.filter((g) => g.vassalage === vendor && g.classification === 'VP' && g.min_bet_minor === 5 && g.name.toLowerCase().includes('gold'));
      const found = await allPages(app, `gameType=RNG&vassalage=${vendor}&gameClassify=VP&minBet=0.05&gameName=gold`);
      expect(found.map((g) => g.nodeId)).toEqual(expected.sort(bySortOrder).map((g) => g.node_id));
      const searched = await hall(app, 'gameType=RNG&gameName=dragon&pageNo=3');
      expect(searched.total).toBe(full.filter((g) => g.name.toLowerCase().includes('dragon')).length);
      expect(searched.games).toHaveLength(15);
      // Seeding the full set must not make a start slow (it runs in every fresh database).
      expect(buildMs).toBeLessThan(60_000);
    } finally {
      await app.close();
    }
  });
});

// The game launcher: POST /api/games/launch through the vendor adapters (HOUSE for
// real money, a demo for every other vendor), its refusals (visitor, trial account,
// vendor maintenance window, too little money for the minimum bet), the recent
// games it records, the operator's maintenance window and the PVP rooms.
import { describe, expect, it } from 'vitest';
import { HOUSE_DICE_NODE_ID, HOUSE_SLOT_NODE_ID } from '../../server/db/seed/houseGames';
import type { LaunchAnswer } from '../../server/shared/wire/lobby';
import { call } from './harness';
import { as, credit, newMember, ok, operatorCall, useWalletApp, type TestMember } from './wallet.helpers';
import { DB_KINDS } from './harness';

describe.each(DB_KINDS)('the game launcher on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);
  const launch = (m: TestMember, body: Record<string, unknown>) => as<LaunchAnswer>(app(), m, { method: 'POST', url: '/api/games/launch', body, key: null });
  const recent = (m: TestMember) => ok<{ games: { nodeId: number }[] }>(as(app(), m, { url: '/api/games?gameType=RNG&tab=recent' }));

  async function someGame(vendor: string) {
    return app().store.db.selectFrom('games').select(['node_id', 'game_code', 'game_type', 'name']).where('vassalage', '=', vendor).orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow();
  }

  it('[SHELL-22][LOBBY-31][LOBBY-39][SESSION-22] launches a HOUSE game for real money and any other vendor as a demo; both land in the recent games', async () => {
    const m = await newMember(app());
    await credit(app(), m, '50.00');
    const slot = await ok(launch(m, { nodeId: HOUSE_SLOT_NODE_ID }));
    expect(slot).toEqual({
      url: `/house/slot?nodeId=${HOUSE_SLOT_NODE_ID}`,
      mode: 'real',
      game: { nodeId: HOUSE_SLOT_NODE_ID, gameCode: 'HOUSE_SLOT', name: 'House Fortune Reels', gameType: 'RNG', vendor: 'HOUSE', vendorName: 'House Games', minBet: '0.20' },
    });
    const dice = await ok(launch(m, { vassalage: 'HOUSE', gameCode: 'HOUSE_DICE' }));
    expect(dice).toMatchObject({ url: `/house/dice?nodeId=${HOUSE_DICE_NODE_ID}`, mode: 'real' });

    const nova = await someGame('NOVA_SLOTS');
    const demo = await ok(launch(m, { vassalage: 'NOVA_SLOTS', gameCode: nova.game_code, nodeId: nova.node_id }));
    expect(demo.mode).toBe('demo');
    const url = new URL(demo.url, 'http://x');
    expect(url.pathname).toBe('/house/demo');
    expect(Object.fromEntries(url.searchParams)).toEqual({ nodeId: String(nova.node_id), vendor: 'NOVA_SLOTS', vendorName: 'Nova Slots', game: nova.name });

    // A vendor alone (sports, live) launches its first game directly.
    const fb = await someGame('FB');
    expect((await ok(launch(m, { vassalage: 'FB' }))).game).toMatchObject({ nodeId: fb.node_id, vendor: 'FB', gameType: 'SPORTS' });

    const listed = await recent(m);
    expect(listed.games.map((g) => g.nodeId)).toEqual(expect.arrayContaining([HOUSE_SLOT_NODE_ID, HOUSE_DICE_NODE_ID, nova.node_id]));
    const row = await app().store.db.selectFrom('recent_games as r').innerJoin('games as g', 'g.id', 'r.game_id').select(['r.play_count']).where('r.user_id', '=', m.user.id).where('g.node_id', '=', HOUSE_SLOT_NODE_ID).executeTakeFirstOrThrow();
    expect(row.play_count).toBe(1);
    await ok(launch(m, { nodeId: HOUSE_SLOT_NODE_ID }));
    const again = await app().store.db.selectFrom('recent_games as r').innerJoin('games as g', 'g.id', 'r.game_id').select(['r.play_count']).where('r.user_id', '=', m.user.id).where('g.node_id', '=', HOUSE_SLOT_NODE_ID).executeTakeFirstOrThrow();
    expect(again.play_count).toBe(2);
  });

  it('[LOBBY-41][SESSION-45] a visitor is told to log in (401); [SESSION-25] a trial account to register a real account first (403)', async () => {
    const visitor = await call(app(), { method: 'POST', url: '/api/games/launch', payload: { nodeId: HOUSE_SLOT_NODE_ID } });
    expect(visitor.status).toBe(401);
    expect(visitor.body.errorCode).toBe('not_logged_in');

    const merchant = await app().store.db.selectFrom('merchants').select('currency').where('code', '=', 'NG').executeTakeFirstOrThrow();
    const user = await app().services.accounts.create({ merchantCode: 'NG', currency: merchant.currency, account: `trial${Date.now().toString(36).slice(-6)}`, password: 'Member@12345', passwordSetBy: 'self', type: 4, parentId: null, paymentPassword: null });
    const trial: TestMember = { user, account: user.account, token: await app().services.sessions.open(user, { via: 'password', ip: '127.0.0.1' }) };
    const refused = await launch(trial, { nodeId: HOUSE_SLOT_NODE_ID });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('register_real_account_first');
    expect(refused.body.message).toMatch(/real account/);
    const none = await app().store.db.selectFrom('recent_games').select('game_id').where('user_id', '=', user.id).execute();
    expect(none).toEqual([]);
  });

  it('a real-money game needs its minimum bet in the main wallet: insufficient_funds with the balance and the minimum, nothing recorded; a demo opens anyway', async () => {
    const m = await newMember(app());
    const poor = await launch(m, { nodeId: HOUSE_SLOT_NODE_ID });
    expect(poor.status).toBe(400);
    expect(poor.body).toMatchObject({ success: false, errorCode: 'insufficient_funds', value: { balance: '0.00', minBet: '0.20', currency: 'NGN' } });
    expect((await recent(m)).games).toEqual([]);
    const nova = await someGame('NOVA_SLOTS');
    expect((await ok(launch(m, { nodeId: nova.node_id }))).mode).toBe('demo');
    await credit(app(), m, '0.20');
    expect((await ok(launch(m, { nodeId: HOUSE_SLOT_NODE_ID }))).mode).toBe('real');
  });

  it('a vendor inside its maintenance window refuses launches with the window (423); before and after it launches; the operator sets and ends it', async () => {
    const m = await newMember(app());
    await credit(app(), m, '10.00');
    const now = clock();
    const startsAt = new Date(now.getTime() - 60_000).toISOString();
    const endsAt = new Date(now.getTime() + 3_600_000).toISOString();
    expect((await operatorCall(app(), 'PUT', '/api/operator/vendors/maintenance', { vendor: 'HOUSE', startsAt, endsAt, info: 'Reel upgrade' }, { 'x-operator-key': 'wrong' })).status).toBe(403);
    const set = await ok(operatorCall(app(), 'PUT', '/api/operator/vendors/maintenance', { vendor: 'HOUSE', startsAt, endsAt, info: 'Reel upgrade' }));
    expect(set).toEqual([{ vendor: 'HOUSE', vendorName: 'House Games', startsAt, endsAt, info: 'Reel upgrade' }]);

    const refused = await launch(m, { nodeId: HOUSE_SLOT_NODE_ID });
    expect(refused.status).toBe(423);
    expect(refused.body).toMatchObject({ errorCode: 'vendor_maintenance', value: { vendor: 'HOUSE', vendorName: 'House Games', startsAt, endsAt, info: 'Reel upgrade' } });
    expect(refused.body.message).toMatch(/maintenance/);
    // Other vendors are not affected.
    expect((await launch(m, { vassalage: 'NOVA_SLOTS' })).status).toBe(200);

    // A window in the future does not refuse yet.
    const later = { vendor: 'HOUSE', startsAt: new Date(now.getTime() + 3_600_000).toISOString(), endsAt: new Date(now.getTime() + 7_200_000).toISOString() };
    await ok(operatorCall(app(), 'PUT', '/api/operator/vendors/maintenance', later));
    expect((await launch(m, { nodeId: HOUSE_SLOT_NODE_ID })).status).toBe(200);
    await ok(operatorCall(app(), 'PUT', '/api/operator/vendors/maintenance', { vendor: 'HOUSE', startsAt, endsAt }));
    expect((await launch(m, { nodeId: HOUSE_SLOT_NODE_ID })).status).toBe(423);
    expect(await ok(operatorCall(app(), 'DELETE', '/api/operator/vendors/HOUSE/maintenance'))).toEqual({ vendor: 'HOUSE', cleared: 1 });
    expect((await launch(m, { nodeId: HOUSE_SLOT_NODE_ID })).status).toBe(200);

    const bad = await operatorCall(app(), 'PUT', '/api/operator/vendors/maintenance', { vendor: 'HOUSE', startsAt: endsAt, endsAt: startsAt });
    expect(bad.body).toMatchObject({ errorCode: 'bad_request', value: { field: 'endsAt' } });
    expect((await operatorCall(app(), 'PUT', '/api/operator/vendors/maintenance', { vendor: 'NOBODY', startsAt, endsAt })).status).toBe(404);
    expect((await operatorCall(app(), 'PUT', '/api/operator/vendors/maintenance', { vendor: 'HOUSE', startsAt: 'soon', endsAt })).body.errorCode).toBe('bad_request');
  });

  it('bad input gets a clear 4xx and records nothing', async () => {
    const m = await newMember(app());
    for (const body of [{}, { nodeId: 0 }, { nodeId: 'x' }, { vassalage: 'bad code' }, { nodeId: 1, extra: true }, { gameCode: 'HOUSE_SLOT' }]) {
      const answer = await launch(m, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errorCode).toBe('bad_request');
    }
    expect((await launch(m, { nodeId: 999_999_999 })).status).toBe(404);
    expect((await launch(m, { vassalage: 'HOUSE', gameCode: 'NO_SUCH' })).status).toBe(404);
    // A node id with another vendor's code is refused rather than launching either.
    expect((await launch(m, { nodeId: HOUSE_SLOT_NODE_ID, vassalage: 'NOVA_SLOTS' })).status).toBe(404);
    expect((await recent(m)).games).toEqual([]);
  });

  it('[LOBBY-32] lists the card rooms of the PVP games with GET, by game or vendor', async () => {
    const all = await ok<{ roomId: number; nodeId: number; vendor: string; minBet: string; entry: string; seats: number }[]>(call(app(), '/api/games/pvp/rooms'));
    expect(all.length).toBeGreaterThan(0);
    const first = all[0]!;
    expect(Number(first.entry)).toBeGreaterThanOrEqual(Number(first.minBet));
    const byGame = await ok<typeof all>(call(app(), `/api/games/pvp/rooms?nodeId=${first.nodeId}`));
    expect(byGame.length).toBeGreaterThan(0);
    expect(byGame.every((r) => r.nodeId === first.nodeId)).toBe(true);
    const byVendor = await ok<typeof all>(call(app(), `/api/games/pvp/rooms?vassalage=${first.vendor}`));
    expect(byVendor.every((r) => r.vendor === first.vendor)).toBe(true);
    expect((await call(app(), '/api/games/pvp/rooms?vassalage=NOVA_SLOTS')).body.value).toEqual([]);
    expect((await call(app(), '/api/games/pvp/rooms?nodeId=abc')).status).toBe(400);
  });
});

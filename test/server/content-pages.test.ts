// The content pages' API on real data: winners board from the betting record,
// promotions with their states (join, process, claim, claimed, signed, applying,
// issued, rejected, closed, coming soon), the points mall (earned from bets and
// deposits, converted and redeemed through E calls with the payment password),
// VIP levels, help, feedback and the customer-service list.
import { createDecipheriv, createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealedCall } from './accounts.helpers';
import { drawPrize } from '../../server/content/promotions';
import type { EntriesPage, HistoryPage, PointsRate, PointsReward, PointsSpend, PointsSummary, Vip, VipLevel } from '../../server/shared/wire/points';
import type { Feedback, Winner } from '../../server/shared/wire/content';
import type { Promotion, PromotionClaim, PromotionDetail, RaffleDraw } from '../../server/shared/wire/promotions';
import type { Application } from '../../server/shared/wire/operator';
import { call, DB_KINDS } from './harness';
import { as, credit, JPEG, ledgerIsSound, mainBalance, multipart, newMember, ok, operatorCall, PNG, seamless, useWalletApp, type TestMember } from './wallet.helpers';


/** Opens a customer-service path the way the client does: AES-256-GCM under SHA-256 of its last 8 characters. */
function openPath(path: string): string {
  const key = path.slice(-8);
  const sealed = Buffer.from(path.slice(0, -8), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', createHash('sha256').update(key).digest(), sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8');
}

describe.each(DB_KINDS)('content pages on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);
  let round = 0;

  /** One settled HOUSE (slots) round: stake and payout in the main currency. */
  async function play(m: TestMember, stake: string, payout: string) {
    round += 1;
    const id = `cp-${randomUUID()}-${round}`;
    await ok(seamless(app(), clock, 'bet', { transactionId: `${id}-b`, playerId: m.user.id, token: m.token, amount: stake, gameCode: 'HOUSE_DICE' }));
    await ok(seamless(app(), clock, 'win', { transactionId: `${id}-w`, betId: `${id}-b`, playerId: m.user.id, amount: payout, gameCode: 'HOUSE_DICE' }));
  }

  const promotions = (m?: TestMember) => ok<Promotion[]>(m ? as(app(), m, { url: '/api/promotions' }) : call(app(), '/api/promotions'));
  const byId = (list: Promotion[], id: string) => list.find((p) => p.id === id)!;

  it('[CONTENT-23][CONTENT-24][CONTENT-25] winner board: GET with gameCategory ALL and limitNum 50 lists real wins, newest first, usernames masked', async () => {
    const m = await newMember(app());
    await credit(app(), m, '1000.00');
    await play(m, '10.00', '35.00');
    await play(m, '20.00', '0');
    const winners = await ok<Winner[]>(call(app(), '/api/content/winners?gameCategory=ALL&language=en&limitNum=50'));
    expect(winners.length).toBeLessThanOrEqual(50);
    const mine = winners.filter((w) => w.account === `${m.account.slice(0, 2)}****${m.account.slice(-1)}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ gameType: 'RNG', stake: '10.00', win: '35.00', vendorName: 'House Games' });
    expect(winners.every((w) => Number(w.win) > Number(w.stake))).toBe(true);
    expect(JSON.stringify(winners)).not.toContain(m.account);
    expect(await ok<Winner[]>(call(app(), '/api/content/winners?gameCategory=LIVE&limitNum=5'))).toEqual([]);
    expect((await call(app(), '/api/content/winners?gameCategory=ALL&limitNum=51')).status).toBe(400);
    expect((await call(app(), '/api/content/winners?gameCategory=NOPE')).status).toBe(400);
  });

  it('[CONTENT-01][CONTENT-02][CONTENT-03][CONSTANTS-10] promotions of every type (all, sports, live casino, slots, cards, fish, lotto, rebate, points, ranking, deposit, app download, newbie); a visitor sees join, coming soon and closed; the Zalo bonus up to 131K is listed', async () => {
    const list = await promotions();
    expect(new Set(list.map((p) => p.category))).toEqual(new Set(['sports', 'live', 'slots', 'cards', 'fish', 'lotto', 'rebate', 'points', 'ranking', 'deposit', 'app', 'newbie']));
    expect(byId(list, '101').state).toBe('join');
    expect(byId(list, '109').state).toBe('coming_soon');
    expect(byId(list, '110').state).toBe('closed');
    expect(list.some((p) => /Zalo/.test(p.title) && /131K/.test(p.title))).toBe(true);
    const slots = await ok<Promotion[]>(call(app(), '/api/promotions?category=slots'));
    expect(slots.every((p) => p.category === 'slots')).toBe(true);
    const vi = await ok<Promotion[]>(call(app(), { url: '/api/promotions', headers: { 'accept-language': 'vi' } }));
    expect(byId(vi, '101').title).toBe('Thứ Sáu cuồng nhiệt Slot');
    expect((await call(app(), '/api/promotions/999999')).body.errorCode).toBe('not_found');
  });

  it('[CONTENT-03] a bonus: join, process until the slot stakes reach the target, claim credits once through the ledger', async () => {
    const m = await newMember(app());
    await credit(app(), m, '2000.00');
    expect((await as(app(), m, { method: 'POST', url: '/api/promotions/101/claim' })).body.errorCode).toBe('invalid_state');
    const joined = await ok<Promotion>(as(app(), m, { method: 'POST', url: '/api/promotions/101/join' }));
    expect(joined.state).toBe('process');
    expect((await as(app(), m, { method: 'POST', url: '/api/promotions/101/join' })).body.errorCode).toBe('invalid_state');
    await play(m, '300.00', '0');
    expect(byId(await promotions(m), '101')).toMatchObject({ state: 'process', progress: '300.00', target: '500.00' });
    await play(m, '200.00', '0');
    expect(byId(await promotions(m), '101').state).toBe('claim');
    const before = Number(await mainBalance(app(), m));
    const key = randomUUID();
    const claims = await Promise.all([1, 2, 3].map(() => as(app(), m, { method: 'POST', url: '/api/promotions/101/claim', key })));
    expect(claims.every((c) => c.status === 200)).toBe(true);
    expect(claims[0]!.body.value).toMatchObject({ state: 'claimed', bonus: '50.00' });
    expect(Number(await mainBalance(app(), m))).toBe(before + 50);
    expect((await as(app(), m, { method: 'POST', url: '/api/promotions/101/claim' })).body.errorCode).toBe('invalid_state');
    expect(Number(await mainBalance(app(), m))).toBe(before + 50);
    expect(byId(await promotions(m), '101').state).toBe('claimed');
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('[CONTENT-03] a bonus without a target goes from join straight to claim; an event is signed', async () => {
    const m = await newMember(app());
    expect((await ok<Promotion>(as(app(), m, { method: 'POST', url: '/api/promotions/104/join' }))).state).toBe('claim');
    const claimed = await ok<PromotionClaim>(as(app(), m, { method: 'POST', url: '/api/promotions/104/claim' }));
    expect(claimed.balance).toBe('38.00');
    expect((await ok<Promotion>(as(app(), m, { method: 'POST', url: '/api/promotions/106/join' }))).state).toBe('signed');
    expect((await as(app(), m, { method: 'POST', url: '/api/promotions/109/join' })).body.errorCode).toBe('invalid_state');
    expect((await as(app(), m, { method: 'POST', url: '/api/promotions/110/join' })).body.errorCode).toBe('invalid_state');
    expect((await as(app(), m, { method: 'POST', url: '/api/promotions/103/join' })).body.errorCode).toBe('operation_not_allowed');
    expect((await call(app(), { method: 'POST', url: '/api/promotions/104/join' })).body.errorCode).toBe('not_logged_in');
  });

  it('[CONTENT-09] the raffle promotion is a POST: one draw from the prize table, credited once; a second draw is refused', async () => {
    const m = await newMember(app());
    expect((await as(app(), m, { method: 'POST', url: '/api/promotions/114/join' })).body.errorCode).toBe('operation_not_allowed');
    expect((await as(app(), m, { method: 'POST', url: '/api/promotions/101/raffle' })).body.errorCode).toBe('operation_not_allowed');
    const key = randomUUID();
    const [first, replay] = [await as(app(), m, { method: 'POST', url: '/api/promotions/114/raffle', key }), await as(app(), m, { method: 'POST', url: '/api/promotions/114/raffle', key })];
    const drawn = first.body.value as RaffleDraw;
    expect(drawn.state).toBe('claimed');
    expect(['5.00', '10.00', '28.00', '88.00']).toContain(drawn.prize);
    expect(replay.body.value).toEqual(drawn);
    expect(await mainBalance(app(), m)).toBe(drawn.prize);
    expect((await as(app(), m, { method: 'POST', url: '/api/promotions/114/raffle' })).body.errorCode).toBe('invalid_state');
    expect(await mainBalance(app(), m)).toBe(drawn.prize);
    expect(byId(await promotions(m), '114')).toMatchObject({ state: 'claimed', won: drawn.prize });
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('[CONTENT-09] raffle prizes come as often as their weights say', () => {
    const prizes = [{ amountMinor: 500, weight: 50 }, { amountMinor: 1000, weight: 30 }, { amountMinor: 8800, weight: 20 }];
    const counts = new Map<number, number>();
    for (let ticket = 0; ticket < 100; ticket += 1) {
      const won = drawPrize(prizes, () => ticket);
      counts.set(won, (counts.get(won) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 500: 50, 1000: 30, 8800: 20 });
  });

  it('[CONTENT-04][CONTENT-05][CONTENT-06][CONTENT-07][CONTENT-08] an application: remark up to 140 and up to 3 png/jpg images; reviewed to issued (bonus credited) or rejected, then again', async () => {
    const m = await newMember(app());
    const url = '/api/promotions/103/applications';
    const send = (fields: Record<string, string>, files: { name: string; data: Buffer }[] = []) =>
      call(app(), { method: 'POST', url, ...(() => { const b = multipart(fields, files.map((f) => ({ field: 'images', filename: f.name, type: 'image/png', data: f.data }))); return { payload: b.payload, headers: { ...b.headers, authorization: `Bearer ${m.token}` } }; })() });
    expect((await send({ remark: 'x'.repeat(141) }, [{ name: 'a.png', data: PNG }])).body.errorCode).toBe('invalid_field_format');
    expect((await send({ remark: 'friend: ada' }, [{ name: 'a.gif', data: Buffer.from('GIF89a-not-an-image') }])).body.errorCode).toBe('upload_type_not_allowed');
    expect((await send({ remark: 'friend: ada' }, [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, data: PNG })))).body.errorCode).toBe('too_many_files');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await send({ remark: 'friend: ada' }, [{ name: 'big.png', data: big }])).body.errorCode).toBe('upload_too_large');
    const detail = (await send({ remark: 'friend: ada' }, [{ name: 'a.png', data: PNG }, { name: 'b.jpg', data: JPEG }])).body.value as PromotionDetail;
    expect(detail).toMatchObject({ state: 'applying', remark: 'friend: ada' });
    expect(detail.images).toHaveLength(2);
    expect((await send({ remark: 'again' })).body.errorCode).toBe('invalid_state');

    const queue = await ok<{ items: Application[] }>(operatorCall(app(), 'GET', `/api/operator/promotions/applications?account=${m.account}`));
    const mine = queue.items.find((q) => q.account === m.account)!;
    await ok(operatorCall(app(), 'POST', `/api/operator/promotions/applications/${mine.entryId}/review`, { approve: false }));
    expect(byId(await promotions(m), '103').state).toBe('rejected');
    expect(await mainBalance(app(), m)).toBe('0.00');
    const again = await ok<PromotionDetail>(as(app(), m, { method: 'POST', url, body: { remark: 'friend: ada, second try' } }));
    expect(again).toMatchObject({ state: 'applying', images: [] });
    await ok(operatorCall(app(), 'POST', `/api/operator/promotions/applications/${mine.entryId}/review`, { approve: true }));
    expect(byId(await promotions(m), '103').state).toBe('issued');
    expect(await mainBalance(app(), m)).toBe('20.00');
    expect((await operatorCall(app(), 'POST', `/api/operator/promotions/applications/${mine.entryId}/review`, { approve: true })).body.errorCode).toBe('invalid_state');
    expect(await mainBalance(app(), m)).toBe('20.00');
  });

  it('[CONTENT-10][CONTENT-13][CONTENT-14][CONTENT-16][CONTENT-17] points: earned from settled bets by type and from deposits, a balance, details with reference and time; every call needs a token', async () => {
    for (const path of ['/api/points', '/api/points/config', '/api/points/rewards', '/api/points/history', '/api/points/transactions']) {
      expect((await call(app(), path)).body.errorCode).toBe('not_logged_in');
    }
    const m = await newMember(app());
    await credit(app(), m, '1000.00');
    await play(m, '250.00', '0');
    const summary = await ok<PointsSummary>(as(app(), m, { url: '/api/points' }));
    expect(summary).toMatchObject({ balance: 250, neverExpire: true, pointsPerUnit: 100 });
    // Reading again counts nothing twice.
    expect((await ok<PointsSummary>(as(app(), m, { url: '/api/points' }))).balance).toBe(250);
    const details = await ok<EntriesPage>(as(app(), m, { url: '/api/points/transactions?type=slots' }));
    expect(details.items[0]).toMatchObject({ type: 'slots', points: 250 });
    expect(details.items[0]!.reference).toMatch(/^bet:/);
    const rates = await ok<PointsRate[]>(as(app(), m, { url: '/api/points/config' }));
    expect(rates[0]).toMatchObject({ vipLevel: 0, pointsPerUnit: 100 });
    expect((await as(app(), m, { url: '/api/points/transactions?type=bogus' })).status).toBe(400);
  });

  it('[CONTENT-15][CONTENT-18] convert and redeem are E calls with the payment password: wrong password refused, convert credits cash once, redeem is processing, then approved or rejected with the points back', async () => {
    const m = await newMember(app(), { paymentPassword: '135790' });
    await credit(app(), m, '2000.00');
    await play(m, '900.00', '0');
    const sealed = <T = unknown>(url: string, body: unknown, key = randomUUID()) => sealedCall<T>(app(), 'POST', url, body, { token: m.token, headers: { 'idempotency-key': key } });
    expect((await call(app(), { method: 'POST', url: '/api/points/convert', payload: { points: 100, paymentPassword: '135790' }, headers: { authorization: `Bearer ${m.token}`, 'idempotency-key': randomUUID() } })).body.errorCode).toBe('encrypted_payload_required');
    expect((await sealed('/api/points/convert', { points: 100, paymentPassword: '000000' })).body.errorCode).toBe('payment_password_incorrect');
    expect((await sealed('/api/points/convert', { points: 50, paymentPassword: '135790' })).body.errorCode).toBe('amount_out_of_range');
    expect((await sealed('/api/points/convert', { points: 5000, paymentPassword: '135790' })).body.errorCode).toBe('insufficient_funds');
    const before = Number(await mainBalance(app(), m));
    const key = randomUUID();
    const [first, replay] = [await sealed('/api/points/convert', { points: 300, paymentPassword: '135790' }, key), await sealed('/api/points/convert', { points: 300, paymentPassword: '135790' }, key)];
    expect(first.body.value).toMatchObject({ status: 'approved', points: 300, amount: '3.00', pointsBalance: 600 });
    expect(replay.body.value).toEqual(first.body.value);
    expect(Number(await mainBalance(app(), m))).toBeCloseTo(before + 3, 2);

    const rewards = await ok<PointsReward[]>(as(app(), m, { url: '/api/points/rewards' }));
    const spins = rewards.find((r) => r.points === 500)!;
    const redeemed = await ok(sealed<PointsSpend>('/api/points/redeem', { rewardId: spins.id, paymentPassword: '135790' }));
    expect(redeemed).toMatchObject({ status: 'processing', pointsBalance: 100 });
    expect(redeemed.referenceNo).toMatch(/^PM\d{17}$/);
    expect((await sealed('/api/points/redeem', { rewardId: spins.id, paymentPassword: '135790' })).body.errorCode).toBe('insufficient_funds');
    await ok(operatorCall(app(), 'POST', `/api/operator/points/redemptions/${redeemed.id}/review`, { approve: false }));
    expect((await ok<PointsSummary>(as(app(), m, { url: '/api/points' }))).balance).toBe(600);
    const again = await ok(sealed<PointsSpend>('/api/points/redeem', { rewardId: spins.id, paymentPassword: '135790' }));
    await ok(operatorCall(app(), 'POST', `/api/operator/points/redemptions/${again.id}/review`, { approve: true }));
    const history = await ok<HistoryPage>(as(app(), m, { url: '/api/points/history' }));
    expect(history.items.map((h) => [h.kind, h.status])).toEqual([['redeem', 'approved'], ['redeem', 'rejected'], ['convert', 'approved']]);
    expect((await ok<HistoryPage>(as(app(), m, { url: '/api/points/history?status=rejected' }))).items).toHaveLength(1);
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('[SHELL-10] VIP levels: public list, the member\'s level from settled stakes and the way to the next', async () => {
    const levels = await ok<VipLevel[]>(call(app(), '/api/vip/levels'));
    expect(levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const m = await newMember(app());
    await credit(app(), m, '2000.00');
    await play(m, '1200.00', '0');
    const vip = await ok<Vip>(as(app(), m, { url: '/api/vip' }));
    expect(vip).toMatchObject({ level: 1, name: 'Silver', next: { level: 2, remaining: '8800.00' } });
  });

  it('[CONTENT-19][CONTENT-20] help content is fetched by a call, in the language asked, English where none', async () => {
    const en = await ok<{ topic: string; title: string }[]>(call(app(), '/api/content/help?language=en'));
    expect(en.map((a) => a.topic)).toEqual(['faq', 'terms', 'privacy', 'responsible', 'contact']);
    const vi = await ok<{ topic: string; title: string; language: string }[]>(call(app(), '/api/content/help?language=vi'));
    expect(vi.find((a) => a.topic === 'terms')).toMatchObject({ title: 'Điều khoản và điều kiện', language: 'vi' });
    const th = await ok<{ language: string }[]>(call(app(), '/api/content/help?language=th'));
    expect(th.every((a) => a.language === 'th')).toBe(true);
    const french = await ok<{ language: string }[]>(call(app(), '/api/content/help?language=fr'));
    expect(french.every((a) => a.language === 'en')).toBe(true);
  });

  it('[CONTENT-26][CONTENT-27][CONTENT-28] feedback is a PUT with content of 10 to 500 characters and up to 3 images', async () => {
    const m = await newMember(app());
    const put = <T = unknown>(payload: unknown) => as<T>(app(), m, { method: 'PUT', url: '/api/content/feedback', body: payload, key: null });
    expect((await put({ category: 'complaint', content: 'too short' })).body).toMatchObject({ errorCode: 'invalid_field_format', value: { field: 'content', min: 10, max: 500 } });
    expect((await put({ category: 'complaint', content: 'x'.repeat(501) })).body.errorCode).toBe('invalid_field_format');
    expect((await put({ category: 'nope', content: 'A long enough complaint text' })).status).toBe(400);
    const saved = await ok(put<Feedback>({ category: 'suggestion', content: 'Please add more fishing games.' }));
    expect(saved.images).toBe(0);
    const body = multipart({ category: 'payment', content: 'My deposit took an hour to arrive.' }, [{ field: 'images', filename: 'p.png', type: 'image/png', data: PNG }]);
    const withImage = await ok(call<Feedback>(app(), { method: 'PUT', url: '/api/content/feedback', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${m.token}` } }));
    expect(withImage.images).toBe(1);
    const nul = multipart({ category: 'payment', content: 'A NUL \u0000 inside the text.' }, []);
    const refused = await call(app(), { method: 'PUT', url: '/api/content/feedback', payload: nul.payload, headers: { ...nul.headers, authorization: `Bearer ${m.token}` } });
    expect(refused.status, 'a NUL in a text field is bad input, not a database failure').toBe(400);
    expect((await call(app(), { method: 'PUT', url: '/api/content/feedback', payload: { content: 'A long enough complaint text' } })).body.errorCode).toBe('not_logged_in');
  });

  it('[CONTENT-30][CONTENT-31][CONTENT-32][SHELL-74][SHELL-75][AGENT-31][AGENT-32] customer services: type 3 list, each path encrypted with its last 8 characters as key; above rank 4 live chat is the VIP channel, at rank 4 or below it is live chat', async () => {
    const list = await ok<{ enabled: boolean; type: number; vip: boolean; entries: { csPosition: string; csType: string; path: string }[] }>(call(app(), '/api/content/customer-services'));
    expect(list).toMatchObject({ enabled: true, type: 3, vip: false });
    expect(list.entries.map((e) => e.csType)).toEqual(['livechat', 'telegram', 'facebook', 'other']);
    expect(openPath(list.entries[0]!.path)).toBe('https://chat.example.com/ng');
    expect(list.entries[0]!.path).not.toContain('chat.example.com');
    const m = await newMember(app());
    const plain = await ok<{ vip: boolean; entries: { csType: string }[] }>(as(app(), m, { url: '/api/content/customer-services' }));
    expect(plain.vip).toBe(false);
    expect(plain.entries[0]!.csType).toBe('livechat');
    const stake = (id: string, minor: number) =>
      app().store.db.insertInto('bets').values({ vendor: 'HOUSE', bet_id: `${id}-${m.user.id}`, user_id: m.user.id, merchant_code: 'NG', game_type: 'RNG', stake_minor: minor, payout_minor: 0, status: 'settled', placed: true, placed_at: clock(), settled_at: clock() }).execute();
    // One cent short of rank 5: still live chat.
    await stake('vip-a', 99_999_999);
    expect((await ok<{ entries: { csType: string }[] }>(as(app(), m, { url: '/api/content/customer-services' }))).entries[0]!.csType).toBe('livechat');
    // Rank 5 (Royal) from 1,000,000.00 of settled stakes.
    await stake('vip-b', 1);
    const vip = await ok<{ vip: boolean; entries: { csType: string; path: string }[] }>(as(app(), m, { url: '/api/content/customer-services' }));
    expect(vip.vip).toBe(true);
    expect(vip.entries[0]!.csType).toBe('vip');
    expect(openPath(vip.entries[0]!.path)).toBe('https://chat.example.com/ng/vip');
  });

  it('[SHELL-76][LOBBY-30] recent games need a session and list the member\'s games newest first (the web client sends clientType 3)', async () => {
    expect((await call(app(), '/api/content/recent-games')).body.errorCode).toBe('not_logged_in');
    const m = await newMember(app());
    const games = await app().store.db.selectFrom('games' as never).select(['id' as never]).limit(2).execute() as unknown as { id: number }[];
    const db = app().store.db as unknown as { insertInto: (t: string) => { values: (v: unknown) => { execute: () => Promise<unknown> } } };
    await db.insertInto('recent_games').values([{ user_id: m.user.id, game_id: games[0]!.id, last_played_at: new Date(clock().getTime() - 60_000) }, { user_id: m.user.id, game_id: games[1]!.id, last_played_at: clock() }]).execute();
    const recent = await ok<{ nodeId: number; name: string; thumbnailUrl: string }[]>(as(app(), m, { url: '/api/content/recent-games?clientType=3' }));
    expect(recent).toHaveLength(2);
    expect(recent[0]!.thumbnailUrl).toMatch(/^\/api\/media\/game\/\d+\.svg$/);
  });
});

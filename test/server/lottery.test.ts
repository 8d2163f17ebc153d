// The lottery: schedules and lock times, tickets through the ledger, provably fair
// draws (hash before, seed after), and the draw job paying each ticket exactly once,
// whether it runs twice, concurrently, or crashes half way.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BET_TYPES, BET_TYPE_NAMES, ticketPayout, ticketWins } from '../../server/lottery/bets';
import { drawNumbers } from '../../server/lottery/draw';
import { currentSlot, dayOfWeek, nextSlot } from '../../server/lottery/schedule';
import { createLotteryService, type DrawVerification, type LotteryGame, type LotteryResult, type LotteryTicket, type TicketAnswer } from '../../server/lottery/lottery';
import { DB_KINDS } from './harness';
import { as, countOf, credit, ledgerIsSound, mainBalance, newKey, newMember, ok, operatorCall, useWalletApp, type TestMember } from './wallet.helpers';

const FAST = { schedule: 'interval', intervalSeconds: 60, drawDayOfWeek: null, drawMinuteUtc: null, lockSeconds: 10 } as const;
const HOURLY = { schedule: 'interval', intervalSeconds: 3600, drawDayOfWeek: null, drawMinuteUtc: null, lockSeconds: 120 } as const;
const weekly = (day: number) => ({ schedule: 'weekly', intervalSeconds: null, drawDayOfWeek: day, drawMinuteUtc: 9 * 60 + 15, lockSeconds: 900 }) as const;

describe('lottery schedule and odds (pure)', () => {
  it('[LOTTERY-08][LOTTERY-09] interval draws fall on the epoch grid, lock lockSeconds before, numero is the day and sequence', () => {
    const s = currentSlot(FAST, new Date('2031-03-10T12:00:30Z'));
    expect(s).toEqual({ numero: '20310310-0721', opensAt: new Date('2031-03-10T12:00:00Z'), locksAt: new Date('2031-03-10T12:00:50Z'), drawAt: new Date('2031-03-10T12:01:00Z') });
    // Exactly at a draw time, that draw is past: the next one is current.
    expect(currentSlot(FAST, new Date('2031-03-10T12:01:00Z')).numero).toBe('20310310-0722');
    expect(nextSlot(FAST, s).drawAt).toEqual(new Date('2031-03-10T12:02:00Z'));
    expect(currentSlot(FAST, new Date('2031-03-10T23:59:59Z')).numero).toBe('20310310-1440');
    expect(currentSlot(FAST, new Date('2031-03-11T00:00:00Z')).numero).toBe('20310311-0001');
    const h = currentSlot(HOURLY, new Date('2031-03-10T12:00:30Z'));
    expect(h).toMatchObject({ numero: '20310310-13', drawAt: new Date('2031-03-10T13:00:00Z'), locksAt: new Date('2031-03-10T12:58:00Z') });
  });

  it('[LOTTERY-04] weekly draws use 1 = Sunday .. 7 = Saturday and come round a week later once drawn', () => {
    // 2031-03-10 is a Monday.
    expect(dayOfWeek(new Date('2031-03-10T12:00:00Z'))).toBe(2);
    expect(dayOfWeek(new Date('2031-03-09T12:00:00Z'))).toBe(1);
    expect(dayOfWeek(new Date('2031-03-15T12:00:00Z'))).toBe(7);
    const monday = currentSlot(weekly(2), new Date('2031-03-10T08:00:00Z'));
    expect(monday).toEqual({ numero: '20310310', opensAt: new Date('2031-03-03T09:15:00Z'), locksAt: new Date('2031-03-10T09:00:00Z'), drawAt: new Date('2031-03-10T09:15:00Z') });
    expect(currentSlot(weekly(2), new Date('2031-03-10T09:15:00Z')).numero).toBe('20310317');
    expect(currentSlot(weekly(1), new Date('2031-03-10T08:00:00Z')).drawAt).toEqual(new Date('2031-03-16T09:15:00Z'));
    expect(currentSlot(weekly(7), new Date('2031-03-10T08:00:00Z')).drawAt).toEqual(new Date('2031-03-15T09:15:00Z'));
    for (let day = 1; day <= 7; day += 1) expect(dayOfWeek(currentSlot(weekly(day), new Date('2031-03-10T08:00:00Z')).drawAt)).toBe(day);
  });

  it('each bet type returns exactly 1 - houseEdge over every equally likely tail, and the HMAC digits are uniform', () => {
    for (const type of BET_TYPE_NAMES) {
      const config = BET_TYPES[type];
      const tails = 10 ** config.tailDigits;
      const selections = type === 'big_small' ? ['big', 'small'] : Array.from({ length: tails }, (_, i) => String(i).padStart(config.tailDigits, '0'));
      for (const selection of selections) {
        let returned = 0;
        for (let tail = 0; tail < tails; tail += 1) returned += ticketPayout(10_000, config.oddsBasis, ticketWins(type, selection, `99${String(tail).padStart(config.tailDigits, '0')}`));
        // Stake 10_000 per tail: the mean return in basis points is returned / tails.
        expect(returned / tails).toBe(10_000 - config.houseEdgeBps);
      }
    }
    // 4000 draws of 5 digits: each digit 0..9 about 2000 times (chi-square, 9 degrees of freedom, p ~ 0.001 at 27.9).
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 4000; i += 1) for (const d of drawNumbers(randomBytes(32).toString('hex'), 'FAST1', `n${i}`, 5)) counts[Number(d)]! += 1;
    const expected = 2000;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(27.9);
  });
});

describe.each(DB_KINDS)('lottery on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);
  const START = new Date('2031-03-10T12:00:05Z');

  async function player(amount = '1000.00') {
    const m = await newMember(app());
    if (amount !== '0') await credit(app(), m, amount);
    return m;
  }
  const buy = (m: TestMember, body: Record<string, unknown>, key: string | null = newKey()) => as<TicketAnswer>(app(), m, { method: 'POST', url: '/api/lottery/tickets', body, key });
  const get = async <T>(url: string) => {
    const raw = await app().app.inject({ method: 'GET', url });
    expect(raw.statusCode, raw.body).toBe(200);
    return raw.json().value as T;
  };
  const runJob = (at?: Date) => app().services.lottery.runDraws(at ?? clock());
  /** The committed seed of the current FAST1 draw (only a test can read it before the draw). */
  async function fastDraw() {
    const slot = currentSlot(FAST, clock());
    await runJob();
    const row = await app().store.db.selectFrom('lottery_draws').selectAll().where('game_code', '=', 'FAST1').where('numero', '=', slot.numero).executeTakeFirstOrThrow();
    return { ...row, id: String(row.id), winning: drawNumbers(row.server_seed, 'FAST1', row.numero, 5) };
  }
  const journals = (kind: 'bet' | 'win', like: string) =>
    app().store.db.selectFrom('ledger_journals').select('id').where('kind', '=', kind).where('reference', 'like', like).execute();

  it('[LOTTERY-08][LOTTERY-09][LOTTERY-14][LOTTERY-15] the game list carries gameId, remark, gameMenuTag, numero, remainTime, lockTime (seconds), drawDayOfWeek, winningTime', async () => {
    clock.set(START);
    const { games, serverTime } = await get<{ games: LotteryGame[]; serverTime: string }>('/api/lottery/games?area=SEA');
    expect(serverTime).toBe(START.toISOString());
    const fast = games.find((g) => g.gameId === 'FAST1')!;
    expect(fast).toMatchObject({ remark: 'Lucky 1 Minute', gameMenuTag: 'FAST', numero: '20310310-0721', remainTime: 55, lockTime: 45, drawDayOfWeek: 2, winningTime: '2031-03-10T12:01:00.000Z' });
    expect(games.every((g) => g.area === 'SEA')).toBe(true);
    const vn = (await get<{ games: LotteryGame[] }>('/api/lottery/games?area=VN')).games;
    expect(new Set(vn.map((g) => g.drawDayOfWeek))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    const hcm = vn.find((g) => g.gameId === 'VN_HCM')!;
    expect(hcm).toMatchObject({ drawDayOfWeek: 2, numero: '20310317', winningTime: '2031-03-17T09:15:00.000Z', lockTime: hcm.remainTime - 900 });
    const menus = await get<{ prizeMode: string; lotteryType: string; menus: { gameMenuTag: string; count: number }[] }>('/api/lottery/menus?area=VN');
    expect(menus).toMatchObject({ prizeMode: 'Lott', lotteryType: 'SEA' });
    expect(menus.menus.map((m) => m.gameMenuTag).sort()).toEqual(['VN_CENTRAL', 'VN_SOUTH']);
    const bad = await app().app.inject({ method: 'GET', url: '/api/lottery/games?area=XX' });
    expect(bad.statusCode).toBe(400);
  });

  it('[LOTTERY-11][LOTTERY-12] prize mode is Elott only when the ELOTT lane holds a TCG_LOTTO_VN or LOTT card', async () => {
    expect(await app().services.lottery.prizeMode()).toBe('Lott');
    const db = app().store.db;
    await db.insertInto('vendors').values({ game_type: 'ELOTT', vassalage: 'LOTT', name: 'Daily Lotto', account_type_id: 777, is_hot: 0, color: '#000000', accent: '#ffffff', sort_order: 50 }).execute();
    try {
      expect(await app().services.lottery.prizeMode()).toBe('Elott');
    } finally {
      await db.deleteFrom('vendors').where('game_type', '=', 'ELOTT').where('vassalage', '=', 'LOTT').execute();
    }
  });

  it('a ticket takes the stake through the ledger at once; replaying its key moves nothing; another body under the key is 409', async () => {
    clock.set(START);
    const m = await player('100.00');
    const key = newKey();
    const first = await buy(m, { gameId: 'FAST1', betType: 'last2', selection: '07', amount: '10.00' }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const answer = first.body.value!;
    expect(answer).toMatchObject({ balance: '90.00', currency: 'NGN', ticket: { gameId: 'FAST1', numero: '20310310-0721', betType: 'last2', selection: '07', amount: '10.00', odds: '97.00', status: 'open', payout: null, numbers: null } });
    expect(await mainBalance(app(), m)).toBe('90.00');
    const count = await countOf(app(), 'ledger_journals');
    const again = await buy(m, { gameId: 'FAST1', betType: 'last2', selection: '07', amount: '10.00' }, key);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.body.value).toEqual(answer);
    expect(await countOf(app(), 'ledger_journals')).toBe(count);
    const other = await buy(m, { gameId: 'FAST1', betType: 'last2', selection: '08', amount: '10.00' }, key);
    expect(other.status).toBe(409);
    const racing = await Promise.all([1, 2, 3].map(() => buy(m, { gameId: 'FAST1', betType: 'big_small', selection: 'big', amount: '5.00' }, 'race-key-1')));
    expect(racing.every((r) => r.status === 200)).toBe(true);
    expect(new Set(racing.map((r) => r.body.value!.ticket.ticketId)).size).toBe(1);
    expect(await mainBalance(app(), m)).toBe('85.00');
    const mine = await ok<{ items: LotteryTicket[]; total: number }>(as(app(), m, { url: '/api/lottery/tickets?page=1' }));
    expect(mine.total).toBe(2);
    const record = await ok<{ items: { betId: string; vendor: string; stake: string; status: string }[] }>(as(app(), m, { url: '/api/records/bets?preset=7d' }));
    expect(record.items.find((b) => b.betId === `LOTTERY-${answer.ticket.ticketId}`)).toMatchObject({ vendor: 'LOTT', stake: '10.00', status: 'open' });
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('bad bets get clear errors and change nothing; trial accounts are sent to register', async () => {
    clock.set(START);
    const m = await player('20.00');
    const before = await countOf(app(), 'ledger_journals');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ gameId: 'FAST1', betType: 'last4', selection: '0007', amount: '1.00' }, 400, 'invalid_bet'],
      [{ gameId: 'FAST1', betType: 'last2', selection: '7', amount: '1.00' }, 400, 'invalid_bet'],
      [{ gameId: 'FAST1', betType: 'last3', selection: 'abc', amount: '1.00' }, 400, 'invalid_bet'],
      [{ gameId: 'FAST1', betType: 'big_small', selection: 'huge', amount: '1.00' }, 400, 'invalid_bet'],
      [{ gameId: 'NOPE', betType: 'last2', selection: '07', amount: '1.00' }, 400, 'invalid_bet'],
      [{ gameId: 'FAST1', betType: 'last2', selection: '07', amount: '0.50' }, 400, 'amount_out_of_range'],
      [{ gameId: 'FAST1', betType: 'last2', selection: '07', amount: '1.005' }, 400, 'invalid_amount'],
      [{ gameId: 'FAST1', betType: 'last2', selection: '07', amount: '-1' }, 400, 'invalid_amount'],
      [{ gameId: 'FAST1', betType: 'last2', selection: '07', amount: '50.00' }, 400, 'insufficient_funds'],
      [{ gameId: 'FAST1', betType: 'last2', selection: '07' }, 400, 'bad_request'],
    ];
    for (const [body, status, code] of cases) {
      const a = await buy(m, body);
      expect([a.status, a.body.errorCode], JSON.stringify(body)).toEqual([status, code]);
      expect(a.body.message).toBeTruthy();
    }
    const noKey = await buy(m, { gameId: 'FAST1', betType: 'last2', selection: '07', amount: '1.00' }, null);
    expect(noKey.body.errorCode).toBe('idempotency_key_required');
    const stranger = await app().app.inject({ method: 'POST', url: '/api/lottery/tickets', payload: { gameId: 'FAST1', betType: 'last2', selection: '07', amount: '1.00' }, headers: { 'idempotency-key': newKey() } });
    expect(stranger.statusCode).toBe(401);
    const trialUser = await app().services.accounts.create({ merchantCode: 'NG', currency: 'NGN', account: `trial${Date.now().toString(36).slice(-6)}`, password: 'Member@12345', passwordSetBy: 'self', type: 4, parentId: null, paymentPassword: null });
    const trial = { user: trialUser, account: trialUser.account, token: await app().services.sessions.open(trialUser, { via: 'freeplay', ip: '127.0.0.1' }) };
    const refused = await buy(trial, { gameId: 'FAST1', betType: 'last2', selection: '07', amount: '1.00' });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'register_real_account_first']);
    expect(await countOf(app(), 'ledger_journals')).toBe(before);
    expect(await mainBalance(app(), m)).toBe('20.00');
  });

  it('[LOTTERY-09] a bet after the lock time is refused with draw_closed and moves nothing; an old numero is refused too', async () => {
    clock.set(new Date('2031-03-10T12:10:49Z'));
    const m = await player('50.00');
    const inTime = await buy(m, { gameId: 'FAST1', numero: '20310310-0731', betType: 'big_small', selection: 'small', amount: '5.00' });
    expect(inTime.status, JSON.stringify(inTime.body)).toBe(200);
    clock.set(new Date('2031-03-10T12:10:50Z'));
    const game = (await get<{ games: LotteryGame[] }>('/api/lottery/games?area=SEA')).games.find((g) => g.gameId === 'FAST1')!;
    expect(game).toMatchObject({ numero: '20310310-0731', lockTime: 0, remainTime: 10 });
    const late = await buy(m, { gameId: 'FAST1', betType: 'big_small', selection: 'small', amount: '5.00' });
    expect([late.status, late.body.errorCode]).toEqual([400, 'draw_closed']);
    clock.set(new Date('2031-03-10T12:11:01Z'));
    const stale = await buy(m, { gameId: 'FAST1', numero: '20310310-0731', betType: 'big_small', selection: 'small', amount: '5.00' });
    expect([stale.status, stale.body.errorCode]).toEqual([400, 'draw_closed']);
    expect(await mainBalance(app(), m)).toBe('45.00');
  });

  it('[LOTTERY-13][LOTTERY-16][LOTTERY-18][LOTTERY-20][LOTTERY-21] draws are provably fair: the hash is published before the draw, the seed after, and verify recomputes the number; results list them', async () => {
    clock.set(new Date('2031-03-10T12:20:05Z'));
    const m = await player('50.00');
    const bought = await ok(buy(m, { gameId: 'FAST1', betType: 'last3', selection: '123', amount: '1.00' }));
    const before = await get<DrawVerification>(`/api/lottery/draws/${bought.ticket.drawId}/verify`);
    expect(before).toMatchObject({ status: 'open', serverSeed: null, numbers: null, valid: null, clientSeed: `FAST1.${bought.ticket.numero}` });
    const listed = (await get<{ games: LotteryGame[] }>('/api/lottery/games?area=SEA')).games.find((g) => g.gameId === 'FAST1')!;
    expect(listed.serverSeedHash).toBe(before.serverSeedHash);

    clock.set(new Date('2031-03-10T12:21:00Z'));
    const counts = await runJob();
    expect(counts.drawn).toBeGreaterThanOrEqual(1);
    const after = await get<DrawVerification>(`/api/lottery/draws/${bought.ticket.drawId}/verify`);
    expect(after.serverSeedHash).toBe(before.serverSeedHash);
    expect(createHash('sha256').update(after.serverSeed!, 'utf8').digest('hex')).toBe(before.serverSeedHash);
    expect(after.numbers).toMatch(/^[0-9]{5}$/);
    expect(after).toMatchObject({ status: 'settled', recomputed: after.numbers, valid: true });
    expect(drawNumbers(after.serverSeed!, 'FAST1', after.numero, 5)).toBe(after.numbers);
    const missing = await app().app.inject({ method: 'GET', url: '/api/lottery/draws/999999999/verify' });
    expect(missing.statusCode).toBe(404);

    // LOTTERY-18 LOTTERY-20 LOTTERY-21: results and opened numbers list it.
    const recent = await get<{ prizeMode: string; results: LotteryResult[] }>('/api/lottery/recent?prizeMode=Lott&device=WEB&recentCount=100');
    expect(recent.prizeMode).toBe('Lott');
    expect(recent.results.find((r) => r.drawId === bought.ticket.drawId)).toMatchObject({ gameId: 'FAST1', numbers: after.numbers });
    const opened = await get<{ results: LotteryResult[] }>('/api/lottery/opened?gameId=FAST1');
    expect(opened.results.every((r) => /^[0-9]{1,6}$/.test(r.numbers) && r.gameId === 'FAST1')).toBe(true);
    expect((await app().app.inject({ method: 'GET', url: '/api/lottery/recent?prizeMode=XYZ' })).statusCode).toBe(400);
    for (const mode of ['Lott', 'ZY', 'Elott', 'SEA']) expect((await get<{ prizeMode: string }>(`/api/lottery/recent?prizeMode=${mode}&recentCount=1`)).prizeMode).toBe(mode);
    expect((await app().app.inject({ method: 'GET', url: '/api/lottery/popular?count=21' })).statusCode).toBe(400);
    // LOTTERY-16: popular, at most 20, the played game first.
    const popular = await get<{ games: LotteryGame[] }>('/api/lottery/popular?count=20');
    expect(popular.games.length).toBeLessThanOrEqual(20);
    expect(popular.games[0]!.gameId).toBe('FAST1');
  });

  it('the job pays each winning ticket exactly once: run twice, and three at once', async () => {
    clock.set(new Date('2031-03-10T12:30:05Z'));
    const draw = await fastDraw();
    const a = await player('100.00');
    const b = await player('100.00');
    const w = draw.winning;
    const lose2 = String((Number(w.slice(-2)) + 1) % 100).padStart(2, '0');
    await ok(buy(a, { gameId: 'FAST1', betType: 'last2', selection: w.slice(-2), amount: '2.00' }));
    await ok(buy(a, { gameId: 'FAST1', betType: 'last3', selection: w.slice(-3), amount: '1.00' }));
    await ok(buy(b, { gameId: 'FAST1', betType: 'last2', selection: lose2, amount: '10.00' }));
    await ok(buy(b, { gameId: 'FAST1', betType: 'big_small', selection: Number(w.at(-1)) >= 5 ? 'big' : 'small', amount: '20.00' }));
    expect(await mainBalance(app(), a)).toBe('97.00');
    expect(await mainBalance(app(), b)).toBe('70.00');

    clock.set(new Date('2031-03-10T12:31:00Z'));
    const runs = await Promise.all([runJob(), runJob(), runJob()]);
    expect(runs.reduce((n, r) => n + r.drawn, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.settledTickets, 0)).toBe(4);
    const again = await runJob();
    expect(again.settledTickets).toBe(0);
    // a: 2 x 97 + 1 x 970 = 1164 back; b: the big/small win 20 x 1.95 = 39.
    expect(await mainBalance(app(), a)).toBe((97 + 194 + 970).toFixed(2));
    expect(await mainBalance(app(), b)).toBe((70 + 39).toFixed(2));
    const tickets = await app().store.db.selectFrom('lottery_tickets').select(['id', 'status', 'payout_minor']).where('draw_id', '=', draw.id).orderBy('id').execute();
    expect(tickets.map((t) => [t.status, Number(t.payout_minor)])).toEqual([
      ['won', 19400],
      ['won', 97000],
      ['lost', 0],
      ['won', 3900],
    ]);
    for (const t of tickets) expect((await journals('win', `lottery:${t.id}`)).length).toBe(t.status === 'won' ? 1 : 0);
    const mine = await ok<{ items: LotteryTicket[] }>(as(app(), a, { url: '/api/lottery/tickets?page=1' }));
    expect(mine.items.every((t) => t.status === 'won' && t.numbers === w)).toBe(true);
    const record = await ok<{ items: { betId: string; payout: string; status: string }[] }>(as(app(), b, { url: '/api/records/bets?preset=7d' }));
    expect(record.items.filter((r) => r.betId.startsWith('LOTTERY-')).map((r) => [r.status, r.payout]).sort()).toEqual([
      ['settled', '0.00'],
      ['settled', '39.00'],
    ]);
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('a crash half way through paying recovers: the next run pays the rest and nothing twice', async () => {
    clock.set(new Date('2031-03-10T12:40:05Z'));
    const draw = await fastDraw();
    const members = [await player('10.00'), await player('10.00'), await player('10.00')];
    for (const m of members) await ok(buy(m, { gameId: 'FAST1', betType: 'last2', selection: draw.winning.slice(-2), amount: '1.00' }));
    const ids = (await app().store.db.selectFrom('lottery_tickets').select('id').where('draw_id', '=', draw.id).orderBy('user_id').execute()).map((t) => String(t.id));
    clock.set(new Date('2031-03-10T12:41:00Z'));
    const services = app().services;
    // One ticket per transaction; the process "dies" while paying the second.
    const crashing = createLotteryService(app().store.db, {
      ledger: services.ledger,
      idempotency: services.idempotency,
      clock,
      limits: services.protection.limits,
      batchSize: 1,
      hooks: {
        afterTicket: (id) => {
          if (id === ids[1]) throw new Error('crash');
        },
      },
    });
    await expect(crashing.runDraws(clock())).rejects.toThrow('crash');
    const half = await app().store.db.selectFrom('lottery_tickets').select(['id', 'status']).where('draw_id', '=', draw.id).orderBy('user_id').execute();
    expect(half.map((t) => t.status)).toEqual(['won', 'open', 'open']);
    expect((await app().store.db.selectFrom('lottery_draws').select('status').where('id', '=', draw.id).executeTakeFirstOrThrow()).status).toBe('drawn');
    expect(await mainBalance(app(), members[0]!)).toBe('106.00');
    expect(await mainBalance(app(), members[1]!)).toBe('9.00');

    await runJob();
    await runJob();
    for (const m of members) expect(await mainBalance(app(), m)).toBe('106.00');
    for (const id of ids) expect((await journals('win', `lottery:${id}`)).length).toBe(1);
    expect((await app().store.db.selectFrom('lottery_draws').select('status').where('id', '=', draw.id).executeTakeFirstOrThrow()).status).toBe('settled');
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('[LOTTERY-17] the operator route runs the job; `at` is development only; VN numbers', async () => {
    clock.set(new Date('2031-03-10T12:50:05Z'));
    const counts = await ok<{ opened: number; drawn: number }>(operatorCall(app(), 'POST', '/api/operator/jobs/lottery-draws'));
    expect(counts).toHaveProperty('drawn');
    const at = await operatorCall(app(), 'POST', '/api/operator/jobs/lottery-draws', { at: 'not a date' });
    expect(at.status).toBe(400);
    const stranger = await app().app.inject({ method: 'POST', url: '/api/operator/jobs/lottery-draws' });
    expect(stranger.statusCode).toBe(403);
    // Drawn ahead of its time (the development `at`): the list shows it closed and a bet is refused.
    await runJob(new Date('2031-03-10T12:51:01Z'));
    const fast = (await get<{ games: LotteryGame[] }>('/api/lottery/games?area=SEA')).games.find((g) => g.gameId === 'FAST1')!;
    expect(fast).toMatchObject({ numero: '20310310-0771', lockTime: 0 });
    const m = await player('10.00');
    expect((await buy(m, { gameId: 'FAST1', betType: 'last2', selection: '07', amount: '1.00' })).body.errorCode).toBe('draw_closed');
    // LOTTERY-17: VN numbers (count at most 100).
    expect((await get<{ results: LotteryResult[] }>('/api/lottery/vn-numbers?count=100')).results.every((r) => r.area === 'VN')).toBe(true);
    expect((await app().app.inject({ method: 'GET', url: '/api/lottery/vn-numbers?count=101' })).statusCode).toBe(400);
  });
});

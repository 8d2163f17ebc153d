// Where a login's short-lived state lives (server/accounts/challenges.ts, counters.ts):
// on the embedded database in this process's memory, on PostgreSQL in the tables every
// server shares. Both hold the same rules: a bot-check answer is spent by one look and
// expires after five minutes; the failure counts a login reads are those of the table,
// survive a restart, and are shared by every app built on the same database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import {
  CHALLENGE_TTL_MS,
  challengeStoreFor,
  createChallengeService,
  createSliderPool,
  databaseChallengeStore,
  memoryChallengeStore,
  type ChallengeStore,
} from '../../server/accounts/challenges';
import { createCounters, type WindowRead } from '../../server/accounts/counters';
import { ACCOUNT_BURST_LOCK, ACCOUNT_CAPTCHA, ACCOUNT_HOURLY_CAP, createLoginGuard, IP_CAPTCHA, IP_HOURLY_CAP, LOGIN_FAILURE_KINDS } from '../../server/accounts/loginGuard';
import { MINUTE } from '../../server/platform/clock';
import { fakeClock } from './accounts.helpers';

async function migrated(pgliteDir = 'memory://'): Promise<Db> {
  const store = await openDb({ pgliteDir });
  await migrate(store);
  return store;
}

describe('bot-check answers, in the table and in memory alike', () => {
  let store: Db;
  beforeAll(async () => {
    store = await migrated();
  });
  afterAll(() => store?.close());

  const kinds: [string, (clock: ReturnType<typeof fakeClock>) => ChallengeStore][] = [
    ['the table (PostgreSQL)', (clock) => databaseChallengeStore(store.db, clock)],
    ['memory (PGlite)', (clock) => memoryChallengeStore(clock)],
  ];

  describe.each(kinds)('in %s', (_name, storeOf) => {
    it('[LOGIN-06] spends an answer once, only as its own kind, and not after five minutes', async () => {
      const clock = fakeClock();
      const challenges = storeOf(clock);
      const id = await challenges.put('slider', '120');
      expect(await challenges.peek(id)).toEqual({ kind: 'slider', answer: '120' });
      // A captcha's look at a slider's id neither answers nor spends it.
      expect(await challenges.spend('captcha', id)).toBeUndefined();
      expect(await challenges.spend('slider', id)).toBe('120');
      expect(await challenges.spend('slider', id)).toBeUndefined();
      expect(await challenges.peek(id)).toBeUndefined();

      const late = await challenges.put('captcha', 'ABCD');
      clock.advance(CHALLENGE_TTL_MS - 1);
      expect(await challenges.peek(late)).toEqual({ kind: 'captcha', answer: 'ABCD' });
      clock.advance(1);
      expect(await challenges.peek(late)).toBeUndefined();
      expect(await challenges.spend('captcha', late)).toBeUndefined();
      expect(await challenges.spend('slider', 'no-such-challenge-id')).toBeUndefined();
    });

    it('[LOGIN-06] a wrong slider answer spends the challenge as a right one does', async () => {
      const clock = fakeClock();
      const service = createChallengeService(storeOf(clock), createSliderPool(0));
      const slider = await service.createSlider();
      const { answer } = (await service.answerOf(slider.sliderId))!;
      expect(await service.verifySlider({ sliderId: slider.sliderId, x: Number(answer) + 20, durationMs: 640 })).toBe(false);
      expect(await service.verifySlider({ sliderId: slider.sliderId, x: Number(answer), durationMs: 640 })).toBe(false);
      const again = await service.createSlider();
      const right = Number((await service.answerOf(again.sliderId))!.answer);
      expect(await service.verifySlider({ sliderId: again.sliderId, x: right + 6, durationMs: 300 })).toBe(true);
    });
  });

  it('the embedded database keeps its answers in memory, one store for every app on it; PostgreSQL in the table', async () => {
    const clock = fakeClock();
    const one = createChallengeService(challengeStoreFor(store.db, clock, true), createSliderPool(0));
    const other = createChallengeService(challengeStoreFor(store.db, clock, true), createSliderPool(0));
    const before = await store.db.selectFrom('challenges').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const captcha = await one.createCaptcha();
    const answer = String((await other.answerOf(captcha.captchaId))!.answer);
    const after = await store.db.selectFrom('challenges').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await other.verifyCaptcha(captcha.captchaId, answer)).toBe(true);
    expect(await one.verifyCaptcha(captcha.captchaId, answer)).toBe(false);

    const shared = createChallengeService(challengeStoreFor(store.db, clock, false), createSliderPool(0));
    const stored = await shared.createCaptcha();
    expect(await store.db.selectFrom('challenges').select('kind').where('id', '=', stored.captchaId).executeTakeFirst()).toEqual({ kind: 'captcha' });
  });
});

describe('slider pictures drawn ahead', () => {
  it('[LOGIN-06] hands each picture out once, refills as it goes, and draws for the caller when none is ready', async () => {
    let drawn = 0;
    const draw = async () => {
      drawn += 1;
      return { x: drawn, y: 0, images: { background: `b${drawn}`, piece: `p${drawn}` } };
    };
    const pool = createSliderPool(3, draw);
    // Nothing drawn before the first use; that one is drawn for the caller while the pool fills.
    expect(drawn).toBe(0);
    const taken = await Promise.all(Array.from({ length: 10 }, () => pool.take()));
    for (let i = 0; i < 20; i += 1) taken.push(await pool.take());
    const pictures = taken.map((slider) => slider.images.background);
    expect(new Set(pictures).size).toBe(pictures.length);
    await vi.waitFor(() => expect(pool.ready).toBe(3));
    // Never more drawn than handed out plus the pool.
    expect(drawn).toBeLessThanOrEqual(taken.length + 3);
  });

  it('[LOGIN-06] gaps are random: the pool draws them with the secure generator, not in a fixed order', async () => {
    const service = createChallengeService(memoryChallengeStore(fakeClock()), createSliderPool(4));
    const answers = new Set<number>();
    for (let i = 0; i < 12; i += 1) {
      const slider = await service.createSlider();
      answers.add(Number((await service.answerOf(slider.sliderId))!.answer));
    }
    expect(answers.size).toBeGreaterThan(4);
  });
});

describe('the failure counts a login reads', () => {
  const reads = (account: string, ip: string): WindowRead[] => [
    { kind: LOGIN_FAILURE_KINDS[0], key: account, window: ACCOUNT_BURST_LOCK },
    { kind: LOGIN_FAILURE_KINDS[0], key: account, window: ACCOUNT_HOURLY_CAP },
    { kind: LOGIN_FAILURE_KINDS[1], key: ip, window: IP_HOURLY_CAP },
    { kind: LOGIN_FAILURE_KINDS[0], key: account, window: ACCOUNT_CAPTCHA },
    { kind: LOGIN_FAILURE_KINDS[1], key: ip, window: IP_CAPTCHA },
  ];

  it('[LOGIN-19] are, in memory, what the table answers, at every moment of their windows', async () => {
    const store = await migrated();
    try {
      const clock = fakeClock(new Date('2026-03-01T10:00:00Z'));
      const mirrored = createCounters(store.db, clock, { mirrored: LOGIN_FAILURE_KINDS });
      const table = createCounters(store.db, clock);
      const guard = createLoginGuard(mirrored);
      // Failures spread over two hours, from two addresses, for two accounts.
      for (let i = 0; i < 130; i += 1) {
        await guard.recordFailure(i % 3 === 0 ? 'NG:ann' : 'NG:bob', i % 2 === 0 ? '198.18.0.1' : '198.18.0.2');
        clock.advance((i % 7) * 20_000 + 5_000);
        if (i % 9 === 0) {
          for (const [account, ip] of [['NG:ann', '198.18.0.1'], ['NG:bob', '198.18.0.2'], ['NG:cy', '198.18.0.3']] as const) {
            expect(await mirrored.states(reads(account, ip))).toEqual(await table.states(reads(account, ip)));
          }
        }
      }
      for (const step of [MINUTE, 15 * MINUTE, 60 * MINUTE]) {
        clock.advance(step);
        expect(await mirrored.states(reads('NG:ann', '198.18.0.1'))).toEqual(await table.states(reads('NG:ann', '198.18.0.1')));
      }
      // A record inside a transaction could roll back after memory counted it: refused.
      await expect(store.db.transaction().execute((trx) => mirrored.record(LOGIN_FAILURE_KINDS[0], 'NG:ann', trx))).rejects.toThrow(/outside a transaction/);
    } finally {
      await store.close();
    }
  });

  it('[LOGIN-19] survive a restart of the embedded database and are shared by every app on it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-login-state-'));
    try {
      const clock = fakeClock();
      let store = await migrated(path.join(dir, 'pglite'));
      const first = createLoginGuard(createCounters(store.db, clock, { mirrored: LOGIN_FAILURE_KINDS }));
      const second = createLoginGuard(createCounters(store.db, clock, { mirrored: LOGIN_FAILURE_KINDS }));
      expect(await second.captchaRequired('NG:dan', '198.18.1.1')).toBe(false);
      for (let i = 0; i < 3; i += 1) await first.recordFailure('NG:dan', '198.18.1.1');
      expect(await second.captchaRequired('NG:dan', '198.18.1.1')).toBe(true);
      await first.recordFailure('NG:dan', '198.18.1.1');
      await second.recordFailure('NG:dan', '198.18.1.1');
      await expect(first.assertNotLocked('NG:dan', '198.18.1.2')).rejects.toMatchObject({ errorCode: 'account_locked' });
      await store.close();

      store = await migrated(path.join(dir, 'pglite'));
      const restarted = createLoginGuard(createCounters(store.db, clock, { mirrored: LOGIN_FAILURE_KINDS }));
      await expect(restarted.assertNotLocked('NG:dan', '198.18.1.2')).rejects.toMatchObject({ errorCode: 'account_locked' });
      clock.advance(ACCOUNT_BURST_LOCK.ms);
      expect(await restarted.assertNotLocked('NG:dan', '198.18.1.2')).toEqual({ lockedForMs: 0, captchaRequired: true });
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

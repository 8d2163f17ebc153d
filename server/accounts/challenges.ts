// Bot checks: text captchas (images by svg-captcha, text from node:crypto) and
// slider puzzles. The answer never leaves the server (except through the
// development route); each challenge expires and can be answered once, right or wrong.
//
// Where the answers wait: in the database when several servers may share it
// (PostgreSQL), so a challenge handed out by one server can be answered at another;
// in this process's memory when the database is the embedded PGlite, which only one
// process opens. A restart then forgets the challenges under way, which fails closed
// (the form asks for a new one), as an expired challenge does.
import type { Kysely } from 'kysely';
import svgCaptchaModule from 'svg-captcha';
import type { Database } from '../db/schema';
import { pngDataUrl } from '../content/media/raster';
import { drawSlider, PIECE_HEIGHT, PIECE_WIDTH, SLIDER_HEIGHT, SLIDER_WIDTH, type SliderImages } from '../content/media/slider';
import { MINUTE, type Clock } from '../platform/clock';
import { newId, randomIntBetween, readableText } from './secrets';

type CaptchaOptions = NonNullable<Parameters<typeof svgCaptchaModule.create>[0]>;
/** The module itself renders a given text (its typings only declare the helpers around it). */
const renderCaptcha = svgCaptchaModule as unknown as (text: string, options: CaptchaOptions) => string;

export const CHALLENGE_TTL_MS = 5 * MINUTE;
export const CAPTCHA_LENGTH = 4;
/** How far (px) the dropped piece may be from the gap. */
export const SLIDER_TOLERANCE_PX = 6;
/** A human drag takes time; an instant answer is a script. */
export const SLIDER_MIN_DRAG_MS = 300;
/**
 * Slider pictures drawn ahead, so that a login page's request does not wait for the
 * drawing (about 4 ms of CPU). Each is handed out once and its answer is stored only
 * then, with the challenge's own five minutes from that moment.
 */
export const SLIDER_POOL_SIZE = 8;

export type { Captcha, SliderAnswer, SliderChallenge } from '../shared/wire/accounts';
import type { Captcha, SliderAnswer, SliderChallenge } from '../shared/wire/accounts';

type ChallengeKind = 'captcha' | 'slider';

/** Where challenges' answers wait until they are answered or expire. */
export interface ChallengeStore {
  /** Stores the answer of a new challenge and answers its id. */
  put(kind: ChallengeKind, answer: string): Promise<string>;
  /** Spends a live, unused challenge of this kind and answers its answer; undefined otherwise. */
  spend(kind: ChallengeKind, id: string): Promise<string | undefined>;
  /** The answer of a live, unused challenge, without spending it (development route). */
  peek(id: string): Promise<{ kind: ChallengeKind; answer: string } | undefined>;
}

/**
 * How often long-expired challenges are deleted: at most once per this long, on a
 * create. Expired ones are refused by their expiry whether or not they are still
 * stored, so the deletion only keeps the store small and need not run on every
 * slider a login page asks for.
 */
const PRUNE_EVERY_MS = MINUTE;

/** The challenges table: every server sharing the database sees every challenge. */
export function databaseChallengeStore(db: Kysely<Database>, clock: Clock): ChallengeStore {
  let lastPrune = 0;
  return {
    async put(kind, answer) {
      const id = newId();
      const now = clock();
      if (Math.abs(now.getTime() - lastPrune) >= PRUNE_EVERY_MS) {
        lastPrune = now.getTime();
        await db.deleteFrom('challenges').where('expires_at', '<', new Date(now.getTime() - CHALLENGE_TTL_MS)).execute();
      }
      await db.insertInto('challenges').values({ id, kind, answer, created_at: now, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS) }).execute();
      return id;
    },
    async spend(kind, id) {
      const row = await db
        .updateTable('challenges')
        .set({ used_at: clock() })
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', clock())
        .returning('answer')
        .executeTakeFirst();
      return row?.answer;
    },
    async peek(id) {
      const row = await db.selectFrom('challenges').select(['kind', 'answer']).where('id', '=', id).where('used_at', 'is', null).where('expires_at', '>', clock()).executeTakeFirst();
      return row ? { kind: row.kind, answer: row.answer } : undefined;
    },
  };
}

interface Waiting {
  kind: ChallengeKind;
  answer: string;
  expiresAt: number;
}

/**
 * Challenges in this process's memory (the embedded database: one process). A spent
 * challenge is deleted at once, so "used" is "gone"; expired ones are refused by their
 * expiry and deleted at most once a minute, on a create.
 */
export function memoryChallengeStore(clock: Clock, waiting = new Map<string, Waiting>()): ChallengeStore {
  let lastPrune = 0;
  const live = (found: Waiting | undefined): found is Waiting => found !== undefined && found.expiresAt > clock().getTime();
  return {
    async put(kind, answer) {
      const id = newId();
      const now = clock().getTime();
      if (Math.abs(now - lastPrune) >= PRUNE_EVERY_MS) {
        lastPrune = now;
        for (const [key, entry] of waiting) if (entry.expiresAt <= now) waiting.delete(key);
      }
      waiting.set(id, { kind, answer, expiresAt: now + CHALLENGE_TTL_MS });
      return id;
    },
    async spend(kind, id) {
      const found = waiting.get(id);
      if (!found || found.kind !== kind) return undefined;
      // Spent (or found expired) either way: one look at a challenge is all it gets.
      waiting.delete(id);
      return live(found) ? found.answer : undefined;
    },
    async peek(id) {
      const found = waiting.get(id);
      return live(found) ? { kind: found.kind, answer: found.answer } : undefined;
    },
  };
}

/** The answers waiting in memory for each embedded database, shared by every app built on it in this process. */
const memoryStores = new WeakMap<object, Map<string, Waiting>>();

/** The store for `db`: in memory when it is the embedded database (`embedded`), else its table; each app with its own clock. */
export function challengeStoreFor(db: Kysely<Database>, clock: Clock, embedded: boolean): ChallengeStore {
  if (!embedded) return databaseChallengeStore(db, clock);
  let waiting = memoryStores.get(db);
  if (!waiting) {
    waiting = new Map();
    memoryStores.set(db, waiting);
  }
  return memoryChallengeStore(clock, waiting);
}

interface DrawnSlider {
  x: number;
  y: number;
  images: SliderImages;
}

async function drawRandomSlider(): Promise<DrawnSlider> {
  const x = randomIntBetween(PIECE_WIDTH + 10, SLIDER_WIDTH - PIECE_WIDTH - 8);
  const y = randomIntBetween(4, SLIDER_HEIGHT - PIECE_HEIGHT - 4);
  return { x, y, images: await drawSlider(x, y) };
}

/**
 * Slider pictures drawn ahead (on the threadpool, as resvg renders): `take` hands out
 * one never handed out before and starts drawing its replacement; with none ready it
 * draws one for the caller. The pool fills on first use, not at start-up.
 */
export function createSliderPool(size = SLIDER_POOL_SIZE, draw: () => Promise<DrawnSlider> = drawRandomSlider) {
  const ready: DrawnSlider[] = [];
  let drawing = 0;
  function refill() {
    while (ready.length + drawing < size) {
      drawing += 1;
      // The count of drawings under way falls as the picture joins the pool, in one step.
      void draw().then(
        (slider) => {
          drawing -= 1;
          ready.push(slider);
        },
        // A failed drawing leaves a gap that the next take refills (or draws itself).
        () => {
          drawing -= 1;
        },
      );
    }
  }
  return {
    async take(): Promise<DrawnSlider> {
      const slider = ready.shift();
      refill();
      return slider ?? draw();
    },
    /** How many are ready (tests). */
    get ready() {
      return ready.length;
    },
  };
}

export type SliderPool = ReturnType<typeof createSliderPool>;

export function createChallengeService(store: ChallengeStore, sliders: SliderPool = createSliderPool()) {
  const validId = (id: unknown): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(id);

  /** Spends the challenge and returns its answer, if it was live and unused. */
  async function consume(kind: ChallengeKind, id: unknown): Promise<string | undefined> {
    return validId(id) ? store.spend(kind, id) : undefined;
  }

  return {
    async createCaptcha(): Promise<Captcha> {
      const text = readableText(CAPTCHA_LENGTH);
      const svg = renderCaptcha(text, { width: 120, height: 40, fontSize: 44, noise: 3, color: true, background: '#f4f4f5' });
      const captchaId = await store.put('captcha', text);
      return { captchaId, image: await pngDataUrl(svg) };
    },

    /** True when the text matches (any case, spaces ignored); the captcha is spent either way. */
    async verifyCaptcha(captchaId: unknown, text: unknown): Promise<boolean> {
      const answer = await consume('captcha', captchaId);
      return answer !== undefined && typeof text === 'string' && text.replace(/\s+/g, '').toUpperCase() === answer;
    },

    async createSlider(): Promise<SliderChallenge> {
      const { x, y, images } = await sliders.take();
      const sliderId = await store.put('slider', String(x));
      return { sliderId, ...images, y, width: SLIDER_WIDTH, height: SLIDER_HEIGHT, pieceWidth: PIECE_WIDTH, pieceHeight: PIECE_HEIGHT };
    },

    /** True when the piece was dropped within the tolerance after a human-length drag; spent either way. */
    async verifySlider(answer: SliderAnswer | undefined): Promise<boolean> {
      if (!answer) return false;
      const stored = await consume('slider', answer.sliderId);
      if (stored === undefined) return false;
      return Math.abs(answer.x - Number(stored)) <= SLIDER_TOLERANCE_PX && answer.durationMs >= SLIDER_MIN_DRAG_MS;
    },

    /** The answer of a live challenge (development route only). */
    async answerOf(id: string): Promise<{ kind: ChallengeKind; answer: string | number } | undefined> {
      if (!validId(id)) return undefined;
      const found = await store.peek(id);
      if (!found) return undefined;
      return { kind: found.kind, answer: found.kind === 'slider' ? Number(found.answer) : found.answer };
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;

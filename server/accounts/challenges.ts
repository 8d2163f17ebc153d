// Bot checks: text captchas (images by svg-captcha, text from node:crypto) and
// slider puzzles. The answer never leaves the server (except through the
// development route); each challenge expires and can be answered once, right or wrong.
import type { Kysely } from 'kysely';
import svgCaptchaModule from 'svg-captcha';
import type { Database } from '../db/schema';
import { pngDataUrl } from '../content/media/raster';
import { drawSlider, PIECE_HEIGHT, PIECE_WIDTH, SLIDER_HEIGHT, SLIDER_WIDTH } from '../content/media/slider';
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

export type { Captcha, SliderAnswer, SliderChallenge } from '../shared/wire/accounts';
import type { Captcha, SliderAnswer, SliderChallenge } from '../shared/wire/accounts';

/**
 * How often long-expired challenges are deleted: at most once per this long, on a
 * create. Expired ones are refused by their expiry whether or not they are still
 * stored, so the deletion only keeps the table small and need not run on every
 * slider a login page asks for.
 */
const PRUNE_EVERY_MS = MINUTE;

export function createChallengeService(db: Kysely<Database>, clock: Clock) {
  let lastPrune = 0;

  async function store(kind: 'captcha' | 'slider', answer: string): Promise<string> {
    const id = newId();
    const now = clock();
    if (Math.abs(now.getTime() - lastPrune) >= PRUNE_EVERY_MS) {
      lastPrune = now.getTime();
      await db.deleteFrom('challenges').where('expires_at', '<', new Date(now.getTime() - CHALLENGE_TTL_MS)).execute();
    }
    await db.insertInto('challenges').values({ id, kind, answer, created_at: now, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS) }).execute();
    return id;
  }

  /** Marks the challenge used and returns its answer, if it was live and unused. */
  async function consume(kind: 'captcha' | 'slider', id: unknown): Promise<string | undefined> {
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return undefined;
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
  }

  return {
    async createCaptcha(): Promise<Captcha> {
      const text = readableText(CAPTCHA_LENGTH);
      const svg = renderCaptcha(text, { width: 120, height: 40, fontSize: 44, noise: 3, color: true, background: '#f4f4f5' });
      const captchaId = await store('captcha', text);
      return { captchaId, image: await pngDataUrl(svg) };
    },

    /** True when the text matches (any case, spaces ignored); the captcha is spent either way. */
    async verifyCaptcha(captchaId: unknown, text: unknown): Promise<boolean> {
      const answer = await consume('captcha', captchaId);
      return answer !== undefined && typeof text === 'string' && text.replace(/\s+/g, '').toUpperCase() === answer;
    },

    async createSlider(): Promise<SliderChallenge> {
      const x = randomIntBetween(PIECE_WIDTH + 10, SLIDER_WIDTH - PIECE_WIDTH - 8);
      const y = randomIntBetween(4, SLIDER_HEIGHT - PIECE_HEIGHT - 4);
      const images = await drawSlider(x, y);
      const sliderId = await store('slider', String(x));
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
    async answerOf(id: string): Promise<{ kind: 'captcha' | 'slider'; answer: string | number } | undefined> {
      const row = await db.selectFrom('challenges').select(['kind', 'answer']).where('id', '=', id).where('used_at', 'is', null).where('expires_at', '>', clock()).executeTakeFirst();
      if (!row) return undefined;
      return { kind: row.kind, answer: row.kind === 'slider' ? Number(row.answer) : row.answer };
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;

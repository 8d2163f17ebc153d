import * as v from 'valibot';
import { call } from './client';
import { expiredMinutesSchema, type SmsRequest } from './session';

export const captchaSchema = v.object({ captchaId: v.string(), image: v.string() });
export type Captcha = v.InferOutput<typeof captchaSchema>;

/** GET /api/captcha (N): a one-use text captcha as an image. */
export const fetchCaptcha = () => call(captchaSchema, 'captcha');

export const sliderChallengeSchema = v.object({
  sliderId: v.string(),
  background: v.string(),
  piece: v.string(),
  y: v.number(),
  width: v.optional(v.number(), 300),
  height: v.optional(v.number(), 160),
  pieceWidth: v.optional(v.number(), 50),
  pieceHeight: v.optional(v.number(), 52),
});
export type SliderChallenge = v.InferOutput<typeof sliderChallengeSchema>;

/** GET /api/slider (N): a puzzle; its answer travels in the body of the call it guards. */
export const fetchSliderChallenge = () => call(sliderChallengeSchema, 'slider');

/** POST /api/verification/sms/register (N). */
export const sendRegisterCode = (request: SmsRequest) => call(expiredMinutesSchema, 'verification/sms/register', { method: 'post', json: request });

/** POST /api/verification/sms/reset (N). */
export const sendResetCode = (request: SmsRequest) => call(expiredMinutesSchema, 'verification/sms/reset', { method: 'post', json: request });

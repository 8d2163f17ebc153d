import * as v from 'valibot';
import { call } from './client';
import { encryptedCall } from './encrypted';
import { memberSchema, tokenAndMemberSchema, type SliderAnswer } from './member';

export const loginAnswerSchema = v.object({
  token: v.string(),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  // The server decides: a password an agent or operator chose, a temporary one, or an
  // expired one with PWDEXPFORCECHANGE3 on.
  mustChangePassword: v.optional(v.boolean(), false),
  member: memberSchema,
});
export type LoginAnswer = v.InferOutput<typeof loginAnswerSchema>;

export type LoginRequest =
  | {
      type: 'username';
      username: string;
      password: string;
      captchaId?: string;
      captcha?: string;
      slider?: SliderAnswer;
      side: 'member' | 'agent';
      deviceId?: string;
      extraCheck?: { checkId: string; value: string };
    }
  | { type: 'sms'; mobileNum: string; countryDialingCode?: string; code: string; side: 'member' | 'agent'; deviceId?: string };

/** POST /api/session/login (E, N). */
export const login = (request: LoginRequest) => encryptedCall(loginAnswerSchema, 'session/login', request);

export const expiredMinutesSchema = v.object({ expiredMinutes: v.optional(v.number(), 1) });
export type CodeSent = v.InferOutput<typeof expiredMinutesSchema>;

export interface SmsRequest {
  mobileNum: string;
  countryDialingCode?: string;
  slider?: SliderAnswer;
}

/** POST /api/session/login/sms (N): a login code, after the slider. */
export const sendLoginCode = (request: SmsRequest) => call(expiredMinutesSchema, 'session/login/sms', { method: 'post', json: request });

/** POST /api/session/freeplay (N): a trial account (type 4), logged in. */
export const startFreePlay = (nonce: string) =>
  call(tokenAndMemberSchema, 'session/freeplay', { method: 'post', json: { os: 'web', platform: 'W', gatewayVersion: '3', nonce } });

/** DELETE /api/session (T): the token stops working at once. */
export const logout = () => call(v.object({ loggedOut: v.boolean() }), 'session', { method: 'delete' });

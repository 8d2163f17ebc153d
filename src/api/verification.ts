import * as accounts from '../../server/shared/wire/accounts';
import { call, type CallOptions } from './client';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export type { Captcha, SliderChallenge } from '../../server/shared/wire/accounts';

/** GET /api/captcha (N): a one-use text captcha as an image. */
export const fetchCaptcha = ({ signal }: CallOptions = {}) => call(accounts.captcha, 'captcha', { signal });

/** GET /api/slider (N): a puzzle; its answer travels in the body of the call it guards. */
export const fetchSliderChallenge = ({ signal }: CallOptions = {}) => call(accounts.sliderChallenge, 'slider', { signal });

/** POST /api/verification/sms/register (N). */
export const sendRegisterCode = (request: accounts.SmsRequest, { signal }: CallOptions = {}) =>
  call(accounts.codeSent, 'verification/sms/register', { method: 'post', json: request, signal });

/** POST /api/verification/sms/reset (N). */
export const sendResetCode = (request: accounts.SmsRequest, { signal }: CallOptions = {}) =>
  call(accounts.codeSent, 'verification/sms/reset', { method: 'post', json: request, signal });

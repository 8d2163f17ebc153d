// SMS through a sign-in provider (spec sections 4 and 7, SMS-07, SMS-14, REGISTER-29).
// In this mode the provider sends the SMS and checks the code, not the portal: the browser
// asks the provider for a code, the player types it, the browser trades it at the provider
// for an ID token, and that token goes along with the registration or the SMS login. The
// server believes the number only from the token: its signature (the provider's JWKS), its
// audience, its age and its phone_number claim, which must be the number the body names.
//
// The protocol is the Identity Toolkit's phone sign-in (what Firebase Authentication's REST
// API documents): the error names below are its own, and the spec's third-party error
// catalogue (section 8) is the same list. Shared by the browser (which calls the provider
// and translates its errors) and the server (which checks the token).
import type { ErrorCode } from './errorCodes';

/** The two calls, relative to the provider's API address; the public API key goes in `?key=`. */
export const PHONE_PROVIDER_PATHS = {
  sendCode: '/v1/accounts:sendVerificationCode',
  verifyCode: '/v1/accounts:signInWithPhoneNumber',
} as const;

/** Google's Identity Toolkit: the address an operator leaves as is with a Firebase project. */
export const IDENTITY_TOOLKIT_URL = 'https://identitytoolkit.googleapis.com';
/** The keys Firebase signs phone ID tokens with, and their issuer for a project. */
export const FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;

/** Where the browser reaches the merchant's provider (the status's phoneVerification). */
export interface PhoneProviderAddress {
  apiUrl: string;
  apiKey: string;
}

/** What the app's calls to the provider take: where it is, and the number or the code. */
export interface PhoneCodeRequest {
  provider: PhoneProviderAddress;
  /** E.164, as the provider wants it. */
  phoneNumber: string;
}
export interface PhoneCodeCheck {
  provider: PhoneProviderAddress;
  sessionInfo: string;
  code: string;
}

/** sendVerificationCode's body and answer. */
export interface ProviderCodeRequest {
  phoneNumber: string;
  recaptchaToken?: string;
}
export interface ProviderCodeSent {
  sessionInfo: string;
}
/** signInWithPhoneNumber's body and answer (the fields the portal reads). */
export interface ProviderCodeCheck {
  sessionInfo: string;
  code: string;
}
export interface ProviderSignedIn {
  idToken: string;
  phoneNumber?: string;
}

/**
 * A token older than this is refused even when the provider would still honour it: it was
 * minted for one registration or login a moment ago, not for later.
 */
export const PHONE_TOKEN_MAX_AGE_S = 5 * 60;

/** The provider's error names (its answer's error.message, up to " : ") and the portal's codes. */
const PROVIDER_ERRORS: Record<string, ErrorCode> = {
  INVALID_PHONE_NUMBER: 'invalid_phone_number',
  MISSING_PHONE_NUMBER: 'missing_phone_number',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too_many_requests',
  INVALID_CODE: 'invalid_code',
  MISSING_CODE: 'missing_code',
  CAPTCHA_CHECK_FAILED: 'captcha_check_failed',
  QUOTA_EXCEEDED: 'quota_exceeded',
  OPERATION_NOT_ALLOWED: 'operation_not_allowed',
  // The code's session is over or unknown: the player asks for a new code.
  SESSION_EXPIRED: 'code_expired',
  INVALID_SESSION_INFO: 'code_expired',
  MISSING_SESSION_INFO: 'code_expired',
};

/** The portal's error code for a provider's error answer; anything unknown is a failed check. */
export function providerErrorCode(message: unknown): ErrorCode {
  const name = typeof message === 'string' ? message.split(' : ')[0]!.trim() : '';
  return PROVIDER_ERRORS[name] ?? 'verification_failed';
}

/** The number as the provider writes it (E.164): '+', the calling code, the national number. */
export function e164(dialingCode: string, nationalNumber: string): string {
  return `+${dialingCode.replace(/\D/g, '')}${nationalNumber.replace(/\D/g, '').replace(/^0+/, '')}`;
}

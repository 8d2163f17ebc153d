// Third-party sign-in (spec section 7, LOGIN-35/36): the providers, what an attempt is for,
// and how the provider's popup tells the page it has finished. Shared by the server (which
// starts and finishes attempts) and the browser (which opens the popup and listens).

export const SIGN_IN_PROVIDERS = ['google', 'facebook'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** The providers' own names, shown as they write them in every language. */
export const PROVIDER_NAMES: Record<SignInProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Logging in, registering a new member, or linking the provider to the member logged in. */
export const SIGN_IN_PURPOSES = ['login', 'register', 'link'] as const;
export type SignInPurpose = (typeof SIGN_IN_PURPOSES)[number];

/** The provider's redirect address on the portal (the redirect URI registered at the provider). */
export const SIGN_IN_CALLBACK_PATH = '/api/session/sign-in/callback';
/** The page the provider's answer ends on (the server redirects the popup there). */
export const SIGN_IN_COMPLETE_PAGE = '/sign-in-complete.html';
/** The message that page posts to its opener (same origin only) when the answer is in. */
export const SIGN_IN_MESSAGE = 'portal-sign-in-complete';
/** The popup's size, as providers' own sign-in pages expect. */
export const SIGN_IN_POPUP = { width: 500, height: 640 } as const;
/** An attempt must be finished within this long after it starts. */
export const SIGN_IN_ATTEMPT_MS = 10 * 60_000;

export function isSignInProvider(value: unknown): value is SignInProvider {
  return typeof value === 'string' && (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

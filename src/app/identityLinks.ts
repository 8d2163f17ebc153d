import type { SignInProvider } from '../../server/shared/signIn';
import type { CallOptions } from '../api/client';
import { fetchIdentities, finishIdentityLink, startIdentityLink, unlinkIdentity } from '../api/signIn';
import { throughProviderPopup } from './signInPopup';

// The calls of "my account"'s linked sign-in providers, in the shape the page hooks take.

export const loadIdentities = (_params: undefined, options: CallOptions) => fetchIdentities(options);

/** Links a provider through its popup (opened at once: called from the click). */
export const linkIdentity = (provider: SignInProvider, _key: string, { signal }: Required<CallOptions>) =>
  throughProviderPopup(
    (s) => startIdentityLink(provider, { signal: s }),
    (attemptId, s) => finishIdentityLink(attemptId, { signal: s }),
    signal,
  );

export const removeIdentity = (provider: SignInProvider, _key: string, options: Required<CallOptions>) => unlinkIdentity(provider, options);

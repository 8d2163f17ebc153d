// SMS through a sign-in provider (SMS-14) in the login and register flows: the provider's two
// calls, what they are given, and what their answers leave in the flow's context. Each flow
// has its own states around them; the pieces here are the ones both spell the same way.
import { fromPromise } from 'xstate';
import { e164, type PhoneCodeCheck, type PhoneCodeRequest, type PhoneProviderAddress, type ProviderCodeSent, type ProviderSignedIn } from '../server/shared/phoneVerification';
import type { SmsRequest } from '../server/shared/wire/accounts';
import { countdownSeconds } from './smsCountdown.machine';

interface ProviderContext {
  phoneProvider: PhoneProviderAddress | null;
  providerSession: string | null;
}

/** The provider's calls, supplied by the app (src/app/flowLogic.ts). */
export const providerCodeActors = {
  sendProviderCode: fromPromise<ProviderCodeSent, PhoneCodeRequest>(async () => {
    throw new Error('sendProviderCode is provided by the app');
  }),
  verifyProviderCode: fromPromise<ProviderSignedIn, PhoneCodeCheck>(async () => {
    throw new Error('verifyProviderCode is provided by the app');
  }),
};

/**
 * The send: the number typed, with its calling code or the merchant's, written as the provider
 * wants it. Called only in the state that sends, which the flows enter with the provider and the
 * number set.
 */
export function phoneCodeRequest(context: ProviderContext & { dialingCode: string; codeTarget: SmsRequest | null }): PhoneCodeRequest {
  const target = context.codeTarget!;
  return { provider: context.phoneProvider!, phoneNumber: e164(target.countryDialingCode ?? context.dialingCode, target.mobileNum) };
}

/**
 * The check: the code typed, with the provider's session of the code it sent. Without a code
 * sent the session is empty and the provider refuses it (code_expired), as it does an unknown one.
 */
export function phoneCodeCheck(context: ProviderContext, code: string | undefined): PhoneCodeCheck {
  // Stryker disable next-line StringLiteral: an empty session and an unknown one are refused alike, and the form check found the code typed
  return { provider: context.phoneProvider!, sessionInfo: context.providerSession ?? '', code: code ?? '' };
}

type Done<T> = { output: T };

/** After the send: the provider's session, and its countdown, always 60 s (SMS-07). */
export const providerCodeSent = (event: unknown) => ({
  providerSession: (event as Done<ProviderCodeSent>).output.sessionInfo,
  codeSecondsLeft: countdownSeconds({ thirdParty: true }),
  codeErrorCode: null,
});

/** After the check: the provider's token for the number, which goes with the login or registration. */
export const phoneTokenOf = (event: unknown) => (event as Done<ProviderSignedIn>).output.idToken;

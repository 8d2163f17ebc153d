import { e164, type PhoneCodeRequest, type PhoneProviderAddress } from '../server/shared/phoneVerification';
import type { SmsRequest } from '../server/shared/wire/accounts';

/**
 * The login and register flows' call to a sign-in provider that sends SMS codes (SMS-14):
 * the number typed, with its calling code or the merchant's, written as the provider wants it.
 * Called only in the state that sends, which the flows enter with the provider and the number set.
 */
export function phoneCodeRequest(context: { phoneProvider: PhoneProviderAddress | null; dialingCode: string; codeTarget: SmsRequest | null }): PhoneCodeRequest {
  const target = context.codeTarget!;
  return { provider: context.phoneProvider!, phoneNumber: e164(target.countryDialingCode ?? context.dialingCode, target.mobileNum) };
}

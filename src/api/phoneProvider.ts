import ky from 'ky';
import * as v from 'valibot';
import {
  PHONE_PROVIDER_PATHS,
  providerErrorCode,
  type PhoneCodeCheck,
  type PhoneCodeRequest,
  type PhoneProviderAddress,
  type ProviderCodeSent,
  type ProviderSignedIn,
} from '../../server/shared/phoneVerification';
import { ApiError, type CallOptions } from './client';

// SMS through a sign-in provider (SMS-14): the browser asks the merchant's provider for a code
// and trades the code typed for the provider's token, over the provider's own REST API (the
// Identity Toolkit's phone sign-in). Its refusals become the spec's third-party error codes.

const codeSent = v.object({ sessionInfo: v.pipe(v.string(), v.minLength(1)) });
const signedIn = v.object({ idToken: v.pipe(v.string(), v.minLength(1)), phoneNumber: v.optional(v.string()) });
const refusal = v.object({ error: v.object({ message: v.string() }) });

async function post<S extends v.GenericSchema>(provider: PhoneProviderAddress, path: string, body: unknown, schema: S, { signal }: CallOptions): Promise<v.InferOutput<S>> {
  let response: Response;
  try {
    response = await ky.post(`${provider.apiUrl.replace(/\/$/, '')}${path}`, {
      searchParams: { key: provider.apiKey },
      json: body,
      signal,
      timeout: 20_000,
      retry: 0,
      throwHttpErrors: false,
    });
  } catch {
    // A cancelled call is no network fault: its caller has gone and hears nothing.
    if (signal?.aborted) throw signal.reason;
    throw new ApiError('network_abnormal', '', 0);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  const ok = v.safeParse(schema, answer);
  if (response.ok && ok.success) return ok.output;
  const refused = v.safeParse(refusal, answer);
  throw new ApiError(refused.success ? providerErrorCode(refused.output.error.message) : 'network_abnormal', '', response.status);
}

/** The provider sends its code to the number; its session of that code comes back. */
export const sendProviderCode = ({ provider, phoneNumber }: PhoneCodeRequest, options: CallOptions = {}): Promise<ProviderCodeSent> =>
  post(provider, PHONE_PROVIDER_PATHS.sendCode, { phoneNumber }, codeSent, options);

/** The code typed, with the provider's session: its token for the number. */
export const verifyProviderCode = ({ provider, sessionInfo, code }: PhoneCodeCheck, options: CallOptions = {}): Promise<ProviderSignedIn> =>
  post(provider, PHONE_PROVIDER_PATHS.verifyCode, { sessionInfo, code }, signedIn, options);

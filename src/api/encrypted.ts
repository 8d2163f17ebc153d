import type * as v from 'valibot';
import { encryptPayload, type PayloadKey } from '../../server/shared/payloadCrypto';
import { payloadKey as keySchema } from '../../server/shared/wire/system';
import { ApiError, call } from './client';

/**
 * The calls the spec marks E (api.md "Conventions"): the JSON body is sealed for the
 * server's public key (GET /api/system/key) and sent as `{ payload }` with the wrapped
 * key in the headers. The key is fetched once per page; a key the server no longer
 * knows (after a restart) is fetched again and the call repeated once.
 */
let cachedKey: Promise<PayloadKey> | null = null;

function payloadKey(): Promise<PayloadKey> {
  cachedKey ??= call(keySchema, 'system/key').catch((error: unknown) => {
    cachedKey = null;
    throw error;
  });
  return cachedKey;
}

interface SealedOptions {
  method: 'post' | 'put';
  headers: Record<string, string>;
  signal?: AbortSignal;
}

async function sealedCall<S extends v.GenericSchema>(schema: S, path: string, body: unknown, { method, headers, signal }: SealedOptions) {
  let sealed;
  try {
    sealed = await encryptPayload(body, await payloadKey());
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // No WebCrypto (an insecure page) or a key that does not import.
    throw new ApiError('encrypted_payload_invalid', '', 0);
  }
  return call(schema, path, { method, json: sealed.body, headers: { ...headers, ...sealed.headers }, signal });
}

export async function encryptedCall<S extends v.GenericSchema>(
  schema: S,
  path: string,
  body: unknown,
  { method = 'post', headers = {}, signal }: Partial<SealedOptions> = {},
): Promise<v.InferOutput<S>> {
  try {
    return await sealedCall(schema, path, body, { method, headers, signal });
  } catch (error) {
    if (!(error instanceof ApiError) || error.errorCode !== 'encrypted_payload_invalid') throw error;
    cachedKey = null;
    return sealedCall(schema, path, body, { method, headers, signal });
  }
}

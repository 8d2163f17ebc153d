import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { isErrorCode, type ErrorCode } from '../../server/shared/errorCodes';
import { storage } from '../storage/storage';
import { reportUnauthorized } from './unauthorized';

/** A failed call: the server's errorCode and translated message, or a network failure. */
export class ApiError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The answer envelope of every call (docs/api.md). */
export const envelope = v.variant('success', [
  v.object({ success: v.literal(true), value: v.unknown() }),
  v.object({ success: v.literal(false), errorCode: v.string(), message: v.string(), value: v.optional(v.unknown()) }),
]);

/** The one HTTP client: adds the headers api.md asks for on every call. */
export const http = ky.create({
  prefixUrl: '/api',
  timeout: 20_000,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('Accept-Language', storage.language());
        request.headers.set('X-Merchant', storage.merchant());
        request.headers.set('X-Device', 'WEB');
        // A call may carry a token of its own (one just issued, not stored yet).
        const token = storage.token();
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

/**
 * What every API function takes last: the signal of the machine state that started the
 * call (XState hands `fromPromise` actors one), so leaving the state cancels the request.
 */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Calls the API and checks the answer's `value` against a valibot schema.
 * Resolves with the value or rejects with an ApiError; never with a raw HTTP error.
 */
export function call<S extends v.GenericSchema>(schema: S, path: string, options: Options = {}): Promise<v.InferOutput<S>> {
  return callWith(http, schema, path, options, reportUnauthorized);
}

/**
 * `call` through another client (the back office's, which carries the staff token instead
 * of the member's); `unauthorized` hears the code of a 401 answer.
 */
export async function callWith<S extends v.GenericSchema>(
  client: KyInstance,
  schema: S,
  path: string,
  options: Options = {},
  unauthorized?: (errorCode: string) => void,
): Promise<v.InferOutput<S>> {
  let response: Response;
  try {
    response = await client(path.replace(/^\//, ''), options);
  } catch (err) {
    if (err instanceof HTTPError) response = err.response;
    // A cancelled call is no network fault: its caller has gone and hears nothing.
    else if (options.signal?.aborted) throw options.signal.reason;
    else throw new ApiError('network_abnormal', '', 0);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status >= 500 ? 'network_abnormal' : 'unknown_error', '', response.status);
  }
  const parsed = v.safeParse(envelope, body);
  if (!parsed.success) throw new ApiError('unknown_error', '', response.status);
  const answer = parsed.output;
  if (!answer.success) {
    const code = isErrorCode(answer.errorCode) ? answer.errorCode : 'unknown_error';
    if (response.status === 401) unauthorized?.(code);
    throw new ApiError(code, answer.message, response.status, answer.value);
  }
  const value = v.safeParse(schema, answer.value);
  if (!value.success) throw new ApiError('unknown_error', '', response.status);
  return value.output;
}

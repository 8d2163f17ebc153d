// Bodies of the calls marked E (api.md) arrive as `{ payload }` with the wrapped key
// in X-Payload-Key. This hook opens them before validation, so each route's schema
// (and its OpenAPI entry) describes the plain body; a plain body is refused.
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { PayloadKeys } from '../platform/payloadKeys';
import { ApiFailure } from './envelope';
import { holdsUnstorableText } from './nulGuard';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

export function openEncryptedBody(keys: PayloadKeys): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body as unknown;
    const wrapped = header(request, 'x-payload-key');
    const sealed =
      typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && typeof (body as { payload?: unknown }).payload === 'string';
    if (!sealed || !wrapped) throw new ApiFailure('encrypted_payload_required');
    const opened = keys.open((body as { payload: string }).payload, wrapped);
    // The opened body must itself be a JSON object, and without NUL (the global guard saw only the sealed one).
    if (typeof opened !== 'object' || opened === null || Array.isArray(opened) || holdsUnstorableText(opened)) throw new ApiFailure('bad_request');
    request.body = opened;
  };
}

export const encryptedHeaders = {
  'x-payload-key': { type: 'string', description: 'The AES-256-GCM key of the payload, wrapped with RSA-OAEP-SHA256 (base64)' },
  'x-payload-key-id': { type: 'string', description: 'keyId of the public key used (GET /api/system/key)' },
} as const;

export const ENCRYPTED_NOTE =
  'Sent encrypted (E): the body on the wire is `{ payload }` (base64 AES-256-GCM ciphertext of this JSON, 12-byte IV first) ' +
  'with header X-Payload-Key (the AES key wrapped with the RSA-OAEP-SHA256 key of GET /api/system/key). A plain body answers ' +
  '400 encrypted_payload_required; one that cannot be opened answers 400 encrypted_payload_invalid with the current keyId.';

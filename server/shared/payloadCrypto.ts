// Encryption of the bodies of the calls marked E (api.md): the JSON body is sealed
// with a fresh AES-256-GCM key (12-byte IV first, tag appended, as WebCrypto
// produces it), and that key is wrapped with the server's RSA-OAEP-SHA256 public key.
// Pure WebCrypto, so the same code runs in the browser and in Node (tests, tools).

import type { PayloadKey } from './wire/system';

/** The server's public key, as GET /api/system/key answers it (SubjectPublicKeyInfo DER, base64). */
export type { PayloadKey };

export interface EncryptedRequest {
  /** The request body to send as JSON. */
  body: { payload: string };
  /** Headers to send with it. */
  headers: { 'X-Payload-Key': string; 'X-Payload-Key-Id': string };
}

export const PAYLOAD_IV_BYTES = 12;

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto (crypto.subtle) is not available here: encrypted calls need a secure context');
  return subtle;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode below the engines' argument limits.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Seals `value` (any JSON) for the server holding `key`. */
export async function encryptPayload(value: unknown, key: PayloadKey): Promise<EncryptedRequest> {
  const subtle = subtleCrypto();
  const publicKey = await subtle.importKey('spki', base64ToBytes(key.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(PAYLOAD_IV_BYTES));
  const plaintext = new TextEncoder().encode(JSON.stringify(value));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey));
  const payload = new Uint8Array(iv.length + sealed.length);
  payload.set(iv, 0);
  payload.set(sealed, iv.length);
  return {
    body: { payload: bytesToBase64(payload) },
    headers: { 'X-Payload-Key': bytesToBase64(wrapped), 'X-Payload-Key-Id': key.keyId },
  };
}

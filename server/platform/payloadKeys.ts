// The server half of the E calls (api.md): an RSA-OAEP-SHA256 key pair made at start
// (or read from PAYLOAD_KEY_PEM so several servers share one), and the opening of
// `{ payload }` bodies sealed by server/shared/payloadCrypto.ts.
import { constants, createDecipheriv, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { ApiFailure } from '../http/envelope';
import { PAYLOAD_IV_BYTES, type PayloadKey } from '../shared/payloadCrypto';

const GCM_TAG_BYTES = 16;
/** Larger than any E body we accept once opened; refuses absurd ciphertexts before any work. */
const MAX_PAYLOAD_CHARS = 64 * 1024;

export interface PayloadKeys {
  publicKey: PayloadKey;
  /** Opens a sealed body; throws encrypted_payload_invalid when it cannot. */
  open(payload: string, wrappedKey: string): unknown;
}

export function createPayloadKeys(pem?: string): PayloadKeys {
  let privateKey: KeyObject;
  if (pem) {
    privateKey = createPrivateKey(pem);
  } else {
    privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  }
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const publicKey: PayloadKey = {
    keyId: createHash('sha256').update(spki).digest('hex').slice(0, 16),
    spki: spki.toString('base64'),
  };
  // The answer tells the client which key is current, so it can fetch it and retry once.
  const invalid = () => new ApiFailure('encrypted_payload_invalid', { keyId: publicKey.keyId });

  return {
    publicKey,
    open(payload, wrappedKey) {
      if (payload.length > MAX_PAYLOAD_CHARS || wrappedKey.length > 1024) throw invalid();
      const sealed = Buffer.from(payload, 'base64');
      if (sealed.length < PAYLOAD_IV_BYTES + GCM_TAG_BYTES) throw invalid();
      let text: string;
      try {
        const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(wrappedKey, 'base64'));
        if (aesKey.length !== 32) throw invalid();
        const decipher = createDecipheriv('aes-256-gcm', aesKey, sealed.subarray(0, PAYLOAD_IV_BYTES));
        decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
        text = Buffer.concat([decipher.update(sealed.subarray(PAYLOAD_IV_BYTES, sealed.length - GCM_TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw invalid();
      }
      try {
        return JSON.parse(text);
      } catch {
        throw invalid();
      }
    },
  };
}

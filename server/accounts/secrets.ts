// Random secrets and their stored forms: session tokens, challenge ids, one-time codes.
// Everything random comes from node:crypto (trust.md).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: the bearer token of a session. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and other high-entropy secrets are stored as their SHA-256 only. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function newId(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}

/** Six digits, each equally likely. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Characters that read unambiguously in an image: no 0/O, 1/I/L. */
const READABLE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function readableText(length: number, alphabet = READABLE): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(0, alphabet.length)];
  return out;
}

export function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function randomIntBetween(min: number, maxInclusive: number): number {
  return randomInt(min, maxInclusive + 1);
}

// Password hashing (trust.md): argon2id with memory 19 MiB, 2 iterations, parallelism 1.
// The whole password is hashed (argon2 takes any length; nothing is truncated), and
// an unknown account is checked against a dummy hash so it costs the same time.
import { randomBytes } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id unless told otherwise (its `Algorithm` is a const enum,
// which isolated modules cannot read, so the default is relied on and tested: accounts-rules).
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// The lengths and the normalisation are shared with the browser's forms.
export { PASSWORD_HARD_MAX, PASSWORD_MAX_LENGTH_FLOOR, PASSWORD_MIN_LENGTH } from '../shared/passwordRules';

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2Verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the time of one verification without an account, so "unknown" and "wrong" look alike. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(24).toString('base64'));
  await verifyPassword(await dummy, password);
  return false;
}

/** A password nobody knows, for accounts that log in another way (free play). */
export function unusablePassword(): string {
  return randomBytes(32).toString('base64url');
}

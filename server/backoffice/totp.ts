// The second factor of staff sign-in: TOTP (RFC 6238) as authenticator apps expect it, with
// the parameters of server/shared/staffRoles.ts, and the recovery codes given at enrolment.
import { Secret, TOTP } from 'otpauth';
import { toString as qrCode } from 'qrcode';
import { readableText, sha256Hex } from '../accounts/secrets';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_S, TOTP_WINDOW } from '../shared/staffRoles';

function totpOf(secretBase32: string, username = ''): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: username, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

/** A new shared secret (160 bits, as RFC 4226 recommends), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the enrolment screen shows: the secret as an otpauth URI and as its QR code (SVG). */
export async function enrolmentOf(secretBase32: string, username: string): Promise<{ secret: string; otpauthUri: string; qrSvg: string }> {
  const otpauthUri = totpOf(secretBase32, username).toString();
  return { secret: secretBase32, otpauthUri, qrSvg: await qrCode(otpauthUri, { type: 'svg' }) };
}

/**
 * The time step a code belongs to, when it is the code of a step within the window around
 * `now`; undefined otherwise. The caller refuses a step at or before the last one accepted.
 */
export function totpStep(secretBase32: string, code: string, now: Date): number | undefined {
  const totp = totpOf(secretBase32);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp }) + delta;
}

/** A recovery code as typed, reduced to what counts: letters and digits, upper case. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The stored form of a recovery code, bound to its member of staff. */
export function recoveryCodeHash(staffId: string, code: string): string {
  return sha256Hex(`${staffId}:${normaliseRecoveryCode(code)}`);
}

/** Fresh recovery codes, readable groups of four (`ABCD-EFGH-JKLM`: about 59 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => [readableText(4), readableText(4), readableText(4)].join('-'));
}

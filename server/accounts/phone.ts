// Mobile numbers: a country calling code (digits, "+" optional) and a national
// number. The destination of an SMS is '+<code><number>' with the trunk '0' dropped,
// so '0801 234 5678' and '801-234-5678' under +234 are one phone.
import { ApiFailure } from '../http/envelope';
import { e164 } from '../shared/phoneVerification';

export interface Phone {
  dialingCode: string;
  /** National number, digits only, no leading zeros. */
  number: string;
  /** '+<dialingCode><number>': the SMS destination and the key of phone counters. */
  target: string;
}

/** Digits of a calling code ('+234', '234'); undefined when malformed. */
export function dialingCodeOf(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const m = /^\s*\+?\s*([0-9]{1,4})\s*$/.exec(input);
  return m ? m[1] : undefined;
}

/**
 * Reads a mobile number, refusing with missing_phone_number or invalid_phone_number.
 * `digitsOk` applies the merchant's mobileNum rule to the digits as typed.
 */
export function parsePhone(mobileNum: unknown, dialingCode: unknown, fallbackDialingCode: string, digitsOk: (digits: string) => boolean = () => true): Phone {
  if (mobileNum === undefined || mobileNum === null || (typeof mobileNum === 'string' && mobileNum.trim() === '')) {
    throw new ApiFailure('missing_phone_number');
  }
  if (typeof mobileNum !== 'string') throw new ApiFailure('invalid_phone_number');
  const typed = mobileNum.trim();
  if (!/^[0-9][0-9 -]*$/.test(typed)) throw new ApiFailure('invalid_phone_number');
  const digits = typed.replace(/[ -]/g, '');
  const code = dialingCode === undefined || dialingCode === null || dialingCode === '' ? fallbackDialingCode : dialingCodeOf(dialingCode);
  const number = digits.replace(/^0+/, '');
  if (!code || number.length < 4 || number.length > 15 || !digitsOk(digits)) throw new ApiFailure('invalid_phone_number');
  return { dialingCode: code, number, target: e164(code, number) };
}

/** '+234 *** *** 5678': enough for the owner to recognise, too little to learn it. */
export function maskPhone(target: string): string {
  return target.length <= 6 ? target : `${target.slice(0, 4)}${'*'.repeat(target.length - 8)}${target.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

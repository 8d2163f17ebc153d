// Contacts on "my account" are shown masked: enough to recognise them, not enough to
// read them off a shoulder-surfed screen.

/** `8012340001` → `801****001`; short numbers keep only their last two digits. */
export function maskMobile(mobileNum: string): string {
  const digits = mobileNum.replace(/[\s-]/g, '');
  if (digits.length <= 6) return `${'*'.repeat(Math.max(0, digits.length - 2))}${digits.slice(-2)}`;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

/** `demo@example.com` → `de**@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskMobile(email);
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}${'*'.repeat(Math.max(2, local.length - shown.length))}${email.slice(at)}`;
}

/** The calling code as `+234`, whether the member answer carries `234` or `+234`. */
export const withPlus = (code: string | null | undefined) => (code ? `+${code.replace(/^\+/, '')}` : '');

// The account password's rules (trust.md, spec section 5), shared by every flow that
// takes one (login, registration, change, reset by phone, accounts an agent creates)
// on the server and in the browser's forms. Pure.
//
// Normalisation: white space at either end is dropped, everywhere and on both sides.
// The login form trims what is typed (spec section 5), so a password stored with a
// leading or trailing space could never be typed again; trimming wherever a password
// is set, checked or compared keeps the one password a person means. Nothing inside is
// changed and nothing is cut short (trust.md: never truncated). The payment password
// (registration, its own call, withdrawals and the points mall) is normalised the same way;
// its lengths and pattern are the merchant's paymentPassword field rule.

/** trust.md: at least 8 characters; at least 64 accepted (register rules may only add). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH_FLOOR = 64;
/** The hard ceiling of what is hashed: far above any rule, and it bounds the work per request. */
export const PASSWORD_HARD_MAX = 256;

/** A password as every flow sets, checks and compares it. */
export function normalisePassword(password: string): string {
  return password.trim();
}

/** A password that may be absent (an old password the form hides), normalised when given. */
export function normaliseOptionalPassword(password: string | undefined): string | undefined {
  return password === undefined ? undefined : normalisePassword(password);
}

/** Whether a normalised password lies within trust.md's lengths (the merchant's rule adds to this). */
export function passwordLengthOk(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_HARD_MAX;
}

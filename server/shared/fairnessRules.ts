// The provably-fair seeds (house games and lottery draws), shared by the server, which
// checks them, and the browser's bet and verify forms, which check them first.

/** Client seeds a member may choose: printable, no separator of the HMAC message. */
export const CLIENT_SEED_PATTERN = '^[A-Za-z0-9_.-]{1,64}$';
const CLIENT_SEED = new RegExp(CLIENT_SEED_PATTERN);

/** A revealed server seed or a hash: 64 lower-case hex digits. */
export const HEX64_PATTERN = '^[0-9a-f]{64}$';
const HEX64 = new RegExp(HEX64_PATTERN);

export const isClientSeed = (value: unknown): value is string => typeof value === 'string' && CLIENT_SEED.test(value);
export const isHex64 = (value: unknown): value is string => typeof value === 'string' && HEX64.test(value);

// The provably-fair seeds (house games and lottery draws), shared by the server, which
// checks them, and the browser's bet and verify forms, which check them first. The
// client-seed pattern itself is the wire's (server/shared/wire/house.ts).
import { CLIENT_SEED_PATTERN } from './wire/house';

/** A revealed server seed or a hash: 64 lower-case hex digits. */
const HEX64 = /^[0-9a-f]{64}$/;

/** Client seeds a member may choose: printable, no separator of the HMAC message. */
export const isClientSeed = (value: unknown): value is string => typeof value === 'string' && CLIENT_SEED_PATTERN.test(value);
export const isHex64 = (value: unknown): value is string => typeof value === 'string' && HEX64.test(value);

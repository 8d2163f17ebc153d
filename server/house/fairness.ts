// Provably fair outcomes of the house games. Before a member plays, the server
// commits to a random server seed by publishing its SHA-256 hash; the member picks
// a client seed; each round uses the next nonce. A round's random bytes are
//
//   HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
//
// for cursor 0, 1, 2... (32 bytes each), read as big-endian 32-bit words. When the
// member rotates seeds the old server seed is revealed, so anyone can check that it
// hashes to what was published and recompute every past round with `verify`.
// Integers are drawn by rejection (no modulo bias) and floats from 53 random bits.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Client seeds a member may choose: printable, no separator of the HMAC message. */
import { CLIENT_SEED_PATTERN as CLIENT_SEED } from '../shared/wire/house';

export function isClientSeed(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_SEED.test(value);
}

/** 32 random bytes, as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed for a member who did not choose one. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The published commitment: SHA-256 of the server seed's text (its hex characters), hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export function outcomeBytes(seeds: RoundSeeds, cursor: number): Buffer {
  return createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`, 'utf8').digest();
}

/** Random numbers drawn, in order, from one round's outcome bytes. */
export interface OutcomeStream {
  /** A uniform integer in 0..2^32-1. */
  uint32(): number;
  /** A uniform integer in 0..n-1 (1 <= n <= 2^32), without modulo bias. */
  int(n: number): number;
  /** A uniform float in [0, 1) with 53 random bits. */
  float(): number;
}

const TWO_32 = 2 ** 32;

export function outcomeStream(seeds: RoundSeeds): OutcomeStream {
  let cursor = 0;
  let block = outcomeBytes(seeds, cursor);
  let offset = 0;
  return streamOfWords(() => {
    if (offset === block.length) {
      cursor += 1;
      block = outcomeBytes(seeds, cursor);
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  });
}

/** Integers and floats drawn from a source of uniform 32-bit words (the HMAC stream above, or a simulation's generator). */
export function streamOfWords(uint32: () => number): OutcomeStream {
  return {
    uint32,
    int(n) {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(${n})`);
      // Words at or above the largest multiple of n would favour small results: draw again.
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const x = uint32();
        if (x < limit) return x % n;
      }
    },
    float() {
      const high = uint32() >>> 5; // 27 bits
      const low = uint32() >>> 6; // 26 bits
      return (high * 2 ** 26 + low) / 2 ** 53;
    },
  };
}

// The random numbers a house round draws, in order, from a source of uniform 32-bit
// words: the round's HMAC bytes on the server (server/house/fairness.ts) or a
// simulation's generator. Pure, so the games' rules that draw from it are too.
// Integers are drawn by rejection (no modulo bias) and floats from 53 random bits.

export interface OutcomeStream {
  /** A uniform integer in 0..2^32-1. */
  uint32(): number;
  /** A uniform integer in 0..n-1 (1 <= n <= 2^32), without modulo bias. */
  int(n: number): number;
  /** A uniform float in [0, 1) with 53 random bits. */
  float(): number;
}

const TWO_32 = 2 ** 32;

/** Integers and floats drawn from a source of uniform 32-bit words. */
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

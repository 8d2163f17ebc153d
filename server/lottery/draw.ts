// A draw's winning number, provably fair. When the draw row is made (before it takes
// a bet) the server picks a random seed and publishes its SHA-256 hash; after the
// draw time the number is
//
//   digits read from outcomeStream({ serverSeed, clientSeed: '<gameId>.<numero>', nonce: 0 })
//
// (server/house/fairness.ts: HMAC-SHA256 blocks, integers by rejection), one uniform
// digit 0..9 per position, left to right. The seed is shown once the draw is drawn,
// so anyone can check it hashes to what was published and recompute the number.
import { hashServerSeed, outcomeStream } from '../house/fairness';

/** The public part of the HMAC message: fixed by the draw, known before it opens. */
export function drawClientSeed(gameCode: string, numero: string): string {
  return `${gameCode}.${numero}`;
}

export function drawNumbers(serverSeed: string, gameCode: string, numero: string, digits: number): string {
  const stream = outcomeStream({ serverSeed, clientSeed: drawClientSeed(gameCode, numero), nonce: 0 });
  let out = '';
  for (let i = 0; i < digits; i += 1) out += String(stream.int(10));
  return out;
}

export interface DrawCheck {
  serverSeedHash: string;
  /** The number the seed gives. */
  numbers: string;
  /** The seed hashes to the published hash and gives the stored number. */
  valid: boolean;
}

export function checkDraw(draw: { serverSeed: string; serverSeedHash: string; gameCode: string; numero: string; digits: number; numbers: string }): DrawCheck {
  const numbers = drawNumbers(draw.serverSeed, draw.gameCode, draw.numero, draw.digits);
  const serverSeedHash = hashServerSeed(draw.serverSeed);
  return { serverSeedHash, numbers, valid: serverSeedHash === draw.serverSeedHash && numbers === draw.numbers };
}

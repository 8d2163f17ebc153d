// Provably fair outcomes of the house games. Before a member plays, the server
// commits to a random server seed by publishing its SHA-256 hash; the member picks
// a client seed; each round uses the next nonce. A round's random bytes are
//
//   HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
//
// for cursor 0, 1, 2... (32 bytes each), read as big-endian 32-bit words. When the
// member rotates seeds the old server seed is revealed, so anyone can check that it
// hashes to what was published and recompute every past round with `verify`.
// The numbers are drawn from those words by server/shared/houseGames/outcomeStream.ts.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { streamOfWords, type OutcomeStream } from '../shared/houseGames/outcomeStream';

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

// The client-seed rule is shared with the browser's forms (server/shared/fairnessRules.ts).
export { isClientSeed } from '../shared/fairnessRules';

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

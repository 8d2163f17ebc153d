// The vendor-adapter interface of the game launcher: each adapter turns (member, game)
// into the address the launcher frames and says whether real money is at stake.

/** A catalogue game as the launcher sees it (server/lobby/launch.ts). */
export interface LaunchGame {
  id: number;
  nodeId: number;
  gameType: string;
  vassalage: string;
  vendorName: string;
  gameCode: string;
  name: string;
  minBetMinor: number;
}

/** Who launches: an authenticated member (not a trial account). */
export interface LaunchMember {
  id: number;
  account: string;
  currency: string;
}

/** real: the game's stakes move the member's money; demo: play money only. */
export type { LaunchMode } from '../../shared/wire/lobby';
import type { LaunchMode } from '../../shared/wire/lobby';

export interface LaunchResult {
  /** Same-origin path the launcher opens in its iframe. */
  url: string;
  mode: LaunchMode;
}

export interface VendorAdapter {
  readonly name: string;
  /** Whether this adapter serves the vendor of `game`. */
  handles(game: LaunchGame): boolean;
  /** What launching costs: real launches need the game's minimum bet in the wallet. */
  mode(game: LaunchGame): LaunchMode;
  launch(member: LaunchMember, game: LaunchGame): LaunchResult;
}

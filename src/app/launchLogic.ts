import { fromPromise } from 'xstate';
import { gameLaunchMachine, type GameLaunchQuery, type LaunchedGame } from '../../machines/gameLaunch.machine';
import { GAME_CODE_PATTERN, NODE_ID_PATTERN, VENDOR_CODE_PATTERN } from '../../server/shared/wire/lobby';
import { launchGame, type LaunchQuery } from '../api/launch';

// The game launcher (/game, /fbsports, /seamless, the game popup): which game an address
// names, and the launcher's machine with its launch call supplied. The page adds the
// actions that belong to the page around it (where login, deposit and back lead).

/** The launch query of a /game address (`vassalage`, `gameCode`, `nodeId`); null when it names no game. */
export function launchQueryOf(params: URLSearchParams): LaunchQuery | null {
  const query: LaunchQuery = {};
  const node = params.get('nodeId');
  if (node && NODE_ID_PATTERN.test(node)) query.nodeId = Number(node);
  const vendor = params.get('vassalage');
  if (vendor && VENDOR_CODE_PATTERN.test(vendor)) query.vassalage = vendor;
  const code = params.get('gameCode');
  if (code && query.vassalage && GAME_CODE_PATTERN.test(code)) query.gameCode = code;
  return query.nodeId !== undefined || query.vassalage !== undefined ? query : null;
}

/** The launcher: a visitor's or member's launch, cancelled when the launcher leaves the state that asked. */
export const gameLaunchLogic = gameLaunchMachine.provide({
  actors: {
    launch: fromPromise<LaunchedGame, GameLaunchQuery>(({ input, signal }) => launchGame(input, { signal })),
  },
});

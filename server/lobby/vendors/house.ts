// The HOUSE adapter: the portal's own provably fair games (server/house), played for
// real money through the seamless wallet. Each game code has its page in the app
// (/house/slot, /house/dice), framed by the launcher without the portal around it.
import { ApiFailure } from '../../http/envelope';
import { DICE_CONFIG } from '../../shared/houseGames/dice';
import { SLOT_CONFIG } from '../../shared/houseGames/slot';
import { HOUSE_VENDOR_CODE } from '../../house/house';
import type { LaunchGame, VendorAdapter } from './types';

/** The app page of each house game code. */
export const HOUSE_GAME_PAGES: Readonly<Record<string, string>> = {
  [SLOT_CONFIG.gameCode]: '/house/slot',
  [DICE_CONFIG.gameCode]: '/house/dice',
};

export const houseAdapter: VendorAdapter = {
  name: 'house',
  handles: (game: LaunchGame) => game.vassalage === HOUSE_VENDOR_CODE,
  mode: () => 'real',
  launch(_member, game) {
    const page = HOUSE_GAME_PAGES[game.gameCode];
    // A HOUSE catalogue entry without a page is a game this server cannot run.
    if (!page) throw new ApiFailure('not_found', { nodeId: game.nodeId });
    return { url: `${page}?nodeId=${game.nodeId}`, mode: 'real' };
  },
};

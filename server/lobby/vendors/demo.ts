// The demo adapter: every catalogue vendor the portal has no integration with yet.
// Its games open as a playable demo slot in the app (/house/demo), labelled with the
// vendor's and the game's names and saying plainly that it is a demo: spins use play
// credits in the page and never touch the member's wallet.
import type { LaunchGame, VendorAdapter } from './types';

export const demoAdapter: VendorAdapter = {
  name: 'demo',
  handles: () => true,
  mode: () => 'demo',
  launch(_member, game: LaunchGame) {
    const query = new URLSearchParams({
      nodeId: String(game.nodeId),
      vendor: game.vassalage,
      vendorName: game.vendorName,
      game: game.name,
    });
    return { url: `/house/demo?${query.toString()}`, mode: 'demo' };
  },
};

// The adapters in the order they are asked: the first that handles a game launches it.
import { demoAdapter } from './demo';
import { houseAdapter } from './house';
import type { LaunchGame, VendorAdapter } from './types';

export const VENDOR_ADAPTERS: readonly VendorAdapter[] = [houseAdapter, demoAdapter];

export function adapterFor(game: LaunchGame, adapters: readonly VendorAdapter[] = VENDOR_ADAPTERS): VendorAdapter {
  const adapter = adapters.find((a) => a.handles(game));
  // The demo adapter handles everything, so this only fails with a custom list.
  if (!adapter) throw new Error(`no adapter for vendor ${game.vassalage}`);
  return adapter;
}

export type { LaunchGame, LaunchMember, LaunchMode, LaunchResult, VendorAdapter } from './types';

import * as lobby from '../../server/shared/wire/gameMenu';
import { call, type CallOptions } from './client';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export type { MenuEntry as GameMenuEntry, MenuVendor as Vendor } from '../../server/shared/wire/gameMenu';
export { isHotVendor } from '../../server/shared/wire/gameMenu';
export const vendorSchema = lobby.menuVendor;
export const gameMenuSchema = lobby.gameMenu;
export type GameMenu = lobby.MenuEntry[];

export const fetchGameMenu = ({ signal }: CallOptions = {}) => call(gameMenuSchema, 'games/menu', { signal });

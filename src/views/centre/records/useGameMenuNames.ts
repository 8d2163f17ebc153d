import { useCallback, useMemo } from 'react';
import { GameMenuActor } from '../../../app/actors';
import type { MenuEntry } from '../../../../server/shared/wire/gameMenu';
import { useGameTypeName } from '../../../components/gameTypeName';

const selectMenu = (snapshot: { context: { menu: MenuEntry[] } }) => snapshot.context.menu;

/**
 * Names the records need from the game menu the app already holds: the game types in
 * menu order (the betting record's categories), a category's translated name, and a
 * vendor's name by its code (a transfer wallet in the account record).
 */
export function useGameMenuNames() {
  const menu = GameMenuActor.useSelector(selectMenu);
  const typeName = useGameTypeName();
  const categories = useMemo(() => menu.map((entry) => entry.gameType.toUpperCase()), [menu]);
  const vendors = useMemo(() => new Map(menu.flatMap((entry) => entry.vendors.map((vendor) => [vendor.vassalage, vendor.name] as const))), [menu]);
  const categoryName = useCallback(
    (category: string) => {
      const entry = menu.find((e) => e.gameType.toUpperCase() === category.toUpperCase());
      return typeName({ gameType: category, name: entry?.name ?? category });
    },
    [menu, typeName],
  );
  const vendorName = useCallback((code: string) => vendors.get(code) ?? code, [vendors]);
  return { categories, categoryName, vendorName };
}

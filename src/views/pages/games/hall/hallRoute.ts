import type { MenuEntry, MenuVendor as Vendor } from '../../../../../server/shared/wire/gameMenu';
import type { HallTab } from '../../../../../machines/gameList.machine';

// The hall's address (spec section 2): `page` picks the list tab, `vassalage` the vendor.

/** The `page` values of the tabs (spec section 4's list types none, hot, fav, recent). */
const TAB_QUERY: Record<HallTab, string | null> = { all: null, hot: 'hot', favourites: 'fav', recent: 'recent' };

/**
 * The tab a `page` query picks: a list type (`hot`, `fav`, `recent`, `none`) or its
 * 1-based place among the tabs (1 all, 2 hot, 3 favourites, 4 recent); anything else is all.
 */
export function tabFromQuery(page: string | null): HallTab {
  switch ((page ?? '').toLowerCase()) {
    case 'hot':
    case '2':
      return 'hot';
    case 'fav':
    case 'favourites':
    case '3':
      return 'favourites';
    case 'recent':
    case '4':
      return 'recent';
    default:
      return 'all';
  }
}

/** A vendor code from the address, or null when there is none or it cannot be one. */
export function vendorFromQuery(vassalage: string | null): string | null {
  return vassalage && /^[A-Z0-9_]{1,32}$/.test(vassalage) ? vassalage : null;
}

/** The hall's address for a tab and vendor. */
export function hallHref(base: string, tab: HallTab, vendor: string | null): string {
  const query = new URLSearchParams();
  const page = TAB_QUERY[tab];
  if (page) query.set('page', page);
  if (vendor) query.set('vassalage', vendor);
  const qs = query.toString();
  return qs ? `${base}?${qs}` : base;
}

/**
 * The vendors of a game type wherever the menu lists them (spec section 4: an esports
 * vendor listed under sports belongs to the esports category, a cockfight vendor to
 * cockfight), in the menu's order, each once.
 */
export function vendorsOfType(menu: readonly MenuEntry[], gameType: string): Vendor[] {
  const type = gameType.toUpperCase();
  const own = menu.filter((entry) => entry.gameType.toUpperCase() === type);
  const others = menu.filter((entry) => entry.gameType.toUpperCase() !== type);
  const seen = new Set<string>();
  const found: Vendor[] = [];
  for (const entry of [...own, ...others]) {
    for (const vendor of entry.vendors) {
      if (vendor.gameType.toUpperCase() !== type || seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      found.push(vendor);
    }
  }
  return found;
}

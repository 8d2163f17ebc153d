import type { Vendor } from '../api/games';

// Where game types and vendors lead (spec sections 2 and 4).

/** The category page a header entry opens. LOTT's page is /lottery. */
export function categoryPath(gameType: string): string {
  const type = gameType.toUpperCase();
  return type === 'LOTT' ? '/lottery' : `/${type.toLowerCase()}`;
}

/** Footer category links go to /{gametype lowercased} (spec section 2). */
export function footerCategoryPath(gameType: string): string {
  return `/${gameType.toLowerCase()}`;
}

/** Vendors whose games open on the lottery page (spec section 4). */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;

/** The sports vendor whose book opens on /fbsports. */
export const FB_SPORTS_VENDOR = 'FB';

/** Game types whose vendors open a hall filtered by the vendor. */
const HALL_TYPES = ['RNG', 'PVP', 'FISH'];

/** Game types with a category page (spec section 2), where a vendor's list of games opens. */
const CATEGORY_TYPES = ['LIVE', 'SPORTS', 'ESPORTS', 'ELOTT', 'COCKFIGHT'];

type VendorLink = Pick<Vendor, 'vassalage' | 'gameType' | 'isGame'>;

/** Whether the vendor's card stands for its list of games (isGame VASSALAGE) shown on its category page. */
export function opensGameList(vendor: VendorLink): boolean {
  return vendor.isGame === 'VASSALAGE' && CATEGORY_TYPES.includes(vendor.gameType.toUpperCase());
}

/**
 * Choosing a vendor: RNG, PVP and FISH vendors open their hall on that vendor;
 * lottery vendors open /lottery; a VASSALAGE vendor its category page with the popup
 * list of its games; any other vendor launches its game.
 */
export function vendorPath(vendor: VendorLink): string {
  const type = vendor.gameType.toUpperCase();
  const code = encodeURIComponent(vendor.vassalage);
  if (HALL_TYPES.includes(type)) return `${categoryPath(type)}?vassalage=${code}`;
  if ((LOTTERY_VENDORS as readonly string[]).includes(vendor.vassalage.toUpperCase())) return `/lottery?vendor=${code}`;
  // The FB sports book has a page of its own (spec section 2, /fbsports).
  if (vendor.vassalage.toUpperCase() === FB_SPORTS_VENDOR) return '/fbsports';
  if (opensGameList(vendor)) return `${categoryPath(type)}?vassalage=${code}`;
  return `/game?vassalage=${code}`;
}

/** Whether choosing the vendor starts a game (rather than opening a hall or /lottery). */
export function launchesDirectly(vendor: VendorLink): boolean {
  const path = vendorPath(vendor);
  return path.startsWith('/game?') || path === '/fbsports';
}

/** A hall game's launch address (the /game launcher tells visitors to log in first). */
export function gameLaunchPath(game: { vendor: string; gameCode: string; nodeId: number }): string {
  const query = new URLSearchParams({ vassalage: game.vendor, gameCode: game.gameCode, nodeId: String(game.nodeId) });
  return `/game?${query}`;
}

/** The page a banner's linkage opens, and whether it leaves the portal. */
export function bannerTarget(
  linkageType: string,
  target: string | null | undefined,
): { kind: 'route'; to: string } | { kind: 'external'; href: string } | null {
  if (!target) return null;
  switch (linkageType) {
    case 'route':
      return target.startsWith('/') ? { kind: 'route', to: target } : null;
    case 'url':
      return /^https?:\/\//i.test(target) ? { kind: 'external', href: target } : null;
    case 'game': {
      const [vassalage, gameCode] = target.split('/');
      if (!vassalage) return null;
      const query = new URLSearchParams({ vassalage });
      if (gameCode) query.set('gameCode', gameCode);
      return { kind: 'route', to: `/game?${query}` };
    }
    case 'promotion':
      return { kind: 'route', to: `/promoDetail?id=${encodeURIComponent(target)}` };
    default:
      return null;
  }
}

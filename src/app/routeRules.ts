// Route rules of spec section 2 that more than one view needs.

/** Banner group per route (spec section 2, spec-notes ruling 2). */
const BANNER_GROUPS: Record<string, string> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/index.html': 'w_home',
  '/home': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/cockfight': 'w_cockfight',
  '/promotions': 'w_promotion',
  '/pointmall': 'w_shop',
  '/help': 'w_help',
  '/register': 'w_reg',
  '/register.html': 'w_reg',
  '/forget': 'w_forget',
};

/** The registration popup's own group (spec-notes ruling 2). */
export const REGISTER_POPUP_BANNER_GROUP = 'w_register';

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase() || '/';
}

export function bannerGroupFor(pathname: string): string | null {
  return BANNER_GROUPS[normalise(pathname)] ?? null;
}

/** The header's navigation row is hidden on /seamless and /lottery (spec-notes 14). */
export function isNavHidden(pathname: string): boolean {
  const path = normalise(pathname);
  return path === '/seamless' || path === '/lottery';
}

export function isHomePath(pathname: string): boolean {
  return bannerGroupFor(pathname) === 'w_home';
}

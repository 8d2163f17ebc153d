import { describe, expect, it } from 'vitest';
import { bannerTarget, categoryPath, footerCategoryPath, vendorPath } from '../../src/app/gameLinks';
import { bannerGroupFor, isNavHidden } from '../../src/app/routeRules';

describe('route rules', () => {
  it('[SHELL-28][SHELL-29][SHELL-30][SHELL-31][SHELL-32][SHELL-33][SHELL-34][SHELL-35][SHELL-36][SHELL-37][SHELL-38][SHELL-39][SHELL-40][SHELL-41] maps routes to banner groups', () => {
    const expected: Record<string, string | null> = {
      '/': 'w_home', '/home': 'w_home', '/index.html': 'w_home', '/rng': 'w_rng', '/live': 'w_live', '/fish': 'w_fish',
      '/pvp': 'w_pvp', '/sports': 'w_sports', '/esports': 'w_esports', '/elott': 'w_lott', '/cockfight': 'w_cockfight',
      '/promotions': 'w_promotion', '/pointMall': 'w_shop', '/help': 'w_help', '/register': 'w_reg', '/forget': 'w_forget',
      '/vip': null, '/lottery': null, '/login': null, '/nowhere': null,
    };
    for (const [path, group] of Object.entries(expected)) expect(bannerGroupFor(path), path).toBe(group);
    expect(bannerGroupFor('/RNG/')).toBe('w_rng');
  });

  it('[SHELL-25] hides the navigation on /seamless and /lottery only', () => {
    expect(isNavHidden('/seamless')).toBe(true);
    expect(isNavHidden('/lottery')).toBe(true);
    expect(isNavHidden('/vnlottery')).toBe(false);
    expect(isNavHidden('/')).toBe(false);
  });
});

describe('game links', () => {
  it('[SHELL-24] footer categories go to /{gametype lowercased}; header entries to the category page', () => {
    expect(footerCategoryPath('COCKFIGHT')).toBe('/cockfight');
    expect(footerCategoryPath('LOTT')).toBe('/lott');
    expect(categoryPath('LOTT')).toBe('/lottery');
    expect(categoryPath('ESPORTS')).toBe('/esports');
  });

  it('RNG, PVP and FISH vendors open their hall; lottery vendors /lottery; others launch', () => {
    expect(vendorPath({ vassalage: 'PG', gameType: 'RNG', isGame: 'GAME' })).toBe('/rng?vassalage=PG');
    expect(vendorPath({ vassalage: 'KY', gameType: 'PVP', isGame: 'GAME' })).toBe('/pvp?vassalage=KY');
    expect(vendorPath({ vassalage: 'JDB', gameType: 'FISH', isGame: 'GAME' })).toBe('/fish?vassalage=JDB');
    expect(vendorPath({ vassalage: 'TCG_SEA', gameType: 'LOTT', isGame: 'GAME' })).toBe('/lottery?vendor=TCG_SEA');
    expect(vendorPath({ vassalage: 'EVO', gameType: 'LIVE', isGame: 'GAME' })).toBe('/game?vassalage=EVO');
    // The FB sports book opens on its own page.
    expect(vendorPath({ vassalage: 'FB', gameType: 'SPORTS', isGame: 'GAME' })).toBe('/fbsports');
  });

  it('[SHELL-48] banner linkage targets; unsafe or empty targets open nothing', () => {
    expect(bannerTarget('route', '/vip')).toEqual({ kind: 'route', to: '/vip' });
    expect(bannerTarget('route', 'https://evil.example')).toBeNull();
    expect(bannerTarget('url', 'https://example.org')).toEqual({ kind: 'external', href: 'https://example.org' });
    expect(bannerTarget('url', 'javascript:alert(1)')).toBeNull();
    expect(bannerTarget('game', 'PG')).toEqual({ kind: 'route', to: '/game?vassalage=PG' });
    expect(bannerTarget('game', 'PG/77')).toEqual({ kind: 'route', to: '/game?vassalage=PG&gameCode=77' });
    expect(bannerTarget('promotion', '5')).toEqual({ kind: 'route', to: '/promoDetail?id=5' });
    expect(bannerTarget('none', '/x')).toBeNull();
    expect(bannerTarget('route', null)).toBeNull();
  });
});

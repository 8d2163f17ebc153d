// The hall's address: the `page` query's list types and the links back to it.
import { describe, expect, it } from 'vitest';
import { hallHref, tabFromQuery } from '../../src/views/pages/games/hall/hallRoute';

describe('hall address', () => {
  it('[LOBBY-17][LOBBY-03] the list types none, hot, fav and recent pick the tabs; anything else is the whole list', () => {
    expect(['none', 'hot', 'fav', 'recent'].map(tabFromQuery)).toEqual(['all', 'hot', 'favourites', 'recent']);
    expect(['HOT', 'Fav', '2', '3', '4'].map(tabFromQuery)).toEqual(['hot', 'favourites', 'hot', 'favourites', 'recent']);
    expect([null, '', '5', 'favs', '<script>'].map(tabFromQuery)).toEqual(['all', 'all', 'all', 'all', 'all']);
  });

  it('[LOBBY-17][LOBBY-08] a tab and vendor make the address the hall reads back', () => {
    expect(hallHref('/rng', 'favourites', 'NOVA_SLOTS')).toBe('/rng?page=fav&vassalage=NOVA_SLOTS');
    expect(hallHref('/pvp', 'all', null)).toBe('/pvp');
    for (const tab of ['all', 'hot', 'favourites', 'recent'] as const) {
      const url = new URL(hallHref('/fish', tab, null), 'http://x');
      expect(tabFromQuery(url.searchParams.get('page'))).toBe(tab);
    }
  });
});

// Hot games (spec sections 3, 4 and 7): the catalogue's hot games grouped by game type
// in the spec's order ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP (the other types after),
// at most HOT_PER_TYPE of each, optionally of one vendor.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { gameThumbnailUrl } from './lobby';
import type { HotGame } from '../shared/wire/lobby';

/** Hot games are grouped in this order (spec section 4, LOBBY-44); other types follow. */
export const HOT_GROUP_ORDER = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
/** Hot games shown per type: a row each in the login popup. */
export const HOT_PER_TYPE = 8;

export type { HotGame } from '../shared/wire/lobby';

export function createHotGamesService(db: Kysely<Database>) {
  const catalogue = db;
  // The group's place as SQL, so the database orders and cuts each group.
  const groupPlace = sql<number>`coalesce(array_position(${sql.raw(`ARRAY[${HOT_GROUP_ORDER.map((t) => `'${t}'`).join(',')}]`)}::text[], g.game_type), ${HOT_GROUP_ORDER.length + 1})`;
  return {
    async hot(filter: { vassalage?: string }): Promise<HotGame[]> {
      let inner = catalogue
        .selectFrom('games as g')
        .innerJoin('vendors as v', (join) => join.onRef('v.game_type', '=', 'g.game_type').onRef('v.vassalage', '=', 'g.vassalage'))
        .where('g.hot', '=', true)
        .where('g.active', '=', true)
        .where('v.active', '=', true)
        .select([
          'g.game_type',
          'g.node_id',
          'g.name',
          'g.game_code',
          'g.vassalage',
          'v.name as vendor_name',
          groupPlace.as('group_place'),
          sql<number>`row_number() OVER (PARTITION BY g.game_type ORDER BY v.sort_order, g.sort_order, g.id)`.as('place'),
        ]);
      if (filter.vassalage !== undefined) inner = inner.where('g.vassalage', '=', filter.vassalage);
      const rows = await catalogue
        .selectFrom(inner.as('ranked'))
        .selectAll()
        .where('place', '<=', HOT_PER_TYPE)
        .orderBy('group_place')
        .orderBy('game_type')
        .orderBy('place')
        .execute();
      return rows.map((r) => ({ gameType: r.game_type, nodeId: r.node_id, showIcon: gameThumbnailUrl(r.node_id), name: r.name, gameCode: r.game_code, vendor: r.vassalage, vendorName: r.vendor_name }));
    },
  };
}

// Vendor lanes (spec sections 3 and 7: "lanes with title, cards, gameClassify"; the
// call's platform is html5-desktop by default): a category page's rows, one per vendor
// of the game type, each holding the vendor's first games as cards. A lane's
// gameClassify is the classification most of its cards share.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { gameThumbnailUrl, minorToDecimal } from './lobby';
import type { GameType } from './games';

/** Cards per lane: a row on the page; the vendor's hall or list has the rest. */
export const LANE_CARDS = 12;
export { LANE_PLATFORMS, type LanePlatform } from '../shared/wire/lobby';
import type { Lane } from '../shared/wire/lobby';
export type { Lane, LaneCard } from '../shared/wire/lobby';

export function createLanesService(db: Kysely<Database>) {
  const catalogue = db;
  return {
    async lanes(gameType: GameType): Promise<Lane[]> {
      // One pass: each game numbered within its vendor, the first LANE_CARDS kept.
      const rows = await catalogue
        .selectFrom((eb) =>
          eb
            .selectFrom('games as g')
            .innerJoin('vendors as v', (join) => join.onRef('v.game_type', '=', 'g.game_type').onRef('v.vassalage', '=', 'g.vassalage'))
            .where('g.game_type', '=', gameType)
            .where('g.active', '=', true)
            .where('v.active', '=', true)
            .select([
              'g.node_id',
              'g.game_code',
              'g.name',
              'g.game_type',
              'g.vassalage',
              'g.classification',
              'g.min_bet_minor',
              'v.name as vendor_name',
              'v.sort_order as vendor_order',
              sql<number>`row_number() OVER (PARTITION BY g.vassalage ORDER BY g.sort_order, g.id)`.as('place'),
              sql<number>`count(*) OVER (PARTITION BY g.vassalage)`.as('total'),
            ])
            .as('ranked'),
        )
        .selectAll()
        .where('place', '<=', LANE_CARDS)
        .orderBy('vendor_order')
        .orderBy('vassalage')
        .orderBy('place')
        .execute();
      const lanes = new Map<string, Lane & { counts: Map<string, number> }>();
      for (const r of rows) {
        let lane = lanes.get(r.vassalage);
        if (!lane) {
          lane = { vassalage: r.vassalage, title: r.vendor_name, gameClassify: '', total: Number(r.total), cards: [], counts: new Map() };
          lanes.set(r.vassalage, lane);
        }
        lane.counts.set(r.classification, (lane.counts.get(r.classification) ?? 0) + 1);
        lane.cards.push({
          nodeId: r.node_id,
          gameCode: r.game_code,
          name: r.name,
          gameType: r.game_type,
          vendor: r.vassalage,
          isGame: 'GAME',
          showIcon: gameThumbnailUrl(r.node_id),
          minBet: minorToDecimal(r.min_bet_minor),
        });
      }
      return [...lanes.values()].map(({ counts, ...lane }) => ({ ...lane, gameClassify: [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '' }));
    },
  };
}

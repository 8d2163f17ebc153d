// The demo game catalogue: about 10,000 slot games spread over the RNG vendors,
// plus a handful of games for every other vendor (card games with rooms). Names and
// attributes come from a seeded generator, so every database gets the same catalogue.
import { sql, type Transaction } from 'kysely';
import type { GameType } from '../../lobby/games';
import type { Classification } from '../../lobby/lobby';
import type { Database } from '../schema';
import { VENDOR_SEED } from './games';

/** The full demo catalogue's slot count (spec section 1: about 10,000). */
export const FULL_CATALOGUE_SIZE = 10_000;
/** Node ids start here; the number of a game in the catalogue is added to it. */
const FIRST_NODE_ID = 100_001;
/** Rows per INSERT: one JSON parameter each, so the size is not bounded by parameter counts. */
const BATCH = 2_500;

export interface SeedGame {
  node_id: number;
  game_type: GameType;
  vassalage: string;
  game_code: string;
  name: string;
  classification: Classification;
  min_bet_minor: number;
  lines: number;
  hot: boolean;
  sort_order: number;
}

export interface SeedRoom {
  node_id: number;
  name: string;
  min_bet_minor: number;
  entry_minor: number;
  seats: number;
  sort_order: number;
}

/** mulberry32: small, fast and the same on every platform. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = [
  'Golden', 'Lucky', 'Wild', 'Mystic', 'Royal', 'Blazing', 'Frozen', 'Ancient', 'Cosmic', 'Jade', 'Crimson', 'Silver', 'Emerald',
  'Thunder', 'Midnight', 'Sunny', 'Electric', 'Sacred', 'Hidden', 'Mega', 'Super', 'Neon', 'Velvet', 'Diamond', 'Fiery', 'Dragon',
  'Tiger', 'Lotus', 'Pirate', 'Samurai', 'Wicked', 'Sweet', 'Shining', 'Roaring', 'Magic', 'Crystal', 'Phoenix', 'Stormy', 'Happy', 'Grand',
];
const NOUNS = [
  'Fortune', 'Treasure', 'Riches', 'Gems', 'Reels', 'Spins', 'Legends', 'Temple', 'Empire', 'Kingdom', 'Jungle', 'Ocean', 'Safari',
  'Dynasty', 'Quest', 'Carnival', 'Festival', 'Nights', 'Gold', 'Coins', 'Fruits', 'Sevens', 'Bells', 'Stars', 'Moons', 'Pharaoh',
  'Panda', 'Koi', 'Wolves', 'Buffalo', 'Dragons', 'Heist', 'Vault', 'Mine', 'Rush', 'Bonanza', 'Jackpot', 'Party', 'Wilds', 'Candy',
];
const SUFFIXES = ['', '', '', '', '', 'Deluxe', 'Megaways', 'Hold & Win', 'Extreme', 'Rising', '2', '3', 'Gold Edition', 'Xmas', 'Remastered'];

// Weighted choices: [value, weight].
const SLOT_CLASSIFICATIONS: [Classification, number][] = [['SC', 60], ['VP', 10], ['TG', 10], ['AC', 8], ['JP', 8], ['BG', 4]];
// Spec section 5 lists the filter's choices; a few games sit between them.
const MIN_BETS: [number, number][] = [[1, 30], [5, 20], [10, 20], [50, 10], [75, 8], [20, 5], [100, 5], [200, 2]];
const LINES: [number, number][] = [[1, 3], [5, 8], [9, 10], [10, 10], [15, 8], [20, 15], [25, 12], [30, 8], [40, 8], [50, 8], [100, 4], [243, 4], [1024, 2]];

function pick<T>(random: () => number, choices: [T, number][]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, weight] of choices) {
    r -= weight;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

function slotName(random: () => number): string {
  const adjective = ADJECTIVES[Math.floor(random() * ADJECTIVES.length)]!;
  const noun = NOUNS[Math.floor(random() * NOUNS.length)]!;
  const suffix = SUFFIXES[Math.floor(random() * SUFFIXES.length)]!;
  return suffix ? `${adjective} ${noun} ${suffix}` : `${adjective} ${noun}`;
}

const vendorPrefix = (vassalage: string) => vassalage.replace(/_/g, '').slice(0, 6);

/** Other categories' games by type: names and their classification in the halls. */
const OTHER_GAMES: Record<Exclude<GameType, 'RNG'>, { names: string[]; classification: Classification; minBet: number; lines: number }> = {
  LIVE: { names: ['Baccarat', 'Speed Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger'], classification: 'TG', minBet: 100, lines: 0 },
  SPORTS: { names: ['Sportsbook'], classification: 'SC', minBet: 100, lines: 0 },
  ESPORTS: { names: ['Esports Book'], classification: 'SC', minBet: 100, lines: 0 },
  COCKFIGHT: { names: ['Derby Arena'], classification: 'AC', minBet: 100, lines: 0 },
  LOTT: { names: ['Daily Draw', 'Pick 3', 'Pick 4'], classification: 'TG', minBet: 10, lines: 0 },
  ELOTT: { names: ['Quick 5', 'Keno', 'Fast 3'], classification: 'TG', minBet: 10, lines: 0 },
  PVP: {
    names: ['Teen Patti', 'Andar Bahar', 'Rummy', 'Texas Poker', 'Big Two', 'Tien Len', 'Pai Gow', 'Blackjack Duel'],
    classification: 'TG',
    minBet: 10,
    lines: 0,
  },
  FISH: { names: ['Ocean King', 'Fishing Fortune', 'Golden Toad', 'Shark Hunter', 'Mermaid Catch', 'Dragon Fishing'], classification: 'AC', minBet: 1, lines: 0 },
};

const ROOM_TIERS = [
  { name: 'Beginner', minBet: 10, entry: 100, seats: 6 },
  { name: 'Standard', minBet: 100, entry: 2_000, seats: 6 },
  { name: 'Expert', minBet: 1_000, entry: 20_000, seats: 5 },
  { name: 'VIP', minBet: 10_000, entry: 200_000, seats: 4 },
];

/** The whole catalogue: `slotCount` RNG games, then every other vendor's games and the card rooms. */
export function buildCatalogue(slotCount: number = FULL_CATALOGUE_SIZE): { games: SeedGame[]; rooms: SeedRoom[] } {
  const random = seededRandom(20_260_401);
  const games: SeedGame[] = [];
  const rooms: SeedRoom[] = [];
  const slotVendors = VENDOR_SEED.RNG;
  // Vendors get uneven shares (the first ones are the big studios), every one at least a few.
  const shares = slotVendors.map((_, i) => 1 / (1 + i * 0.12));
  const shareTotal = shares.reduce((a, b) => a + b, 0);
  const counts = shares.map((s) => Math.floor((slotCount * s) / shareTotal));
  counts[0]! += slotCount - counts.reduce((a, b) => a + b, 0);
  slotVendors.forEach((vendor, v) => {
    for (let i = 0; i < counts[v]!; i += 1) {
      games.push({
        node_id: FIRST_NODE_ID + games.length,
        game_type: 'RNG',
        vassalage: vendor.vassalage,
        game_code: `${vendorPrefix(vendor.vassalage)}-${String(i + 1).padStart(5, '0')}`,
        name: slotName(random),
        classification: pick(random, SLOT_CLASSIFICATIONS),
        min_bet_minor: pick(random, MIN_BETS),
        lines: pick(random, LINES),
        hot: random() < 0.04,
        sort_order: i,
      });
    }
  });
  for (const [type, spec] of Object.entries(OTHER_GAMES) as [Exclude<GameType, 'RNG'>, (typeof OTHER_GAMES)['PVP']][]) {
    for (const vendor of VENDOR_SEED[type]) {
      spec.names.forEach((name, i) => {
        const nodeId = FIRST_NODE_ID + games.length;
        games.push({
          node_id: nodeId,
          game_type: type,
          vassalage: vendor.vassalage,
          game_code: `${vendorPrefix(vendor.vassalage)}-${String(i + 1).padStart(3, '0')}`,
          name: spec.names.length === 1 ? `${vendor.name} ${name}` : name,
          classification: spec.classification,
          min_bet_minor: spec.minBet,
          lines: spec.lines,
          // The first game of a hot vendor is a hot game of its category.
          hot: Boolean(vendor.hot) && i === 0,
          sort_order: i,
        });
        if (type === 'PVP') {
          ROOM_TIERS.forEach((tier, sort_order) =>
            rooms.push({ node_id: nodeId, name: tier.name, min_bet_minor: tier.minBet, entry_minor: tier.entry, seats: tier.seats, sort_order }),
          );
        }
      });
    }
  }
  return { games, rooms };
}

/** Inserts the catalogue in large batches (a JSON array per statement). */
export async function seedCatalogue(trx: Transaction<Database>, slotCount: number = FULL_CATALOGUE_SIZE): Promise<number> {
  const { games, rooms } = buildCatalogue(slotCount);
  for (let i = 0; i < games.length; i += BATCH) {
    const chunk = JSON.stringify(games.slice(i, i + BATCH));
    await sql`
      INSERT INTO games (node_id, game_type, vassalage, game_code, name, classification, min_bet_minor, lines, hot, sort_order)
      SELECT node_id, game_type, vassalage, game_code, name, classification, min_bet_minor, lines, hot, sort_order
      FROM jsonb_to_recordset(${chunk}::jsonb) AS t(
        node_id integer, game_type text, vassalage text, game_code text, name text,
        classification text, min_bet_minor integer, lines integer, hot boolean, sort_order integer)`.execute(trx);
  }
  if (rooms.length > 0) {
    await sql`
      INSERT INTO game_rooms (game_id, name, min_bet_minor, entry_minor, seats, sort_order)
      SELECT g.id, t.name, t.min_bet_minor, t.entry_minor, t.seats, t.sort_order
      FROM jsonb_to_recordset(${JSON.stringify(rooms)}::jsonb) AS t(
        node_id integer, name text, min_bet_minor integer, entry_minor integer, seats integer, sort_order integer)
      JOIN games g ON g.node_id = t.node_id`.execute(trx);
  }
  // Analyse so the planner knows the tables' sizes at once (PostgreSQL would only later;
  // PGlite never): the game list joins vendors and sums game_counts (migration 015) and
  // game_name_counts (migration 023).
  await sql`ANALYZE games, vendors, game_counts, game_name_counts`.execute(trx);
  return games.length;
}

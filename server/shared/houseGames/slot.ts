// The house slot: 5 reels by 3 rows, 20 fixed paylines, one wild.
//
// Each reel stops at a uniform position of its strip (drawn from the round's
// outcome, reels left to right); the window shows the stop and the next two
// symbols. A payline pays its longest run from the leftmost reel: the first
// non-wild symbol decides the run's symbol and wilds stand in for it; a run of
// wilds alone pays as wilds; the line gets the better of the two. The stake is
// spread evenly over the 20 lines: a spin pays floor(stake * sum(line pays) / 20).
//
// Return to player, exactly: for any one payline the five symbols it shows are
// independent (one per reel) and each is distributed as its reel strip's symbol
// counts, whatever the row. So the expected pay of a line, in line bets, is the
// sum over every 5-tuple of distinct symbols of (product of their counts /
// product of strip lengths) x linePay(tuple), and a spin's RTP is that same value
// (20 lines, each 1/20 of the stake). `slotRtp()` enumerates those tuples with
// the game's own `linePay`; ignoring the floor to minor units, it is exact.
//
// Shared: the server spins and pays with it, the browser draws the paylines and pays
// the demo slot's play credits with the same tables.
import type { OutcomeStream } from './outcomeStream';

export const SYMBOLS = ['WILD', 'SEVEN', 'BAR', 'BELL', 'CHERRY', 'A', 'K', 'Q', 'J', 'TEN'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

export const REELS = 5;
export const ROWS = 3;

/** Pays in line bets for a run of 3, 4 and 5. */
export const PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  WILD: [100, 500, 2000],
  SEVEN: [50, 200, 1000],
  BAR: [30, 100, 400],
  BELL: [20, 80, 300],
  CHERRY: [15, 50, 200],
  A: [10, 40, 150],
  K: [10, 30, 100],
  Q: [5, 25, 80],
  J: [5, 20, 60],
  TEN: [5, 15, 50],
};

/** Rows (0 top .. 2 bottom) of each payline on reels 1..5. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/** How many of each symbol each reel's strip holds (reels 1..5). */
export const REEL_COUNTS: readonly Readonly<Record<SlotSymbol, number>>[] = [
  { WILD: 2, SEVEN: 2, BAR: 3, BELL: 3, CHERRY: 4, A: 4, K: 4, Q: 5, J: 5, TEN: 6 },
  { WILD: 3, SEVEN: 2, BAR: 3, BELL: 3, CHERRY: 4, A: 4, K: 4, Q: 5, J: 5, TEN: 5 },
  { WILD: 3, SEVEN: 2, BAR: 3, BELL: 3, CHERRY: 4, A: 4, K: 4, Q: 5, J: 5, TEN: 5 },
  { WILD: 3, SEVEN: 2, BAR: 3, BELL: 3, CHERRY: 4, A: 4, K: 4, Q: 5, J: 5, TEN: 5 },
  { WILD: 2, SEVEN: 2, BAR: 3, BELL: 3, CHERRY: 4, A: 4, K: 4, Q: 5, J: 5, TEN: 5 },
];

export const SLOT_CONFIG = {
  game: 'slot',
  gameCode: 'HOUSE_SLOT',
  /** The return to player the strips and paytable are tuned to (basis points). */
  targetRtpBps: 9600,
  /** Stakes in minor units (the whole spin, all 20 lines). */
  minBetMinor: 20,
  maxBetMinor: 1_000_000,
} as const;

/**
 * Lays a reel's symbols out as a strip: repeatedly takes the symbol with the most
 * left to place (ties in SYMBOLS order) unless it was just placed, which spreads
 * each symbol along the strip. Deterministic, so the strips are fixed by the counts.
 */
export function buildStrip(counts: Readonly<Record<SlotSymbol, number>>): SlotSymbol[] {
  const left = new Map<SlotSymbol, number>(SYMBOLS.map((s) => [s, counts[s]]));
  const total = SYMBOLS.reduce((n, s) => n + counts[s], 0);
  const strip: SlotSymbol[] = [];
  while (strip.length < total) {
    const last = strip[strip.length - 1];
    let pick: SlotSymbol | undefined;
    for (const s of SYMBOLS) {
      const n = left.get(s)!;
      if (n === 0 || (s === last && strip.length < total - 1)) continue;
      if (!pick || n > left.get(pick)!) pick = s;
    }
    pick ??= last!;
    strip.push(pick);
    left.set(pick, left.get(pick)! - 1);
  }
  return strip;
}

export const STRIPS: readonly (readonly SlotSymbol[])[] = REEL_COUNTS.map(buildStrip);

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In line bets. */
  pay: number;
}

export interface SlotOutcome {
  /** The stop of each reel (index into its strip). */
  stops: number[];
  /** The window by rows: window[row][reel]. */
  window: SlotSymbol[][];
  wins: LineWin[];
  /** Sum of line pays, in line bets. */
  totalLinePays: number;
}

function runPay(symbol: SlotSymbol, count: number): number {
  return count >= 3 ? PAYTABLE[symbol][count - 3]! : 0;
}

/** The pay of one payline's five symbols, in line bets, with the symbol and run length that pay. */
export function linePay(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; pay: number } {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds += 1;
  const wildPay = { symbol: 'WILD' as SlotSymbol, count: wilds, pay: runPay('WILD', wilds) };
  if (wilds === symbols.length) return wildPay;
  const symbol = symbols[wilds]!;
  let count = wilds + 1;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'WILD')) count += 1;
  const own = { symbol, count, pay: runPay(symbol, count) };
  return own.pay > wildPay.pay ? own : wildPay;
}

export function spinSlot(stream: OutcomeStream, strips: readonly (readonly SlotSymbol[])[] = STRIPS): SlotOutcome {
  const stops = strips.map((strip) => stream.int(strip.length));
  return evaluateSlot(stops, strips);
}

export function evaluateSlot(stops: readonly number[], strips: readonly (readonly SlotSymbol[])[] = STRIPS): SlotOutcome {
  const window = Array.from({ length: ROWS }, (_, row) => strips.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!));
  const wins: LineWin[] = [];
  let totalLinePays = 0;
  // One scratch array for every line: simulations spin millions of times.
  const symbols: SlotSymbol[] = new Array<SlotSymbol>(REELS);
  PAYLINES.forEach((rows, line) => {
    for (let reel = 0; reel < REELS; reel += 1) symbols[reel] = window[rows[reel]!]![reel]!;
    const { symbol, count, pay } = linePay(symbols);
    if (pay > 0) {
      wins.push({ line: line + 1, symbol, count, pay });
      totalLinePays += pay;
    }
  });
  return { stops: [...stops], window, wins, totalLinePays };
}

/** The payout of a spin in minor units. */
export function slotPayout(stakeMinor: number, outcome: SlotOutcome): number {
  return Math.floor((stakeMinor * outcome.totalLinePays) / PAYLINES.length);
}

/** The exact return to player of the strips and paytable (see the header), as a fraction of the stake. */
export function slotRtp(counts: readonly Readonly<Record<SlotSymbol, number>>[] = REEL_COUNTS): number {
  const reels = counts.map((c) => SYMBOLS.filter((s) => c[s] > 0).map((s) => ({ s, p: c[s] / SYMBOLS.reduce((n, x) => n + c[x], 0) })));
  let expected = 0;
  const tuple: SlotSymbol[] = [];
  const walk = (reel: number, probability: number) => {
    if (reel === reels.length) {
      expected += probability * linePay(tuple).pay;
      return;
    }
    for (const { s, p } of reels[reel]!) {
      tuple[reel] = s;
      walk(reel + 1, probability * p);
    }
  };
  walk(0, 1);
  return expected;
}

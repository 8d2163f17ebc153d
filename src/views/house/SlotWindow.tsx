import type { SlotOutcome } from '../../../server/shared/wire/house';

/** How each reel symbol is drawn: its name (as the line wins name it) and a colour class; no images, so it stays crisp in both themes. */
const FACES: Record<string, string> = { WILD: 'WILD', SEVEN: '7', BAR: 'BAR', BELL: 'BELL', CHERRY: 'CHERRY', A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10' };
const IDLE: string[][] = [
  ['SEVEN', 'BAR', 'WILD', 'BAR', 'SEVEN'],
  ['A', 'K', 'Q', 'J', 'TEN'],
  ['CHERRY', 'BELL', 'WILD', 'BELL', 'CHERRY'],
];

/** The 5x3 window (rows of 5), the cells of winning lines marked. */
export function SlotWindow({ outcome, spinning, paylines }: { outcome: SlotOutcome | null; spinning: boolean; paylines: readonly (readonly number[])[] }) {
  const window = outcome?.window ?? IDLE;
  const winning = new Set<string>();
  for (const win of outcome?.wins ?? []) {
    const rows = paylines[win.line - 1];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel += 1) winning.add(`${rows[reel]}:${reel}`);
  }
  return (
    <div className={`slot-window${spinning ? ' is-spinning' : ''}`} role="img" aria-label={window.map((row) => row.join(' ')).join(' / ')} data-testid="slot-window">
      {window.map((row, r) =>
        row.map((symbol, reel) => (
          <span
            key={`${r}-${reel}`}
            className={`slot-cell slot-cell--${symbol.toLowerCase()}${(FACES[symbol] ?? symbol).length > 3 ? ' slot-cell--word' : ''}${winning.has(`${r}:${reel}`) ? ' is-winning' : ''}`}
            data-symbol={symbol}
            data-testid="slot-cell"
          >
            {FACES[symbol] ?? symbol}
          </span>
        )),
      )}
    </div>
  );
}

// Game thumbnails for the halls: the vendor's colours, a symbol and a backdrop
// chosen from the game's node id, and the game's name. Same game, same picture.
import { escapeXml, FONT, hashOf, shade, wrapText } from './svg';

export interface GameArt {
  nodeId: number;
  name: string;
  classification: string;
  vendorName: string;
  color: string;
  accent: string;
}

function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}"/>`;
}

/** Symbols drawn around (120, 100) in the accent colour (the group's fill). */
const SYMBOLS: ((accent: string, dark: string) => string)[] = [
  // Seven
  (_a, dark) => `<text x="120" y="140" font-family="${FONT}" font-size="120" font-weight="900" text-anchor="middle" stroke="${dark}" stroke-width="6" paint-order="stroke">7</text>`,
  // Star
  () => star(120, 100, 62),
  // Diamond
  (_a, dark) => `<polygon points="120,40 170,90 120,160 70,90" stroke="${dark}" stroke-width="5"/><polyline points="70,90 170,90" fill="none" stroke="${dark}" stroke-width="4"/>`,
  // Crown
  (_a, dark) => `<path d="M62 140 L70 62 L100 98 L120 50 L140 98 L170 62 L178 140 Z" stroke="${dark}" stroke-width="5"/><rect x="62" y="140" width="116" height="16" rx="4"/>`,
  // Cherries
  (_a, dark) => `<path d="M96 118 Q110 60 150 44 M144 118 Q140 70 150 44" fill="none" stroke="${dark}" stroke-width="6"/><circle cx="96" cy="126" r="26"/><circle cx="144" cy="126" r="26"/>`,
  // Coin
  (_a, dark) => `<circle cx="120" cy="100" r="58" stroke="${dark}" stroke-width="6"/><circle cx="120" cy="100" r="40" fill="none" stroke="${dark}" stroke-width="4"/><text x="120" y="116" font-family="${FONT}" font-size="46" font-weight="900" text-anchor="middle" fill="${dark}">$</text>`,
];

/** Backdrop patterns over the gradient, faint so the symbol stands out. */
const BACKDROPS: ((h: number) => string)[] = [
  (h) => Array.from({ length: 8 }, (_, i) => `<circle cx="${(h >> i) % 240}" cy="${(i * 37 + (h & 63)) % 200}" r="${6 + ((h >> (i + 3)) & 15)}"/>`).join(''),
  () => Array.from({ length: 7 }, (_, i) => `<rect x="${i * 40 - 20}" y="-20" width="18" height="260" transform="rotate(25 120 120)"/>`).join(''),
  () => Array.from({ length: 5 }, (_, i) => `<circle cx="120" cy="100" r="${30 + i * 30}" fill="none" stroke="#fff" stroke-width="6"/>`).join(''),
];

export function gameThumbnailSvg(g: GameArt): string {
  const h = hashOf(`game:${g.nodeId}`);
  const tilt = h % 2 === 0 ? 0.25 : -0.15;
  const top = shade(g.color, tilt);
  const bottom = shade(g.color, -0.45);
  const dark = shade(g.color, -0.55);
  const symbol = SYMBOLS[h % SYMBOLS.length]!(g.accent, dark);
  const backdrop = BACKDROPS[(h >>> 8) % BACKDROPS.length]!(h);
  const lines = wrapText(g.name, 16, 2);
  const size = lines.some((l) => l.length > 13) ? 19 : 22;
  const nameY = lines.length === 1 ? 212 : 198;
  const nameText = lines
    .map((line, i) => `<tspan x="120" y="${nameY + i * (size + 2)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(g.name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="${h % 3 === 0 ? 1 : 0.3}" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="fg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(g.accent, 0.45)}"/><stop offset="1" stop-color="${g.accent}"/></linearGradient></defs>
<rect width="240" height="240" rx="20" fill="url(#bg)"/>
<g fill="#fff" fill-opacity=".08" stroke-opacity=".1">${backdrop}</g>
<g fill="url(#fg)">${symbol}</g>
<rect x="0" y="172" width="240" height="68" fill="${dark}" fill-opacity=".72"/>
<text font-family="${FONT}" font-size="${size}" font-weight="800" text-anchor="middle" fill="#fff">${nameText}</text>
<rect x="10" y="10" width="38" height="22" rx="11" fill="${dark}" fill-opacity=".8"/>
<text x="29" y="26" font-family="${FONT}" font-size="12" font-weight="800" text-anchor="middle" fill="${g.accent}">${escapeXml(g.classification)}</text>
<text x="230" y="26" font-family="${FONT}" font-size="11" font-weight="700" text-anchor="end" fill="#fff" fill-opacity=".85">${escapeXml(g.vendorName.toUpperCase())}</text>
</svg>`;
}

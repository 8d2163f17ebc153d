// Simple flags for the regions' countries; any other ISO code gets a neutral
// flag with its letters, so a new merchant country shows something sensible.
import { escapeXml, FONT } from './svg';

const W = 60;
const H = 40;

function frame(body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(label)}"><clipPath id="c"><rect width="${W}" height="${H}" rx="3"/></clipPath><g clip-path="url(#c)">${body}</g><rect x=".5" y=".5" width="${W - 1}" height="${H - 1}" rx="3" fill="none" stroke="#000" stroke-opacity=".15"/></svg>`;
}

/** A seven-pointed star (Commonwealth star and Southern Cross) of outer radius r. */
function star7(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 7) * i - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="#fff"/>`;
}

const FLAGS: Record<string, () => string> = {
  NG: () => `<rect width="20" height="40" fill="#008751"/><rect x="20" width="20" height="40" fill="#fff"/><rect x="40" width="20" height="40" fill="#008751"/>`,
  AU: () =>
    `<rect width="60" height="40" fill="#012169"/>` +
    // Union Jack in the canton.
    `<g><path d="M0 0 L30 20 M30 0 L0 20" stroke="#fff" stroke-width="4"/><path d="M0 0 L30 20 M30 0 L0 20" stroke="#C8102E" stroke-width="1.5"/><path d="M15 0 V20 M0 10 H30" stroke="#fff" stroke-width="6"/><path d="M15 0 V20 M0 10 H30" stroke="#C8102E" stroke-width="3.5"/></g>` +
    star7(15, 30, 5) + star7(45, 33, 2.6) + star7(38, 19, 2.6) + star7(45, 7, 2.6) + star7(52, 16, 2.6) + star7(48.5, 22, 1.4),
  GH: () => `<rect width="60" height="14" fill="#CE1126"/><rect y="13" width="60" height="14" fill="#FCD116"/><rect y="26" width="60" height="14" fill="#006B3F"/><polygon points="30,14 32.4,19 38,19.4 33.6,22.6 35.3,28 30,24.8 24.7,28 26.4,22.6 22,19.4 27.6,19" fill="#000"/>`,
  KE: () => `<rect width="60" height="12" fill="#000"/><rect y="12" width="60" height="2" fill="#fff"/><rect y="14" width="60" height="12" fill="#BB0000"/><rect y="26" width="60" height="2" fill="#fff"/><rect y="28" width="60" height="12" fill="#006600"/><ellipse cx="30" cy="20" rx="5" ry="12" fill="#BB0000" stroke="#fff" stroke-width="1"/><ellipse cx="30" cy="20" rx="2" ry="8" fill="#000"/>`,
  NZ: () =>
    `<rect width="60" height="40" fill="#012169"/><g><path d="M0 0 L30 20 M30 0 L0 20" stroke="#fff" stroke-width="4"/><path d="M0 0 L30 20 M30 0 L0 20" stroke="#C8102E" stroke-width="1.5"/><path d="M15 0 V20 M0 10 H30" stroke="#fff" stroke-width="6"/><path d="M15 0 V20 M0 10 H30" stroke="#C8102E" stroke-width="3.5"/></g>` +
    [[45, 32], [39, 18], [46, 8], [52, 16]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.6" fill="#C8102E" stroke="#fff" stroke-width="1"/>`).join(''),
};

export function flagSvg(country: string): string {
  const draw = FLAGS[country];
  if (draw) return frame(draw(), country);
  return frame(
    `<rect width="60" height="40" fill="#e5e7eb"/><rect y="28" width="60" height="12" fill="#cbd5e1"/><text x="30" y="24" font-family="${FONT}" font-size="16" font-weight="800" text-anchor="middle" fill="#334155">${escapeXml(country)}</text>`,
    country,
  );
}

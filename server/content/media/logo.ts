// The portal's wordmark: an aurora-coloured star emblem and the name.
import { FONT } from './svg';

export const PORTAL_NAME = 'Aurora Play';

export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img" aria-label="${PORTAL_NAME}">
<defs>
<linearGradient id="emblem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#22d3ee"/><stop offset=".5" stop-color="#a855f7"/><stop offset="1" stop-color="#f43f5e"/></linearGradient>
<linearGradient id="word" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fbbf24"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
</defs>
<circle cx="40" cy="40" r="32" fill="url(#emblem)"/>
<path d="M40 14 L47 32 L66 33 L51 45 L56 64 L40 53 L24 64 L29 45 L14 33 L33 32 Z" fill="#fff"/>
<text x="84" y="38" font-family="${FONT}" font-size="30" font-weight="900" fill="url(#word)" letter-spacing="3">AURORA</text>
<text x="86" y="64" font-family="${FONT}" font-size="20" font-weight="700" fill="#a855f7" letter-spacing="11">PLAY</text>
</svg>`;
}

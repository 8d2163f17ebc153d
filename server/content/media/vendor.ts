// Vendor artwork: a square app-style icon (header dropdowns, halls) and a wide
// wordmark logo (footer slider), both from the vendor's name and brand colours.
import { escapeXml, FONT, shade } from './svg';

export interface VendorArt {
  vassalage: string;
  name: string;
  color: string;
  accent: string;
}

/** Up to two letters: the initials of the first two words, else the first two letters. */
export function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

export function vendorIconSvg(v: VendorArt): string {
  const letters = escapeXml(initials(v.name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(v.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(v.color, 0.18)}"/><stop offset="1" stop-color="${shade(v.color, -0.35)}"/></linearGradient>
<linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(v.accent, 0.4)}"/><stop offset="1" stop-color="${v.accent}"/></linearGradient></defs>
<rect x="4" y="4" width="120" height="120" rx="28" fill="url(#g)"/>
<rect x="4" y="4" width="120" height="120" rx="28" fill="none" stroke="${v.accent}" stroke-opacity=".55" stroke-width="3"/>
<path d="M4 60 Q64 34 124 60 L124 32 Q124 4 96 4 L32 4 Q4 4 4 32 Z" fill="#fff" fill-opacity=".1"/>
<text x="64" y="80" font-family="${FONT}" font-size="50" font-weight="900" text-anchor="middle" fill="url(#a)" letter-spacing="1">${letters}</text>
<rect x="40" y="94" width="48" height="5" rx="2.5" fill="${v.accent}" fill-opacity=".8"/>
</svg>`;
}

/** A self-contained badge (own background), legible on light and dark pages alike. */
export function vendorLogoSvg(v: VendorArt): string {
  const name = v.name.toUpperCase();
  const size = name.length > 16 ? 20 : name.length > 11 ? 23 : 27;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="80" viewBox="0 0 280 80" role="img" aria-label="${escapeXml(v.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(v.color, 0.12)}"/><stop offset="1" stop-color="${shade(v.color, -0.35)}"/></linearGradient></defs>
<rect x="2" y="6" width="276" height="68" rx="34" fill="url(#g)"/>
<rect x="2" y="6" width="276" height="68" rx="34" fill="none" stroke="${v.accent}" stroke-opacity=".6" stroke-width="2"/>
<circle cx="40" cy="40" r="24" fill="${v.accent}"/>
<text x="40" y="48" font-family="${FONT}" font-size="21" font-weight="900" text-anchor="middle" fill="${shade(v.color, -0.2)}">${escapeXml(initials(v.name))}</text>
<text x="74" y="${40 + size / 3}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff" letter-spacing="1" textLength="${Math.min(188, Math.round(name.length * size * 0.66))}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>
</svg>`;
}

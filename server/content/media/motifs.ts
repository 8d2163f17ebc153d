// Illustrations for the right-hand side of generated banners, drawn around (0,0)
// within about 400 x 400 units. Plain shapes only, so they render the same everywhere.
import type { BannerMotif } from '../../db/schema';

const GOLD = `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#fbbf24"/><stop offset="1" stop-color="#b45309"/></linearGradient>`;

function coin(x: number, y: number, r: number): string {
  return `<g transform="translate(${x} ${y})"><ellipse rx="${r}" ry="${r * 0.38}" cy="${r * 0.14}" fill="#92400e"/><ellipse rx="${r}" ry="${r * 0.38}" fill="url(#gold)" stroke="#fde68a" stroke-width="3"/><ellipse rx="${r * 0.7}" ry="${r * 0.26}" fill="none" stroke="#b45309" stroke-width="3"/></g>`;
}

function faceCoin(x: number, y: number, r: number): string {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#b45309"/><circle r="${r - 5}" fill="url(#gold)"/><circle r="${r * 0.72}" fill="none" stroke="#b45309" stroke-width="4"/><path d="M0 ${-r * 0.45} L${r * 0.13} ${-r * 0.13} L${r * 0.45} ${-r * 0.13} L${r * 0.19} ${r * 0.07} L${r * 0.29} ${r * 0.4} L0 ${r * 0.2} L${-r * 0.29} ${r * 0.4} L${-r * 0.19} ${r * 0.07} L${-r * 0.45} ${-r * 0.13} L${-r * 0.13} ${-r * 0.13} Z" fill="#b45309"/></g>`;
}

function card(rotate: number, dx: number, suit: string, colour: string, rank: string): string {
  return `<g transform="rotate(${rotate}) translate(${dx} 0)"><rect x="-80" y="-115" width="160" height="230" rx="16" fill="#fff" stroke="#e5e7eb" stroke-width="3" filter="url(#drop)"/><text x="-58" y="-72" font-size="40" font-weight="800" fill="${colour}">${rank}</text><text x="0" y="40" font-size="110" text-anchor="middle" fill="${colour}">${suit}</text></g>`;
}

function chip(x: number, y: number, r: number, colour: string): string {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${colour}" stroke="#fff" stroke-width="3"/><circle r="${r - 10}" fill="none" stroke="#fff" stroke-width="12" stroke-dasharray="14 18"/><circle r="${r * 0.55}" fill="${colour}" stroke="#fff" stroke-width="3"/></g>`;
}

function ball(x: number, y: number, r: number, colour: string, n: number): string {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${colour}"/><circle r="${r}" fill="url(#shine)"/><circle r="${r * 0.5}" fill="#fff"/><text y="${r * 0.2}" font-size="${r * 0.6}" font-weight="800" text-anchor="middle" fill="#111827">${n}</text></g>`;
}

const DRAWINGS: Record<BannerMotif, () => string> = {
  coins: () => [coin(-90, 120, 90), coin(-90, 90, 90), coin(-90, 60, 90), coin(-90, 30, 90), coin(90, 140, 80), coin(90, 112, 80), faceCoin(40, -60, 105), faceCoin(-120, -130, 55), faceCoin(150, -150, 40)].join(''),
  cards: () => [card(-18, -40, '♣', '#111827', 'K'), card(0, 0, '♥', '#dc2626', 'A'), card(18, 40, '♠', '#111827', 'Q'), chip(-150, 150, 45, '#dc2626'), chip(160, 150, 40, '#1d4ed8')].join(''),
  chips: () => [chip(-110, 90, 70, '#16a34a'), chip(0, 40, 85, '#dc2626'), chip(110, 100, 65, '#1d4ed8'), chip(40, -100, 75, '#111827'), chip(-120, -80, 50, '#9333ea')].join(''),
  ball: () =>
    `<g filter="url(#drop)"><circle r="150" fill="#fff"/><circle r="150" fill="url(#shine)"/><path d="M0 -52 L50 -16 L31 43 L-31 43 L-50 -16 Z" fill="#111827"/><path d="M0 -52 L0 -150 M50 -16 L143 -46 M31 43 L88 121 M-31 43 L-88 121 M-50 -16 L-143 -46" stroke="#111827" stroke-width="6"/><path d="M-40 -150 L0 -150 L40 -150 L30 -130 L-30 -130 Z M143 -46 L150 0 L128 -20 Z M-143 -46 L-150 0 L-128 -20 Z" fill="#111827"/></g><path d="M-200 170 Q0 120 200 170" stroke="#fff" stroke-opacity=".4" stroke-width="6" fill="none"/>`,
  controller: () =>
    `<g filter="url(#drop)"><path d="M-170 -40 Q-170 -100 -110 -100 L110 -100 Q170 -100 170 -40 L195 90 Q205 150 150 150 Q115 150 90 100 L-90 100 Q-115 150 -150 150 Q-205 150 -195 90 Z" fill="#111827" stroke="#fff" stroke-opacity=".25" stroke-width="4"/><rect x="-125" y="-30" width="70" height="22" rx="6" fill="#e5e7eb"/><rect x="-101" y="-54" width="22" height="70" rx="6" fill="#e5e7eb"/><circle cx="95" cy="-45" r="16" fill="#22c55e"/><circle cx="130" cy="-15" r="16" fill="#ef4444"/><circle cx="60" cy="-15" r="16" fill="#3b82f6"/><circle cx="95" cy="15" r="16" fill="#eab308"/><circle cx="-40" cy="50" r="26" fill="#374151"/><circle cx="40" cy="50" r="26" fill="#374151"/></g>`,
  balls: () => [ball(-100, 80, 80, '#dc2626', 7), ball(60, 110, 70, '#2563eb', 18), ball(0, -60, 95, '#16a34a', 23), ball(140, -80, 55, '#eab308', 9), ball(-150, -110, 45, '#9333ea', 31)].join(''),
  fish: () =>
    `<g filter="url(#drop)"><path d="M-170 0 Q-60 -130 90 -40 L180 -110 L160 0 L180 110 L90 40 Q-60 130 -170 0 Z" fill="#f97316"/><path d="M-60 -78 Q-20 0 -60 78" stroke="#fff" stroke-width="10" fill="none"/><path d="M10 -68 Q40 0 10 68" stroke="#fff" stroke-width="10" fill="none"/><circle cx="-120" cy="-18" r="14" fill="#fff"/><circle cx="-116" cy="-18" r="7" fill="#111827"/></g><circle cx="-230" cy="-60" r="14" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/><circle cx="-250" cy="-110" r="9" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/><circle cx="-225" cy="-150" r="6" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`,
  rooster: () =>
    `<g filter="url(#drop)"><path d="M60 -20 Q190 -150 170 40 Q150 -40 90 30 Z" fill="#065f46"/><path d="M70 0 Q200 -60 160 110 Q130 20 80 60 Z" fill="#1d4ed8"/><ellipse cx="0" cy="40" rx="120" ry="95" fill="#b45309"/><path d="M-70 -30 Q-90 -120 -40 -150 Q0 -110 -20 -30 Z" fill="#d97706"/><circle cx="-45" cy="-150" r="42" fill="#d97706"/><path d="M-75 -185 Q-70 -215 -55 -190 Q-45 -225 -35 -192 Q-20 -220 -15 -180 Z" fill="#dc2626"/><path d="M-85 -150 L-125 -138 L-85 -128 Z" fill="#facc15"/><path d="M-70 -118 Q-80 -95 -62 -100 Z" fill="#dc2626"/><circle cx="-55" cy="-155" r="7" fill="#111827"/><path d="M-20 130 L-30 190 M20 130 L30 190 M-30 190 L-50 200 M30 190 L50 200" stroke="#facc15" stroke-width="9" stroke-linecap="round"/></g>`,
  gift: () =>
    `<g filter="url(#drop)"><rect x="-150" y="-20" width="300" height="190" rx="12" fill="#dc2626"/><rect x="-170" y="-80" width="340" height="75" rx="12" fill="#ef4444"/><rect x="-25" y="-80" width="50" height="250" fill="url(#gold)"/><path d="M0 -80 Q-130 -210 -120 -110 Q-110 -80 0 -80 Z M0 -80 Q130 -210 120 -110 Q110 -80 0 -80 Z" fill="url(#gold)" stroke="#b45309" stroke-width="4"/></g>${faceCoin(-200, 120, 40)}${faceCoin(190, -150, 34)}`,
  trophy: () =>
    `<g filter="url(#drop)"><path d="M-110 -150 L110 -150 Q110 30 0 60 Q-110 30 -110 -150 Z" fill="url(#gold)" stroke="#b45309" stroke-width="4"/><path d="M-110 -120 Q-190 -120 -170 -50 Q-150 0 -90 10" stroke="url(#gold)" stroke-width="18" fill="none"/><path d="M110 -120 Q190 -120 170 -50 Q150 0 90 10" stroke="url(#gold)" stroke-width="18" fill="none"/><rect x="-22" y="55" width="44" height="60" fill="#b45309"/><rect x="-90" y="110" width="180" height="55" rx="8" fill="#78350f"/><rect x="-60" y="125" width="120" height="24" rx="4" fill="url(#gold)"/><path d="M0 -115 L14 -80 L50 -80 L21 -58 L32 -22 L0 -44 L-32 -22 L-21 -58 L-50 -80 L-14 -80 Z" fill="#fff7ed"/></g>`,
  phone: () =>
    `<g filter="url(#drop)"><rect x="-100" y="-190" width="200" height="380" rx="30" fill="#111827" stroke="#e5e7eb" stroke-width="5"/><rect x="-85" y="-160" width="170" height="310" rx="12" fill="url(#screen)"/><rect x="-65" y="-130" width="60" height="60" rx="12" fill="#f59e0b"/><rect x="5" y="-130" width="60" height="60" rx="12" fill="#22c55e"/><rect x="-65" y="-55" width="60" height="60" rx="12" fill="#ef4444"/><rect x="5" y="-55" width="60" height="60" rx="12" fill="#3b82f6"/><rect x="-65" y="25" width="130" height="36" rx="18" fill="#fff" fill-opacity=".9"/><circle cy="172" r="9" fill="#374151"/></g>`,
  star: () =>
    `<g filter="url(#drop)"><path d="M0 -170 L45 -55 L165 -52 L70 22 L105 140 L0 70 L-105 140 L-70 22 L-165 -52 L-45 -55 Z" fill="url(#gold)" stroke="#fff7ed" stroke-width="6"/></g><path d="M-190 -140 l10 25 l25 10 l-25 10 l-10 25 l-10 -25 l-25 -10 l25 -10 Z M180 110 l8 20 l20 8 l-20 8 l-8 20 l-8 -20 l-20 -8 l20 -8 Z" fill="#fff"/>`,
};

/** Definitions the motifs refer to (gradients, the drop shadow). */
export const MOTIF_DEFS = `${GOLD}<radialGradient id="shine" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></radialGradient><linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient><filter id="drop" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="#000" flood-opacity=".35"/></filter>`;

export function drawMotif(motif: BannerMotif): string {
  return (DRAWINGS[motif] ?? DRAWINGS.star)();
}

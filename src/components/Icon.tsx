import type { SVGProps } from 'react';

// Line icons drawn on a 24x24 grid; they take the text colour.
const PATHS = {
  // Money directions (the personal centre's menu).
  deposit: 'M12 3v11M7.5 9.5 12 14l4.5-4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  withdraw: 'M12 14V3M7.5 7.5 12 3l4.5 4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  upline: 'M8 21v-4a4 4 0 0 1 4-4h7M15.5 9.5 19 13l-3.5 3.5M12 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  profit: 'M4 20h16M5 16l4.5-5 3.5 3 6-7M15 7h4v4',
  home: 'M3 10.5 12 3l9 7.5M5 9.5V21h5v-6h4v6h5V9.5',
  live: 'M4 6h16v11H4zM8 21h8M12 17v4M9.5 9.5l5 2.5-5 2.5z',
  rng: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM3 9h18M3 15h18M9 3v18M15 3v18',
  sports: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5l4 2.9-1.5 4.6h-5L8 10.4zM12 3v4.5M16 10.4l4.4-1.6M14.5 15l2.6 3.9M9.5 15l-2.6 3.9M8 10.4 3.6 8.8',
  esports: 'M6.5 8h11a4 4 0 0 1 3.9 4.9l-1 4.3a2 2 0 0 1-3.4.9L14.5 16h-5L7 18.1a2 2 0 0 1-3.4-.9l-1-4.3A4 4 0 0 1 6.5 8zM7.5 11v3M6 12.5h3M15.5 12h.01M17.5 13.5h.01',
  lott: 'M4 7a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H6a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4zM9.5 5v14M13 9.5h3M13 14.5h3',
  elott: 'M7 12a5 5 0 1 0 10 0 5 5 0 0 0-10 0zM12 3v2M12 19v2M3 12h2M19 12h2M10.5 10.5 12 9v6',
  pvp: 'M9 3.5 3.7 5.8a1 1 0 0 0-.5 1.3l5 11.2a1 1 0 0 0 1.3.5L12 17.7M13 4h7a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM16.5 9.5l1.5 2-1.5 2-1.5-2z',
  fish: 'M2.5 12c3.5-5 9-6.5 14-3.5L21 6v12l-4.5-2.5c-5 3-10.5 1.5-14-3.5zM7 11.5h.01M12 9.5c.8 1.6.8 3.4 0 5',
  cockfight: 'M8 21h8M12 17v4M7 17c-2.5-2-3-5.5-1.5-8.5L9 3l1 3.5L13 4l.5 4 3.5.5-1.5 3c1.5 2.5.5 5.5-2.5 5.5z M9.5 9.5h.01',
  promotions: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-4-5.5-2S9 7 12 7zM12 7c1.5-3 5-4 5.5-2S15 7 12 7z',
  download: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM10 18h4M12 6v7M9.5 10.5 12 13l2.5-2.5',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11z',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  close: 'M6 6l12 12M18 6 6 18',
  megaphone: 'M3 10v4a1 1 0 0 0 1 1h3l7 4V5L7 9H4a1 1 0 0 0-1 1zM18 9a3.5 3.5 0 0 1 0 6M7 15l1.5 5h2.5L10 15.5',
  warning: 'M12 3 2 20h20zM12 9.5v4.5M12 17h.01',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-1.5 2.5-4 2.5',
  chat: 'M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5',
  telegram: 'M21 4 3 11l6 2.5M21 4l-3 16-9-6.5M21 4 9 13.5V19l3-3.5',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 0 1 4.9.7c0 1.8-2.4 2.3-2.4 3.8M12 17h.01',
  crown: 'M3 7l4.5 4L12 5l4.5 6L21 7l-2 11H5zM5 21h14',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z',
  shop: 'M4 8h16l-1.5 12h-13zM8.5 8V6.5a3.5 3.5 0 0 1 7 0V8',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3.5 6',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11M12 15v2',
  key: 'M14.5 3a6.5 6.5 0 1 0 2.3 12.6L19 18v3h3v-3l-5.3-5.3A6.5 6.5 0 0 0 14.5 3zM15.5 8.5h.01',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0',
  briefcase: 'M3 7h18v13H3zM8.5 7V4.5h7V7M3 12.5h18',
  play: 'M7 4.5v15l12-7.5z',
  refresh: 'M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7L11.5 6.8M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.6-1.6',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z M8.5 12l2.5 2.5 4.5-5',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2',
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3.5 17.5l3 3 5.8-5.8a4 4 0 0 0 5.4-5.4L15 12l-3-3z',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5 13.5 13.5 8.5 15.5 10.5 10.5z',
  heart: 'M12 20s-7.5-4.5-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.5-7.5 10-7.5 10z',
  fire: 'M12 21c4 0 7-2.8 7-6.8 0-4.2-3.5-6.2-4.5-10.2-2 1.5-3.5 4-3 6.5-1.2-.7-2-2-2.2-3.3C7.5 9.3 5 11.7 5 14.2 5 18.2 8 21 12 21z',
  ticket: 'M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v8a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2zM9 6v12',
  menu: 'M4 7h16M4 12h16M4 17h16',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  check: 'M4.5 12.5l5 5L19.5 7',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14.5h.01',
  receipt: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zM9 8h6M9 12h6M9 16h3',
  puzzle: 'M4 8h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4H4z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4.2-4.2',
  send: 'M3.5 11.5 20.5 4l-7.5 17-2.5-7.5zM11 13.5l9.5-9.5',
} as const;

export type IconName = keyof typeof PATHS;

export const GAME_TYPE_ICONS: Record<string, IconName> = {
  LIVE: 'live',
  RNG: 'rng',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lott',
  ELOTT: 'elott',
  PVP: 'pvp',
  FISH: 'fish',
  COCKFIGHT: 'cockfight',
};

export function gameTypeIcon(gameType: string): IconName {
  return GAME_TYPE_ICONS[gameType.toUpperCase()] ?? 'grid';
}

interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconName;
  size?: number;
}

/** A decorative icon; give the control around it an accessible name. */
export function Icon({ name, size = 20, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

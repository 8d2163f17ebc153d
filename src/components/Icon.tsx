import type { SVGProps } from 'react';
import { ICON_ID_PREFIX } from './iconSprite';
import type { IconName } from './iconPaths';

export type { IconName };

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

/** Icons that point somewhere: right to left they point the other way (styles/base.css). */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['chevronLeft', 'chevronRight', 'send', 'logout']);

/** A decorative icon; give the control around it an accessible name. */
export function Icon({ name, size = 20, className, ...rest }: IconProps) {
  const classes = [DIRECTIONAL.has(name) ? 'icon--directional' : '', className ?? ''].filter(Boolean).join(' ') || undefined;
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
      className={classes}
      {...rest}
    >
      <use href={`#${ICON_ID_PREFIX}${name}`} />
    </svg>
  );
}

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
      <use href={`#${ICON_ID_PREFIX}${name}`} />
    </svg>
  );
}

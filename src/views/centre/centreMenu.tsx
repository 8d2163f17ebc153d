import type { SVGProps } from 'react';
import type { Badges } from '../../api/badges';
import { Icon, type IconName } from '../../components/Icon';
import type { MessageKey } from '../../i18n/useT';
import { CENTRE_PAGES, type CentrePage } from './CentreContext';

// Money directions the shared icon set does not draw (same 24-unit grid and stroke).
const OWN_PATHS = {
  deposit: 'M12 3v11M7.5 9.5 12 14l4.5-4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  withdraw: 'M12 14V3M7.5 7.5 12 3l4.5 4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  upline: 'M8 21v-4a4 4 0 0 1 4-4h7M15.5 9.5 19 13l-3.5 3.5M12 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  profit: 'M4 20h16M5 16l4.5-5 3.5 3 6-7M15 7h4v4',
} as const;

type OwnIcon = keyof typeof OWN_PATHS;
export type CentreIconName = IconName | OwnIcon;

export function CentreIcon({ name, size = 20, ...rest }: { name: CentreIconName; size?: number } & SVGProps<SVGSVGElement>) {
  if (!(name in OWN_PATHS)) return <Icon name={name as IconName} size={size} {...rest} />;
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
      <path d={OWN_PATHS[name as OwnIcon]} />
    </svg>
  );
}

export interface CentreMenuEntry {
  page: CentrePage;
  icon: CentreIconName;
  /** The red count shown beside the entry (spec section 2). */
  badge?: keyof Badges;
}

const ICONS: Record<CentrePage, CentreIconName> = {
  securityCenter: 'shield',
  transferFund: 'wallet',
  depositv2: 'deposit',
  withdraw: 'withdraw',
  transferUpline: 'upline',
  personalHistoryCopy: 'receipt',
  transactionHistory: 'clock',
  personalProfit: 'profit',
  bonusDetails: 'ticket',
  rewardCenter: 'promotions',
  referral: 'users',
  missionLeaderboard: 'crown',
  messageV2: 'bell',
  manualRebate: 'refresh',
};

const BADGES: Partial<Record<CentrePage, keyof Badges>> = {
  messageV2: 'messages',
  rewardCenter: 'rewards',
  missionLeaderboard: 'missions',
};

export const menuLabel = (page: CentrePage): MessageKey => `centre.menu.${page}`;
export const badgeLabel = (kind: keyof Badges): MessageKey => `centre.badge.${kind}`;

/** The menu in the spec's order; manual rebate only while MANPLAYREB3 is on. */
export function centreMenu({ manualRebate }: { manualRebate: boolean }): CentreMenuEntry[] {
  return CENTRE_PAGES.filter((page) => page !== 'manualRebate' || manualRebate).map((page) => ({ page, icon: ICONS[page], badge: BADGES[page] }));
}

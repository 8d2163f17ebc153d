import type { Badges } from '../../../server/shared/wire/centre';
import type { IconName } from '../../components/Icon';
import type { MessageKey } from '../../i18n/useT';
import { CENTRE_PAGES, type CentrePage } from '../../../machines/centrePages';

export interface CentreMenuEntry {
  page: CentrePage;
  icon: IconName;
  /** The red count shown beside the entry (spec section 2). */
  badge?: keyof Badges;
}

const ICONS: Record<CentrePage, IconName> = {
  securityCenter: 'shield',
  responsibleGaming: 'heart',
  verification: 'user',
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

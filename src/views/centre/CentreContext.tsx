import { createContext, useContext } from 'react';
import type { Member } from '../../api/member';

/** The personal-centre pages, by the names the spec gives them (section 2). */
export const CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type CentrePage = (typeof CENTRE_PAGES)[number];

export const isCentrePage = (value: string | null | undefined): value is CentrePage => CENTRE_PAGES.includes(value as CentrePage);

/** What every page of the personal centre may use from the overlay around it. */
export interface CentreApi {
  /** The signed-in member as the session holds it (balance, currency symbol, contacts). */
  member: Member;
  /** After anything that moves money or changes the profile: reloads the member (header balance) and the badges. */
  refresh(): void;
  /** Opens another page of the centre. */
  go(page: CentrePage): void;
}

export const CentreContext = createContext<CentreApi | null>(null);

export function useCentre(): CentreApi {
  const api = useContext(CentreContext);
  if (!api) throw new Error('useCentre is used outside the personal centre');
  return api;
}

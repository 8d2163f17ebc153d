/**
 * The personal-centre pages, by the names the spec gives them (section 2). The
 * personal-centre machine decides which one opens, so the list lives with the flows and
 * the views take it from here.
 */
export const CENTRE_PAGES = [
  'securityCenter',
  'responsibleGaming',
  'verification',
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

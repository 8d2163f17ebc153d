import { fetchMissions, fetchRebate, fetchReferral, fetchRewards } from '../api/rewards';
import { signalOnly } from './signalOnly';

// The calls of the centre's engagement pages (rewardCenter, missionLeaderboard,
// manualRebate, referral), in the shape the page hooks take (src/app/useMachines.ts): what
// is asked for (and the claim's idempotency key), then the signal of the machine state
// that asked, so leaving the page cancels the request.

export const loadRewards = signalOnly(fetchRewards);
export const loadMissions = signalOnly(fetchMissions);
export const loadRebate = signalOnly(fetchRebate);
export const loadReferral = signalOnly(fetchReferral);
export { claimMission, claimRebate, claimReward, fetchLeaderboard } from '../api/rewards';

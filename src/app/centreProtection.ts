// The calls of the centre's player-protection parts (the breaks panel, the history
// download), for the views: they reach the API through here.
export { fetchProtection, requestLift, takeBreak } from '../api/protection';
export { fetchHistoryCsv } from '../api/history';

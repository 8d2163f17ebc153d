// The calls of the centre's record pages (personalHistoryCopy, transactionHistory,
// personalProfit, bonusDetails): each takes the record list's query and the signal of the
// state that asked (src/app/useRecordList.ts), so moving to another page or window cancels
// the one under way.
export { fetchAccountRecord, fetchBetRecord, fetchBonusRecord, fetchProfitReport } from '../api/records';

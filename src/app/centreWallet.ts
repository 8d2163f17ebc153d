import { fetchBalance, fetchDepositMethods } from '../api/wallet';
import { signalOnly } from './signalOnly';

// The calls of the centre's money pages (transferFund, transferUpline, depositv2), in the
// shape the page hooks take (src/app/useMachines.ts): what is asked for (and the form's
// idempotency key), then the signal of the machine state that asked, so leaving the page
// cancels the request.

export const loadBalance = signalOnly(fetchBalance);
export const loadDepositMethods = signalOnly(fetchDepositMethods);
export { createDeposit, fetchBalance, fetchDeposits, recallAll, transferFunds, transferToUpline } from '../api/wallet';

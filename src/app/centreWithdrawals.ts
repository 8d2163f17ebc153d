import { fetchBankAccounts, fetchWithdrawalSettings } from '../api/withdrawals';
import { signalOnly } from './signalOnly';

// The calls of the centre's withdrawal page and the payment password (withdraw,
// securityCenter), in the shape the page hooks take (src/app/useMachines.ts): what is
// asked for (and the form's idempotency key), then the signal of the machine state that
// asked, so leaving the page cancels the request. A card's confirmation is a flow of its
// own (centreLogic.ts).

export const loadWithdrawalSettings = signalOnly(fetchWithdrawalSettings);
export const loadBankAccounts = signalOnly(fetchBankAccounts);
export { addBankAccount, fetchWithdrawals, requestWithdrawal, setPaymentPassword } from '../api/withdrawals';

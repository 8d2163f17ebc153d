import type { WithdrawalSettings } from '../../../api/withdrawals';
import { formatMinor, parseAmount } from '../../../../server/shared/money';
import { amountProblem } from '../wallet/walletRules';

// The withdrawal forms' own checks and the fee preview, with the rules the server applies
// (docs/api.md "Money"), so a member sees the fee and any problem before sending. Problem
// codes starting with `amount.` are the shared money wording (centre.wallet.amount.*);
// the others are keys under centre.withdraw.problem.

export const MAX_BANK_ACCOUNTS = 5;

/** The fee: basis points of the amount rounded up, at least the minimum (minor units). */
export function withdrawalFee(amountMinor: number, feeBps: number, feeMinMinor: number): number {
  return Math.max(feeMinMinor, Math.ceil((amountMinor * feeBps) / 10_000));
}

const minor = (text: string) => {
  const parsed = parseAmount(text.trim());
  return parsed.ok ? parsed.minor : null;
};

/** Fee and net amount of a typed amount, or null while it is not a valid amount yet. */
export function feePreview(amount: string, settings: Pick<WithdrawalSettings, 'feeBps' | 'feeMin'>): { fee: string; net: string } | null {
  const value = minor(amount);
  if (value === null) return null;
  const fee = withdrawalFee(value, settings.feeBps, minor(settings.feeMin) ?? 0);
  return { fee: formatMinor(fee), net: formatMinor(Math.max(0, value - fee)) };
}

export interface WithdrawForm {
  bankAccountId: string;
  amount: string;
  paymentPassword: string;
}

export type WithdrawProblem = 'bank.required' | 'amount.range' | 'feeTooHigh' | 'limitReached' | 'password.required' | `amount.${string}`;

export function withdrawProblem(form: WithdrawForm, settings: WithdrawalSettings): WithdrawProblem | null {
  if (!form.bankAccountId) return 'bank.required';
  const amount = amountProblem(form.amount);
  if (amount) return amount;
  const value = minor(form.amount)!;
  if (value < (minor(settings.min) ?? 0) || value > (minor(settings.max) ?? Number.MAX_SAFE_INTEGER)) return 'amount.range';
  if (withdrawalFee(value, settings.feeBps, minor(settings.feeMin) ?? 0) >= value) return 'feeTooHigh';
  if (settings.usedToday >= settings.dailyCount) return 'limitReached';
  if (!form.paymentPassword) return 'password.required';
  return null;
}

export interface BankAccountForm {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export type BankAccountField = keyof BankAccountForm;

/** The account number as the server keeps it: spaces and dashes dropped, letters in capitals. */
export const normaliseAccountNumber = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/** The first problem of the add-account form, as `<field>.<problem>`. */
export function bankAccountProblem(form: BankAccountForm): `${BankAccountField}.${'required' | 'format'}` | null {
  if (!form.bankName.trim()) return 'bankName.required';
  if (form.bankName.trim().length > 100) return 'bankName.format';
  if (!form.accountName.trim()) return 'accountName.required';
  if (form.accountName.trim().length > 100) return 'accountName.format';
  const number = normaliseAccountNumber(form.accountNumber);
  if (!number) return 'accountNumber.required';
  if (!/^[0-9A-Z]{4,34}$/.test(number)) return 'accountNumber.format';
  return null;
}

export interface PaymentPasswordForm {
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** Only what needs no rule: the format itself is the merchant's, checked by the server. */
export function paymentPasswordProblem(form: PaymentPasswordForm): 'paymentPassword.required' | 'confirmPaymentPassword.mismatch' | null {
  if (!form.paymentPassword) return 'paymentPassword.required';
  if (form.paymentPassword !== form.confirmPaymentPassword) return 'confirmPaymentPassword.mismatch';
  return null;
}

/** Time left as h:mm:ss, or m:ss under an hour. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

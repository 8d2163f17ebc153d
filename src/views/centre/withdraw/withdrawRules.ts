import type { WithdrawalSettings } from '../../../../server/shared/wire/wallet';
import { formatMinor, parseAmount } from '../../../../server/shared/money';
import { amountProblem } from '../wallet/walletRules';
import {
  bankAccountProblems,
  MAX_BANK_ACCOUNTS,
  normaliseAccountNumber,
  withdrawalAmountProblem,
  withdrawalFee,
  type BankAccountInput,
} from '../../../../server/shared/withdrawalRules';

// The withdrawal forms' own checks and the fee preview, with the rules the server applies
// (docs/api.md "Money"), so a member sees the fee and any problem before sending. Problem
// codes starting with `amount.` are the shared money wording (centre.wallet.amount.*);
// the others are keys under centre.withdraw.problem.

export { MAX_BANK_ACCOUNTS, normaliseAccountNumber };

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
  const problem = withdrawalAmountProblem(minor(form.amount)!, {
    min: minor(settings.min) ?? 0,
    max: minor(settings.max) ?? Number.MAX_SAFE_INTEGER,
    feeBps: settings.feeBps,
    feeMin: minor(settings.feeMin) ?? 0,
    dailyCount: settings.dailyCount,
    usedToday: settings.usedToday,
  });
  if (problem) return problem === 'range' ? 'amount.range' : problem;
  if (!form.paymentPassword) return 'password.required';
  return null;
}

export type BankAccountForm = BankAccountInput;

export type BankAccountField = keyof BankAccountForm;

/** The first problem of the add-account form, as `<field>.<problem>` (the server's rule, server/shared/withdrawalRules.ts). */
export function bankAccountProblem(form: BankAccountForm): `${BankAccountField}.${'required' | 'format'}` | null {
  const first = bankAccountProblems(form)[0];
  return first ? `${first.field}.${first.problem}` : null;
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

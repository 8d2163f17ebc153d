// The withdrawal rules (docs/api.md "Money", spec section 2), shared by the server, which
// enforces them, and the member centre's forms, which check and preview them first. Pure;
// amounts in minor units (server/shared/money.ts).

/** Bank accounts one member may keep. */
export const MAX_BANK_ACCOUNTS = 5;
/** Longest bank name or account holder's name. */
export const BANK_TEXT_MAX = 100;
/** An account number once normalised: 4 to 34 digits and capitals (IBANs are at most 34). */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9A-Z]{4,34}$/;

/** The account number as it is kept: spaces and dashes dropped, letters in capitals. */
export const normaliseAccountNumber = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/** The fee: basis points of the amount, rounded up, at least the minimum. */
export function withdrawalFee(amount: number, feeBps: number, feeMin: number): number {
  return Math.max(feeMin, Math.ceil((amount * feeBps) / 10_000));
}

/** The merchant's limits and the member's count today, amounts in minor units. */
export interface WithdrawalLimits {
  min: number;
  max: number;
  feeBps: number;
  feeMin: number;
  dailyCount: number;
  usedToday: number;
}

/** Why an amount cannot be withdrawn: outside the limits, eaten by the fee, or the day's count used up. */
export type WithdrawalAmountProblem = 'range' | 'feeTooHigh' | 'limitReached';

export function withdrawalAmountProblem(amount: number, limits: WithdrawalLimits): WithdrawalAmountProblem | null {
  if (amount < limits.min || amount > limits.max) return 'range';
  if (withdrawalFee(amount, limits.feeBps, limits.feeMin) >= amount) return 'feeTooHigh';
  if (limits.usedToday >= limits.dailyCount) return 'limitReached';
  return null;
}

export interface BankAccountInput {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** A bank account as it is kept: names trimmed, the number normalised. */
export const normaliseBankAccount = (input: BankAccountInput): BankAccountInput => ({
  bankName: input.bankName.trim(),
  accountName: input.accountName.trim(),
  accountNumber: normaliseAccountNumber(input.accountNumber),
});

export type BankAccountProblem = { field: keyof BankAccountInput; problem: 'required' | 'format' };

/** Every problem of a new bank account, in the form's order. */
export function bankAccountProblems(input: BankAccountInput): BankAccountProblem[] {
  const clean = normaliseBankAccount(input);
  const problems: BankAccountProblem[] = [];
  for (const field of ['bankName', 'accountName'] as const) {
    if (!clean[field]) problems.push({ field, problem: 'required' });
    else if (clean[field].length > BANK_TEXT_MAX) problems.push({ field, problem: 'format' });
  }
  if (!clean.accountNumber) problems.push({ field: 'accountNumber', problem: 'required' });
  else if (!ACCOUNT_NUMBER_PATTERN.test(clean.accountNumber)) problems.push({ field: 'accountNumber', problem: 'format' });
  return problems;
}

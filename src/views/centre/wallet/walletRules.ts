import { parseAmount, type AmountProblem } from '../../../../server/shared/money';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, pickedFileProblem, uploadCountOk } from '../../../../server/shared/uploadRules';
import { referenceProblem as depositReferenceProblem } from '../../../../server/shared/depositRules';

// The money forms' own checks, the same rules the server applies (docs/api.md "Money"),
// so a person learns what is wrong before anything is sent. Each check answers a problem
// code — a message key suffix under `centre.wallet.` — or null when fine. Pure: the
// pages hand these to useSubmission, the tests call them directly.

export type AmountCheck = `amount.${AmountProblem | 'required'}`;

/** An amount typed by a person: digits, an optional point, at most 2 decimals, above zero. */
export function amountProblem(text: string): AmountCheck | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'amount.required';
  const parsed = parseAmount(trimmed);
  return parsed.ok ? null : `amount.${parsed.problem}`;
}

/** Minor units of a valid amount (null otherwise), to compare amounts without floats. */
export function minorOf(text: string): number | null {
  const parsed = parseAmount(text.trim());
  return parsed.ok ? parsed.minor : null;
}

/** Whether an amount lies within a deposit method's range (both ends included). */
export function withinRange(amount: string, min: string, max: string): boolean {
  const value = minorOf(amount);
  const low = minorOf(min);
  const high = minorOf(max);
  if (value === null) return false;
  return (low === null || value >= low) && (high === null || value <= high);
}

/** A deposit's bank reference under the server's rule (server/shared/depositRules.ts). */
export function referenceProblem(text: string): 'reference.required' | 'reference.format' | null {
  const problem = depositReferenceProblem(text);
  return problem ? `reference.${problem}` : null;
}

/** Proof images: the shared limits (server/shared/uploadRules.ts); the server checks the bytes again. */
export { MAX_UPLOAD_BYTES as MAX_PROOF_BYTES, MAX_UPLOAD_FILES as MAX_PROOFS };

export type ProofCheck = 'proof.type' | 'proof.size' | 'proof.count';

/** One file: its browser type, or its name when the browser gives no type. */
export function proofFileProblem(file: Pick<File, 'type' | 'size' | 'name'>): ProofCheck | null {
  const problem = pickedFileProblem(file);
  return problem === 'upload_type_not_allowed' ? 'proof.type' : problem === 'upload_too_large' ? 'proof.size' : null;
}

/** A set of files: the first file's problem, or too many. */
export function proofsProblem(files: readonly Pick<File, 'type' | 'size' | 'name'>[], max = MAX_UPLOAD_FILES): ProofCheck | null {
  for (const file of files) {
    const problem = proofFileProblem(file);
    if (problem) return problem;
  }
  return uploadCountOk(files.length, max) ? null : 'proof.count';
}

/** The main wallet and a vendor wallet, in the direction a transfer goes. */
export type Direction = 'in' | 'out';
export const transferSides = (direction: Direction, vendor: string) =>
  direction === 'in' ? { from: 'main', to: vendor } : { from: vendor, to: 'main' };

export interface TransferForm {
  direction: Direction;
  vendor: string;
  amount: string;
}

export function transferProblem(form: TransferForm): string | null {
  if (!form.vendor) return 'wallet.required';
  return amountProblem(form.amount);
}

export interface DepositForm {
  methodId: number | null;
  amount: string;
  reference: string;
  proofs: readonly Pick<File, 'type' | 'size' | 'name'>[];
}

/** A deposit form; `range` is the chosen method's min and max when known. */
export function depositProblem(form: DepositForm, range?: { min: string; max: string }): string | null {
  if (form.methodId === null) return 'method.required';
  const amount = amountProblem(form.amount);
  if (amount) return amount;
  if (range && !withinRange(form.amount, range.min, range.max)) return 'amount.range';
  return referenceProblem(form.reference) ?? proofsProblem(form.proofs);
}

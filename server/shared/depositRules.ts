// A deposit's bank reference (docs/api.md "Money"), shared by the server, which enforces
// it, and the deposit form, which checks it first: letters, digits and the punctuation
// bank references use, 1 to 64 characters once trimmed; nothing that could be markup.

export const DEPOSIT_REFERENCE_PATTERN = /^[\p{L}\p{N} ._/#:-]{1,64}$/u;

export type ReferenceProblem = 'required' | 'format';

export function referenceProblem(text: string): ReferenceProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  return DEPOSIT_REFERENCE_PATTERN.test(trimmed) ? null : 'format';
}

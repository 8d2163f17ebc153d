// The adjustment form's own checks (machines/adjustmentForm.machine.ts): the reason's length at its
// bounds, and which drafts wait for a second approver (the page says so before sending). Node only,
// so the adjustmentForm mutation group runs it (MACHINE_TESTS in scripts/mutationGroups.ts).
import { describe, expect, it } from 'vitest';
import { type AdjustmentDraft, draftNeedsApproval, draftProblem, MEMO_MAX } from '../../../machines/adjustmentForm.machine';
import { formatMinor } from '../../../server/shared/money';
import { FOUR_EYES_ABOVE_MINOR } from '../../../server/shared/staffRoles';

const draft = (amount: string, memo = 'Goodwill credit'): AdjustmentDraft => ({ direction: 'credit', amount, kind: 'adjustment', memo });

describe('the form check of an adjustment', () => {
  it('takes a reason of up to MEMO_MAX characters, trimmed, and refuses an empty or longer one', () => {
    expect(draftProblem(draft('10.00', 'x'.repeat(MEMO_MAX)))).toBeNull();
    expect(draftProblem(draft('10.00', ` ${'x'.repeat(MEMO_MAX)} `))).toBeNull();
    expect(draftProblem(draft('10.00', 'x'.repeat(MEMO_MAX + 1)))).toBe('reason');
    expect(draftProblem(draft('10.00', '   '))).toBe('reason');
    expect(draftProblem(draft('ten', 'Goodwill credit'))).toBe('amount');
  });
});

describe('a draft that waits for a second approver', () => {
  it('is one above the four-eyes amount, read as the server reads it (trimmed); not one at it, nor one that does not parse', () => {
    expect(draftNeedsApproval(draft(` ${formatMinor(FOUR_EYES_ABOVE_MINOR + 1)} `))).toBe(true);
    expect(draftNeedsApproval(draft(formatMinor(FOUR_EYES_ABOVE_MINOR)))).toBe(false);
    expect(draftNeedsApproval(draft('1.00'))).toBe(false);
    expect(draftNeedsApproval(draft('a lot'))).toBe(false);
  });
});

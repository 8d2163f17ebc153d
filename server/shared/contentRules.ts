// The content forms' limits (spec section 5, spec-notes 6), shared by the server, which
// enforces them, and the pages, which check before sending. Texts are counted trimmed.

/** What a feedback or complaint is about. */
export const FEEDBACK_CATEGORIES = ['suggestion', 'complaint', 'payment', 'game', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Feedback and complaints: content of 10 to 500 characters. */
export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 500;

/** An activity application's remark: 1 to 140 characters. */
export const REMARK_MAX = 140;

export type FeedbackProblem = 'tooShort' | 'tooLong';

export function feedbackProblem(content: string): FeedbackProblem | null {
  const length = content.trim().length;
  if (length < FEEDBACK_MIN) return 'tooShort';
  return length > FEEDBACK_MAX ? 'tooLong' : null;
}

export type RemarkProblem = 'remark.required' | 'remark.tooLong';

export function remarkProblem(remark: string): RemarkProblem | null {
  const length = remark.trim().length;
  if (length === 0) return 'remark.required';
  return length > REMARK_MAX ? 'remark.tooLong' : null;
}

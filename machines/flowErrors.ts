/**
 * Reading a failed call inside a machine: invoked actors reject with an ApiError
 * (src/api/client.ts) carrying a stable errorCode and, for some codes, a value (a fresh
 * captcha, the field a rule refused, the extra check asked for). Anything else is a
 * network failure as far as the player is concerned.
 */
export function errorCodeOf(event: unknown): string {
  const error = (event as { error?: { errorCode?: unknown } }).error;
  return typeof error?.errorCode === 'string' ? error.errorCode : 'network_abnormal';
}

export function errorValueOf(event: unknown): unknown {
  return (event as { error?: { value?: unknown } }).error?.value;
}

/**
 * One field of a refusal's value (`retryAfterSeconds`, `triesLeft`, `captcha`, `check`),
 * or undefined when the value is not an object: a refusal without a value, or with a
 * plain one, never makes a machine read a field of null.
 */
export function errorFieldOf(event: unknown, field: string): unknown {
  return fieldOf(errorValueOf(event), field);
}

/** A field of a value that may be anything (an answer's part that may be missing or null). */
export function fieldOf(value: unknown, field: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
}

/** A slider answer the server refused (wrong or spent): the flow asks for a new puzzle at once. */
export function isSliderRefusal(event: unknown): boolean {
  return errorCodeOf(event) === 'captcha_check_failed' && checkOf(event) === 'slider';
}

/** The `check` a bot-check refusal names: 'slider', 'captcha' or 'extra'. */
export function checkOf(event: unknown): string | undefined {
  const check = errorFieldOf(event, 'check');
  return typeof check === 'string' ? check : undefined;
}

/** The tries a refused code leaves (`triesLeft` of verification_code_invalid), when it says. */
export function triesLeftOf(event: unknown): number | null {
  const tries = errorFieldOf(event, 'triesLeft');
  return typeof tries === 'number' ? tries : null;
}

/** When the break a refusal names ends (`until` of timed_out, excluded, protection_active), when it says. */
export function untilOf(event: unknown): string | null {
  const until = errorFieldOf(event, 'until');
  return typeof until === 'string' ? until : null;
}

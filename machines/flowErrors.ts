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

/** The `check` a bot-check refusal names: 'slider', 'captcha' or 'extra'. */
export function checkOf(event: unknown): string | undefined {
  const value = errorValueOf(event);
  return value && typeof value === 'object' && typeof (value as { check?: unknown }).check === 'string' ? (value as { check: string }).check : undefined;
}

// A code has one text per language: the envelope's `message` is what the browser shows
// for the same code in the same language (both read server/shared/errors).
import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../server/shared/errorCodes';
import { ERROR_MESSAGES, errorMessage, errorMessageFormatter, LANGUAGE_CODES } from '../../server/i18n';
import { loadMessages } from '../../src/i18n/loadMessages';
import { call, DB_KINDS, useApp } from './harness';

/** The text the browser shows for `code` in `language`, formatted as react-intl formats it. */
async function browserText(language: string, code: string, values?: Record<string, string | number>) {
  const { locale, messages } = await loadMessages(language);
  return createIntl({ locale, messages }).formatMessage({ id: `error.${code}` }, values);
}

/**
 * A value for every placeholder the catalogues use (a failure's `value`), so each message is
 * compared filled in, as a member reads it, and the browser's formatter has nothing missing.
 */
const SAMPLE_VALUES = {
  confirmableAt: '2026-11-27 18:00',
  limitMinutes: 45,
  limit: '500.00',
  used: '120.00',
  period: 'week',
  resetsAt: '2026-11-30 00:00',
  until: '2026-12-01 09:00',
};

describe('[ERRORS-25] one text per code and language', () => {
  it.each(LANGUAGE_CODES)('%s: the server says what the browser shows, for every code', async (language) => {
    for (const code of ERROR_CODES) expect(errorMessage(code, language, SAMPLE_VALUES), code).toBe(await browserText(language, code, SAMPLE_VALUES));
  });

  it('the sample values fill every placeholder of the English catalogue', () => {
    const unfilled = ERROR_CODES.filter((code) => /[{}]/.test(errorMessage(code, 'en', SAMPLE_VALUES)));
    expect(unfilled).toEqual([]);
  });

  it('fills ICU placeholders from the failure value and leaves a message whose value is missing as written', () => {
    const retry = 'Try again in {minutes, plural, one {# minute} other {# minutes}}.';
    const format = errorMessageFormatter({ ...ERROR_MESSAGES, en: { ...ERROR_MESSAGES.en, too_many_requests: retry } });
    expect(format('too_many_requests', 'en', { minutes: 5, detail: { nested: true } })).toBe('Try again in 5 minutes.');
    expect(format('too_many_requests', 'en', { minutes: 1 })).toBe('Try again in 1 minute.');
    expect(format('too_many_requests', 'en', ['not', 'fields'])).toBe(retry);
    expect(format('too_many_requests', 'en')).toBe(retry);
  });
});

describe.each(DB_KINDS)('the envelope message on %s', (kind) => {
  const app = useApp(kind);
  const REQUESTS = [
    { code: 'not_found', request: { url: '/api/no-such-route' } },
    { code: 'not_logged_in', request: { url: '/api/content/recent-games' } },
    { code: 'bad_request', request: { url: '/api/content/banners?group=w_nope' } },
  ] as const;

  it.each(LANGUAGE_CODES)('[ERRORS-25] in %s equals the browser text for the same code', async (language) => {
    for (const { code, request } of REQUESTS) {
      const answer = await call<never>(app(), { ...request, headers: { 'accept-language': language } });
      expect(answer.body, `${request.url}`).toMatchObject({ success: false, errorCode: code });
      expect((answer.body as { message: string }).message, code).toBe(await browserText(language, code));
    }
  });
});

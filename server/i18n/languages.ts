// The languages the portal ships, with the names each calls itself, English first,
// and the choice of one of them from an Accept-Language header.
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, matchLocale, type LocaleCode } from '../shared/languages';

/** The shipped languages (server/shared/languages.ts), with the names each calls itself. */
export const LANGUAGES = LOCALES.map((l) => ({ code: l.code, name: l.nativeName }));

export type Language = LocaleCode;
export const LANGUAGE_CODES: readonly Language[] = LOCALE_CODES;
export const DEFAULT_LANGUAGE: Language = DEFAULT_LOCALE;

/** Picks a shipped language for one tag such as `vi-VN`, `zh-CN`, `pt`, or undefined. */
export const matchLanguage = (tag: string): Language | undefined => matchLocale(tag) ?? undefined;

/**
 * Negotiates an `Accept-Language` header (`pt-BR,pt;q=0.9,en;q=0.8`) against the
 * shipped languages; anything unreadable falls back to English.
 */
export function negotiateLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return DEFAULT_LANGUAGE;
  const ranked = text
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const found = matchLanguage(tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

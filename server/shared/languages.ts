// The languages the portal ships: the one list the server (Accept-Language, translated
// answers, content) and the browser (language menu, message catalogues) both read, in the
// order the language menu lists them, each with the name it calls itself.

export interface LocaleInfo {
  code: string;
  /** The language's own name, shown in menus whatever the current language. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

export const LOCALES = [
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr' },
  { code: 'th', nativeName: 'ไทย', dir: 'ltr' },
  { code: 'zh', nativeName: '简体中文', dir: 'ltr' },
  { code: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'bn', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)', dir: 'ltr' },
] as const satisfies readonly LocaleInfo[];

export type LocaleCode = (typeof LOCALES)[number]['code'];
export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code);

export const DEFAULT_LOCALE: LocaleCode = 'en';

// Codes other systems use for the same languages (region lists, old storage values, the
// withdrawn ISO code for Indonesian that old Android browsers still send).
const ALIASES: Record<string, LocaleCode> = {
  cn: 'zh',
  'zh-cn': 'zh',
  'zh-hans': 'zh',
  pt: 'pt-BR',
  'pt-br': 'pt-BR',
  in: 'id',
};

/** The shipped locale a code or language tag names (`vi-VN`, `zh_CN`, `pt`; case-insensitive, common aliases), or null. */
export function matchLocale(code: string | null | undefined): LocaleCode | null {
  if (!code) return null;
  const lower = code.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return null;
  const exact = LOCALES.find((l) => l.code.toLowerCase() === lower);
  if (exact) return exact.code;
  if (ALIASES[lower]) return ALIASES[lower];
  const base = lower.split('-')[0] ?? '';
  return LOCALES.find((l) => l.code.toLowerCase() === base)?.code ?? ALIASES[base] ?? null;
}

/** Like matchLocale, falling back to the default language. */
export function resolveLocale(code: string | null | undefined): LocaleCode {
  return matchLocale(code) ?? DEFAULT_LOCALE;
}

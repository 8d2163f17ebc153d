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
  { code: 'zh-TW', nativeName: '繁體中文', dir: 'ltr' },
  { code: 'ja', nativeName: '日本語', dir: 'ltr' },
  { code: 'ko', nativeName: '한국어', dir: 'ltr' },
  { code: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'bn', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'ne', nativeName: 'नेपाली', dir: 'ltr' },
  { code: 'ta', nativeName: 'தமிழ்', dir: 'ltr' },
  { code: 'ur', nativeName: 'اردو', dir: 'rtl' },
  { code: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'ms', nativeName: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'fil', nativeName: 'Filipino', dir: 'ltr' },
  { code: 'my', nativeName: 'မြန်မာ', dir: 'ltr' },
  { code: 'km', nativeName: 'ខ្មែរ', dir: 'ltr' },
  { code: 'lo', nativeName: 'ລາວ', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'fa', nativeName: 'فارسی', dir: 'rtl' },
  { code: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'ru', nativeName: 'Русский', dir: 'ltr' },
  { code: 'kk', nativeName: 'Қазақ тілі', dir: 'ltr' },
  { code: 'uz', nativeName: 'Oʻzbekcha', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'pt-PT', nativeName: 'Português', dir: 'ltr' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)', dir: 'ltr' },
] as const satisfies readonly LocaleInfo[];

export type LocaleCode = (typeof LOCALES)[number]['code'];
export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code);

export const DEFAULT_LOCALE: LocaleCode = 'en';

// Codes other systems use for the same languages: the spec's (CN, TW, KR, TY), region lists,
// old storage values, Tagalog for Filipino, and the withdrawn ISO code for Indonesian that old
// Android browsers still send.
const ALIASES: Record<string, LocaleCode> = {
  // The spec's own codes (spec section 9, spec-notes 15) where they are not the locale's.
  cn: 'zh',
  tw: 'zh-TW',
  kr: 'ko',
  ty: 'fil',
  'zh-cn': 'zh',
  'zh-hans': 'zh',
  'zh-sg': 'zh',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  pt: 'pt-PT',
  'pt-br': 'pt-BR',
  tl: 'fil',
  in: 'id',
};

/** The shipped locale a code or language tag names (`vi-VN`, `zh_CN`, `pt`; case-insensitive, common aliases), or null. */
export function matchLocale(code: string | null | undefined): LocaleCode | null {
  if (!code) return null;
  const lower = code.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return null;
  // The longest matching prefix wins: zh-Hant-HK is zh-Hant (Traditional), not zh.
  const parts = lower.split('-');
  for (let n = parts.length; n > 0; n -= 1) {
    const prefix = parts.slice(0, n).join('-');
    const exact = LOCALES.find((l) => l.code.toLowerCase() === prefix);
    if (exact) return exact.code;
    if (ALIASES[prefix]) return ALIASES[prefix];
  }
  return null;
}

/** Like matchLocale, falling back to the default language. */
export function resolveLocale(code: string | null | undefined): LocaleCode {
  return matchLocale(code) ?? DEFAULT_LOCALE;
}

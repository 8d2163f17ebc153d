// The languages the portal ships, with the names each calls itself, English first,
// and the choice of one of them from an Accept-Language header.

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'th', name: 'ไทย' },
  { code: 'zh', name: '简体中文' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE: Language = 'en';

const byLowerCode = new Map<string, Language>(LANGUAGE_CODES.map((c) => [c.toLowerCase(), c]));
// Base languages whose regional variants all map to the one variant shipped.
const byBase = new Map<string, Language>([
  ['pt', 'pt-BR'],
  ['zh', 'zh'],
  ['in', 'id'], // the withdrawn ISO code for Indonesian, still sent by old Android browsers
]);

/** Picks a shipped language for one tag such as `vi-VN`, `zh-CN`, `pt`, or undefined. */
export function matchLanguage(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return undefined;
  const exact = byLowerCode.get(lower);
  if (exact) return exact;
  const base = lower.split('-')[0]!;
  return byBase.get(base) ?? byLowerCode.get(base);
}

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

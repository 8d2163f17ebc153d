import { localeInfo } from '../i18n/locales';

// The theme and language as the document shows them (the player app and the back office alike;
// public/theme-boot.js applies the stored ones before the first paint).

export function applyThemeToDocument(theme: 'light' | 'dark') {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

export function applyLocaleToDocument(locale: string) {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = localeInfo(locale).dir;
}

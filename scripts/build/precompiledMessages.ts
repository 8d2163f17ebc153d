// Build step: every message catalogue the browser imports (src/i18n/messages/**, the back office's
// src/backoffice/messages/** and the
// error catalogues in server/shared/errors) is parsed into its ICU syntax tree here, once,
// and the app ships without the ICU message parser (about 8 KB of gzip on the home route):
// react-intl formats a parsed message as it is. Development and the tests keep the
// parser and the plain catalogues; the production build is what e2e runs against.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** Catalogues of ICU messages by language: `<dir>/<lang>.json` (not the translators' descriptions). */
const CATALOGUE = /[\\/](src[\\/]i18n[\\/]messages(?:[\\/][^\\/]+)?|src[\\/]backoffice[\\/]messages(?:[\\/][^\\/]+)?|server[\\/]shared[\\/]errors)[\\/]([A-Za-z-]+)\.json$/;

/** The catalogue `source` (JSON text of a language's messages) with each message parsed for `lang`. */
export function compileCatalogue(source: string, lang: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  // The locale is the one react-intl would parse with: it settles the hour cycle of a time skeleton.
  const locale = new Intl.Locale(lang);
  const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message, { locale })]));
  return JSON.stringify(compiled);
}

export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    // Before vite's own JSON step turns the file into a module.
    enforce: 'pre',
    config: () => ({
      resolve: {
        // The runtime half of the parser package: the types and AST helpers react-intl uses, no parser.
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    transform: {
      filter: { id: CATALOGUE },
      handler(code, id) {
        const match = CATALOGUE.exec(id);
        if (!match) return null;
        return { code: compileCatalogue(code, match[2]!), map: null };
      },
    },
  };
}

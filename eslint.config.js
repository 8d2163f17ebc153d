// The layers of docs/architecture.md, enforced. Each element below is a layer; the
// `boundaries/dependencies` policies say which layer may import which, and read as the
// architecture: a dependency not allowed here is a design change, to be made here first.
// No type-aware rules, so `npm run lint` stays fast.
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const resolver = createTypeScriptImportResolver({ project: './tsconfig.json' });

/** The layers, most specific first (a file belongs to the first element that matches). */
const elements = [
  { type: 'shared', pattern: 'server/shared/**', partialMatch: false }, // rules and shapes both sides use
  { type: 'server', pattern: 'server/**', partialMatch: false },
  { type: 'machines', pattern: 'machines/**', partialMatch: false }, // the flows: pure statecharts
  { type: 'api', pattern: 'src/api/**', partialMatch: false }, // the HTTP client, one function per call
  { type: 'storage', pattern: 'src/storage/**', partialMatch: false }, // what the browser keeps (token, merchant, language, theme)
  { type: 'views', pattern: 'src/views/**', partialMatch: false },
  { type: 'components', pattern: 'src/components/**', partialMatch: false },
  { type: 'i18n', pattern: 'src/i18n/**', partialMatch: false },
  { type: 'app', pattern: 'src/**', partialMatch: false }, // src/app and main.tsx: the composition root
  { type: 'test', pattern: 'test/**', partialMatch: false },
  { type: 'e2e', pattern: 'e2e/**', partialMatch: false },
  { type: 'tooling', pattern: '{scripts,bench}/**', partialMatch: false },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

/** What each layer may import; anything else is refused. */
const policies = [
  // Machines are pure: other machines and the shared rules, nothing of the browser or the server.
  { from: { element: { type: 'machines' } }, allow: to('machines', 'shared') },
  // The shared rules stand alone, so both sides can take them.
  { from: { element: { type: 'shared' } }, allow: to('shared') },
  // The server reaches the browser's code never.
  { from: { element: { type: 'server' } }, allow: to('server', 'shared') },
  // The API client parses answers; it knows the machines' input types, not the views.
  { from: { element: { type: 'api' } }, allow: to('api', 'shared', 'machines', 'storage') },
  // The browser's stored keys stand alone: the client reads the token and the merchant there.
  { from: { element: { type: 'storage' } }, allow: to('shared') },
  // Views render a machine's snapshot and send it events; the answers' types come from the
  // shared wire shapes. From the API client they may name only the browser's own request
  // types (`import type`: a form's files, a chat room's target), never call it: the actors
  // that do come from src/app.
  { from: { element: { types: { anyOf: ['views', 'components'] } } }, allow: to('views', 'components', 'i18n', 'machines', 'shared', 'app', 'storage') },
  { from: { element: { types: { anyOf: ['views', 'components'] } } }, allow: { dependency: { kind: 'type' }, ...to('api') } },
  // Messages are loaded by the locale machine, whose types say what a catalogue is.
  { from: { element: { type: 'i18n' } }, allow: to('i18n', 'shared', 'machines') },
  // The composition root wires everything of the browser together.
  { from: { element: { type: 'app' } }, allow: to('app', 'api', 'views', 'components', 'i18n', 'machines', 'shared', 'storage') },
  // Tests and tooling may reach any layer.
  { from: { element: { types: { anyOf: ['test', 'e2e', 'tooling'] } } }, allow: to('test', 'e2e', 'tooling', 'server', 'shared', 'machines', 'api', 'views', 'components', 'i18n', 'app', 'storage') },
];

export default tseslint.config(
  // Comments that silence rules of linters this project does not run are not errors.
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    // typescript-eslint's plugin is loaded (no rule of it on) so comments naming its rules resolve.
    plugins: { boundaries, 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**', 'machines/**', 'server/**', 'test/**', 'e2e/**', 'scripts/**', 'bench/**'],
      'import-x/resolver-next': [resolver],
      // no-cycle reads each imported module; these say how to parse TypeScript ones.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      // boundaries resolves through eslint-plugin-import's setting.
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      // No import cycles anywhere, type-only imports included: a cycle means two modules are one.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The app's links are its own (src/components/Link.tsx): one use of the router's Link, NavLink
    // or Form would bring their prefetching and form code back into the home page's first script.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', importNames: ['Link', 'NavLink', 'Form'], message: 'Use Link and NavLink from src/components/Link.tsx.' }] },
      ],
    },
  },
  {
    // Machines are pure: effects are actors and actions supplied by src/app.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({
          name,
          message: 'Machines are pure: a browser effect is an actor or action supplied in src/app.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!(xstate|valibot)$|\\.)', message: 'Machines import only xstate (and valibot, for form rules), other machines and server/shared/.' }] },
      ],
    },
  },
);

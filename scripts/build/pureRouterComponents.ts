// Build step: react-router's components made with `forwardRef` (Link, NavLink, Form) become
// removable when the app does not use them. The library builds them as
// `var Link = React.forwardRef(...)` followed by `Link.displayName = "Link"`, with no pure
// annotation, so the bundler must keep each one, and with them what they reach: route-module
// prefetching, form submission, fetchers. A declarative <BrowserRouter> app never runs any of
// it, yet the home page loaded it first (about 1.3 KB of gzip; 2.5 KB more once the app's links
// are its own, src/components/Link.tsx). Marking the calls pure and dropping the display names
// (used only by React's development tools) lets tree-shaking decide, as for the rest of the
// library.
import type { Plugin } from 'vite';

const ROUTER_FILE = /\/node_modules\/react-router\/dist\//;
const FORWARD_REF = /= (React\d*)\.forwardRef\(/g;
// A whole line, so the module keeps its line count and its source map stays right.
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** react-router's module text with its forwardRef components marked pure and their display names gone. */
export function markRouterComponentsPure(code: string): string {
  return code.replace(FORWARD_REF, '= /* @__PURE__ */ $1.forwardRef(').replace(DISPLAY_NAME, '');
}

/** The Vite plugin: applies to react-router's own files only, in the build. */
export function pureRouterComponents(): Plugin {
  return {
    name: 'portal:pure-router-components',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_FILE },
      handler: (code) => ({ code: markRouterComponentsPure(code), map: null }),
    },
  };
}

// Build step: the app's stylesheets move from <head> to the end of <body>, after the static
// frame in #root. A stylesheet in <head> holds back the whole first paint until it has arrived
// (about 2.5 s on Slow 3G, queued behind the preloaded scripts); at the end of <body> it holds
// back only what follows it, which is nothing, so the frame paints from its inline style (boot.css)
// as soon as the page is parsed. The app still starts with its styles: the browser runs the
// module scripts only once the stylesheets the parser met have loaded.
import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g;

/** The page with every <link rel="stylesheet"> of its <head> moved to just before </body>. */
export function moveStylesheetsToBody(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const links = head.match(STYLESHEET);
  if (!links) return html;
  const rest = html.slice(headEnd);
  const tags = links.map((link) => `    ${link.trim()}\n`).join('');
  return head.replace(STYLESHEET, '') + rest.replace(/[ \t]*<\/body>/, (end) => `${tags}${end}`);
}

/** The Vite plugin: runs after Vite has put the built stylesheet links into the page. */
export function stylesheetAfterShell(): Plugin {
  return {
    name: 'portal:stylesheet-after-shell',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsToBody },
  };
}

// Dev server step: the operator's console is its own page (backoffice.html), so /backoffice and
// the paths under it are answered with it, as server/http/pages.ts does for the built app.
import type { Plugin } from 'vite';

export function backofficeDevPage(): Plugin {
  return {
    name: 'portal:backoffice-dev-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/backoffice(?:[/?]|$)/.test(request.url)) request.url = '/backoffice.html';
        next();
      });
    },
  };
}

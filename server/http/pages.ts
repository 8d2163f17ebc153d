// The built single-page app on the same port as the API: files from distDir with
// long-lived caching for hashed assets, sent as the brotli or gzip copy the build wrote beside
// them when the client accepts it, index.html for every other page path (history-mode routing;
// backoffice.html for the operator's console under /backoffice),
// and the security headers every answer carries (securityHeaders.ts).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders, type SecurityHeaderOptions } from './securityHeaders';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const BUILD_MISSING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal: app not built</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<h1>The app is not built yet</h1>
<p>The API is running, but there is no built app to serve. Run <code>npm run build</code>
(or <code>npm start</code>, which builds it when needed) and reload this page.</p>
<p>API health: <a href="/api/health">/api/health</a> · API documentation: <a href="/api/docs">/api/docs</a></p>
</body></html>`;

/** The operator's console: a page of its own (backoffice.html), for /backoffice and every path under it. */
export function isBackofficePath(pathname: string): boolean {
  return pathname === '/backoffice' || pathname.startsWith('/backoffice/');
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function installSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions) {
  const headers = securityHeaders(opts);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers.of(request));
    // API answers describe the moment they were made; media routes set their own caching.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** A path naming a file rather than a page: under assets/, or with an extension other than .html. */
export function isFilePath(pathname: string): boolean {
  if (pathname.startsWith('/assets/')) return true;
  const extension = path.posix.extname(pathname);
  return extension !== '' && extension !== '.html';
}

/** A plain file, not a folder, whose path has no hidden (dot) part. */
function isFile(file: string): boolean {
  if (file.split(path.sep).some((part) => part.startsWith('.'))) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export interface Pages {
  /** True when distDir holds a built app. */
  built: boolean;
  /** Answers a GET for a page path that is not a file. */
  fallback(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export async function registerPages(app: FastifyInstance, distDir: string): Promise<Pages> {
  const root = path.resolve(distDir);
  const assets = path.join(root, 'assets') + path.sep;
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // Routes for the files present at start; other paths fall through to the page fallback.
      wildcard: false,
      // `<file>.br` and `<file>.gz` written by the build (scripts/build/precompress.ts), chosen by
      // Accept-Encoding with Vary set; files without them pass through server/http/compress.ts.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed files under assets/: safe to keep for a year.
        reply.header('cache-control', filePath.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  return {
    built,
    fallback(request, reply) {
      const pathname = request.url.split(/[?#]/)[0]!;
      // A missing hashed asset is a stale page asking for an old build, and a missing file of
      // another kind (robots.txt, an icon, a script) is not a page either: answering index.html
      // there would be parsed as a script, an image or crawler rules and fail in a confusing way.
      // Page paths have no extension, except the spec's .html aliases (/index.html, /register.html).
      if (isFilePath(pathname)) {
        // A build made while the server runs adds files the static routes do not know yet: hashed
        // assets, and at the top a service worker or an icon of a build that had none.
        const file = path.join(root, pathname);
        if (built && file.startsWith(root + path.sep) && isFile(file)) {
          return reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache').sendFile(path.relative(root, file));
        }
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      if (!built) return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(BUILD_MISSING_PAGE);
      // The console has its own router under /backoffice, as the app has under the rest.
      if (isBackofficePath(pathname) && isFile(path.join(root, 'backoffice.html'))) return reply.header('cache-control', 'no-cache').sendFile('backoffice.html');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  };
}

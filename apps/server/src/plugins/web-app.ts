/**
 * Everything outside the API is the built web app (WEB_DIST_DIR). The build writes brotli and gzip
 * copies of its text files; they are sent as they are to clients that accept them, so no response
 * of the web app is compressed per request. Hashed files under /assets/ are cached for a year;
 * index.html and other unhashed files are revalidated every time, so a deploy is picked up at
 * once. Unknown paths without a file extension are app routes: they get index.html and the
 * client router decides. Unknown API paths get the JSON 404 body.
 */
import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { translate } from '../lib/translate.ts';
import { sendError } from './error-handler.ts';
import { languageOf } from './language.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mainstay: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app has not been built yet</h1>
<p>The API is running, but there is no web build to serve. Run <code>npm run build</code>
(or <code>npm start</code>, which builds it once) and reload this page.</p>
<p>The API reference is at <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

export interface WebAppPluginOptions {
  apiBase: string;
  webDistDir: string;
}

export const webAppPlugin = fp<WebAppPluginOptions>(
  async (app, { apiBase, webDistDir }) => {
    const built = existsSync(join(webDistDir, 'index.html'));
    const assetsDir = join(webDistDir, 'assets') + sep;

    if (built) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        // One route per file found at boot instead of a catch-all route, so unknown paths reach
        // the not-found handler below (SPA fallback) and the API's own 404 stays JSON.
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'No web build found; run `npm run build` to serve the web app');
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === apiBase || path.startsWith(`${apiBase}/`)) {
        const words = { method: request.method, path };
        return sendError(reply, 'NOT_FOUND', {
          message: translate(languageOf(request), 'errors:api.noRoute', words),
        });
      }
      if (!built) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(MISSING_BUILD_PAGE);
      }
      const navigation = request.method === 'GET' || request.method === 'HEAD';
      if (navigation && extname(path) === '') {
        return reply.sendFile('index.html');
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'web-app' },
);

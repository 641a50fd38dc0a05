import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const NO_WEB_PAGE =
  '<!doctype html><title>Odyssey Planner</title><h1>Odyssey Planner</h1><p>The API is at <a href="/api/docs">/api/docs</a>. Build the web app with <code>npm run build:web</code>.</p>';

/** A path that names a file ("/assets/index-3f2a.js", "/favicon.svg"), not a client route ("/missions/42"). */
const NAMES_A_FILE = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * The built SPA: its files as they are on disk now, so a `npm run build:web` under a running
 * server is served without a restart, and index.html for client routes. index.html is revalidated
 * on every load (it names the build's assets); the hashed assets never change, so browsers keep
 * them. A file that is not there is a 404, never index.html: a page still holding an older build
 * gets a clear failed load instead of HTML parsed as a script.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexPath = webDist === null ? null : path.join(webDist, 'index.html');
  const hasWeb = () => indexPath !== null && fs.existsSync(indexPath);
  if (webDist !== null) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      // Set below per file: send's own header would say max-age=0 for all.
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ detail: `No route ${request.method} ${url}.` });
    }
    if (NAMES_A_FILE.test(url)) return reply.status(404).type('text/plain').send(`No file ${url}.`);
    if (hasWeb()) return reply.type('text/html').sendFile('index.html');
    return reply.type('text/html').send(NO_WEB_PAGE);
  });
}

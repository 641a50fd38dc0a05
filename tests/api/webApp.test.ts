import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { startTestApp, type TestApp } from '../support/testApp';

jest.setTimeout(60_000);

let t: TestApp;
let app: FastifyInstance;
let webDist: string;

/** Writes a build as `npm run build:web` leaves it: index.html naming its hashed assets. */
function writeBuild(hash: string) {
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'assets', `index-${hash}.js`), `console.log('${hash}');`);
  fs.writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>SPA</title><script type="module" src="/assets/index-${hash}.js"></script>`);
}

beforeAll(async () => {
  t = await startTestApp();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-web-'));
  // The server starts before the web app is built, as when `npm run build:web` runs beside it.
  app = await buildApp({ deps: t.services.deps, webDist });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

it('serves a build made while the server runs, and a rebuild, without a restart', async () => {
  const before = await app.inject({ method: 'GET', url: '/missions' });
  expect(before.statusCode).toBe(200);
  expect(before.body).toContain('npm run build:web');

  writeBuild('aaa111');
  const page = await app.inject({ method: 'GET', url: '/missions/3f1c' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('/assets/index-aaa111.js');
  expect((await app.inject({ method: 'GET', url: '/assets/index-aaa111.js' })).body).toContain('aaa111');

  writeBuild('bbb222');
  expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('/assets/index-bbb222.js');
  const asset = await app.inject({ method: 'GET', url: '/assets/index-bbb222.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.body).toContain('bbb222');
});

it('lets browsers keep hashed assets and revalidate index.html, which names them', async () => {
  writeBuild('ccc333');
  expect((await app.inject({ method: 'GET', url: '/assets/index-ccc333.js' })).headers['cache-control']).toMatch(/immutable/);
  expect((await app.inject({ method: 'GET', url: '/odysseys' })).headers['cache-control']).toBe('no-cache');
  expect((await app.inject({ method: 'GET', url: '/index.html' })).headers['cache-control']).toBe('no-cache');
});

it('answers a file that is not there with 404, not with the page', async () => {
  writeBuild('ddd444');
  const gone = await app.inject({ method: 'GET', url: '/assets/index-aaa000.js' });
  expect(gone.statusCode).toBe(404);
  expect(gone.headers['content-type']).not.toMatch(/html/);
  expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: '/../package.json' })).statusCode).toBe(404);
});

it('keeps the API answers JSON', async () => {
  const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ detail: 'No route GET /api/nothing-here.' });
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});

import net from 'node:net';
import { Writable } from 'node:stream';
import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';

/** The test app's services behind a second app as main.ts builds it: a logger, a public URL, a real socket. */
let t: TestApp;
let app: FastifyInstance;
let alice: TestUser;
const logLines: string[] = [];
const PUBLIC_URL = 'https://planner.example.com';

beforeAll(async () => {
  t = await startTestApp();
  await t.registerUser();
  alice = await t.registerUser();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ deps: t.services.deps, webDist: null, logger: { level: 'info', stream }, publicUrl: PUBLIC_URL });
  await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** Sends raw HTTP and reads the whole answer (the server closes the connection). */
function rawRequest(text: string): Promise<string> {
  const { port } = app.server.address() as net.AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers a 20 kB header with 431 and a JSON detail', async () => {
    const answer = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({ detail: expect.stringMatching(/headers are too large/) });
  });

  it('answers malformed HTTP with 400 and a JSON detail', async () => {
    const answer = await rawRequest('GET /api/health HTTP/1.1\r\nHost localhost\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toEqual({ detail: 'The request is not valid HTTP.' });
  });
});

describe('the request log', () => {
  it('writes one line per answered request, with its method, URL, status and time', async () => {
    const url = `/api/todos/?probe=${Date.now()}`;
    expect((await app.inject({ method: 'GET', url, headers: alice.headers })).statusCode).toBe(200);

    const lines = logLines.flatMap((chunk) => chunk.split('\n')).filter((line) => line.includes(url)).map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'request completed', req: expect.objectContaining({ method: 'GET', url }), res: { statusCode: 200 }, responseTime: expect.any(Number) }),
    ]);
    // The reply's line carries the request id, as every line of that request does.
    expect(typeof lines[0].reqId).toBe('string');
  });
});

describe('the calendar feed', () => {
  it('never writes its token to the log, and links each event to the todo page at the public URL', async () => {
    const todo = (await t.as(alice).post('/api/todos/', { title: 'Renew the passport', success_criteria: 'New passport', due_date: '2025-10-10' })).json();
    const created = await app.inject({ method: 'POST', url: '/api/calendar/feed', headers: alice.headers });
    expect(created.statusCode).toBe(201);
    const path = new URL(created.json().url).pathname;
    const token = path.split('/').pop()!.replace('.ics', '');
    const feed = await app.inject({ method: 'GET', url: `${path}?x=1`, headers: { host: 'evil.example' } });
    expect(feed.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: path.replace(token, 'B'.repeat(43)) });

    const logged = logLines.join('');
    expect(logged).toContain('/api/calendar/feeds/[redacted]');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('B'.repeat(43));

    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const urls = calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('url'));
    expect(urls).toEqual([`${PUBLIC_URL}/todo/${todo.id}`]);
  });
});

describe('a query parameter sent more than once', () => {
  it.each([
    ['/api/todos/?status=pending&status=completed', 'Invalid querystring status: give status once, not 2 times'],
    ['/api/search?q=run&q=walk', 'Invalid querystring q: give q once, not 2 times'],
    ['/api/todos/?limit=1&limit=2&limit=3', 'Invalid querystring limit: give limit once, not 3 times'],
  ])('%s answers 400 saying so', async (url, detail) => {
    const res = await t.as(alice).get(url);
    expect([res.statusCode, res.json()]).toEqual([400, { detail }]);
  });
});

describe('a body that is not a JSON object', () => {
  it.each([
    ['no body', undefined],
    ['null', 'null'],
    ['a list', '[]'],
    ['a string', '"Run a 10k"'],
    ['a number', '42'],
  ])('%s answers 400 saying to send a JSON object', async (_label, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/todos/', payload, headers: { ...alice.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) } });
    expect([res.statusCode, res.json()]).toEqual([400, { detail: 'The request body must be a JSON object ({ ... }) of the fields this request takes.' }]);
  });
});

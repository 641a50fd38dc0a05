import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../api/config';
import { AppMetrics } from '../../api/metrics/appMetrics';
import type { Services } from '../../api/services';
import { handleCommand } from '../../commands/handleCommand';
import type { PlannerCallRecord } from '../../commands/plannerCalls/recordingPlanner';
import type { TodoCommand } from '../../domain/todos/todoCommands';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { allProjectors } from '../../projections/allProjectors';
import type { RecordedRequest } from '../support/fakeOpenAI';
import { modelAppForSuite, toolOf } from '../support/modelAppForSuite';
import { startServicesBeside, startTestApp, type TestApp, type TestUser } from '../support/testApp';
import { baseUrlOf } from '../support/listenLocally';
import { openLiveStream } from './liveStreamClient';

jest.setTimeout(60_000);

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (what prom-client's registry writes). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value.replace(/\\(.)/g, '$1');
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` whose labels include `labels` (0 when there is none). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

/** Structured planner calls answer by the tool they ask for; a tool in `broken` gets malformed replies. */
const broken = new Set<string>();
function modelReply(req: RecordedRequest) {
  const tool = toolOf(req);
  if (tool && broken.has(tool)) return { malformed: true as const };
  if (tool === 'mission_questions') return { json: { questions: ['How many evenings a week are free?'] } };
  if (tool === 'todo_steps') return { json: { steps: [{ title: 'Buy paint', description: 'Two litres' }, { title: 'Paint', description: 'Two coats' }] } };
  return { status: 500, message: `no scripted reply for ${tool}` };
}

describe('GET /metrics', () => {
  const { t } = modelAppForSuite(modelReply);
  let admin: TestUser;
  let alice: TestUser;

  const scrape = async (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: options.remoteAddress, headers: options.headers });
    return res;
  };
  const samples = async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(res.body);
  };

  beforeAll(async () => {
    admin = await t.registerUser();
    alice = await t.registerUser();
    await t.quiet();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('counts requests by route pattern, method and status, with their latency, never by raw URL', async () => {
    const before = await samples();
    const series = 'odyssey_http_request_duration_seconds_count';
    const list = { route: '/api/todos', method: 'GET', status: '200' };
    const missing = { route: '/api/todos/:id', method: 'GET', status: '404' };
    for (let i = 0; i < 3; i++) expect((await t.as(alice).get('/api/todos/')).statusCode).toBe(200);
    const unknownId = randomUUID();
    expect((await t.as(alice).get(`/api/todos/${unknownId}`)).statusCode).toBe(404);

    const after = await samples();
    expect(valueOf(after, series, list) - valueOf(before, series, list)).toBe(3);
    expect(valueOf(after, series, missing) - valueOf(before, series, missing)).toBe(1);
    // Latency: the histogram's sum grew and every request fell in the +Inf bucket.
    expect(valueOf(after, 'odyssey_http_request_duration_seconds_sum', list)).toBeGreaterThan(valueOf(before, 'odyssey_http_request_duration_seconds_sum', list));
    expect(valueOf(after, 'odyssey_http_request_duration_seconds_bucket', { ...list, le: '+Inf' })).toBe(valueOf(after, series, list));
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes(unknownId)))).toBe(false);
  });

  it('counts the events appended and the planner calls by outcome when a todo is created and planned', async () => {
    const before = await samples();
    const created = await t.as(alice).post('/api/todos/', { title: 'Paint the shed', success_criteria: 'Both coats dry' });
    expect(created.statusCode).toBe(201);
    await t.plannedSteps(alice, created.json().id);
    await t.quiet();
    const after = await samples();
    const delta = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('odyssey_events_appended_total', { type: 'TodoCreated' })).toBe(1);
    expect(delta('odyssey_events_appended_total', { type: 'StepsPlanned' })).toBe(1);
    const steps = { capability: 'todoSteps', outcome: 'model' };
    expect(delta('odyssey_planner_call_duration_seconds_count', steps)).toBe(1);
    expect(delta('odyssey_planner_call_duration_seconds_sum', steps)).toBeGreaterThan(0);
  });

  it('tells a model answer from a fallback', async () => {
    const before = await samples();
    const ask = () => t.as(alice).post('/api/mission-breakdown/questions', { title: 'Repaint the house', description: '' });
    expect((await ask()).json().planner.fallback).toBe(false);
    broken.add('mission_questions');
    try {
      expect((await ask()).json().planner.fallback).toBe(true);
    } finally {
      broken.clear();
    }
    const after = await samples();
    const delta = (outcome: string) =>
      valueOf(after, 'odyssey_planner_call_duration_seconds_count', { capability: 'missionQuestions', outcome }) -
      valueOf(before, 'odyssey_planner_call_duration_seconds_count', { capability: 'missionQuestions', outcome });
    expect([delta('model'), delta('fallback'), delta('error')]).toEqual([1, 1, 0]);
  });

  it("reports every read model's lag, and the live streams open", async () => {
    await t.quiet();
    const now = await samples();
    for (const { name } of allProjectors) {
      expect(valueOf(now, 'odyssey_read_model_lag_events', { read_model: name })).toBe(0);
      expect(valueOf(now, 'odyssey_read_model_lag_seconds', { read_model: name })).toBe(0);
    }
    expect(valueOf(now, 'odyssey_live_streams_open')).toBe(0);
    expect(valueOf(now, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    const baseUrl = baseUrlOf(t.app);
    const streams = [await openLiveStream(baseUrl, alice.token), await openLiveStream(baseUrl, admin.token)];
    try {
      await Promise.all(streams.map((s) => s.next((m) => m.data.kind === 'ready')));
      expect(valueOf(await samples(), 'odyssey_live_streams_open')).toBe(2);
    } finally {
      for (const s of streams) s.close();
    }
    await Promise.all(streams.map((s) => s.ended));
    for (let i = 0; i < 100 && valueOf(await samples(), 'odyssey_live_streams_open') !== 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(valueOf(await samples(), 'odyssey_live_streams_open')).toBe(0);
  });

  it('refuses other addresses and user tokens with 403 {detail}, and serves an admin token from anywhere', async () => {
    const outside = '203.0.113.7';
    const refused = await scrape({ remoteAddress: outside });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/METRICS_ALLOW/);
    expect((await scrape({ remoteAddress: outside, headers: alice.headers })).statusCode).toBe(403);
    expect((await scrape({ remoteAddress: outside, headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(403);
    const asAdmin = await scrape({ remoteAddress: outside, headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain('odyssey_http_request_duration_seconds');
    // IPv6 loopback and IPv4 loopback as IPv6 are this machine too.
    expect((await scrape({ remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });

  it('judges a request that came through a proxy by its token only', async () => {
    const proxied = await scrape({ headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(proxied.statusCode).toBe(403);
    expect((await scrape({ headers: { forwarded: 'for=198.51.100.4' } })).statusCode).toBe(403);
    expect((await scrape({ headers: { 'x-forwarded-for': '198.51.100.4', ...admin.headers } })).statusCode).toBe(200);
  });

  describe('with METRICS_ALLOW set and the SPA served', () => {
    let app: FastifyInstance;
    let webDist: string;
    beforeAll(async () => {
      webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-web-'));
      fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SPA</title>');
      app = await buildApp({ deps: t.services.deps, webDist, metricsAllow: '10.0.0.0/8, 192.0.2.1' });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    });

    it('serves the configured addresses only, and the SPA fallback never answers /metrics', async () => {
      const get = (url: string, remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress });
      expect((await get('/metrics', '10.20.30.40')).statusCode).toBe(200);
      expect((await get('/metrics', '192.0.2.1')).statusCode).toBe(200);
      const loopback = await get('/metrics', '127.0.0.1');
      expect(loopback.statusCode).toBe(403);
      expect(loopback.headers['content-type']).toMatch(/application\/json/);
      expect((await get('/metrics/', '10.20.30.40')).statusCode).toBe(200);
      // The SPA still answers its own routes.
      const page = await get('/todo/123', '127.0.0.1');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>SPA</title>');
    });
  });
});

describe('GET /metrics: read-model lag while the projector is away', () => {
  let t: TestApp;
  let projector: Services | null = null;
  let user: TestUser;
  const lagOf = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    const samples = parseExposition(res.body);
    return allProjectors.map(({ name }) => ({
      name,
      events: valueOf(samples, 'odyssey_read_model_lag_events', { read_model: name }),
      seconds: valueOf(samples, 'odyssey_read_model_lag_seconds', { read_model: name }),
    }));
  };

  beforeAll(async () => {
    t = await startTestApp({ roles: ['api'] });
    projector = await startServicesBeside(t, ['projector']);
    user = await t.registerUser();
    await t.quiet();
  });
  afterAll(async () => {
    await projector?.stop();
    await t?.close();
  });

  it('counts the unapplied events and the age of the oldest, and falls to 0 once applied', async () => {
    expect((await lagOf()).every((l) => l.events === 0 && l.seconds === 0)).toBe(true);
    await projector!.stop();
    projector = null;
    for (let i = 0; i < 3; i++) {
      const todoId = randomUUID();
      const command = { type: 'CreateTodo', todoId, userId: user.user.id, now: new Date().toISOString(), title: `Unapplied ${i}`, successCriteria: 'Done' } as TodoCommand;
      await handleCommand(t.services.deps, { streamId: todoStreamId(todoId), decider: todoDecider, command, actor: { userId: user.user.id, correlationId: randomUUID() } });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const behind = await lagOf();
    for (const lag of behind) {
      expect(lag.events).toBe(3);
      expect(lag.seconds).toBeGreaterThanOrEqual(1);
      expect(lag.seconds).toBeLessThan(30);
    }

    projector = await startServicesBeside(t, ['projector']);
    await t.quiet();
    expect((await lagOf()).every((l) => l.events === 0 && l.seconds === 0)).toBe(true);
  });
});

describe('AppMetrics', () => {
  const record = (over: Partial<PlannerCallRecord>): PlannerCallRecord => ({
    capability: 'missionTodos',
    model: 'local-model',
    prompt_version: 'v1',
    inputs: {},
    output: null,
    usage: null,
    latency_ms: 1500,
    attempts: 1,
    fallback: false,
    fallback_reason: null,
    fallback_kind: null,
    problems: [],
    error: null,
    ...over,
  });

  it('files planner calls under model, offline, fallback and error, with their latency', async () => {
    const metrics = new AppMetrics();
    metrics.observePlannerCall(record({}));
    metrics.observePlannerCall(record({ model: 'offline' }));
    metrics.observePlannerCall(record({ model: 'offline (fallback from local-model)', fallback: true }));
    metrics.observePlannerCall(record({ error: 'The AI planner did not answer within 60 seconds.', latency_ms: 60_000 }));
    const samples = parseExposition(await metrics.scrape(async () => [], () => undefined));
    const count = (outcome: string) => valueOf(samples, 'odyssey_planner_call_duration_seconds_count', { capability: 'missionTodos', outcome });
    expect([count('model'), count('offline'), count('fallback'), count('error')]).toEqual([1, 1, 1, 1]);
    expect(valueOf(samples, 'odyssey_planner_call_duration_seconds_sum', { capability: 'missionTodos', outcome: 'error' })).toBe(60);
    expect(valueOf(samples, 'odyssey_planner_call_duration_seconds_bucket', { capability: 'missionTodos', outcome: 'error', le: '40' })).toBe(0);
  });

  it('keeps the series of two instances apart', async () => {
    const a = new AppMetrics();
    const b = new AppMetrics();
    a.countAppended([{ id: '1', type: 'TodoCreated', data: {}, metadata: { userId: null, occurredAt: '', correlationId: '', causationId: null } }]);
    const none = async () => [];
    expect(valueOf(parseExposition(await a.scrape(none, () => undefined)), 'odyssey_events_appended_total', { type: 'TodoCreated' })).toBe(1);
    expect(valueOf(parseExposition(await b.scrape(none, () => undefined)), 'odyssey_events_appended_total', { type: 'TodoCreated' })).toBe(0);
  });
});

describe('METRICS_ALLOW', () => {
  it('defaults to this machine and refuses an entry that is not an address', () => {
    expect(loadConfig({}).METRICS_ALLOW).toBe('127.0.0.1,::1');
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8,fd00::/8' }).METRICS_ALLOW).toBe('10.0.0.0/8,fd00::/8');
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.internal' })).toThrow(/METRICS_ALLOW must be IP addresses or CIDR ranges/);
  });
});

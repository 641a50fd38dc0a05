import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { acceptsGzip, AnswerCache, type BuiltAnswer } from '../../../api/http/answerCache';

/** A cache on a hand-driven clock and commit signal, behind a real fastify route. */
function setup(options: { maxAgeMs?: number; maxChars?: number; maxAnswerChars?: number } = {}) {
  let now = 1_000;
  let elapsed = 0;
  let committed: () => void = () => undefined;
  let unsubscribed = false;
  const cache = new AnswerCache(
    (onCommitted) => {
      committed = onCommitted;
      return () => {
        unsubscribed = true;
      };
    },
    { now: () => now, monotonic: () => elapsed, maxAgeMs: options.maxAgeMs ?? 10_000, maxChars: options.maxChars ?? 1_000_000, maxAnswerChars: options.maxAnswerChars ?? 100_000 },
  );
  let builds = 0;
  let answer: BuiltAnswer = { body: '{"n":0}', changesAt: null };
  let duringBuild: () => void = () => undefined;
  const app: FastifyInstance = Fastify();
  app.get('/:key', async (request, reply) =>
    cache.send(request, reply, (request.params as { key: string }).key, async () => {
      builds += 1;
      duringBuild();
      return answer;
    }),
  );
  const get = async (key = 'a', headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: `/${key}`, headers });
    const encoding = res.headers['content-encoding'];
    const body = encoding === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
    return { body, etag: res.headers.etag, type: res.headers['content-type'], ...(encoding ? { encoding } : {}) };
  };
  return {
    cache,
    app,
    get,
    builds: () => builds,
    /** Asks for the default answer, then tells how many builds there have been in all. */
    buildsAfterGet: async () => {
      await get();
      return builds;
    },
    setAnswer: (next: BuiltAnswer) => {
      answer = next;
    },
    setDuringBuild: (fn: () => void) => {
      duringBuild = fn;
    },
    commit: () => committed(),
    advance: (ms: number) => {
      now += ms;
    },
    elapse: (ms: number) => {
      elapsed += ms;
    },
    unsubscribed: () => unsubscribed,
  };
}

it('answers again from memory until a read-model commit, then builds afresh', async () => {
  const s = setup();
  const first = await s.get();
  expect(first).toMatchObject({ body: '{"n":0}', type: 'application/json; charset=utf-8' });
  expect(first.etag).toMatch(/^W\/".+"$/);
  s.setAnswer({ body: '{"n":1}', changesAt: null });
  expect(await s.get()).toEqual(first);
  expect(s.builds()).toBe(1);
  s.commit();
  const after = await s.get();
  expect(after.body).toBe('{"n":1}');
  expect(after.etag).not.toBe(first.etag);
  expect(s.builds()).toBe(2);
});

it('builds afresh for a request with Cache-Control: no-cache, and keeps that answer', async () => {
  const s = setup();
  await s.get();
  s.setAnswer({ body: '{"n":1}', changesAt: null });
  expect((await s.get('a', { 'cache-control': 'max-age=0, no-cache' })).body).toBe('{"n":1}');
  expect((await s.get()).body).toBe('{"n":1}');
  expect(s.builds()).toBe(2);
});

it('keeps answers apart by key', async () => {
  const s = setup();
  await s.get('a');
  s.setAnswer({ body: '{"other":true}', changesAt: null });
  expect((await s.get('b')).body).toBe('{"other":true}');
  expect((await s.get('a')).body).toBe('{"n":0}');
  expect(s.cache.size).toBe(2);
});

it('does not keep an answer built while a commit came in', async () => {
  const s = setup();
  s.setDuringBuild(() => s.commit());
  await s.get();
  s.setDuringBuild(() => undefined);
  expect(await s.buildsAfterGet()).toBe(2);
  expect(await s.buildsAfterGet()).toBe(2);
});

it('builds again once the app\'s clock reaches the instant the answer changes at, and after the longest age in real time', async () => {
  const s = setup({ maxAgeMs: 5_000 });
  s.setAnswer({ body: '{"due":1}', changesAt: 1_500 });
  await s.get();
  s.advance(499);
  expect(await s.buildsAfterGet()).toBe(1);
  s.advance(1);
  expect(await s.buildsAfterGet()).toBe(2);
  s.setAnswer({ body: '{"due":null}', changesAt: null });
  await s.get();
  s.advance(60_000);
  s.elapse(5_000);
  expect(await s.buildsAfterGet()).toBe(3);
  s.elapse(1);
  expect(await s.buildsAfterGet()).toBe(4);
});

it('keeps no answer over its size limit and forgets the oldest answers beyond the total', async () => {
  const s = setup({ maxChars: 20, maxAnswerChars: 12 });
  s.setAnswer({ body: '"0123456789abcdef"', changesAt: null });
  await s.get('big');
  expect(s.cache.size).toBe(0);
  s.setAnswer({ body: '"12345678"', changesAt: null });
  await s.get('a');
  await s.get('b');
  expect(s.cache.size).toBe(2);
  await s.get('c');
  expect(s.cache.size).toBe(2);
  const builds = s.builds();
  await s.get('a');
  expect(s.builds()).toBe(builds + 1);
});

it('stops listening and forgets everything when closed', async () => {
  const s = setup();
  await s.get();
  s.cache.close();
  expect(s.unsubscribed()).toBe(true);
  expect(s.cache.size).toBe(0);
});

it('sends a kept answer of 1 KB or more gzip-compressed to a client that accepts it, the same JSON and ETag', async () => {
  const s = setup();
  const big = JSON.stringify({ items: 'x'.repeat(2000) });
  s.setAnswer({ body: big, changesAt: null });
  const clear = await s.get('a');
  expect(clear).toMatchObject({ body: big });
  expect(clear).not.toHaveProperty('encoding');
  for (let i = 0; i < 2; i++) expect(await s.get('a', { 'accept-encoding': 'gzip' })).toEqual({ ...clear, encoding: 'gzip' });
  expect(s.builds()).toBe(1);
  expect(await s.get('a', { 'accept-encoding': 'gzip;q=0' })).toEqual(clear);
  // Small answers go out as text.
  s.setAnswer({ body: '{"small":true}', changesAt: null });
  expect(await s.get('small', { 'accept-encoding': 'gzip' })).not.toHaveProperty('encoding');
});

it('reads Accept-Encoding as HTTP means it: gzip named or by *, and not with q=0', () => {
  expect(acceptsGzip('gzip, deflate, br')).toBe(true);
  expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
  expect(acceptsGzip('*')).toBe(true);
  expect(acceptsGzip('gzip;q=0, *')).toBe(false);
  expect(acceptsGzip('gzip;q=0.0')).toBe(false);
  expect(acceptsGzip('br, *;q=0')).toBe(false);
  expect(acceptsGzip('identity')).toBe(false);
  expect(acceptsGzip(undefined)).toBe(false);
});

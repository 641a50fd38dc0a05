import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonText } from './sendJsonText';

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
}

/**
 * An answer as built (its JSON text and any headers of its own), and the instant (ms, on the
 * app's clock) from which the clock alone changes it.
 */
export type BuiltAnswer = { body: string; headers?: Record<string, string>; changesAt: number | null };

/** `storedAt` on the monotonic clock; `gzipped`: the body gzip-compressed, made at its first request that accepts it. */
type Entry = BuiltAnswer & { etag: string; storedAt: number; gzipped?: Promise<Buffer> };

/** Bodies smaller than this go out as text (the compress plugin's own threshold). */
const GZIP_FROM_CHARS = 1024;
const gzipAsync = promisify(gzip);

/** The ETag @fastify/etag gives a body (weak, sha1): the same whether or not the answer was kept. */
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64')}"`;

/** Whether `Accept-Encoding` takes gzip (named or by `*`, with a quality above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let verdict: boolean | null = null;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip') return accepted;
    if (name === '*') verdict = accepted;
  }
  return verdict ?? false;
}

function withHeaders(reply: FastifyReply, answer: BuiltAnswer, etag: string): FastifyReply {
  reply.header('etag', etag);
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  return reply;
}

/**
 * The JSON answers of the hottest reads (a user's mission list and todo list, a todo's
 * progress), kept per key between commits of the answers' read models: any such commit
 * empties the cache, so an answer kept is one the read models would give again. It is emptied
 * by the same progress event that lets a command's answer go out (ReadModels.onCommitted),
 * before that answer is sent, so a request after a write never meets an answer from before
 * it. An answer that depends on the clock is kept until the clock would change it; none
 * longer than `maxAgeMs` (a bound should commit notifications stop arriving). An answer built
 * while a commit came in is sent but not kept. A kept answer is gzip-compressed once, for the
 * requests that accept it (compressing a 500 KB list cost more than building it).
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** Characters of the kept bodies. */
  private chars = 0;
  /** Moves on at every read-model commit. */
  private generation = 0;

  private readonly unsubscribe: () => void;

  constructor(
    subscribe: (onCommitted: () => void) => () => void,
    private readonly options: {
      /** The app's clock (ms), that answers depend on. */
      now: () => number;
      /** Real elapsed time (ms), for the longest age. */
      monotonic: () => number;
      maxAgeMs: number;
      /** Characters of all kept answers, and of one. */
      maxChars: number;
      maxAnswerChars: number;
    },
  ) {
    this.unsubscribe = subscribe(() => this.forgetAll());
  }

  close(): void {
    this.unsubscribe();
    this.forgetAll();
  }

  /**
   * Sends the kept answer of `key`, else builds it with `build` (and keeps it when it may). A
   * request with `Cache-Control: no-cache` asks for an answer built afresh, and gets one.
   */
  async send(request: FastifyRequest, reply: FastifyReply, userKey: string, build: () => Promise<BuiltAnswer>): Promise<FastifyReply> {
    // Answers judge overdue in the reader's zone: one zone's answer is never another's.
    const key = `${request.timeZone}|${userKey}`;
    reply.header('vary', 'X-Time-Zone');
    const now = this.options.now();
    const monotonic = this.options.monotonic();
    const kept = this.entries.get(key);
    if (kept && monotonic - kept.storedAt <= this.options.maxAgeMs && (kept.changesAt === null || now < kept.changesAt)) {
      if (!/\bno-cache\b/i.test(request.headers['cache-control'] ?? '')) return this.sendKept(request, reply, kept);
    } else if (kept) {
      this.forget(key, kept);
    }
    const generation = this.generation;
    const built = await build();
    const etag = etagOf(built.body);
    if (generation === this.generation && built.body.length <= this.options.maxAnswerChars) {
      const entry: Entry = { ...built, etag, storedAt: monotonic };
      this.keep(key, entry);
      return this.sendKept(request, reply, entry);
    }
    return sendJsonText(withHeaders(reply, built, etag), built.body);
  }

  /** Number of answers kept (tests). */
  get size(): number {
    return this.entries.size;
  }

  private async sendKept(request: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<FastifyReply> {
    withHeaders(reply, entry, entry.etag);
    if (entry.body.length < GZIP_FROM_CHARS || !acceptsGzip(request.headers['accept-encoding'])) return sendJsonText(reply, entry.body);
    entry.gzipped ??= gzipAsync(entry.body);
    let gzipped: Buffer;
    try {
      gzipped = await entry.gzipped;
    } catch {
      // Not kept: the next request tries again; this one goes out as text.
      entry.gzipped = undefined;
      return sendJsonText(reply, entry.body);
    }
    // Already encoded: the compress plugin passes it through.
    return reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').header('vary', 'accept-encoding, x-time-zone').send(gzipped);
  }

  private keep(key: string, entry: Entry): void {
    const before = this.entries.get(key);
    if (before) this.forget(key, before);
    this.entries.set(key, entry);
    this.chars += entry.body.length;
    // The oldest kept answers go first (a Map iterates in insertion order).
    for (const [oldKey, old] of this.entries) {
      if (this.chars <= this.options.maxChars) break;
      this.forget(oldKey, old);
    }
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.chars -= entry.body.length;
  }

  private forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.chars = 0;
  }
}

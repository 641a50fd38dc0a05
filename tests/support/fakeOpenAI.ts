import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible server on 127.0.0.1 (random port) for driving the
 * real ChatOpenAI client in tests: POST /v1/chat/completions, plain JSON or
 * SSE streaming (`stream: true`: content or tool-call chunks, a final usage
 * chunk, `data: [DONE]`), GET /v1/models (for health probes). Structured
 * replies follow the request: a tool call when it sent tools, JSON text when
 * it asked for `response_format: json_schema`. Replies are scripted per test, in order; every
 * request is recorded so tests can assert on prompts.
 *
 *   const fake = await startFakeOpenAI();
 *   fake.reply({ json: { questions: ['...'] } });   // structured: a tool call when tools were sent
 *   new ChatOpenAI({ apiKey: 'test', configuration: { baseURL: fake.baseURL } })
 *   fake.requests[0].body.messages ...;  await fake.close();
 */
export type FakeReply = (
  | { content: string }
  /** Structured answer: a call of the requested tool when the request has tools, else JSON text. */
  | { json: unknown }
  | { toolCalls: Array<{ name: string; args: unknown }>; content?: string }
  /** A structured answer that is not valid JSON. */
  | { malformed: true }
  /** An error status; `headers` go with it (e.g. `retry-after` on a 429). */
  | { status: number; message?: string; headers?: Record<string, string> }
  /** Never answers; the client must time out or abort. */
  | { hang: true }
) & {
  delayMs?: number;
  /** Answers once this settles (the test decides when). */
  until?: Promise<unknown>;
  chunkDelayMs?: number;
  /** Streamed replies: send this many chunks, then stall (headers out, no end) until the client leaves. */
  stallAfterChunks?: number;
  /** Streamed replies: send this many chunks, then close the connection (no finish reason, no [DONE]). */
  dropAfterChunks?: number;
  /** The reply's finish_reason instead of "stop" / "tool_calls" ("length": cut at the token limit). */
  finishReason?: string;
};

export type RecordedRequest = { body: any; headers: http.IncomingHttpHeaders };

export type FakeOpenAI = {
  /** Base URL for the OpenAI client (`configuration.baseURL`), ends with /v1. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Queue replies, answered in order. A function decides from the request. */
  reply(...replies: Array<FakeReply | ((req: RecordedRequest) => FakeReply)>): void;
  /** The reply used when the queue is empty (default: a 500 naming the problem). */
  setDefaultReply(reply: FakeReply | ((req: RecordedRequest) => FakeReply) | null): void;
  /** All message texts of a request, joined (system + user + ...). */
  promptOf(index?: number): string;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function messageText(m: any): string {
  if (typeof m.content === 'string') return m.content;
  if (Array.isArray(m.content)) return m.content.map((p: any) => p.text ?? '').join('');
  return '';
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const queue: Array<FakeReply | ((req: RecordedRequest) => FakeReply)> = [];
  let fallback: FakeReply | ((req: RecordedRequest) => FakeReply) | null = null;
  const requests: RecordedRequest[] = [];
  let n = 0;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }));
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const recorded = { body, headers: req.headers };
    requests.push(recorded);
    const next = queue.shift() ?? fallback ?? { status: 500, message: 'fake OpenAI: no scripted reply left' };
    const reply = typeof next === 'function' ? next(recorded) : next;
    if (reply.delayMs) await sleep(reply.delayMs);
    await reply.until;
    if ('hang' in reply || res.destroyed) return;
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify({ error: { message: reply.message ?? 'fake error', type: 'server_error' } }));
      return;
    }

    const id = `chatcmpl-fake-${++n}`;
    const base = { id, created: Math.floor(Date.now() / 1000), model: body.model ?? 'fake-model' };
    const tool = body.tools?.[0]?.function?.name as string | undefined;
    let content: string | null = null;
    let toolCalls: Array<{ name: string; args: string }> = [];
    if ('content' in reply && !('toolCalls' in reply)) content = reply.content;
    if ('json' in reply) {
      if (tool) toolCalls = [{ name: tool, args: JSON.stringify(reply.json) }];
      else content = JSON.stringify(reply.json);
    }
    if ('malformed' in reply) {
      if (tool) toolCalls = [{ name: tool, args: '{"oops": tru' }];
      else content = 'Sure! Here is your plan: {"oops": tru';
    }
    if ('toolCalls' in reply) {
      content = reply.content ?? null;
      toolCalls = reply.toolCalls.map((t) => ({ name: t.name, args: JSON.stringify(t.args) }));
    }
    const usage = { prompt_tokens: 12, completion_tokens: 8, total_tokens: 20 };
    const finish = reply.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop');
    const calls = toolCalls.map((t, i) => ({ id: `call_${n}_${i}`, type: 'function', function: { name: t.name, arguments: t.args } }));

    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content, ...(calls.length ? { tool_calls: calls } : {}) }, finish_reason: finish, logprobs: null }],
        usage,
      }));
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    let chunksSent = 0;
    const send = async (payload: unknown) => {
      if (reply.stallAfterChunks !== undefined && chunksSent >= reply.stallAfterChunks && !res.destroyed) await new Promise((r) => res.once('close', r));
      if (reply.dropAfterChunks !== undefined && chunksSent >= reply.dropAfterChunks) res.destroy();
      if (res.destroyed) return;
      chunksSent += 1;
      res.write(`data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`);
      if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    };
    const chunk = (delta: unknown, finish_reason: string | null = null) => ({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason, logprobs: null }] });
    await send(chunk({ role: 'assistant', content: '' }));
    for (const piece of content?.match(/\S+\s*|\s+/g) ?? []) await send(chunk({ content: piece }));
    for (const [i, call] of calls.entries()) {
      await send(chunk({ tool_calls: [{ index: i, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } }] }));
      for (const part of call.function.arguments.match(/.{1,16}/gs) ?? []) await send(chunk({ tool_calls: [{ index: i, function: { arguments: part } }] }));
    }
    await send(chunk({}, finish));
    if (body.stream_options?.include_usage) await send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
    await send('[DONE]');
    res.end();
  });

  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => void queue.push(...replies),
    setDefaultReply: (reply) => void (fallback = reply),
    promptOf: (index = requests.length - 1) => (requests[index]?.body.messages ?? []).map(messageText).join('\n'),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

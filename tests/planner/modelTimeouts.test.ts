import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChatModel } from '../../planner/chatModel';
import { createPlanner } from '../../planner/createPlanner';
import { MAX_RETRY_AFTER_MS, retryDelayMs, sendWithRetries } from '../../planner/modelRequest';
import { PlannerError } from '../../planner/plannerError';
import { LangChainPlanner, type LangChainPlannerOptions } from '../../planner/langchainPlanner';
import type { ModelCallReport } from '../../planner/structuredCall';
import type { PlannerCallRecord } from '../../commands/plannerCalls/recordingPlanner';
import { PROMPT_VERSION } from '../../planner/prompts/shared';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fakeOpenAI';
import { fakeOpenAIEachTest } from '../support/fakeOpenAIEachTest';

/** A port on 127.0.0.1 nothing listens on: connections are refused. */
async function closedPort(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

const goal = { mission_title: 'Learn to cook 20 weeknight dinners', mission_description: '', qa_pairs: [] };

describe('time-outs and attempts of the model path', () => {
  let fake: FakeOpenAI;
  let reports: Array<ModelCallReport & { model: string }>;
  const make = (extra: Partial<LangChainPlannerOptions> = {}) =>
    new LangChainPlanner({ apiKey: 'k', baseURL: fake.baseURL, model: 'local-model', timeoutMs: 400, maxRetries: 0, budgetMs: 20_000, onModelCall: (r) => reports.push(r), ...extra });

  beforeEach(async () => {
    fake = await startFakeOpenAI();
    reports = [];
  });
  afterEach(async () => {
    await fake.close();
  });

  it.each(['tools', 'json_schema'] as const)('a streamed reply that stalls after its first chunks is cut at the per-request time-out (%s)', async (output) => {
    fake.reply({ json: { todos: [] }, stallAfterChunks: 2 });
    const heard: unknown[] = [];
    // (A budget of 20 s: only the per-request time-out can end this in time.)

    const started = Date.now();
    const asked = make({ output, timeoutMs: 1500 }).missionTodos(goal, undefined, (p) => heard.push(p));

    await expect(asked).rejects.toMatchObject({ reason: 'timeout', message: 'The AI planner did not answer within 1.5 seconds.' });
    expect(Date.now() - started).toBeLessThan(6000);
    // It did stream: the request asked for it and the headers and first chunks came.
    expect(fake.requests[0].body.stream).toBe(true);
  });

  it('three timed-out tries are said as three, with the time they took, and reported as three attempts', async () => {
    fake.reply({ hang: true }, { hang: true }, { hang: true });

    const asked = make({ maxRetries: 2, timeoutMs: 800 }).missionQuestions({ title: 'Fix my sleep', description: '' });

    await expect(asked).rejects.toMatchObject({ reason: 'timeout', message: expect.stringMatching(/^The AI planner did not answer in 3 tries of 800 ms each, \d+(\.\d)? seconds in all\.$/) });
    expect(fake.requests).toHaveLength(3);
    expect(reports).toEqual([expect.objectContaining({ capability: 'mission_questions', attempts: 3 })]);
  });

  it('a retry after a failed request counts as an attempt', async () => {
    fake.reply({ status: 503, message: 'overloaded' }, { json: { questions: ['When?'] } });

    await expect(make({ maxRetries: 1 }).missionQuestions({ title: 'Move to Lisbon', description: '' })).resolves.toEqual({ questions: ['When?'] });
    expect(reports).toEqual([expect.objectContaining({ attempts: 2 })]);
  });

  it('a server that is down could not be reached, even when the retries outlast the time-out', async () => {
    const planner = new LangChainPlanner({ apiKey: 'k', baseURL: await closedPort(), model: 'local-model', timeoutMs: 1000, maxRetries: 2, onModelCall: (r) => reports.push(r) });

    await expect(planner.missionQuestions({ title: 'Fix my sleep', description: '' })).rejects.toMatchObject({
      reason: 'unavailable',
      message: 'The AI planner could not be reached after 3 tries.',
    });
    expect(reports).toEqual([expect.objectContaining({ attempts: 3 })]);
  });

  it('the budget bounds the whole call, retries included, and says so', async () => {
    fake.setDefaultReply({ hang: true });

    const started = Date.now();
    const asked = make({ timeoutMs: 5000, maxRetries: 3, budgetMs: 600 }).missionQuestions({ title: 'Fix my sleep', description: '' });

    await expect(asked).rejects.toMatchObject({ reason: 'timeout', message: 'The AI planner did not finish within its budget of 600 ms.' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('the record of a call that fell back', () => {
  it('questions after three timed-out tries: the reason says three tries and the time in all, the record three attempts', async () => {
    const fake = await startFakeOpenAI();
    try {
      fake.setDefaultReply({ hang: true });
      const records: PlannerCallRecord[] = [];
      const planner = createPlanner({ OPENAI_BASE_URL: fake.baseURL, PLANNER_MODEL: 'local-model', PLANNER_TIMEOUT_MS: 1000, PLANNER_MAX_RETRIES: 2 }, undefined, (r) => records.push(r));

      const answer = await planner.missionQuestions({ title: 'Fix my sleep', description: '' });

      expect(answer.questions.length).toBeGreaterThan(0);
      expect(fake.requests).toHaveLength(3);
      expect(records[0]).toMatchObject({ fallback: true, attempts: 3, fallback_reason: expect.stringMatching(/^the AI planner did not answer in 3 tries of 1 second each, \d+(\.\d)? seconds in all$/) });
    } finally {
      await fake.close();
    }
  });

  it('with the server down: the reason reads "could not be reached", with the real attempts and the prompt version tried', async () => {
    const records: PlannerCallRecord[] = [];
    const planner = createPlanner({ OPENAI_BASE_URL: await closedPort(), PLANNER_MODEL: 'local-model', PLANNER_TIMEOUT_MS: 1000, PLANNER_MAX_RETRIES: 2 }, undefined, (r) => records.push(r));

    const plan = await planner.missionTodos(goal);

    expect(plan.todos.length).toBeGreaterThan(0);
    expect(records).toEqual([
      expect.objectContaining({
        capability: 'missionTodos',
        model: 'offline (fallback from local-model)',
        prompt_version: PROMPT_VERSION,
        fallback: true,
        fallback_reason: 'the AI planner could not be reached after 3 tries',
        attempts: 3,
      }),
    ]);
  });
});

describe('a rate-limited model (429 with Retry-After)', () => {
  const fake = fakeOpenAIEachTest();

  /** Sends through the real client with the waits the retries chose recorded instead of slept. */
  async function sendRecordingWaits(maxRetries: number): Promise<{ answer: unknown; waits: number[]; requests: number }> {
    const model = createChatModel({ apiKey: 'k', baseURL: fake().baseURL, model: 'local-model', timeoutMs: 5000, maxRetries: 0 });
    const waits: number[] = [];
    let requests = 0;
    const answer = await sendWithRetries(
      async (signal) => (await model.invoke('Plan my week', { signal })).content,
      { timeoutMs: 5000, maxRetries, wait: async (ms) => void waits.push(ms) },
      () => (requests += 1),
    );
    return { answer, waits, requests };
  }

  it('waits the seconds the server asks for before the next try', async () => {
    fake().reply({ status: 429, message: 'slow down', headers: { 'retry-after': '3' } }, { status: 429, headers: { 'retry-after': '0' } }, { content: 'Done' });

    await expect(sendRecordingWaits(2)).resolves.toEqual({ answer: 'Done', waits: [3000, 0], requests: 3 });
  });

  it('waits until the HTTP date the server names', async () => {
    const at = new Date(Date.now() + 7000).toUTCString();
    fake().reply({ status: 429, headers: { 'retry-after': at } }, { content: 'Done' });

    const { waits, requests } = await sendRecordingWaits(1);

    expect(requests).toBe(2);
    // An HTTP date counts in whole seconds from the clock now: between 5 and 7 seconds remain.
    expect(waits[0]).toBeGreaterThan(5000);
    expect(waits[0]).toBeLessThanOrEqual(7000);
  });

  it(`beyond ${MAX_RETRY_AFTER_MS / 1000} seconds, or unreadable, the usual backoff applies, and the retries stay as many`, async () => {
    fake().reply({ status: 429, headers: { 'retry-after': String(MAX_RETRY_AFTER_MS / 1000 + 1) } }, { status: 429, headers: { 'retry-after': 'soon' } }, { status: 429 }, { content: 'never asked' });

    const waits: number[] = [];
    const model = createChatModel({ apiKey: 'k', baseURL: fake().baseURL, model: 'local-model', timeoutMs: 5000, maxRetries: 0 });
    const sent = sendWithRetries((signal) => model.invoke('Plan my week', { signal }), { timeoutMs: 5000, maxRetries: 2, wait: async (ms) => void waits.push(ms) }, () => undefined);

    await expect(sent).rejects.toMatchObject({ reason: 'unavailable', message: 'The AI planner is unavailable: it is rate limited after 3 tries.' });
    expect(waits).toEqual([500, 1000]);
    expect(fake().requests).toHaveLength(3);
  });

  it('the wait chosen: what the server asked within the cap, else 0.5 s, 1 s, 2 s, at most 4 s', () => {
    const rateLimited = (headers?: Record<string, string>) => new PlannerError('unavailable', '', Object.assign(new Error('429'), { status: 429, headers: headers && new Headers(headers) }));
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(retryDelayMs(1, rateLimited({ 'retry-after': '2' }), now)).toBe(2000);
    expect(retryDelayMs(1, rateLimited({ 'retry-after': 'Fri, 27 Nov 2026 10:00:04 GMT' }), now)).toBe(4000);
    expect(retryDelayMs(1, rateLimited({ 'retry-after': 'Fri, 27 Nov 2026 09:59:00 GMT' }), now)).toBe(0);
    expect(retryDelayMs(2, rateLimited({ 'retry-after': String(MAX_RETRY_AFTER_MS / 1000) }), now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryDelayMs(2, rateLimited({ 'retry-after': String(MAX_RETRY_AFTER_MS / 1000 + 1) }), now)).toBe(1000);
    expect(retryDelayMs(3, rateLimited(), now)).toBe(2000);
    expect(retryDelayMs(5, rateLimited({ 'retry-after': 'later' }), now)).toBe(4000);
  });
});

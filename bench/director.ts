import { performance } from 'node:perf_hooks';
import { HumanMessage } from '@langchain/core/messages';
import { createChatModel } from '../planner/chatModel';
import { createLangchainDirector } from '../planner/director/langchainDirector';
import { offlineDirectorReply } from '../planner/director/offlineDirector';
import type { DirectorInput } from '../commands/ports/director';
import { OfflinePlanner } from '../planner/offlinePlanner';
import { startFakeOpenAI } from '../tests/support/fakeOpenAI';
import { startTestApp, type TestUser } from '../tests/support/testApp';
import { ms, summarise, type BenchResult } from './benchLib';
import { listenLocally } from '../tests/support/listenLocally';

type Director = (input: DirectorInput, signal?: AbortSignal) => AsyncIterable<string>;

/** Milliseconds until the first `data:` chunk of a chat reply, and until the stream ends. */
async function timeChat(baseUrl: string, user: TestUser, message: string): Promise<{ firstChunkMs: number; totalMs: number }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/director/chat`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversation_id: null }),
  });
  if (!res.ok || !res.body) throw new Error(`chat failed: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let firstChunkMs = NaN;
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    if (Number.isNaN(firstChunkMs) && buffered.includes('"chunk"')) firstChunkMs = performance.now() - started;
  }
  return { firstChunkMs, totalMs: performance.now() - started };
}

/**
 * The Director's latency as a user feels it: time to the first streamed chunk over HTTP with
 * the offline Director (seeded account: 3 missions x 10 todos x 5 steps), and what the API
 * adds on top of a model's first token (LangChain Director against a local fake server).
 */
export async function benchDirector(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const fake = await startFakeOpenAI();
  let director: Director = offlineDirectorReply;
  const t = await startTestApp({ planner: new OfflinePlanner((input, signal) => director(input, signal)), poolSize: 16 });
  try {
    const baseUrl = await listenLocally(t.app);
    await t.registerUser();
    const user = await t.registerUser();

    const odyssey = (await t.as(user).post('/api/odysseys/', { title: 'Launch the bakery', description: 'Open a small bakery' })).json();
    for (let m = 0; m < 3; m++) {
      const mission = (await t.as(user).post('/api/missions/', { title: `Mission ${m + 1}`, description: 'Bench mission', odyssey_id: odyssey.id })).json();
      for (let i = 0; i < 10; i++) {
        const due = new Date(Date.now() + (i - 3) * 86_400_000).toISOString().slice(0, 10);
        const todo = await t.as(user).post('/api/todos/', {
          title: `Todo ${m + 1}.${i + 1}`,
          description: null,
          success_criteria: 'Done and checked',
          priority: ['low', 'medium', 'high'][i % 3],
          due_date: due,
          mission_id: mission.id,
        });
        if (todo.statusCode !== 201) throw new Error(`seeding a todo failed: ${todo.statusCode} ${todo.body}`);
        for (let s = 0; s < 5; s++) await t.as(user).post('/api/steps/', { todo_id: todo.json().id, title: `Step ${s + 1}`, description: null });
      }
    }

    const questions = ['What should I focus on today?', 'What is overdue?', 'How is Mission 2 doing?', 'Give me a summary of my progress'];
    for (let i = 0; i < 5; i++) await timeChat(baseUrl, user, questions[i % questions.length]); // warm-up
    const first: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < 60; i++) {
      const r = await timeChat(baseUrl, user, questions[i % questions.length]);
      first.push(r.firstChunkMs);
      total.push(r.totalMs);
    }
    const f = summarise(first);
    const w = summarise(total);
    results.push({ name: 'offline Director: time to first SSE chunk p50 / p99 (HTTP, 30 todos x 5 steps)', value: `${ms(f.p50)} / ${ms(f.p99)}` });
    results.push({ name: 'offline Director: whole reply p50', value: ms(w.p50) });

    // The model's first token measured directly, then through the API: the difference is ours.
    const config = { model: 'gpt-4o-mini', apiKey: 'bench', baseURL: fake.baseURL, timeoutMs: 10_000, maxRetries: 0 };
    const answer = 'Focus on the overdue todos first, then the ones due this week.';
    fake.setDefaultReply({ content: answer });
    const model = createChatModel({ ...config, streaming: true });
    const direct: number[] = [];
    for (let i = 0; i < 45; i++) {
      const started = performance.now();
      const stream = await model.stream([new HumanMessage('What should I focus on?')]);
      let firstToken = NaN;
      for await (const chunk of stream) if (Number.isNaN(firstToken) && chunk.text) firstToken = performance.now() - started;
      if (i >= 5) direct.push(firstToken);
    }
    director = createLangchainDirector(config);
    const viaApi: number[] = [];
    for (let i = 0; i < 45; i++) {
      const r = await timeChat(baseUrl, user, 'What should I focus on?');
      if (i >= 5) viaApi.push(r.firstChunkMs);
    }
    const d = summarise(direct);
    const a = summarise(viaApi);
    results.push({ name: 'fake model first token, direct p50', value: ms(d.p50) });
    results.push({ name: 'LangChain Director first SSE chunk via API p50', value: ms(a.p50) });
    results.push({ name: 'API overhead over the model’s first token (p50 difference)', value: ms(a.p50 - d.p50) });
  } finally {
    await t.close();
    await fake.close();
  }
  return results;
}

import { createPlanner } from '../../planner/createPlanner';
import { withOfflineFallback } from '../../planner/fallbackPlanner';
import { LangChainPlanner, type LangChainPlannerOptions } from '../../planner/langchainPlanner';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import type { Planner } from '../../commands/ports/planner';
import type { ModelCallReport } from '../../planner/structuredCall';
import { OFFLINE_PLANNER_VERSION, type PlannerCallRecord } from '../../commands/plannerCalls/recordingPlanner';
import { PROMPT_VERSION } from '../../planner/prompts/shared';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fakeOpenAI';

/** The model path against a fake OpenAI-compatible server, in both structured-output modes. */
describe.each(['tools', 'json_schema'] as const)('model path, output mode %s', (output) => {
  let fake: FakeOpenAI;
  let reports: Array<ModelCallReport & { model: string }>;
  let planner: LangChainPlanner;
  const make = (extra: Partial<LangChainPlannerOptions> = {}) =>
    new LangChainPlanner({ apiKey: 'k', baseURL: fake.baseURL, model: 'local-model', timeoutMs: 20_000, maxRetries: 0, output, onModelCall: (r) => reports.push(r), ...extra });

  beforeEach(async () => {
    fake = await startFakeOpenAI();
    reports = [];
    planner = make();
  });
  afterEach(async () => {
    await fake.close();
  });

  const todo = (title: string) => ({ title, description: `How to ${title.toLowerCase()}.`, success_criteria: `- ${title} done`, priority: 'medium' });

  it('asks in the configured mode and validates the reply', async () => {
    fake.reply({ json: { questions: ['How many dinners a week?'] } });

    await expect(planner.missionQuestions({ title: 'Learn to cook', description: '' })).resolves.toEqual({ questions: ['How many dinners a week?'] });

    const body = fake.requests[0].body;
    if (output === 'tools') {
      expect(body.tools[0].function.name).toBe('mission_questions');
      expect(body.response_format).toBeUndefined();
    } else {
      expect(body.tools).toBeUndefined();
      expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'mission_questions' } });
    }
    expect(reports).toEqual([expect.objectContaining({ capability: 'mission_questions', model: 'local-model', attempts: 1, usage: { input_tokens: 12, output_tokens: 8, total_tokens: 20 } })]);
  });

  it('repairs what is only taste: a mission order of 0 is renumbered, not re-asked', async () => {
    fake.reply({ json: { missions: [{ title: 'Plan', description: 'first', order: 0 }, { title: 'Do', description: 'second', order: 0 }] } });

    const result = await planner.odysseyMissions({ odyssey_title: 'Grow the bakery', odyssey_description: '', qa_pairs: [] });

    expect(result.missions.map((m) => [m.title, m.order])).toEqual([['Plan', 1], ['Do', 2]]);
    expect(fake.requests).toHaveLength(1);
  });

  it('re-asks once naming the schema problems, and accepts the corrected reply', async () => {
    fake.reply({ json: { todos: [{ title: 'Only a title' }] } }, { json: { todos: [todo('Pick recipes'), todo('Shop once')] } });

    const result = await planner.missionTodos({ mission_title: 'Cook dinners', mission_description: '', qa_pairs: [] });

    expect(result.todos.map((t) => t.title)).toEqual(['Pick recipes', 'Shop once']);
    expect(fake.promptOf(1)).toMatch(/todos\.0\.(description|success_criteria)/);
    expect(reports[0]).toMatchObject({ attempts: 2, problems: expect.arrayContaining([expect.stringContaining('attempt 1: todos.0.')]) });
  });

  it('a reply that fails validation twice falls back to the offline plan, and the log says why', async () => {
    fake.reply({ json: { todos: [{ title: 'Only a title' }] } }, { json: { todos: 'none' } });
    const warnings: object[] = [];
    const fallbacks: string[] = [];
    const guarded = withOfflineFallback(planner, new OfflinePlanner(), { warn: (o) => void warnings.push(o) }, (capability, error) => fallbacks.push(`${capability}:${error.reason}`));

    const result = await guarded.missionTodos({ mission_title: 'Learn to cook 20 weeknight dinners', mission_description: '', qa_pairs: [] });

    expect(result.todos[0].title).toBe('Pick the dishes for your repertoire');
    expect(fake.requests).toHaveLength(2);
    expect(fallbacks).toEqual(['missionTodos:malformed']);
    expect(warnings[0]).toMatchObject({ capability: 'missionTodos', reason: 'malformed', problems: expect.arrayContaining([expect.stringContaining('attempt 2')]) });
  });

  it('a plan that keeps breaking a rule falls back to an offline plan that keeps it', async () => {
    const five = ['Define', 'List', 'Schedule', 'Do', 'Review'].map(todo);
    fake.reply({ json: { todos: five } }, { json: { todos: five } });
    const guarded = withOfflineFallback(planner, new OfflinePlanner(), { warn: () => undefined });

    const result = await guarded.missionTodos({ mission_title: 'Tidy the garage', mission_description: '', qa_pairs: [{ question: 'Anything else?', answer: 'Keep it to 3 todos please' }] });

    expect(result.todos).toHaveLength(3);
    expect(fake.promptOf(1)).toContain('the user asked for exactly 3 todos, the plan has 5');
  });

  it('the total budget cuts a slow call, and the fallback still answers', async () => {
    fake.reply({ hang: true });
    const slow = make({ timeoutMs: 5000, budgetMs: 300 });
    const warnings: Array<{ reason?: string }> = [];
    const guarded = withOfflineFallback(slow, new OfflinePlanner(), { warn: (o) => void warnings.push(o) });

    const result = await guarded.missionQuestions({ title: 'Fix my sleep schedule', description: '' });

    expect(result.questions.length).toBeGreaterThan(2);
    expect(warnings[0].reason).toBe('timeout');
  });
});

describe('model health probe', () => {
  it('reports whether the model server answers, and caches the answer', async () => {
    const fake = await startFakeOpenAI();
    const planner = createPlanner({ OPENAI_BASE_URL: fake.baseURL, PLANNER_MODEL: 'local-model' });
    await expect(planner.modelStatus!()).resolves.toMatchObject({ model: 'local-model', answers: true, detail: null });
    await fake.close();
    // Cached: the server is gone, but the probe is not repeated within its time to live.
    await expect(planner.modelStatus!()).resolves.toMatchObject({ answers: true });

    const down = createPlanner({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    await expect(down.modelStatus!()).resolves.toMatchObject({ answers: false, detail: expect.stringContaining('could not be reached') });
    expect((new OfflinePlanner() as Planner).modelStatus).toBeUndefined();
  });
});

describe('audit record of planner calls', () => {
  it('records model, prompt version, inputs, output, tokens, latency and the fallback', async () => {
    const fake = await startFakeOpenAI();
    const records: PlannerCallRecord[] = [];
    try {
      const planner = createPlanner({ OPENAI_BASE_URL: fake.baseURL, PLANNER_MODEL: 'local-model', PLANNER_MAX_RETRIES: 0 }, { warn: () => undefined }, (r) => records.push(r));
      fake.reply({ json: { questions: ['Which dishes can you already cook?'] } });
      await planner.missionQuestions({ title: 'Learn to cook', description: 'Dinners for two' });
      fake.reply({ malformed: true }, { malformed: true });
      const plan = await planner.missionTodos({ mission_title: 'Learn to cook 20 weeknight dinners', mission_description: '', qa_pairs: [{ question: 'By when?', answer: 'within 2 weeks' }] });

      expect(records[0]).toMatchObject({
        capability: 'missionQuestions',
        model: 'local-model',
        prompt_version: PROMPT_VERSION,
        inputs: { title: 'Learn to cook', description: 'Dinners for two' },
        output: { questions: ['Which dishes can you already cook?'] },
        usage: { total_tokens: 20 },
        attempts: 1,
        fallback: false,
        error: null,
      });
      expect(records[0].latency_ms).toBeGreaterThanOrEqual(0);
      expect(records[1]).toMatchObject({
        capability: 'missionTodos',
        model: 'offline (fallback from local-model)',
        prompt_version: PROMPT_VERSION,
        inputs: { mission_title: 'Learn to cook 20 weeknight dinners', qa_pairs: [{ question: 'By when?', answer: 'within 2 weeks' }] },
        output: plan,
        usage: { total_tokens: 40 },
        attempts: 2,
        fallback: true,
        problems: [expect.stringContaining('attempt 1: the reply is not valid JSON'), expect.stringContaining('attempt 2')],
      });
    } finally {
      await fake.close();
    }
  });

  it('the offline planner is recorded as offline', async () => {
    const records: PlannerCallRecord[] = [];
    const planner = createPlanner({}, undefined, (r) => records.push(r));
    await planner.todoSteps({ title: 'Book movers', description: null, success_criteria: 'Movers booked' });
    expect(records).toEqual([expect.objectContaining({ capability: 'todoSteps', model: 'offline', prompt_version: OFFLINE_PLANNER_VERSION, fallback: false, usage: null })]);
  });
});

import { OFFLINE_PLANNER_VERSION } from '../../commands/plannerCalls/recordingPlanner';
import { randomUUID } from 'node:crypto';
import { SchemaCheckedEventStore } from '../../commands/eventCodec';
import type { EventStore } from '../../commands/eventStore';
import { handleCommand } from '../../commands/handleCommand';
import { allEventSchemas } from '../../domain/allEventSchemas';
import { jobStreamId } from '../../domain/jobs/events';
import { INTERRUPTED_MESSAGE, jobDecider } from '../../domain/jobs/jobDecider';
import type { GeneratedTodos } from '../../domain/planning';
import { runPlanningJob, type JobWorkerDeps } from '../../planner/jobs/runPlanningJob';
import { LangChainPlanner } from '../../planner/langchainPlanner';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import type { MissionTodosInput, Planner } from '../../commands/ports/planner';
import { createPlanner } from '../../planner/createPlanner';
import { databaseForSuite } from '../support/databaseForSuite';
import { startFakeOpenAI } from '../support/fakeOpenAI';

/** Planning jobs run by workers against the real PostgreSQL event store. */
describe('planning job worker', () => {
  const database = databaseForSuite({ prefix: 'planner_jobs', store: {} });
  let store: SchemaCheckedEventStore;
  let clock: Date;
  const logger = { error: jest.fn() };

  beforeAll(() => {
    store = new SchemaCheckedEventStore(database.store, allEventSchemas);
  });
  beforeEach(() => {
    clock = new Date('2026-01-10T10:00:00.000Z');
  });

  const now = () => clock;
  const deps = (planner: Planner): JobWorkerDeps => ({ store: database.store, planner, now, logger });
  const input: MissionTodosInput = { mission_title: 'Learn Spanish', mission_description: '', qa_pairs: [{ question: 'By when?', answer: 'by June 2026' }] };

  async function requestJob(jobInput: MissionTodosInput = input): Promise<string> {
    const jobId = randomUUID();
    await handleCommand(
      { store, now },
      {
        streamId: jobStreamId(jobId),
        decider: jobDecider,
        command: { type: 'RequestJob', jobId, userId: randomUUID(), jobType: 'mission_todos', input: jobInput, missionId: null, odysseyId: null, now: now().toISOString() },
        actor: { userId: null, correlationId: 'test' },
      },
    );
    return jobId;
  }
  const eventsOf = async (jobId: string) => store.readStream(jobStreamId(jobId));
  const typesOf = async (jobId: string) => (await eventsOf(jobId)).map((e) => e.type);

  /** Counts plan generations, so "run once" is checked, not assumed. */
  function countingPlanner(): Planner & { calls: number } {
    const offline = new OfflinePlanner();
    const planner = Object.create(offline) as Planner & { calls: number };
    planner.calls = 0;
    planner.missionTodos = async (i, s) => {
      planner.calls += 1;
      return offline.missionTodos(i, s);
    };
    return planner;
  }

  it('claims, reports progress and records the plan', async () => {
    const jobId = await requestJob();

    const outcome = await runPlanningJob(deps(new OfflinePlanner()), jobId, { workerId: 'w1', leaseMs: 60_000 });

    expect(outcome).toBe('completed');
    const events = await eventsOf(jobId);
    expect(events.map((e) => e.type)).toEqual(['JobRequested', 'JobClaimed', ...Array(5).fill('JobProgressed'), 'PlannerCallRecorded', 'JobCompleted']);
    const result = (events.at(-1)!.data as { result: GeneratedTodos }).result;
    // The worker plans as of its clock: due dates run up to the deadline.
    expect(result).toEqual(await new OfflinePlanner().missionTodos({ ...input, now: now() }));
    expect(JSON.stringify(result)).toContain('by June 2026');
    expect(result.todos.at(-1)!.due_date).toBe('2026-06-30');
    // The audit record: which planner, which inputs, what it produced.
    expect(events.at(-2)!.data).toMatchObject({
      jobId,
      capability: 'missionTodos',
      model: 'offline',
      promptVersion: OFFLINE_PLANNER_VERSION,
      inputs: { mission_title: 'Learn Spanish', qa_pairs: input.qa_pairs },
      output: result,
      usage: null,
      fallback: false,
      error: null,
    });
  });

  it('plans with the odyssey the job was asked for, and runs a job stored before jobs kept one', async () => {
    const offline = new OfflinePlanner();
    const heard: MissionTodosInput[] = [];
    const planner = Object.create(offline) as Planner;
    planner.missionTodos = async (i, s) => {
      heard.push(i);
      return offline.missionTodos(i, s);
    };
    const odyssey = { title: 'Run a marathon in October', description: 'My first one' };
    const inOdyssey = await requestJob({ mission_title: 'Build the base', mission_description: '', qa_pairs: [], odyssey });
    // As stored before: the input has no odyssey key at all.
    const older = await requestJob({ mission_title: 'Build the base', mission_description: '', qa_pairs: [] });

    expect(await runPlanningJob(deps(planner), inOdyssey, { workerId: 'w1', leaseMs: 60_000 })).toBe('completed');
    expect(await runPlanningJob(deps(planner), older, { workerId: 'w1', leaseMs: 60_000 })).toBe('completed');

    expect(heard.map((i) => i.odyssey)).toEqual([odyssey, undefined]);
    const titles = async (jobId: string) => ((await eventsOf(jobId)).at(-1)!.data as { result: GeneratedTodos }).result.todos.map((t) => t.title);
    expect(await titles(inOdyssey)).toContain('Write a weekly training plan');
    expect(await titles(older)).toContain('Decide what done means for building the base');
  });

  it('reports the offline planner\'s phases in order, with progress rising, before the plan', async () => {
    const jobId = await requestJob();

    await runPlanningJob(deps(new OfflinePlanner()), jobId, { workerId: 'w1', leaseMs: 60_000 });

    const progressed = (await eventsOf(jobId)).filter((e) => e.type === 'JobProgressed').map((e) => e.data as { progress: number; phase?: string; partialItems?: string[] });
    expect(progressed.map((p) => p.phase)).toEqual([undefined, 'understanding_goal', 'drafting', 'shaping_to_answers', undefined]);
    const values = progressed.map((p) => p.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
    expect(values.at(-1)).toBe(90);
    // The titles appear while the plan is shaped, and the finished plan keeps them.
    const titles = (await new OfflinePlanner().missionTodos({ ...input, now: now() })).todos.map((t) => t.title);
    expect(progressed[3].partialItems).toEqual(titles);
    expect(progressed[4].partialItems).toEqual(titles);
  });

  it('reports each todo the model has finished writing while its reply still streams', async () => {
    const fake = await startFakeOpenAI();
    try {
      const todo = (title: string) => ({ title, description: `How to ${title.toLowerCase()} by June 2026.`, success_criteria: `- ${title} done`, priority: 'medium' });
      fake.reply({ json: { todos: [todo('Book a trial lesson'), todo('Practise twenty minutes a day')] } });
      const planner = new LangChainPlanner({ apiKey: 'k', baseURL: fake.baseURL, model: 'gpt-4o-mini', timeoutMs: 5000, maxRetries: 0 });
      const jobId = await requestJob();

      expect(await runPlanningJob(deps(planner), jobId, { workerId: 'w1', leaseMs: 60_000 })).toBe('completed');

      expect(fake.requests[0].body.stream).toBe(true);
      const events = await eventsOf(jobId);
      const progressed = events.filter((e) => e.type === 'JobProgressed').map((e) => e.data as { progress: number; phase?: string; partialItems?: string[] });
      const withItems = progressed.filter((p) => p.partialItems);
      expect(withItems.map((p) => p.partialItems)).toEqual([['Book a trial lesson'], ['Book a trial lesson', 'Practise twenty minutes a day']]);
      expect(withItems[0]).toMatchObject({ phase: 'generating' });
      expect(withItems[0].progress).toBeLessThan(withItems[1].progress);
      // The first title was on the record before the job completed.
      const firstTitleAt = events.findIndex((e) => e.type === 'JobProgressed' && (e.data as { partialItems?: string[] }).partialItems?.length === 1);
      expect(firstTitleAt).toBeLessThan(events.findIndex((e) => e.type === 'JobCompleted'));
    } finally {
      await fake.close();
    }
  });

  it('takes back the titles of a reply it rejects, so while the model is asked again only what will be kept shows', async () => {
    const fake = await startFakeOpenAI();
    try {
      const todo = (title: string) => ({ title, description: `How to ${title.toLowerCase()} by June 2026.`, success_criteria: `- ${title} done`, priority: 'medium' });
      const rejected = ['Book a trial lesson', 'Buy a grammar book'];
      const kept = ['Find a tutor', 'Practise twenty minutes a day', 'Hold a first conversation'];
      // The first reply repeats a title: it is rejected and the model asked again.
      fake.reply({ json: { todos: [todo(rejected[0]), todo(rejected[1]), todo(rejected[0]), todo('Read one page a day')] } }, { json: { todos: kept.map(todo) } });
      const planner = new LangChainPlanner({ apiKey: 'k', baseURL: fake.baseURL, model: 'gpt-4o-mini', timeoutMs: 5000, maxRetries: 0 });
      const jobId = await requestJob();

      expect(await runPlanningJob(deps(planner), jobId, { workerId: 'w1', leaseMs: 60_000 })).toBe('completed');

      expect(fake.requests).toHaveLength(2);
      const itemLists = (await eventsOf(jobId))
        .map((e) => (e.type === 'JobProgressed' ? (e.data as { partialItems?: string[] }).partialItems : undefined))
        .filter((items): items is string[] => items !== undefined);
      // The rejected reply's titles did stream in; each list showing them is taken back by the next.
      const showingRejected = itemLists.flatMap((items, i) => (items.some((title) => rejected.includes(title)) ? [i] : []));
      expect(showingRejected.length).toBeGreaterThan(0);
      for (const i of showingRejected) expect(itemLists[i + 1].filter((title) => rejected.includes(title))).toEqual([]);
      expect(itemLists[showingRejected.at(-1)! + 1]).toEqual([]);
      for (const items of itemLists.slice(showingRejected.at(-1)! + 1)) expect(kept.slice(0, items.length)).toEqual(items);
      expect(itemLists.at(-1)).toEqual(kept);
    } finally {
      await fake.close();
    }
  });

  it('two workers racing: one claim wins, the plan is made and recorded once', async () => {
    const jobId = await requestJob();
    const planner = countingPlanner();
    // Both workers read the pending job before either appends its claim: a true race.
    let arrived = 0;
    let openBarrier!: () => void;
    const barrier = new Promise<void>((resolve) => (openBarrier = resolve));
    const racing: EventStore = Object.create(database.store);
    racing.readStream = async (streamId) => {
      const events = await database.store.readStream(streamId);
      if (arrived < 2) {
        arrived += 1;
        if (arrived === 2) openBarrier();
        await barrier;
      }
      return events;
    };
    const racingDeps = { ...deps(planner), store: racing };

    const outcomes = await Promise.all([
      runPlanningJob(racingDeps, jobId, { workerId: 'w1', leaseMs: 60_000 }),
      runPlanningJob(racingDeps, jobId, { workerId: 'w2', leaseMs: 60_000 }),
    ]);

    expect(outcomes.sort()).toEqual(['completed', 'skipped']);
    expect(planner.calls).toBe(1);
    const types = await typesOf(jobId);
    expect(types.filter((t) => t === 'JobClaimed')).toHaveLength(1);
    expect(types.filter((t) => t === 'JobCompleted')).toHaveLength(1);
  });

  it('a completed job is never run again', async () => {
    const jobId = await requestJob();
    const planner = countingPlanner();
    await runPlanningJob(deps(planner), jobId, { workerId: 'w1', leaseMs: 60_000 });
    clock = new Date(clock.getTime() + 3_600_000);

    expect(await runPlanningJob(deps(planner), jobId, { workerId: 'w2', leaseMs: 60_000 })).toBe('skipped');
    expect(planner.calls).toBe(1);
  });

  it('a worker killed mid-job: after its lease expires another worker completes it, the result is recorded once', async () => {
    const jobId = await requestJob();
    // Worker 1 claims, then hangs inside the planner (as good as dead).
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const offline = new OfflinePlanner();
    const dying = Object.create(offline) as Planner;
    dying.missionTodos = async (i) => {
      await stuck;
      return { todos: [{ title: 'Stale plan from the dead worker', description: '', success_criteria: '- never shown', priority: 'low' }] };
    };
    const first = runPlanningJob(deps(dying), jobId, { workerId: 'dead-worker', leaseMs: 60_000 });
    await waitFor(async () => (await typesOf(jobId)).includes('JobProgressed'));

    // While the lease holds, nobody else may take the job.
    clock = new Date(clock.getTime() + 30_000);
    expect(await runPlanningJob(deps(offline), jobId, { workerId: 'w2', leaseMs: 60_000 })).toBe('skipped');

    // The lease runs out: the next worker claims and completes it.
    clock = new Date(clock.getTime() + 60_000);
    expect(await runPlanningJob(deps(offline), jobId, { workerId: 'w2', leaseMs: 60_000 })).toBe('completed');

    // The "dead" worker comes back: its late result is refused.
    release();
    expect(await first).toBe('skipped');
    const events = await eventsOf(jobId);
    const completions = events.filter((e) => e.type === 'JobCompleted');
    expect(completions).toHaveLength(1);
    expect(completions[0].data).toMatchObject({ workerId: 'w2' });
    expect(JSON.stringify(completions[0].data)).not.toContain('Stale plan');
  });

  it('a job whose workers keep dying fails with a readable message instead of looping', async () => {
    const jobId = await requestJob();
    for (const workerId of ['w1', 'w2', 'w3']) {
      await handleCommand({ store, now }, { streamId: jobStreamId(jobId), decider: jobDecider, command: { type: 'ClaimJob', jobId, workerId, leaseMs: 1000, now: now().toISOString() }, actor: { userId: null, correlationId: 't' } });
      clock = new Date(clock.getTime() + 2000);
    }

    expect(await runPlanningJob(deps(new OfflinePlanner()), jobId, { workerId: 'w4', leaseMs: 60_000 })).toBe('failed');
    const last = (await eventsOf(jobId)).at(-1)!;
    expect(last).toMatchObject({ type: 'JobFailed', data: { errorMessage: INTERRUPTED_MESSAGE } });
  });

  it('a streamed plan that stalls is cut at the per-request time-out, and the offline plan stands in with that reason', async () => {
    const fake = await startFakeOpenAI();
    try {
      fake.reply({ json: { todos: [] }, stallAfterChunks: 3 });
      const planner = createPlanner({ OPENAI_BASE_URL: fake.baseURL, PLANNER_MODEL: 'local-model', PLANNER_TIMEOUT_MS: 1000, PLANNER_MAX_RETRIES: 0, PLANNER_BUDGET_MS: 60_000 });
      const jobId = await requestJob();

      const started = Date.now();
      expect(await runPlanningJob(deps(planner), jobId, { workerId: 'w1', leaseMs: 120_000 })).toBe('completed');

      expect(Date.now() - started).toBeLessThan(5000);
      expect(fake.requests[0].body.stream).toBe(true);
      const call = (await eventsOf(jobId)).find((e) => e.type === 'PlannerCallRecorded')!;
      expect(call.data).toMatchObject({ fallback: true, attempts: 1, fallbackReason: 'the AI planner did not answer within 1 second' });
    } finally {
      await fake.close();
    }
  });

  it('with the model server down the offline plan stands in because the server could not be reached', async () => {
    const fake = await startFakeOpenAI();
    const baseURL = fake.baseURL;
    await fake.close();
    const planner = createPlanner({ OPENAI_BASE_URL: baseURL, PLANNER_MODEL: 'local-model', PLANNER_TIMEOUT_MS: 1000, PLANNER_MAX_RETRIES: 2 });
    const jobId = await requestJob();

    expect(await runPlanningJob(deps(planner), jobId, { workerId: 'w1', leaseMs: 60_000 })).toBe('completed');

    const call = (await eventsOf(jobId)).find((e) => e.type === 'PlannerCallRecorded')!;
    expect(call.data).toMatchObject({ fallback: true, attempts: 3, fallbackReason: 'the AI planner could not be reached after 3 tries' });
  });

  it('records the planner\'s readable error when the AI answer is malformed', async () => {
    const fake = await startFakeOpenAI();
    try {
      fake.reply({ malformed: true }, { malformed: true });
      const planner = new LangChainPlanner({ apiKey: 'k', baseURL: fake.baseURL, model: 'gpt-4o-mini', timeoutMs: 20_000, maxRetries: 0 });
      const jobId = await requestJob();

      expect(await runPlanningJob(deps(planner), jobId, { workerId: 'w1', leaseMs: 60_000 })).toBe('failed');
      const last = (await eventsOf(jobId)).at(-1)!;
      expect(last).toMatchObject({ type: 'JobFailed', data: { errorMessage: 'The AI planner returned an answer in an unexpected format. Please try again.' } });
    } finally {
      await fake.close();
    }
  });

  it('hides an unexpected crash behind a generic message and logs it', async () => {
    const broken = Object.create(new OfflinePlanner()) as Planner;
    broken.missionTodos = async () => {
      throw new TypeError('cannot read properties of undefined');
    };
    const jobId = await requestJob();

    expect(await runPlanningJob(deps(broken), jobId, { workerId: 'w1', leaseMs: 60_000 })).toBe('failed');
    expect((await eventsOf(jobId)).at(-1)).toMatchObject({ type: 'JobFailed', data: { errorMessage: 'Planning failed unexpectedly. Please try again.' } });
    expect(logger.error).toHaveBeenCalled();
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

import { OFFLINE_PLANNER_VERSION } from '../../commands/plannerCalls/recordingPlanner';
import { plannerCallsStreamId } from '../../domain/plannerCalls/events';
import { createPlanner } from '../../planner/createPlanner';
import { PROMPT_VERSION } from '../../planner/prompts/shared';
import { startFakeOpenAI, type FakeOpenAI, type RecordedRequest } from '../support/fakeOpenAI';
import { plannerOnFake, toolOf } from '../support/modelAppForSuite';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';
import { listenLocally } from '../support/listenLocally';

/**
 * Every planner call is on the record next to what it produced (model or offline, prompt
 * version, key inputs, validated output, tokens, latency, fallback and why), through the API:
 * once with a model behind a fake OpenAI-compatible server, once with the offline planner.
 */

type Entry = { type: string; stream: string; summary: string; data: any };
type History = { events: Entry[] };

/** Structured calls answer by the tool they ask for; a tool in `broken` gets malformed replies. */
const broken = new Set<string>();
function modelReply(req: RecordedRequest) {
  const tool = toolOf(req);
  if (tool && broken.has(tool)) return { malformed: true as const };
  switch (tool) {
    case 'mission_questions':
    case 'odyssey_questions':
      return { json: { questions: ['How many hours a week can you train?'] } };
    case 'mission_todos':
      return { json: { todos: [{ title: 'Book the race', description: 'Pick a date', success_criteria: '- Race booked', priority: 'high' }, { title: 'Train three times a week', description: 'Easy runs', success_criteria: '- 12 runs done', priority: 'medium' }] } };
    case 'odyssey_missions':
      return { json: { missions: [{ title: 'Find a flat', description: 'Near work', order: 1 }, { title: 'Move the boxes', description: 'One weekend', order: 2 }] } };
    case 'todo_steps':
      return { json: { steps: [{ title: 'Warm up for ten minutes', description: 'Easy pace' }, { title: 'Run the 10k', description: 'Race pace' }] } };
    case 'step_chat':
      return { json: { response: 'Good: keep the warm-up easy.', extracted_findings: [], step_completed: false, next_action: 'Run the 10k' } };
    case 'todo_evaluation':
      return { json: { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Well done.', criteria: [{ criterion: 'Finish a 10k', met: true, evidence: 'Both steps done' }] } };
    case 'mission_completion':
      return { json: { summary: 'The 10k is run: every todo met its criteria.' } };
  }
  // The Director streams text (its request carries the Director's own tools).
  return { content: 'Focus on the 10k today.' };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(['model', 'offline'] as const)('the audit record of planner calls (%s)', (mode) => {
  let fake: FakeOpenAI | null = null;
  let t: TestApp;
  let baseUrl: string;
  let alice: TestUser;
  const model = mode === 'model' ? 'local-model' : 'offline';
  const promptVersion = mode === 'model' ? PROMPT_VERSION : OFFLINE_PLANNER_VERSION;
  const usage = mode === 'model' ? { inputTokens: 12, outputTokens: 8, totalTokens: 20 } : null;

  beforeAll(async () => {
    if (mode === 'model') {
      fake = await startFakeOpenAI();
      fake.setDefaultReply(modelReply);
    }
    const planner = fake ? plannerOnFake(fake) : createPlanner({});
    t = await startTestApp({ planner });
    baseUrl = await listenLocally(t.app);
    alice = await t.registerUser();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  afterEach(() => broken.clear());

  async function historyUntil(kind: string, id: string, done: (h: History) => boolean): Promise<History> {
    let last: History | null = null;
    for (let i = 0; i < 200; i++) {
      const res = await t.as(alice).get(`/api/history/${kind}/${id}`);
      expect(res.statusCode).toBe(200);
      last = res.json();
      if (done(last!)) return last!;
      await sleep(50);
    }
    throw new Error(`history of ${kind} ${id} never satisfied the condition: ${JSON.stringify(last?.events.map((e) => e.type))}`);
  }
  /** The planner call recorded right after the event it produced. */
  const callAfter = (h: History, type: string, capability: string) => {
    const at = h.events.findIndex((e) => e.type === type);
    return h.events.slice(at + 1).find((e) => e.type === 'PlannerCallRecorded' && e.data.capability === capability);
  };
  const recorded = (capability: string) => (h: History) => h.events.some((e) => e.type === 'PlannerCallRecorded' && e.data.capability === capability);
  const onRecord = (extra: object = {}) => ({
    model,
    promptVersion,
    usage,
    latencyMs: expect.any(Number),
    fallback: false,
    fallbackReason: null,
    fallbackKind: null,
    error: null,
    userId: alice.user.id,
    ...extra,
  });

  it('questions: the answer says who wrote them, and the call is on the user’s planner-call record', async () => {
    const res = await t.as(alice).post('/api/mission-breakdown/questions', { title: 'Run a 10k', description: 'My first race' });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.questions.length).toBeGreaterThan(0);
    expect(answer.planner).toEqual({ name: model, fallback: false, reason: null });

    const calls = await t.services.deps.store.readStream(plannerCallsStreamId(alice.user.id));
    expect(calls.at(-1)!.data).toMatchObject(onRecord({ capability: 'missionQuestions', inputs: { title: 'Run a 10k', description: 'My first race' }, output: { questions: answer.questions } }));
  });

  it('synchronous plans: the answer says who planned, and the call is in the planned mission’s history', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Spring half marathon', description: '' })).json();
    const other = (await t.as(alice).post('/api/missions/', { title: 'Autumn 10k', description: '' })).json();
    const res = await t.as(alice).post('/api/mission-breakdown/generate-todos', { mission_title: 'Spring half marathon', mission_description: '', qa_pairs: [], mission_id: mission.id });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.todos.length).toBeGreaterThan(0);
    expect(answer.planner).toEqual({ name: model, fallback: false, reason: null });

    const history = await historyUntil('mission', mission.id, recorded('missionTodos'));
    const call = history.events.find((e) => e.type === 'PlannerCallRecorded' && e.data.capability === 'missionTodos')!;
    expect(call.stream).toBe(plannerCallsStreamId(alice.user.id));
    expect(call.data).toMatchObject(onRecord({ missionId: mission.id, inputs: { mission_title: 'Spring half marathon' }, output: { todos: answer.todos } }));
    const otherHistory = (await t.as(alice).get(`/api/history/mission/${other.id}`)).json() as History;
    expect(otherHistory.events.some((e) => e.type === 'PlannerCallRecorded')).toBe(false);
  });

  it('a wizard’s synchronous questions and plan are in the history of the odyssey it then creates', async () => {
    const questions = await t.as(alice).post('/api/odyssey-breakdown/questions', { title: 'Move to Lisbon', description: '' });
    const plan = await t.as(alice).post('/api/odyssey-breakdown/generate-missions', { odyssey_title: 'Move to Lisbon', odyssey_description: '', qa_pairs: [] });
    expect(plan.statusCode).toBe(200);
    expect(plan.json().planner).toEqual({ name: model, fallback: false, reason: null });
    const odyssey = (await t.as(alice).post('/api/odysseys/', { title: 'move to  lisbon', description: '' })).json();
    const unrelated = (await t.as(alice).post('/api/odysseys/', { title: 'Learn Portuguese', description: '' })).json();

    const history = await historyUntil('odyssey', odyssey.id, recorded('odysseyMissions'));
    const capabilities = history.events.filter((e) => e.type === 'PlannerCallRecorded').map((e) => e.data.capability);
    expect(capabilities).toEqual(['odysseyQuestions', 'odysseyMissions']);
    expect(history.events.find((e) => e.data?.capability === 'odysseyQuestions')!.data.output).toEqual({ questions: questions.json().questions });
    const unrelatedHistory = (await t.as(alice).get(`/api/history/odyssey/${unrelated.id}`)).json() as History;
    expect(unrelatedHistory.events.some((e) => e.type === 'PlannerCallRecorded')).toBe(false);
  });

  it('step plan, step chat, evaluation and mission summary: each call sits next to what it produced', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Race season', description: 'Get race-ready' })).json();
    const created = await t.as(alice).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k', priority: 'high', mission_id: mission.id });
    expect(created.statusCode).toBe(201);
    const todoId = created.json().id;

    // Step plan (background reactor): on the todo's record right after StepsPlanned.
    let todoHistory = await historyUntil('todo', todoId, recorded('todoSteps'));
    const planned = todoHistory.events.find((e) => e.type === 'StepsPlanned')!;
    const planCall = callAfter(todoHistory, 'StepsPlanned', 'todoSteps')!;
    expect(planCall.data).toMatchObject(onRecord({ inputs: { title: 'Run a 10k', success_criteria: 'Finish a 10k' } }));
    expect(planCall.data.output.steps.map((s: { title: string }) => s.title)).toEqual(planned.data.steps.map((s: { title: string }) => s.title));
    expect(planCall.summary).toMatch(new RegExp(`^AI planner call \\(step plan\\): ${model}, prompt ${promptVersion}, \\d+ ms`));

    // Step chat: the answer says who replied; the call is on the chat's record after the reply.
    const steps = await t.plannedSteps(alice, todoId);
    const chat = await t.as(alice).post('/api/step-assistant/chat', { step_id: steps[0].id, message: 'What should I watch out for?' });
    expect(chat.statusCode).toBe(200);
    expect(chat.json().planner).toEqual({ name: model, fallback: false, reason: null });
    todoHistory = await historyUntil('todo', todoId, recorded('stepChat'));
    const chatCall = callAfter(todoHistory, 'StepAssistantReplied', 'stepChat')!;
    expect(chatCall.stream).toBe(`stepchat-${steps[0].id}`);
    expect(chatCall.data).toMatchObject(onRecord({ inputs: { message: 'What should I watch out for?', todo_title: 'Run a 10k' }, output: { response: chat.json().response } }));

    // Evaluation (completing the last open step): the answer says who evaluated.
    for (const step of steps) expect((await t.as(alice).put(`/api/steps/${step.id}/complete`)).statusCode).toBe(200);
    const todo = (await t.as(alice).get(`/api/todos/${todoId}`)).json();
    todoHistory = await historyUntil('todo', todoId, recorded('evaluateTodo'));
    const evalCall = callAfter(todoHistory, 'TodoEvaluated', 'evaluateTodo')!;
    expect(evalCall.data).toMatchObject(onRecord({ inputs: { todo_title: 'Run a 10k' } }));
    expect(evalCall.data.output.recommendation).toBe(todoHistory.events.find((e) => e.type === 'TodoEvaluated')!.data.recommendation);

    // Mission summary (background reactor, once the mission's last todo completes).
    if (todo.status !== 'completed') expect((await t.as(alice).post(`/api/todos/${todoId}/force-complete`)).statusCode).toBe(200);
    const missionHistory = await historyUntil('mission', mission.id, recorded('missionCompletionSummary'));
    const summaryCall = callAfter(missionHistory, 'MissionCompleted', 'missionCompletionSummary')!;
    expect(summaryCall.data).toMatchObject(onRecord({ inputs: { mission_title: 'Race season' }, output: missionHistory.events.find((e) => e.type === 'MissionCompleted')!.data.evaluation }));
  });

  it('the evaluation answer names who evaluated', async () => {
    const created = (await t.as(alice).post('/api/todos/', { title: 'Stretch daily', success_criteria: 'Stretch every day for a week', priority: 'low' })).json();
    await historyUntil('todo', created.id, recorded('todoSteps'));
    // The history (a lagging read model) may show the plan before the steps' read model does.
      const steps = await t.plannedSteps(alice, created.id);
    let last: any = null;
    for (const step of steps) last = (await t.as(alice).put(`/api/steps/${step.id}/complete`)).json();
    expect(last.evaluation_planner).toEqual({ name: model, fallback: false, reason: null });
    expect(last.completion_evaluation).not.toBeNull();
  });

  it('a Director reply: the call is on the conversation’s record after the reply', async () => {
    const res = await fetch(`${baseUrl}/api/director/chat`, {
      method: 'POST',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What should I focus on today?', conversation_id: null }),
    });
    const conversationId = /"conversation_id":\s*"([0-9a-f-]{36})"/.exec(await res.text())![1];
    const history = await historyUntil('conversation', conversationId, recorded('directorReply'));
    const reply = history.events.find((e) => e.type === 'DirectorAssistantMessagePosted')!;
    const call = callAfter(history, 'DirectorAssistantMessagePosted', 'directorReply')!;
    // Tokens as the server reported them in the stream's final usage chunk.
    expect(call.data).toMatchObject(onRecord({ inputs: { message: 'What should I focus on today?' }, output: reply.data.content }));
  });

  it('the onboarding sample: the offline planner’s call is on the sample odyssey’s record after its creation', async () => {
    const res = await t.as(alice).post('/api/onboarding/create-sample');
    expect(res.statusCode).toBe(200);
    const history = await historyUntil('odyssey', res.json().odyssey_id, recorded('sampleData'));
    const created = history.events.find((e) => e.type === 'OdysseyCreated')!;
    const call = callAfter(history, 'OdysseyCreated', 'sampleData')!;
    // The sample is the same for everyone and never asks a model.
    expect(call.data).toMatchObject({ model: 'offline', promptVersion: OFFLINE_PLANNER_VERSION, usage: null, fallback: false, userId: alice.user.id });
    expect(call.data.output.odyssey.title).toBe(created.data.title);
    expect(call.summary).toMatch(new RegExp(`^AI planner call \\(sample odyssey\\): offline, prompt ${OFFLINE_PLANNER_VERSION}, \\d+ ms$`));
  });

  if (mode === 'model') {
    it('a reply failing validation twice falls back to the offline questions, and the answer and the record say why', async () => {
      broken.add('mission_questions');
      const res = await t.as(alice).post('/api/mission-breakdown/questions', { title: 'Learn to cook 20 weeknight dinners', description: '' });
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer.questions.length).toBeGreaterThan(0);
      expect(answer.planner).toEqual({ name: 'offline (fallback from local-model)', fallback: true, reason: expect.stringMatching(/^its reply failed validation twice/) });

      const calls = await t.services.deps.store.readStream(plannerCallsStreamId(alice.user.id));
      expect(calls.at(-1)!.data).toMatchObject({
        capability: 'missionQuestions',
        model: 'offline (fallback from local-model)',
        promptVersion: PROMPT_VERSION,
        fallback: true,
        fallbackReason: answer.planner.reason,
        fallbackKind: 'malformed',
        attempts: 2,
        usage: { inputTokens: 24, outputTokens: 16, totalTokens: 40 },
        output: { questions: answer.questions },
        problems: [expect.stringContaining('attempt 1:'), expect.stringContaining('attempt 2:')],
      });
    });

    it('a synchronous plan the offline planner wrote says so in its answer, like a job’s answer does', async () => {
      broken.add('mission_todos');
      broken.add('odyssey_missions');
      const todos = await t.as(alice).post('/api/mission-breakdown/generate-todos', { mission_title: 'Learn to cook 20 weeknight dinners', mission_description: '', qa_pairs: [] });
      expect(todos.statusCode).toBe(200);
      const fellBack = { name: 'offline (fallback from local-model)', fallback: true, reason: expect.stringMatching(/^its reply failed validation twice/) };
      expect(todos.json().planner).toEqual(fellBack);
      const missions = await t.as(alice).post('/api/odyssey-breakdown/generate-missions', { odyssey_title: 'Grow the bakery', odyssey_description: '', qa_pairs: [] });
      expect(missions.json().planner).toEqual(fellBack);

      const started = await t.as(alice).post('/api/mission-breakdown/generate-todos-async', { mission_title: 'Learn to cook 20 weeknight dinners', mission_description: '', qa_pairs: [] });
      const jobId = started.json().job_id;
      let job: any = null;
      for (let i = 0; i < 200 && job?.status !== 'completed'; i++) {
        await sleep(50);
        job = (await t.as(alice).get(`/api/jobs/${jobId}`)).json();
      }
      expect(job).toMatchObject({ status: 'completed', planner: fellBack });
    });

    it('a job the model planned says so in its answer', async () => {
      const started = await t.as(alice).post('/api/odyssey-breakdown/generate-missions-async', { odyssey_title: 'Move to Porto', odyssey_description: '', qa_pairs: [] });
      let job: any = null;
      for (let i = 0; i < 200 && job?.status !== 'completed'; i++) {
        await sleep(50);
        job = (await t.as(alice).get(`/api/jobs/${started.json().job_id}`)).json();
      }
      expect(job).toMatchObject({ status: 'completed', planner: { name: 'local-model', fallback: false, reason: null } });
    });

    it('a step plan that falls back says so in the todo’s history', async () => {
      broken.add('todo_steps');
      const created = (await t.as(alice).post('/api/todos/', { title: 'Bake bread', success_criteria: 'One loaf', priority: 'low' })).json();
      const history = await historyUntil('todo', created.id, recorded('todoSteps'));
      const call = callAfter(history, 'StepsPlanned', 'todoSteps')!;
      expect(call.data).toMatchObject({ fallback: true, model: 'offline (fallback from local-model)', fallbackReason: expect.stringMatching(/^its reply failed validation twice/) });
      expect(call.summary).toMatch(/; fallback: the offline planner stood in \("its reply failed validation twice/);
    });

    it('an evaluation the model cannot give stays owed, and the failed call is on the todo’s record', async () => {
      const created = (await t.as(alice).post('/api/todos/', { title: 'Cycle 50k', success_criteria: 'Ride 50k in one go', priority: 'low' })).json();
      await historyUntil('todo', created.id, recorded('todoSteps'));
      // The history (a lagging read model) may show the plan before the steps' read model does.
      const steps = await t.plannedSteps(alice, created.id);
      broken.add('todo_evaluation');
      let last: any = null;
      for (const step of steps) last = (await t.as(alice).put(`/api/steps/${step.id}/complete`)).json();
      expect(last).toMatchObject({ completion_evaluation: null, evaluation_planner: null });
      const history = await historyUntil('todo', created.id, recorded('evaluateTodo'));
      const call = callAfter(history, 'TodoEvaluationRequested', 'evaluateTodo')!;
      expect(call.data).toMatchObject({ model: 'local-model', fallback: false, attempts: 2, output: null, error: expect.stringMatching(/unexpected format/) });
      expect(history.events.some((e) => e.type === 'TodoEvaluated')).toBe(false);
    });

    it('a step chat reply the model cannot give is refused (503), and the failed call is on the chat’s record', async () => {
      const created = (await t.as(alice).post('/api/todos/', { title: 'Swim 1k', success_criteria: 'Swim 1k without stopping', priority: 'low' })).json();
      await historyUntil('todo', created.id, recorded('todoSteps'));
      // The history (a lagging read model) may show the plan before the steps' read model does.
      const steps = await t.plannedSteps(alice, created.id);
      broken.add('step_chat');
      const res = await t.as(alice).post('/api/step-assistant/chat', { step_id: steps[0].id, message: 'How do I breathe?' });
      expect(res.statusCode).toBe(503);
      const history = await historyUntil('todo', created.id, recorded('stepChat'));
      const call = callAfter(history, 'StepChatMessagePosted', 'stepChat')!;
      expect(call.data).toMatchObject({ model: 'local-model', fallback: false, attempts: 2, error: expect.stringMatching(/unexpected format/) });
      expect(call.summary).toMatch(/; failed: "The AI planner returned an answer in an unexpected format/);
    });
  }
});

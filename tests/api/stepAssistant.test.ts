import type { StepChatResult, TodoEvaluation } from '../../domain/planning';
import { createPlanner } from '../../planner/createPlanner';
import { PlannerError } from '../../planner/plannerError';
import type { Planner } from '../../commands/ports/planner';
import { eventually } from '../support/eventually';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

/** The offline planner; chat can be made to fail, evaluations can be scripted. */
const offline = createPlanner({});
const knobs = { chatDown: false, nextEvaluation: null as TodoEvaluation | null, chatInputs: [] as Array<Parameters<Planner['stepChat']>[0]> };
const planner = new Proxy(offline, {
  get(target, prop, receiver) {
    if (prop === 'stepChat') {
      return async (input: Parameters<Planner['stepChat']>[0]): Promise<StepChatResult> => {
        knobs.chatInputs.push(input);
        if (knobs.chatDown) throw new PlannerError('timeout', 'The model took too long to answer.');
        return target.stepChat(input);
      };
    }
    if (prop === 'evaluateTodo') return async (input: Parameters<Planner['evaluateTodo']>[0]) => knobs.nextEvaluation ?? target.evaluateTodo(input);
    const value = Reflect.get(target, prop, receiver);
    return typeof value === 'function' ? value.bind(target) : value;
  },
}) as Planner;

const { t, alice, bob } = testAppForSuite({ planner });
beforeEach(() => {
  knobs.chatDown = false;
  knobs.nextEvaluation = null;
  knobs.chatInputs = [];
});

type Step = { id: string; title: string; status: string };

async function todoWithPlan(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await t.as(user).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k race under 60 minutes', ...body });
  expect(res.statusCode).toBe(201);
  const todo = res.json() as { id: string };
  const steps: Step[] = await t.plannedSteps(user, todo.id);
  return { todo, steps };
}

const chat = (user: TestUser, stepId: string, message: string) => t.as(user).post('/api/step-assistant/chat', { step_id: stepId, message });

describe('POST /api/step-assistant/chat', () => {
  it('answers, records both messages, extracts findings and starts the todo and the step', async () => {
    const { todo, steps } = await todoWithPlan(alice);
    const res = await chat(alice, steps[0].id, 'We decided to run the city 10k in May. The plan is at https://example.org/10k-plan');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.response.length).toBeGreaterThan(0);
    expect(body).toMatchObject({ step_completed: false, completion_evaluation: null, todo_status: 'in_progress', todo_auto_completed: false });
    expect(body.message).toMatchObject({ role: 'assistant', message: body.response, step_id: steps[0].id });
    expect(body.user_message).toMatchObject({ role: 'user', message: 'We decided to run the city 10k in May. The plan is at https://example.org/10k-plan' });
    expect(body.next_action.length).toBeGreaterThan(0);
    const types = body.extracted_findings.map((f: { finding_type: string }) => f.finding_type).sort();
    expect(types).toEqual(expect.arrayContaining(['decision', 'resource']));
    expect(body.extracted_findings[0]).toMatchObject({ step_id: steps[0].id, step_title: steps[0].title, source: 'step_assistant' });

    const messages = (await t.as(alice).get(`/api/step-assistant/messages/${steps[0].id}`)).json();
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    const findings = (await t.as(alice).get(`/api/step-assistant/findings/${steps[0].id}`)).json();
    expect(findings.map((f: { id: string }) => f.id).sort()).toEqual(body.extracted_findings.map((f: { id: string }) => f.id).sort());
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json().status).toBe('in_progress');
    expect((await t.as(alice).get(`/api/steps/${steps[0].id}`)).json().status).toBe('in_progress');
    expect((await t.as(alice).get(`/api/todos/${todo.id}/resource-summary`)).json().chat_message_count).toBe(2);
  });

  it('gives the planner the earlier conversation, the todo and the step', async () => {
    const { steps } = await todoWithPlan(alice);
    await chat(alice, steps[1].id, 'Which shoes should I buy?');
    await chat(alice, steps[1].id, 'My budget is 100 euros.');
    const second = knobs.chatInputs[1];
    expect(second.message).toBe('My budget is 100 euros.');
    expect(second.history.map((h) => h.role)).toEqual(['user', 'assistant']);
    expect(second.history[0].message).toBe('Which shoes should I buy?');
    expect(second.todo).toMatchObject({ title: 'Run a 10k', success_criteria: 'Finish a 10k race under 60 minutes' });
    expect(second.step.title).toBe(steps[1].title);
  });

  it("answers \"When should I do this?\" from the todo's due date and the step after this one", async () => {
    const { steps } = await todoWithPlan(alice, { due_date: '2027-03-20' });
    const res = await chat(alice, steps[0].id, 'When should I do this?');
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toContain('Before Saturday 20 March 2027, when "Run a 10k" is due');
    expect(res.json().response).toContain(`the next step, "${steps[1].title}"`);
    expect(knobs.chatInputs[0].steps?.map((s) => s.title)).toEqual(steps.map((s) => s.title));
  });

  it('completes the step when the user says it is done, and evaluates the todo on the last one', async () => {
    const { todo, steps } = await todoWithPlan(alice);
    for (const step of steps.slice(0, -1)) await t.as(alice).put(`/api/steps/${step.id}/complete`);
    knobs.nextEvaluation = { gaps_found: false, gaps: [], suggestions: [], recommendation: 'All criteria met.', criteria: [] };
    const last = steps.at(-1)!;
    const res = await chat(alice, last.id, 'Done, I finished it today.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      step_completed: true,
      todo_status: 'completed',
      todo_auto_completed: true,
      completion_evaluation: { gaps_found: false, todo_auto_completed: true, recommendation: 'All criteria met.' },
    });
    expect((await t.as(alice).get(`/api/steps/${last.id}`)).json().status).toBe('completed');
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json().status).toBe('completed');
  });

  it('"Done: I ran 10 km in 58:40" completes the step and records a finding in the answer, once, also after the outcome reactor has seen the reply', async () => {
    const { todo, steps } = await todoWithPlan(alice);
    const res = await chat(alice, steps[0].id, 'Done: I ran 10 km in 58:40');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ step_completed: true, todo_status: 'in_progress', completion_evaluation: null, planner: { name: 'offline', fallback: false, reason: null } });
    expect(body.extracted_findings.map((f: { content: string; source: string }) => [f.content, f.source])).toEqual([['Done: I ran 10 km in 58:40', 'step_assistant']]);
    expect((await t.as(alice).get(`/api/steps/${steps[0].id}`)).json().status).toBe('completed');

    // The reply carries its outcome; the reactor that would finish it has handled the reply and found it applied.
    const chatLog = await t.services.deps.store.readStream(`stepchat-${steps[0].id}`);
    const replied = chatLog.find((e) => e.type === 'StepAssistantReplied')!;
    const reactorAt = () => t.services.deps.db('reactor_checkpoints').where({ name: 'apply-step-chat-outcome' }).first().then((r) => (r?.position == null ? -1n : BigInt(r.position)));
    expect(await eventually(reactorAt, (position) => position >= replied.position)).toBeGreaterThanOrEqual(replied.position);
    await t.quiet();
    expect(replied.data).toMatchObject({ stepCompleted: true, todoOutcome: { findingIds: body.extracted_findings.map((f: { id: string }) => f.id) } });
    const todoLog = await t.services.deps.store.readStream(`todo-${todo.id}`);
    expect(todoLog.filter((e) => e.type === 'StepCompleted').map((e) => e.data)).toEqual([expect.objectContaining({ stepId: steps[0].id, chatReplyId: body.message.id })]);
    expect(todoLog.filter((e) => e.type === 'FindingAdded')).toHaveLength(1);
    expect((await t.as(alice).get(`/api/step-assistant/findings/${steps[0].id}`)).json()).toHaveLength(1);
  });

  it('does not complete the step when the user says it is not done', async () => {
    const { steps } = await todoWithPlan(alice);
    const res = await chat(alice, steps[0].id, 'It is not done yet, I still need to pick a plan.');
    expect(res.json().step_completed).toBe(false);
    expect((await t.as(alice).get(`/api/steps/${steps[0].id}`)).json().status).toBe('in_progress');
  });

  it('refuses a blank message and records nothing', async () => {
    const { steps } = await todoWithPlan(alice);
    const res = await chat(alice, steps[0].id, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Message cannot be empty' });
    expect((await t.as(alice).get(`/api/step-assistant/messages/${steps[0].id}`)).json()).toEqual([]);
    expect(knobs.chatInputs).toHaveLength(0);
  });

  it('answers 503 when the planner fails, keeping the user message', async () => {
    const { steps } = await todoWithPlan(alice);
    knobs.chatDown = true;
    const res = await chat(alice, steps[0].id, 'Where do I start?');
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/^The AI planner could not answer right now: The model took too long to answer\./);
    const messages = (await t.as(alice).get(`/api/step-assistant/messages/${steps[0].id}`)).json();
    expect(messages.map((m: { role: string; message: string }) => [m.role, m.message])).toEqual([['user', 'Where do I start?']]);
  });

  it("answers 404 for another user's step and records nothing", async () => {
    const { steps } = await todoWithPlan(alice);
    const res = await chat(bob, steps[0].id, 'Hello');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Step not found' });
    expect((await chat(alice, 'nope', 'Hello')).statusCode).toBe(404);
    expect((await t.as(alice).get(`/api/step-assistant/messages/${steps[0].id}`)).json()).toEqual([]);
  });
});

describe('messages, findings and next action', () => {
  it("answers 404 for another user's step", async () => {
    const { steps } = await todoWithPlan(alice);
    for (const path of ['messages', 'findings', 'next-action']) {
      const res = await t.as(bob).get(`/api/step-assistant/${path}/${steps[0].id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Step not found' });
    }
  });

  it('adds and deletes findings by hand', async () => {
    const { steps } = await todoWithPlan(alice);
    const res = await t.as(alice).post('/api/step-assistant/findings', { step_id: steps[0].id, finding_type: 'Decision', title: 'Race', content: 'City 10k on 12 May' });
    expect(res.statusCode).toBe(201);
    const finding = res.json();
    expect(finding).toMatchObject({ step_id: steps[0].id, step_title: steps[0].title, finding_type: 'decision', title: 'Race', content: 'City 10k on 12 May', source: 'user' });

    expect((await t.as(bob).delete(`/api/step-assistant/findings/${finding.id}`)).statusCode).toBe(404);
    expect((await t.as(alice).get(`/api/step-assistant/findings/${steps[0].id}`)).json()).toHaveLength(1);
    expect((await t.as(alice).delete(`/api/step-assistant/findings/${finding.id}`)).statusCode).toBe(204);
    expect((await t.as(alice).get(`/api/step-assistant/findings/${steps[0].id}`)).json()).toEqual([]);
    const again = await t.as(alice).delete(`/api/step-assistant/findings/${finding.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Finding not found' });
  });

  it('validates findings', async () => {
    const { steps } = await todoWithPlan(alice);
    const post = (body: object) => t.as(alice).post('/api/step-assistant/findings', { step_id: steps[0].id, finding_type: 'information', title: 'T', content: 'C', ...body });
    expect((await post({ finding_type: 'rumour' })).json()).toEqual({ detail: 'Finding type must be information, decision or resource' });
    expect((await post({ content: '  ' })).json()).toEqual({ detail: 'Finding title and content are required' });
    expect((await post({ title: '' })).statusCode).toBe(400);
    const foreign = await t.as(bob).post('/api/step-assistant/findings', { step_id: steps[0].id, finding_type: 'information', title: 'T', content: 'C' });
    expect(foreign.statusCode).toBe(404);
  });

  it("suggests a next action from the step before any chat, then the assistant's latest suggestion", async () => {
    const { steps } = await todoWithPlan(alice);
    const before = (await t.as(alice).get(`/api/step-assistant/next-action/${steps[0].id}`)).json();
    expect(before).toMatchObject({ step_id: steps[0].id, suggested_by_assistant: false });
    expect(before.next_action).toContain(steps[0].title);
    const reply = (await chat(alice, steps[0].id, 'What should I do first?')).json();
    const after = (await t.as(alice).get(`/api/step-assistant/next-action/${steps[0].id}`)).json();
    expect(after).toEqual({ step_id: steps[0].id, next_action: reply.next_action, suggested_by_assistant: true });
  });
});

describe('step_id in the step assistant\'s bodies', () => {
  it.each([
    ['/api/step-assistant/chat', { message: 'Hello' }, 'Invalid step_id: step_id is required'],
    ['/api/step-assistant/chat', { step_id: 5, message: 'Hello' }, 'Invalid step_id: step_id must be the id of one of your steps'],
    ['/api/step-assistant/findings', { title: 'x', content: 'y' }, 'Invalid step_id: step_id is required'],
    ['/api/step-assistant/findings', { step_id: [], title: 'x', content: 'y' }, 'Invalid step_id: step_id must be the id of one of your steps'],
  ])('%s says whether it is missing or not an id: %j', async (url, body, detail) => {
    const res = await t.as(alice).post(url, body);
    expect([res.statusCode, res.json()]).toEqual([400, { detail }]);
  });
});

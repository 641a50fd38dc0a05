import { OFFLINE_PLANNER_VERSION } from '../../commands/plannerCalls/recordingPlanner';
import { randomUUID } from 'node:crypto';
import type { TestUser } from '../support/testApp';
import { listenLocally } from '../support/listenLocally';
import { testAppForSuite } from '../support/testAppForSuite';
import { quote } from '../../projections/history/eventSummaries';
import type { EntityHistory, HistoryEntry } from '../../projections/history/historyAnswer';

const { t, admin, alice, bob } = testAppForSuite();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await listenLocally(t.app);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A history as the route answers it, each entry's data read loosely (every event type has its own). */
type Entry = Omit<HistoryEntry, 'data'> & { data: any };
type History = Omit<EntityHistory, 'events'> & { events: Entry[] };

async function historyOf(user: TestUser, kind: string, id: string): Promise<History> {
  const res = await t.as(user).get(`/api/history/${kind}/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Polls the history until `done` holds (links and AI results arrive in the background). */
async function historyUntil(user: TestUser, kind: string, id: string, done: (h: History) => boolean): Promise<History> {
  let last: History | null = null;
  for (let i = 0; i < 100; i++) {
    last = await historyOf(user, kind, id);
    if (done(last)) return last;
    await sleep(50);
  }
  throw new Error(`history of ${kind} ${id} never satisfied the condition: ${JSON.stringify(last?.events.map((e) => e.type))}`);
}

async function createTodo(user: TestUser, title = 'Run a 10k') {
  const res = await t.as(user).post('/api/todos/', { title, success_criteria: 'Finish a 10k race under 60 minutes', priority: 'high' });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

/** A planning job started through the planning API and run by the planner worker to its end. */
async function planningJob(user: TestUser, jobType: 'mission_todos' | 'mission_replan' | 'odyssey_missions', title: string, links: { missionId?: string; odysseyId?: string } = {}) {
  const started =
    jobType === 'odyssey_missions'
      ? await t.as(user).post('/api/odyssey-breakdown/generate-missions-async', { odyssey_title: title, odyssey_description: 'A big goal', qa_pairs: [], odyssey_id: links.odysseyId })
      : await t.as(user).post('/api/mission-breakdown/generate-todos-async', {
          mission_title: title,
          mission_description: 'A goal',
          qa_pairs: [{ question: 'How much time?', answer: 'Two hours a week' }],
          mission_id: links.missionId,
        });
  expect(started.statusCode).toBe(202);
  const jobId: string = started.json().job_id;
  for (let i = 0; i < 100; i++) {
    const job = (await t.as(user).get(`/api/jobs/${jobId}`)).json();
    if (job.status === 'completed') return { jobId, result: job.result as { todos?: Array<{ title: string }>; missions?: Array<{ title: string }> } };
    if (job.status === 'failed') throw new Error(`job failed: ${job.error_message}`);
    await sleep(50);
  }
  throw new Error('the job never completed');
}

const isOrdered = (events: Entry[]) => events.every((e, i) => i === 0 || BigInt(e.position) > BigInt(events[i - 1].position));

describe('GET /api/history/todo/{id}', () => {
  it('tells the todo’s story in log order: creation, the AI plan, work on steps and the step chat, each with its actor', async () => {
    const todo = await createTodo(alice, 'Write a blog post');
    const steps = await t.plannedSteps(alice, todo.id);
    expect((await t.as(alice).put(`/api/steps/${steps[0].id}/complete`)).statusCode).toBe(200);
    const chat = await t.as(alice).post('/api/step-assistant/chat', { step_id: steps[1].id, message: 'I decided to write about event sourcing' });
    expect(chat.statusCode).toBe(200);

    const history = await historyUntil(alice, 'todo', todo.id, (h) => h.events.some((e) => e.type === 'StepAssistantReplied'));
    expect(history).toMatchObject({ kind: 'todo', id: todo.id, title: 'Write a blog post', owner: { id: alice.user.id, email: alice.user.email }, deleted: false });
    expect(history.related_streams).toEqual([`stepchat-${steps[1].id}`]);
    expect(isOrdered(history.events)).toBe(true);

    const [created] = history.events;
    expect(created).toMatchObject({
      type: 'TodoCreated',
      stream: `todo-${todo.id}`,
      revision: 0,
      actor: { id: alice.user.id, email: alice.user.email },
      summary: 'Todo created: "Write a blog post" (priority high, standalone)',
      data: { title: 'Write a blog post', successCriteria: 'Finish a 10k race under 60 minutes' },
    });
    expect(Date.parse(created.time)).not.toBeNaN();

    // The AI's plan is part of the story, with its full output in the payload.
    const planned = history.events.find((e) => e.type === 'StepsPlanned')!;
    expect(planned.data.steps.map((s: { title: string }) => s.title)).toEqual(steps.map((s) => s.title));
    expect(planned.summary).toMatch(new RegExp(`^Plan of ${steps.length} steps by the AI planner: "`));

    const types = history.events.map((e) => e.type);
    expect(types.indexOf('StepCompleted')).toBeGreaterThan(types.indexOf('StepsPlanned'));
    expect(history.events.find((e) => e.type === 'StepCompleted')!.summary).toBe(`Completed step "${steps[0].title}"`);

    // The step chat (user input and the assistant's output) comes from its own stream.
    const asked = history.events.find((e) => e.type === 'StepChatMessagePosted')!;
    expect(asked).toMatchObject({ stream: `stepchat-${steps[1].id}`, summary: `Message about step "${steps[1].title}": "I decided to write about event sourcing"` });
    const replied = history.events.find((e) => e.type === 'StepAssistantReplied')!;
    expect(replied.summary).toMatch(/^Step assistant replied on step "/);
    expect(BigInt(replied.position)).toBeGreaterThan(BigInt(asked.position));
  });

  it('includes the AI evaluation once every step is done', async () => {
    const todo = await createTodo(alice, 'Plan a trip');
    const steps = await t.plannedSteps(alice, todo.id);
    for (const step of steps) expect((await t.as(alice).put(`/api/steps/${step.id}/complete`)).statusCode).toBe(200);

    const history = await historyUntil(alice, 'todo', todo.id, (h) => h.events.some((e) => e.type === 'TodoEvaluated'));
    const requested = history.events.find((e) => e.type === 'TodoEvaluationRequested')!;
    const evaluated = history.events.find((e) => e.type === 'TodoEvaluated')!;
    expect(requested.summary).toBe('All steps done: evaluation against the success criteria requested');
    expect(evaluated.data).toEqual(expect.objectContaining({ requestId: requested.data.requestId, gapsFound: expect.any(Boolean), recommendation: expect.any(String) }));
    expect(evaluated.summary).toMatch(/^Evaluated by the AI planner: /);
  });

  it('says the AI planner completed a todo on its evaluation’s verdict', async () => {
    const todo = await createTodo(alice, 'Plan a picnic');
    const steps = await t.plannedSteps(alice, todo.id);
    expect((await t.as(alice).put(`/api/todos/${todo.id}`, { success_criteria: steps[0].title })).statusCode).toBe(200);
    for (const step of steps) expect((await t.as(alice).put(`/api/steps/${step.id}/complete`)).statusCode).toBe(200);

    const history = await historyUntil(alice, 'todo', todo.id, (h) => h.events.some((e) => e.type === 'TodoAutoCompleted'));
    expect(history.events.find((e) => e.type === 'TodoAutoCompleted')).toMatchObject({ origin: 'ai_planner' });
  });

  it('tells who did each thing: the user, or the AI planner working for them (its plan, its replies, a step it read as done, its evaluation)', async () => {
    const todo = await createTodo(alice, 'Book a physio visit');
    const steps = await t.plannedSteps(alice, todo.id);
    expect((await t.as(alice).put(`/api/steps/${steps[0].id}/complete`)).statusCode).toBe(200);
    const chat = await t.as(alice).post('/api/step-assistant/chat', { step_id: steps[1].id, message: 'Done, I finished it today.' });
    expect(chat.json().step_completed).toBe(true);
    for (const step of steps.slice(2)) expect((await t.as(alice).put(`/api/steps/${step.id}/complete`)).statusCode).toBe(200);

    const history = await historyUntil(alice, 'todo', todo.id, (h) => h.events.some((e) => e.type === 'TodoEvaluated'));
    const summaryOf = (type: string) => history.events.find((e) => e.type === type)!.summary;
    expect(summaryOf('StepsPlanned')).toMatch(new RegExp(`^Plan of ${steps.length} steps by the AI planner: "`));
    expect(summaryOf('TodoEvaluated')).toMatch(/^Evaluated by the AI planner: /);
    expect(summaryOf('StepAssistantReplied')).toMatch(/^Step assistant replied on step "/);
    expect(history.events.filter((e) => e.type === 'PlannerCallRecorded').every((e) => e.summary.startsWith('AI planner call'))).toBe(true);
    // The actor stays the user the work was for.
    expect(history.events.every((e) => e.actor?.id === alice.user.id)).toBe(true);

    const completions = history.events.filter((e) => e.type === 'StepCompleted');
    const clicked = completions.find((e) => e.data.stepId === steps[0].id)!;
    const readFromChat = completions.find((e) => e.data.stepId === steps[1].id)!;
    expect(clicked.summary).toBe(`Completed step ${quote(steps[0].title, 60)}`);
    expect(readFromChat.summary).toBe(`Completed step ${quote(steps[1].title, 60)} (the step assistant read the chat message as done)`);
  });

  it('says in each entry who did it: the user’s own edit, the AI planner’s plan, the app reopening a mission on its own', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Tidy the garden', description: null })).json();
    const todo = (await t.as(alice).post('/api/todos/', { title: 'Mow the lawn', success_criteria: 'Lawn mown', mission_id: mission.id })).json();
    await t.plannedSteps(alice, todo.id);
    expect((await t.as(alice).put(`/api/todos/${todo.id}`, { title: 'Mow the lawn twice' })).statusCode).toBe(200);
    expect((await t.as(alice).post(`/api/todos/${todo.id}/force-complete`)).statusCode).toBe(200);
    await historyUntil(alice, 'mission', mission.id, (h) => h.events.some((e) => e.type === 'MissionCompleted'));
    expect((await t.as(alice).put(`/api/todos/${todo.id}/reopen`)).statusCode).toBe(200);

    const missionHistory = await historyUntil(alice, 'mission', mission.id, (h) => h.events.some((e) => e.type === 'MissionReopened'));
    const todoHistory = await historyOf(alice, 'todo', todo.id);
    const forAlice = { id: alice.user.id, email: alice.user.email };
    expect(todoHistory.events.find((e) => e.type === 'TodoDetailsUpdated')).toMatchObject({ origin: 'user', actor: forAlice, summary: 'Title changed to "Mow the lawn twice"' });
    expect(todoHistory.events.find((e) => e.type === 'StepsPlanned')).toMatchObject({ origin: 'ai_planner', actor: forAlice, summary: expect.stringMatching(/ by the AI planner: /) });
    expect(missionHistory.events.find((e) => e.type === 'MissionReopened')).toMatchObject({
      origin: 'reactor',
      actor: forAlice,
      summary: 'Mission reopened: it has an open todo again (by the app on its own, after an earlier change)',
    });
  });

  it('names the todo a copy was made from as it was called then, and tells its steps as copied, not planned', async () => {
    const original = await createTodo(alice, 'Renew the passport');
    const steps = await t.plannedSteps(alice, original.id);
    const copy = await t.as(alice).post(`/api/todos/${original.id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect((await t.as(alice).put(`/api/todos/${original.id}`, { title: 'Renew the passport and the ID card' })).statusCode).toBe(200);

    const history = await historyOf(alice, 'todo', copy.json().id);
    expect(history.events.map((e) => e.type)).toEqual(['TodoCreated', 'StepsPlanned']);
    expect(history.events[0].summary).toBe('Todo copied from "Renew the passport" as "Renew the passport (Copy)" (priority high, standalone)');
    expect(history.events[1]).toMatchObject({ summary: `${steps.length} steps copied: ${steps.slice(0, 3).map((s) => quote(s.title, 40)).join(', ')}${steps.length > 3 ? ', …' : ''}` });
  });

  it('tells in the original’s history that a copy was made of it, by the copy’s title, and nothing else of the copy', async () => {
    const original = await createTodo(alice, 'Water the plants');
    await t.plannedSteps(alice, original.id);
    const copy = (await t.as(alice).post(`/api/todos/${original.id}/copy`)).json();
    // The copy's later life is its own story.
    expect((await t.as(alice).put(`/api/todos/${copy.id}`, { title: 'Water the balcony plants' })).statusCode).toBe(200);
    expect((await t.as(alice).post(`/api/todos/${copy.id}/force-complete`)).statusCode).toBe(200);

    const history = await historyOf(alice, 'todo', original.id);
    expect(history.events.at(-1)).toMatchObject({
      type: 'TodoCreated',
      stream: `todo-${copy.id}`,
      origin: 'user',
      actor: { id: alice.user.id },
      summary: 'Copied to "Water the plants (Copy)"',
    });
    expect(history.events.filter((e) => e.stream === `todo-${copy.id}`)).toHaveLength(1);
    expect(history.events[0].summary).toBe('Todo created: "Water the plants" (priority high, standalone)');
    expect(history.related_streams).toEqual([]);
    expect(isOrdered(history.events)).toBe(true);
    // The copy's own history names its original.
    expect((await historyOf(alice, 'todo', copy.id)).events[0].summary).toBe('Todo copied from "Water the plants" as "Water the plants (Copy)" (priority high, standalone)');
  });

  it('tells in a mission’s history that a copy was made of it, by the copy’s title, and nothing else of the copy', async () => {
    const original = (await t.as(alice).post('/api/missions/', { title: 'Paint the house', description: null })).json();
    const copy = (await t.as(alice).post(`/api/missions/${original.id}/copy`)).json();
    expect((await t.as(alice).put(`/api/missions/${copy.id}`, { title: 'Paint the shed' })).statusCode).toBe(200);

    const history = await historyUntil(alice, 'mission', original.id, (h) => h.events.some((e) => e.stream === `mission-${copy.id}`));
    expect(history.events.filter((e) => e.stream === `mission-${copy.id}`)).toEqual([
      expect.objectContaining({ type: 'MissionCreated', origin: 'user', summary: 'Copied to "Paint the house (Copy)"' }),
    ]);
    expect(history.events[0].summary).toMatch(/^Mission created: "Paint the house"/);
    expect(history.related_streams).toEqual([]);
    expect(isOrdered(history.events)).toBe(true);
    // The copy's own history names its original as it was called then.
    expect((await t.as(alice).put(`/api/missions/${original.id}`, { title: 'Paint the house and the fence' })).statusCode).toBe(200);
    expect((await historyOf(alice, 'mission', copy.id)).events[0].summary).toBe('Mission copied from "Paint the house" as "Paint the house (Copy)"');
  });

  it('names the todo a wait is for by its title at the time, through its later renames and their undo', async () => {
    const party = await createTodo(alice, 'Throw the party');
    const venue = await createTodo(alice, 'Book the venue');
    // Its plan first: an undo takes back only the todo's latest change.
    await t.plannedSteps(alice, venue.id);
    const waitFor = () => t.as(alice).post(`/api/todos/${party.id}/dependencies`, { depends_on: venue.id });
    expect((await waitFor()).statusCode).toBe(200);
    const renamed = await t.as(alice).put(`/api/todos/${venue.id}`, { title: 'Book the hall' });
    expect(renamed.statusCode).toBe(200);
    expect((await t.as(alice).delete(`/api/todos/${party.id}/dependencies/${venue.id}`)).statusCode).toBe(200);
    expect((await t.as(alice).post('/api/undo', JSON.parse(renamed.headers['x-undo'] as string))).statusCode).toBe(200);
    expect((await waitFor()).statusCode).toBe(200);
    expect((await t.as(alice).put(`/api/todos/${venue.id}`, { title: 'Book the barn' })).statusCode).toBe(200);

    const waits = (await historyOf(alice, 'todo', party.id)).events.filter((e) => e.type.startsWith('TodoDependency')).map((e) => e.summary);
    expect(waits).toEqual(['Now waits for "Book the venue"', 'No longer waits for "Book the hall"', 'Now waits for "Book the venue"']);
  });

  it('keeps the history of a deleted todo, ending with its deletion', async () => {
    const todo = await createTodo(alice, 'Short-lived');
    await t.plannedSteps(alice, todo.id);
    expect((await t.as(alice).delete(`/api/todos/${todo.id}`)).statusCode).toBe(204);
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).statusCode).toBe(404);

    const history = await historyOf(alice, 'todo', todo.id);
    expect(history.deleted).toBe(true);
    expect(history.events[0].type).toBe('TodoCreated');
    expect(history.events.at(-1)).toMatchObject({ type: 'TodoDeleted', summary: 'Todo deleted (its history stays)' });
  });

  it('tells what its mission’s re-plan, the re-plan’s undo, deletion and restore did to the todo, and whether it is gone', async () => {
    const summaries = (h: History) => h.events.filter((e) => e.stream.startsWith('mission-')).map((e) => e.summary);
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Run more', description: null })).json();
    const old = await t.as(alice).post('/api/todos/', { title: 'Run three times', success_criteria: 'Three runs', mission_id: mission.id });
    const oldId: string = old.json().id;
    const replan = await t.as(alice).post(`/api/missions/${mission.id}/replan`, { title: 'Swim more', description: null });
    expect(replan.statusCode).toBe(200);
    const replanRevision = (JSON.parse(replan.headers['x-undo'] as string) as { revision: number }).revision;
    const fresh = (await t.as(alice).post('/api/todos/', { title: 'Book a lane', success_criteria: 'Booked', mission_id: mission.id, replan_revision: replanRevision })).json();

    const setAside = await historyOf(alice, 'todo', oldId);
    expect(setAside.deleted).toBe(true);
    expect(summaries(setAside)).toEqual(['Its mission was re-planned as "Swim more": this todo was set aside in Recently deleted']);

    expect((await t.as(alice).post('/api/undo', JSON.parse(replan.headers['x-undo'] as string))).statusCode).toBe(200);
    const back = await historyOf(alice, 'todo', oldId);
    expect(back.deleted).toBe(false);
    expect(summaries(back).at(-1)).toBe('The re-plan of its mission was undone (back to "Run more"): this todo is back in the mission');
    const freshHistory = await historyOf(alice, 'todo', fresh.id);
    expect(freshHistory.deleted).toBe(true);
    expect(summaries(freshHistory)).toEqual(['The re-plan of its mission was undone (back to "Run more"): this todo, part of the re-plan, was set aside in Recently deleted']);

    expect((await t.as(alice).delete(`/api/missions/${mission.id}`)).statusCode).toBe(204);
    expect((await t.as(alice).post(`/api/trash/mission/${mission.id}/restore`)).statusCode).toBe(200);
    const restored = await historyOf(alice, 'todo', oldId);
    expect(restored.deleted).toBe(false);
    expect(summaries(restored).slice(-2)).toEqual(['Its mission was deleted: this todo stays, as a standalone todo', 'Its mission was restored from Recently deleted, and this todo is back in it']);
    expect(isOrdered(restored.events)).toBe(true);
    // A todo created after the mission's changes hears nothing of them.
    const later = await createTodo(alice, 'Later todo');
    expect(summaries(await historyOf(alice, 'todo', later.id))).toEqual([]);
  });

  it('tells an admin that the owner’s account was deleted, and counts the erased owner’s todo as gone', async () => {
    const carol = await t.registerUser();
    const todo = (await t.as(carol).post('/api/todos/', { title: 'Private goal', success_criteria: 'Done' })).json();
    expect((await t.as(admin).delete(`/api/admin/users/${carol.user.id}`)).statusCode).toBe(204);

    const history = await historyOf(admin, 'todo', todo.id);
    expect(history).toMatchObject({ title: '[erased]', deleted: true, owner: { id: carol.user.id } });
    expect(history.events.at(-1)).toMatchObject({
      type: 'UserDeleted',
      stream: `user-${carol.user.id}`,
      actor: { id: admin.user.id },
      summary: 'The owner\'s account was deleted: their personal data is erased (texts read as "[erased]")',
    });
    expect(isOrdered(history.events)).toBe(true);
  });

  it('answers 404 for another user’s todo, exactly as for a missing one, and lets an admin read it', async () => {
    const todo = await createTodo(alice, 'Private plans');
    const other = await t.as(bob).get(`/api/history/todo/${todo.id}`);
    const missing = await t.as(bob).get(`/api/history/todo/${randomUUID()}`);
    const malformed = await t.as(bob).get('/api/history/todo/not-a-uuid');
    for (const res of [other, missing, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Todo not found' });
    }
    // A todo id asked for as another kind is not found either.
    expect((await t.as(alice).get(`/api/history/mission/${todo.id}`)).json()).toEqual({ detail: 'Mission not found' });

    const asAdmin = await historyOf(admin, 'todo', todo.id);
    expect(asAdmin.owner).toEqual({ id: alice.user.id, email: alice.user.email });
    expect(asAdmin.events[0].actor).toEqual({ id: alice.user.id, email: alice.user.email });
  });

  it('refuses an unknown kind with 400 and a missing token with 401', async () => {
    const unknown = await t.as(alice).get(`/api/history/user/${alice.user.id}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Invalid params kind: must be one of: odyssey, mission, todo, conversation');
    expect((await t.as(null).get(`/api/history/todo/${randomUUID()}`)).statusCode).toBe(401);
  });
});

describe('GET /api/history/mission/{id}', () => {
  it('includes the planning job that re-planned the mission: its request (input) and its result', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Get fit', description: 'Run and stretch' })).json();
    await t.as(alice).put(`/api/missions/${mission.id}`, { title: 'Get fit', description: 'Run, stretch and swim', status: 'active' });
    const { jobId, result } = await planningJob(alice, 'mission_replan', 'Get fit', { missionId: mission.id });

    const history = await historyOf(alice, 'mission', mission.id);
    expect(history.related_streams).toEqual([`job-${jobId}`]);
    expect(isOrdered(history.events)).toBe(true);
    const types = history.events.map((e) => e.type);
    expect(types.slice(0, 3)).toEqual(['MissionCreated', 'MissionDetailsUpdated', 'JobRequested']);
    expect(types.slice(-2)).toEqual(['PlannerCallRecorded', 'JobCompleted']);
    // The planner call that produced the plan is on the record next to it.
    expect(history.events.at(-2)!.summary).toMatch(new RegExp(`^AI planner call \\(todos of a mission\\): offline, prompt ${OFFLINE_PLANNER_VERSION}, \\d+ ms$`));
    const requested = history.events[2];
    expect(requested.summary).toBe('AI planning job requested: a new plan of todos for mission "Get fit", 1 answered question');
    expect(requested.data.input.qa_pairs).toEqual([{ question: 'How much time?', answer: 'Two hours a week' }]);
    // The planner's output, as the client received it from the job.
    const completed = history.events.at(-1)!;
    expect(completed.data.result).toEqual(result);
    const todos = result.todos!;
    // Titles are quoted up to 40 characters each.
    expect(completed.summary).toBe(`Planning job completed with ${todos.length} todos: ${todos.slice(0, 3).map((x) => quote(x.title, 40)).join(', ')}${todos.length > 3 ? ', …' : ''}`);
  });

  it('links the wizard’s plan (made before the mission existed) to the mission the same user then creates with that title, never another user’s', async () => {
    const { jobId } = await planningJob(alice, 'mission_todos', 'Learn Spanish');
    const bobs = (await t.as(bob).post('/api/missions/', { title: 'Learn Spanish', description: null })).json();
    const alices = (await t.as(alice).post('/api/missions/', { title: '  learn spanish ', description: null })).json();

    expect((await historyOf(alice, 'mission', alices.id)).related_streams).toEqual([`job-${jobId}`]);
    const bobsHistory = await historyOf(bob, 'mission', bobs.id);
    expect(bobsHistory.related_streams).toEqual([]);
    expect(bobsHistory.events.map((e) => e.type)).toEqual(['MissionCreated']);
  });

  it('tells that a restore brings back the todos its deletion left standalone, as its todos’ histories do', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Move house', description: null })).json();
    const todo = (await t.as(alice).post('/api/todos/', { title: 'Pack the books', success_criteria: 'Boxed', mission_id: mission.id })).json();
    expect((await t.as(alice).delete(`/api/missions/${mission.id}`)).statusCode).toBe(204);
    expect((await t.as(alice).post(`/api/trash/mission/${mission.id}/restore`)).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json().mission_id).toBe(mission.id);

    const history = await historyOf(alice, 'mission', mission.id);
    expect(history.events.map((e) => e.summary).slice(-2)).toEqual([
      'Mission deleted (its todos stay as standalone todos)',
      'Mission restored from Recently deleted: its todos still standalone since the deletion are back in it',
    ]);
  });

  it('tells its todos joining and leaving it, being completed and reopened, by title (their own streams hold those events)', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Paint the flat', description: null })).json();
    const walls = (await t.as(alice).post('/api/todos/', { title: 'Paint the walls', success_criteria: 'Two coats', mission_id: mission.id })).json();
    const loose = (await t.as(alice).post('/api/todos/', { title: 'Buy brushes', success_criteria: 'Bought' })).json();
    expect((await t.as(alice).put(`/api/todos/${loose.id}`, { mission_id: mission.id })).statusCode).toBe(200);
    expect((await t.as(alice).put(`/api/todos/${loose.id}`, { mission_id: null })).statusCode).toBe(200);
    const movedAgain = await t.as(alice).put(`/api/todos/${loose.id}`, { mission_id: mission.id });
    expect((await t.as(alice).post('/api/undo', JSON.parse(movedAgain.headers['x-undo'] as string))).statusCode).toBe(200);
    expect((await t.as(alice).post(`/api/todos/${walls.id}/copy`)).statusCode).toBe(201);
    expect((await t.as(alice).post(`/api/todos/${walls.id}/force-complete`)).statusCode).toBe(200);
    expect((await t.as(alice).put(`/api/todos/${walls.id}/reopen`)).statusCode).toBe(200);
    expect((await t.as(alice).delete(`/api/todos/${walls.id}`)).statusCode).toBe(204);
    expect((await t.as(alice).post(`/api/trash/todo/${walls.id}/restore`)).statusCode).toBe(200);
    // Work on a standalone todo is none of the mission's story.
    expect((await t.as(alice).post(`/api/todos/${loose.id}/force-complete`)).statusCode).toBe(200);
    // Each line names the todo as it was called then.
    expect((await t.as(alice).put(`/api/todos/${walls.id}`, { title: 'Paint the walls white' })).statusCode).toBe(200);

    const history = await historyOf(alice, 'mission', mission.id);
    const aboutTodos = history.events.filter((e) => e.stream.startsWith('todo-')).map((e) => e.summary);
    expect(aboutTodos).toEqual([
      'Todo "Paint the walls" created in this mission',
      'Todo "Buy brushes" moved into this mission',
      'Todo "Buy brushes" taken out of this mission (now standalone)',
      'Todo "Buy brushes" moved into this mission',
      'Todo "Buy brushes" out of this mission: a move undone',
      'Todo "Paint the walls (Copy)" copied into this mission',
      'Todo "Paint the walls" completed by the user (force-complete)',
      'Todo "Paint the walls" reopened',
      'Todo "Paint the walls" deleted: it leaves this mission',
      'Todo "Paint the walls" restored from Recently deleted, back in this mission',
    ]);
    expect(isOrdered(history.events)).toBe(true);
  });

  it('calls a todo by its title back from an undone rename: in the mission’s lines and as the todo’s own title', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Paint the flat', description: null })).json();
    const todo = (await t.as(alice).post('/api/todos/', { title: 'Paint the walls', success_criteria: 'Two coats', mission_id: mission.id })).json();
    // Its plan first: an undo takes back only the todo's latest change.
    await t.plannedSteps(alice, todo.id);
    const renamed = await t.as(alice).put(`/api/todos/${todo.id}`, { title: 'Paint the ceiling' });
    expect((await t.as(alice).post('/api/undo', JSON.parse(renamed.headers['x-undo'] as string))).statusCode).toBe(200);
    expect((await t.as(alice).post(`/api/todos/${todo.id}/force-complete`)).statusCode).toBe(200);

    const history = await historyOf(alice, 'mission', mission.id);
    expect(history.events.filter((e) => e.stream === `todo-${todo.id}`).map((e) => e.summary)).toEqual([
      'Todo "Paint the walls" created in this mission',
      'Todo "Paint the walls" completed by the user (force-complete)',
    ]);
    expect((await historyOf(alice, 'todo', todo.id)).title).toBe('Paint the walls');
  });

  it('is titled as the mission is now, a re-plan’s new title and its undo included', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Run more', description: null })).json();
    const replan = await t.as(alice).post(`/api/missions/${mission.id}/replan`, { title: 'Swim more', description: null });
    expect(replan.statusCode).toBe(200);
    expect((await historyOf(alice, 'mission', mission.id)).title).toBe('Swim more');
    expect((await t.as(alice).post('/api/undo', JSON.parse(replan.headers['x-undo'] as string))).statusCode).toBe(200);
    expect((await historyOf(alice, 'mission', mission.id)).title).toBe('Run more');
  });

  it('names what each edit of the mission changed: its title, its description or both', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Get fit', description: 'Run' })).json();
    const edit = (body: Record<string, unknown>) => t.as(alice).put(`/api/missions/${mission.id}`, { status: 'active', ...body });
    expect((await edit({ title: 'Get fit', description: 'Run and swim' })).statusCode).toBe(200);
    expect((await edit({ title: 'Get strong', description: 'Run and swim' })).statusCode).toBe(200);
    expect((await edit({ title: 'Get fitter', description: null })).statusCode).toBe(200);
    const history = await historyOf(alice, 'mission', mission.id);
    expect(history.events.filter((e) => e.type === 'MissionDetailsUpdated').map((e) => e.summary)).toEqual([
      'Description changed',
      'Title changed to "Get strong"',
      'Title changed to "Get fitter", and the description',
    ]);
  });

  it('answers 404 to another user', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Secret mission', description: null })).json();
    const res = await t.as(bob).get(`/api/history/mission/${mission.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Mission not found' });
  });
});

describe('GET /api/history/odyssey/{id}', () => {
  it('includes the missions job planned for the odyssey', async () => {
    const odyssey = (await t.as(alice).post('/api/odysseys/', { title: 'Move to Lisbon', description: 'New life' })).json();
    const { jobId, result } = await planningJob(alice, 'odyssey_missions', 'Move to Lisbon', { odysseyId: odyssey.id });
    const history = await historyOf(alice, 'odyssey', odyssey.id);
    expect(history.title).toBe('Move to Lisbon');
    expect(history.events[0]).toMatchObject({ type: 'OdysseyCreated', summary: 'Odyssey created: "Move to Lisbon"' });
    expect(history.related_streams).toEqual([`job-${jobId}`]);
    const completed = history.events.find((e) => e.type === 'JobCompleted')!;
    expect(completed.data.result).toEqual(result);
    expect(completed.summary).toMatch(new RegExp(`^Planning job completed with ${result.missions!.length} missions?: "`));
    expect((await t.as(bob).get(`/api/history/odyssey/${odyssey.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/history/odyssey/{id}: its missions', () => {
  it('tells each mission joining and leaving the odyssey, by title: created in it, moved in or out, deleted and restored', async () => {
    const odyssey = (await t.as(alice).post('/api/odysseys/', { title: 'Run a marathon', description: null })).json();
    const base = (await t.as(alice).post('/api/missions/', { title: 'Build base fitness', description: null, odyssey_id: odyssey.id })).json();
    const shoes = (await t.as(alice).post('/api/missions/', { title: 'Gear up', description: null })).json();
    expect((await t.as(alice).put(`/api/missions/${shoes.id}`, { odyssey_id: odyssey.id })).statusCode).toBe(200);
    const other = (await t.as(alice).post('/api/odysseys/', { title: 'Swim a mile', description: null })).json();
    expect((await t.as(alice).put(`/api/missions/${shoes.id}`, { odyssey_id: other.id })).statusCode).toBe(200);
    expect((await t.as(alice).delete(`/api/missions/${base.id}`)).statusCode).toBe(204);
    expect((await t.as(alice).post(`/api/trash/mission/${base.id}/restore`)).statusCode).toBe(200);
    // A mission of another odyssey is none of this odyssey's story.
    await t.as(alice).post('/api/missions/', { title: 'Elsewhere', description: null });

    const history = await historyOf(alice, 'odyssey', odyssey.id);
    expect(history.events.map((e) => e.summary)).toEqual([
      'Odyssey created: "Run a marathon"',
      'Mission "Build base fitness" created in this odyssey',
      'Mission "Gear up" moved into this odyssey',
      'Mission "Gear up" moved out of this odyssey',
      'Mission "Build base fitness" deleted: it leaves this odyssey (its todos stay as standalone todos)',
      'Mission "Build base fitness" restored from Recently deleted, back in this odyssey',
    ]);
    expect(isOrdered(history.events)).toBe(true);
  });
});

describe('GET /api/history/conversation/{id}', () => {
  it('holds the user’s messages and The Director’s replies', async () => {
    const res = await fetch(`${baseUrl}/api/director/chat`, {
      method: 'POST',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What should I focus on today?', conversation_id: null }),
    });
    const raw = await res.text();
    const conversationId = /"conversation_id":\s*"([0-9a-f-]{36})"/.exec(raw)![1];

    const history = await historyOf(alice, 'conversation', conversationId);
    expect(history.events.map((e) => e.type)).toEqual(['DirectorConversationStarted', 'DirectorUserMessagePosted', 'DirectorAssistantMessagePosted', 'PlannerCallRecorded']);
    expect(history.events[1].summary).toBe('Asked The Director: "What should I focus on today?"');
    expect(history.events[2].summary).toMatch(/^The Director replied: "/);
    expect(history.events[2].data.content.length).toBeGreaterThan(0);
    // The call that wrote the reply is on the record next to it, with the reply as its output.
    expect(history.events[3].summary).toMatch(new RegExp(`^AI planner call \\(Director reply\\): offline, prompt ${OFFLINE_PLANNER_VERSION}, \\d+ ms$`));
    expect(history.events[3].data).toMatchObject({ capability: 'directorReply', model: 'offline', fallback: false, inputs: { message: 'What should I focus on today?' }, output: history.events[2].data.content });

    const other = await t.as(bob).get(`/api/history/conversation/${conversationId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Conversation not found' });
  });
});

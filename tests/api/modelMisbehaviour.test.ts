import { STEP_CHAT_REPLY_MAX } from '../../domain/planning';
import type { FakeReply, RecordedRequest } from '../support/fakeOpenAI';
import { modelAppForSuite } from '../support/modelAppForSuite';
import type { TestUser } from '../support/testApp';
import { listenLocally } from '../support/listenLocally';

/**
 * What a person sees through the API when the model behind the real LangChain client misbehaves
 * the ways real models do (a fake OpenAI-compatible server plays the model): the answer is still
 * usable, a stand-in is labelled as such, nothing the person owns is half-written, and the
 * planner-call record says what happened.
 */

/** Replies queued per capability (the structured call's tool name, or `director`); the rest answer well. */
const queued: Record<string, FakeReply[]> = {};
const capabilityOf = (req: RecordedRequest): string => {
  const tools: Array<{ function: { name: string } }> = req.body.tools ?? [];
  // A structured call forces its one tool; the Director binds several tools or none.
  return tools.length === 1 && req.body.tool_choice ? tools[0].function.name : 'director';
};
function modelReply(req: RecordedRequest): FakeReply {
  const capability = capabilityOf(req);
  const next = queued[capability]?.shift();
  if (next) return next;
  switch (capability) {
    case 'mission_questions':
      return { json: { questions: ['How many hours a week can you train?'] } };
    case 'mission_todos':
      return { json: { todos: [{ title: 'Book the race', description: 'Pick a date', success_criteria: '- Race booked', priority: 'high' }] } };
    case 'todo_steps':
      return { json: { steps: [{ title: 'Warm up for ten minutes', description: 'Easy pace' }, { title: 'Run the 10k', description: 'Race pace' }] } };
    case 'step_chat':
      return { json: { response: 'Keep the warm-up easy.', extracted_findings: [], step_completed: false, next_action: 'Run the 10k' } };
    case 'todo_evaluation':
      return { json: { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Well done.', criteria: [] } };
  }
  return { content: 'Focus on the 10k today.' };
}
const queue = (capability: string, ...replies: FakeReply[]) => void (queued[capability] = [...(queued[capability] ?? []), ...replies]);

/** One retry, and a timeout the hanging replies run into. */
const modelSettings = { PLANNER_MAX_RETRIES: 1, PLANNER_TIMEOUT_MS: 5_000 };
const { fake, t } = modelAppForSuite(modelReply, { env: modelSettings });
let alice: TestUser;
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await listenLocally(t.app);
  alice = await t.registerUser();
});
afterEach(() => {
  for (const key of Object.keys(queued)) delete queued[key];
});

const todo = (title: string, extra: object = {}) => ({ title, description: 'd', success_criteria: '- done', priority: 'medium', ...extra });
const requestsFor = (capability: string) => fake.requests.filter((r) => capabilityOf(r) === capability);

describe('a mission plan', () => {
  it('never carries a due date that is no day of the calendar: the model is asked again, and every todo can be created', async () => {
    queue('mission_todos', { json: { todos: [todo('Buy running shoes', { due_date: '2099-02-30' }), todo('Run the race', { due_date: '2099-03-01' })] } });
    const before = requestsFor('mission_todos').length;

    const res = await t.as(alice).post('/api/mission-breakdown/generate-todos', { mission_title: 'Run a 10k', mission_description: '', qa_pairs: [] });

    expect(res.statusCode).toBe(200);
    const asked = requestsFor('mission_todos').slice(before);
    expect(asked).toHaveLength(2);
    expect(JSON.stringify(asked[1].body.messages)).toContain('\\"Buy running shoes\\" is due 2099-02-30, a day the calendar does not have');
    for (const planned of res.json().todos) {
      const created = await t.as(alice).post('/api/todos/', { title: planned.title, description: planned.description, success_criteria: planned.success_criteria, priority: planned.priority, due_date: planned.due_date });
      expect(created.statusCode).toBe(201);
    }
  });
});

describe('a plan that lists the same item twice', () => {
  it('gets the corrective re-ask naming the repeat, so the wizard never shows a todo twice', async () => {
    queue('mission_todos', { json: { todos: [todo('Buy running shoes'), todo('Train three times a week'), todo('buy running  shoes')] } });
    const before = requestsFor('mission_todos').length;

    const res = await t.as(alice).post('/api/mission-breakdown/generate-todos', { mission_title: 'Run a 10k', mission_description: '', qa_pairs: [] });

    expect(res.statusCode).toBe(200);
    const titles = res.json().todos.map((t: { title: string }) => t.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    const asked = requestsFor('mission_todos').slice(before);
    expect(JSON.stringify(asked[1]?.body.messages)).toContain('todo 3 repeats the title of todo 1');
  });

  it('a step plan too: a re-plan never gives a todo the same step twice', async () => {
    const created = await t.as(alice).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k race' });
    await t.plannedSteps(alice, created.json().id);
    await t.quiet();
    queue('todo_steps', { json: { steps: [{ title: 'Warm up', description: '' }, { title: 'Warm up', description: '' }] } });

    const res = await t.as(alice).post(`/api/steps/regenerate/${created.json().id}`, {});

    expect(res.statusCode).toBe(200);
    const titles = res.json().map((s: { title: string }) => s.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('a step plan the offline planner wrote for a failing model', () => {
  const down = { status: 500, message: 'model down' };
  const todoAnswer = async (id: string) => (await t.as(alice).get(`/api/todos/${id}`)).json();

  it('is labelled as a fallback on the todo (detail and list) until a re-plan by the model; undoing that re-plan labels it again', async () => {
    queue('todo_steps', down, down, down);
    const created = await t.as(alice).post('/api/todos/', { title: 'Paint the hallway', success_criteria: 'Walls painted' });
    const id = created.json().id;
    await t.plannedSteps(alice, id);
    await t.quiet();

    const offline = await todoAnswer(id);
    expect(offline.steps.length).toBeGreaterThan(0);
    expect(offline.steps_planner).toMatchObject({ fallback: true, reason: expect.stringMatching(/\S/) });
    const listed = (await t.as(alice).get('/api/todos/')).json().find((x: { id: string }) => x.id === id);
    expect(listed.steps_planner).toEqual(offline.steps_planner);

    delete queued.todo_steps; // the model answers again
    const replan = await t.as(alice).post(`/api/steps/regenerate/${id}`, {});
    expect(replan.statusCode).toBe(200);
    expect((await todoAnswer(id)).steps_planner).toEqual({ name: 'local-model', fallback: false, reason: null });

    expect((await t.as(alice).post('/api/undo', JSON.parse(replan.headers['x-undo'] as string))).statusCode).toBe(200);
    expect((await todoAnswer(id)).steps_planner).toEqual(offline.steps_planner);
  });

  it('asked for with generate is labelled too', async () => {
    queue('todo_steps', down, down, down);
    const created = await t.as(alice).post('/api/todos/', { title: 'Fix the tap', success_criteria: 'No drip', steps: [] });
    const id = created.json().id;
    // Whichever asks first (the background first plan or this request) meets the failing model.
    expect((await t.as(alice).post(`/api/steps/generate/${id}`, {})).statusCode).toBe(200);
    await t.quiet();
    expect((await todoAnswer(id)).steps_planner).toMatchObject({ fallback: true, reason: expect.stringMatching(/\S/) });
  });
});

describe('a mission plan without dates', () => {
  it('whose due dates are empty texts or timestamps is the model’s plan, read as meant', async () => {
    const plan = { json: { todos: [todo('Buy running shoes', { due_date: '' }), todo('Run the race', { due_date: '2099-03-01T00:00:00.000Z' })] } };
    queue('mission_todos', plan, plan);

    const res = await t.as(alice).post('/api/mission-breakdown/generate-todos', { mission_title: 'Run a 10k', mission_description: '', qa_pairs: [] });

    expect(res.statusCode).toBe(200);
    expect(res.json().planner).toEqual({ name: 'local-model', fallback: false, reason: null });
    expect(res.json().todos.map((t: { title: string; due_date: string | null }) => [t.title, t.due_date])).toEqual([['Buy running shoes', null], ['Run the race', '2099-03-01']]);
  });
});

describe('a plan with numbers as text or empty parts left out', () => {
  it('is the model’s plan, read as meant: no description, the usual priority, places as numbers', async () => {
    const plan = { json: { todos: [{ title: 'Buy running shoes', success_criteria: '- Shoes bought' }, { title: 'Run the race', success_criteria: '- Race run', priority: 'high', depends_on: ['0'] }] } };
    queue('mission_todos', plan, plan);

    const res = await t.as(alice).post('/api/mission-breakdown/generate-todos', { mission_title: 'Run a 10k', mission_description: '', qa_pairs: [] });

    expect(res.statusCode).toBe(200);
    expect(res.json().planner.fallback).toBe(false);
    expect(res.json().todos.map((t: { description: string; priority: string; depends_on?: number[] }) => [t.description, t.priority, t.depends_on ?? []])).toEqual([
      ['', 'medium', []],
      ['', 'high', [0]],
    ]);
  });

  it('odyssey missions numbered as text keep the model’s numbers', async () => {
    const plan = { json: { missions: [{ title: 'Move the boxes', description: '', order: '2' }, { title: 'Find a flat', order: '1' }] } };
    queue('odyssey_missions', plan, plan);

    const res = await t.as(alice).post('/api/odyssey-breakdown/generate-missions', { odyssey_title: 'Move to Lisbon', odyssey_description: '', qa_pairs: [] });

    expect(res.statusCode).toBe(200);
    expect(res.json().planner.fallback).toBe(false);
    expect(res.json().missions.map((m: { title: string; order: number }) => [m.order, m.title])).toEqual([[1, 'Find a flat'], [2, 'Move the boxes']]);
  });
});

describe('clarifying questions', () => {
  const ask = () => t.as(alice).post('/api/mission-breakdown/questions', { title: 'Run a 10k', description: '' });

  it('that repeat one another are asked once: the wizard never wants the same answer twice', async () => {
    queue('mission_questions', { json: { questions: ['Which race, on which day?', 'How many hours a week?', 'which race,  on which day?'] } });

    const res = await ask();

    expect(res.statusCode).toBe(200);
    expect(res.json().questions).toEqual(['Which race, on which day?', 'How many hours a week?']);
    const calls = await t.services.deps.store.readStream(`planner-calls-${alice.user.id}`);
    expect((calls.at(-1)!.data as { problems: string[] }).problems).toEqual(['dropped: question 3 repeats question 1']);
  });

  it('that echo the request instead of asking get the corrective re-ask naming them', async () => {
    queue('mission_questions', { json: { questions: ['Title: Run a 10k', 'Description: (none)', 'Return the questions.'] } });
    const before = requestsFor('mission_questions').length;

    const res = await ask();

    expect(res.statusCode).toBe(200);
    expect(res.json().questions).toEqual(['How many hours a week can you train?']);
    const asked = requestsFor('mission_questions').slice(before);
    expect(JSON.stringify(asked[1]?.body.messages)).toContain('question 1 repeats the request instead of asking');
  });

  it('in prose whose own words hold braces are read from the JSON object in it, once', async () => {
    const chatty = { content: 'Sure {name}! Here are my questions:\n```json\n{"questions": ["Which race, on which day?"]}\n```\nLet me know if {anything} else comes up.' };
    queue('mission_questions', chatty, chatty);
    const before = requestsFor('mission_questions').length;

    const res = await ask();

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ questions: ['Which race, on which day?'], planner: { name: 'local-model', fallback: false, reason: null } });
    expect(requestsFor('mission_questions').length - before).toBe(1);
  });
});

describe('a step chat reply', () => {
  type Step = { id: string; title: string; status: string };
  async function stepsOfNewTodo(): Promise<Step[]> {
    const res = await t.as(alice).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k race under 60 minutes' });
    expect(res.statusCode).toBe(201);
    const steps = await t.plannedSteps(alice, res.json().id);
    await t.quiet();
    return steps;
  }
  const chat = (stepId: string, message: string) => t.as(alice).post('/api/step-assistant/chat', { step_id: stepId, message });
  const reply = (extra: object) => ({ json: { response: 'Good choice.', extracted_findings: [], step_completed: false, next_action: 'Run the 10k', ...extra } });
  const shoes = { finding_type: 'decision', title: 'Shoes', content: 'Nike Pegasus' };

  it('with a finding of no text, or a finding type in capitals, still answers: the empty finding is left out', async () => {
    const [step] = await stepsOfNewTodo();
    const bad = reply({ extracted_findings: [{ finding_type: 'information', title: 'Shoes', content: '' }, { ...shoes, finding_type: 'Decision' }] });
    queue('step_chat', bad, bad);

    const res = await chat(step.id, 'I chose the Nike Pegasus');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ response: 'Good choice.', planner: { name: 'local-model', fallback: false } });
    expect(res.json().extracted_findings.map((f: { finding_type: string; content: string }) => [f.finding_type, f.content])).toEqual([['decision', 'Nike Pegasus']]);
  });

  it('that leaves out its empty parts (no findings, no next action, no completion) is read as meant', async () => {
    const [step] = await stepsOfNewTodo();
    queue('step_chat', { json: { response: 'Start with ten easy minutes.' } }, { json: { response: 'Start with ten easy minutes.' } });

    const res = await chat(step.id, 'How do I start?');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ response: 'Start with ten easy minutes.', extracted_findings: [], step_completed: false, next_action: '' });
  });

  it('with a finding titled in 2,000 characters still answers, the title shortened', async () => {
    const [step] = await stepsOfNewTodo();
    const long = reply({ extracted_findings: [{ ...shoes, title: `Shoes ${'very '.repeat(400)}` }] });
    queue('step_chat', long, long);

    const res = await chat(step.id, 'I chose the Nike Pegasus');

    expect(res.statusCode).toBe(200);
    const [finding] = res.json().extracted_findings;
    expect(finding.content).toBe('Nike Pegasus');
    expect(finding.title.length).toBeLessThanOrEqual(200);
    expect(finding.title).toMatch(/^Shoes very very .*…$/);
  });

  it(`of unbounded length is kept to ${STEP_CHAT_REPLY_MAX} characters, cut after a whole word with an ellipsis, as answered and as stored`, async () => {
    const [step] = await stepsOfNewTodo();
    const words = Array.from({ length: 3000 }, (_, i) => `stride${i}`).join(' ');
    queue('step_chat', reply({ response: words }));

    const res = await chat(step.id, 'How should I pace the race?');

    expect(res.statusCode).toBe(200);
    const { response } = res.json() as { response: string };
    expect(response.length).toBeLessThanOrEqual(STEP_CHAT_REPLY_MAX);
    expect(response.length).toBeGreaterThan(STEP_CHAT_REPLY_MAX / 2);
    expect(response.endsWith('…')).toBe(true);
    const kept = response.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toBe(' ');
    const stored = (await t.as(alice).get(`/api/step-assistant/messages/${step.id}`)).json() as Array<{ role: string; message: string }>;
    expect(stored.filter((m) => m.role === 'assistant').map((m) => m.message)).toEqual([response]);
  });

  it('that names the same finding twice records it once', async () => {
    const [step] = await stepsOfNewTodo();
    queue('step_chat', reply({ extracted_findings: [shoes, { ...shoes, content: 'Nike Pegasus ' }] }));

    const res = await chat(step.id, 'I chose the Nike Pegasus');

    expect(res.statusCode).toBe(200);
    expect(res.json().extracted_findings).toHaveLength(1);
    expect((await t.as(alice).get(`/api/step-assistant/findings/${step.id}`)).json()).toHaveLength(1);
  });

  it('completes the step when the person says it is done, even with a question after it', async () => {
    const [step] = await stepsOfNewTodo();
    queue('step_chat', reply({ response: 'Well done!', step_completed: true }));

    const res = await chat(step.id, 'I finished the warm-up, what next?');

    expect(res.statusCode).toBe(200);
    expect(res.json().step_completed).toBe(true);
    expect((await t.as(alice).get(`/api/steps/${step.id}`)).json().status).toBe('completed');
  });
});

describe('a completion evaluation', () => {
  it('with yes and no written as text and its empty lists left out is the model’s evaluation, read as meant', async () => {
    const created = await t.as(alice).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k race' });
    const steps = await t.plannedSteps(alice, created.json().id);
    await t.quiet();
    for (const step of steps.slice(0, -1)) await t.as(alice).put(`/api/steps/${step.id}/complete`);
    const evaluation = { json: { gaps_found: 'false', recommendation: 'Well done: the race is run.', criteria: [{ criterion: 'Finish a 10k race', met: 'true', evidence: 'Both steps done' }] } };
    queue('todo_evaluation', evaluation, evaluation);

    const res = await t.as(alice).put(`/api/steps/${steps.at(-1)!.id}/complete`);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      todo_status: 'completed',
      completion_evaluation: { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Well done: the race is run.', todo_auto_completed: true },
      evaluation_planner: { name: 'local-model', fallback: false },
    });
    // A model's verdict does not say whether something recorded shows a criterion: no flag claims it.
    expect(res.json().completion_evaluation.criteria).toEqual([{ criterion: 'Finish a 10k race', met: true, evidence: 'Both steps done' }]);
    expect(res.json().completion_evaluation.planner).toEqual({ name: 'local-model', fallback: false, reason: null });
  });
});

describe('a Director reply', () => {
  type StreamEvent = { conversation_id?: string; chunk?: string; done?: boolean };
  /** POSTs a message over real HTTP and reads the whole event stream. */
  async function directorChat(message: string) {
    const res = await fetch(`${baseUrl}/api/director/chat`, {
      method: 'POST',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ message, conversation_id: null }),
    });
    const events: StreamEvent[] = (await res.text())
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice('data: '.length)));
    return { status: res.status, events, text: events.map((e) => e.chunk ?? '').join(''), conversationId: events[0]?.conversation_id as string };
  }
  const plannerCalls = async (conversationId: string) =>
    (await t.services.deps.store.readStream(`conversation-${conversationId}`)).filter((e) => e.type === 'PlannerCallRecorded').map((e) => e.data as { output: unknown; error: string | null; model: string; attempts: number });

  it('that is empty ends the stream with done and no text, and the call is still on the conversation’s record', async () => {
    queue('director', { content: '' });

    const { status, events, text, conversationId } = await directorChat('How am I doing?');

    expect(status).toBe(200);
    expect(text).toBe('');
    expect(events.at(-1)).toEqual({ done: true, conversation_id: conversationId });
    expect(await plannerCalls(conversationId)).toEqual([expect.objectContaining({ model: 'local-model', output: '', error: null })]);
    const history = await t.as(alice).get(`/api/history/conversation/${conversationId}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().events.map((e: { type: string }) => e.type)).toContain('PlannerCallRecorded');
  });

  it('sent again after a 429 that came before any text, as every planner request is, and the record counts both requests', async () => {
    queue('director', { status: 429, message: 'Rate limit reached' }, { content: 'Your 10k is on track.' });

    const { text, events, conversationId } = await directorChat('Am I on track?');

    expect(text).toBe('Your 10k is on track.');
    expect(events.at(-1)).toEqual({ done: true, conversation_id: conversationId });
    expect(await plannerCalls(conversationId)).toEqual([expect.objectContaining({ output: 'Your 10k is on track.', error: null, attempts: 2 })]);
  });

  it('that the server refuses each time is the failure text the chat shows for a failed send, and the record says why in words', async () => {
    queue('director', { status: 500, message: 'upstream crashed' }, { status: 500, message: 'upstream crashed' });

    const { text, events, conversationId } = await directorChat('Am I on track?');

    expect(text).toBe('Sorry, I encountered an error processing your request.');
    expect(events.at(-1)).toEqual({ done: true, conversation_id: conversationId });
    expect(await plannerCalls(conversationId)).toEqual([expect.objectContaining({ error: 'The AI planner is unavailable: it answered with status 500.' })]);
  });

  it('that breaks off after some text is not sent again: the person keeps what was shown and is told it was cut', async () => {
    queue('director', { content: 'one two three four five six', dropAfterChunks: 3, chunkDelayMs: 30 }, { content: 'never asked for' });

    const { text, events, conversationId } = await directorChat('Summarise my week');

    expect(text).toBe('one two \n\n⚠️ The Director could not finish this reply. Please try again in a moment.');
    expect(events.at(-1)).toEqual({ done: true, conversation_id: conversationId });
    expect(queued.director).toHaveLength(1);
    expect(await plannerCalls(conversationId)).toEqual([expect.objectContaining({ output: 'one two ', error: 'The AI planner’s reply broke off (terminated).' })]);
  });

  it('cut at the token limit says so after the text, so a cut reply never passes for a whole one', async () => {
    queue('director', { content: 'Your plan for the week: first, book the', finishReason: 'length' });

    const { text, events, conversationId } = await directorChat('Plan my week');

    expect(text).toBe('Your plan for the week: first, book the\n\n_The reply reached the limit of 1000 tokens set in the Director settings (Max tokens) and stops here._');
    expect(events.at(-1)).toEqual({ done: true, conversation_id: conversationId });
    expect((await t.as(alice).get(`/api/director/conversations/${conversationId}/messages`)).json()[1].content).toBe(text);
  });

  it('that asks for the same change again (a model in a loop) makes it once', async () => {
    const user = await t.registerUser();
    await t.as(user).put('/api/director/settings', { tool_permissions: { can_create_todos: true } });
    const create = { name: 'create_todo', args: { title: 'Buy energy gels', success_criteria: 'Three flavours tested' } };
    queue('director', { toolCalls: [create, create] }, { toolCalls: [create] }, { content: 'Added.' });

    const res = await fetch(`${baseUrl}/api/director/chat`, { method: 'POST', headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Add a todo to buy gels', conversation_id: null }) });
    const text = (await res.text()).split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6)).chunk ?? '').join('');

    const titles = (await t.as(user).get('/api/todos/')).json().map((todo: { title: string }) => todo.title);
    expect(titles.filter((title: string) => title === 'Buy energy gels')).toHaveLength(1);
    expect(text.match(/✅ Created todo/g)).toHaveLength(1);
    expect(text).toContain('Added.');
  });
});

describe('a server asked for JSON by schema (PLANNER_OUTPUT=json_schema)', () => {
  const { fake: schemaFake, t: app } = modelAppForSuite(null, { env: { ...modelSettings, PLANNER_OUTPUT: 'json_schema' } });
  let bea: TestUser;
  beforeAll(async () => {
    bea = await app.registerUser();
  });
  const ask = () => app.as(bea).post('/api/mission-breakdown/questions', { title: 'Run a 10k', description: '' });

  it('reads a reply in code fences after the model’s thinking as the model’s answer', async () => {
    schemaFake.reply({ content: '<think>The person wants {a race}.</think>\n```json\n{"questions": ["Which race, on which day?"]}\n```' });

    const res = await ask();

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ questions: ['Which race, on which day?'], planner: { name: 'local-model', fallback: false, reason: null } });
    expect(schemaFake.requests).toHaveLength(1);
  });

  it('asks again when the reply was cut at the token limit, instead of calling the server unreachable', async () => {
    const before = schemaFake.requests.length;
    schemaFake.reply({ content: '{"questions": ["Which race, on wh', finishReason: 'length' }, { json: { questions: ['Which race?'] } });

    const res = await ask();

    expect(res.statusCode).toBe(200);
    expect(res.json().questions).toEqual(['Which race?']);
    expect(schemaFake.requests.length - before).toBe(2);
    expect(JSON.stringify(schemaFake.requests.at(-1)!.body.messages)).toContain('Your previous answer could not be used: the reply is not valid JSON');
  });

  it('reads a function call the model made instead of writing the JSON', async () => {
    schemaFake.reply({ toolCalls: [{ name: 'mission_questions', args: { questions: ['How many weeks until the race?'] } }] });

    const res = await ask();

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ questions: ['How many weeks until the race?'], planner: { name: 'local-model', fallback: false, reason: null } });
  });
});

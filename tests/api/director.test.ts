import { randomUUID } from 'node:crypto';
import { createLangchainDirector } from '../../planner/director/langchainDirector';
import { offlineDirectorReply } from '../../planner/director/offlineDirector';
import { OFFLINE_NOTE } from '../../planner/director/offlineAnswers';
import type { DirectorInput } from '../../commands/ports/director';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { fakeOpenAIForSuite } from '../support/fakeOpenAIForSuite';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';
import { eventually } from '../support/eventually';
import { listenLocally } from '../support/listenLocally';
import { DOCUMENTED_DIRECTOR_DEFAULTS, EVERY_DIRECTOR_SETTING_CHANGED } from '../support/documentedDirectorSettings';

type Director = (input: DirectorInput, signal?: AbortSignal) => AsyncIterable<string>;

/** The clock of the app: fixed, so "overdue" means the same thing on every run. */
const now = new Date('2025-03-10T09:00:00.000Z');

/** Which Director answers: the offline one unless a test swaps in another. */
let director: Director = offlineDirectorReply;
const { t, admin, alice, bob } = testAppForSuite({ planner: new OfflinePlanner((input, signal) => director(input, signal)), now: () => now });
const fake = fakeOpenAIForSuite();
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await listenLocally(t.app);
});
afterEach(() => {
  director = offlineDirectorReply;
});

type StreamEvent = { conversation_id?: string; chunk?: string; done?: boolean };

/** POSTs a chat message over real HTTP and reads the whole event stream. */
async function chat(user: TestUser, message: string, conversationId: string | null = null) {
  const res = await fetch(`${baseUrl}/api/director/chat`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversation_id: conversationId }),
  });
  const raw = await res.text();
  const events: StreamEvent[] = raw
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice('data: '.length)));
  const text = events.map((e) => e.chunk ?? '').join('');
  return { res, raw, events, text, conversationId: events[0]?.conversation_id as string };
}

const messagesOf = async (user: TestUser, conversationId: string) => (await t.as(user).get(`/api/director/conversations/${conversationId}/messages`)).json();

describe('POST /api/director/chat', () => {
  it('streams chunks as data lines, then a done event, for a new conversation', async () => {
    const { res, events, text, conversationId } = await chat(alice, 'Give me a summary of my progress');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const chunks = events.slice(0, -1);
    expect(chunks.length).toBeGreaterThan(3);
    for (const e of chunks) expect(e).toEqual({ conversation_id: conversationId, chunk: expect.any(String) });
    expect(events[events.length - 1]).toEqual({ done: true, conversation_id: conversationId });
    expect(text).toContain('### Progress summary');
  });

  it('saves the conversation, titled from the first message, with both messages', async () => {
    const { conversationId, text } = await chat(alice, '  What should I   focus on today? ');
    const list = (await t.as(alice).get('/api/director/conversations')).json();
    expect(list[0]).toEqual({ id: conversationId, title: 'What should I focus on today?', updated_at: expect.any(String) });
    const messages = await messagesOf(alice, conversationId);
    expect(messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      // The message as typed (trimmed); only the title collapses the spaces.
      ['user', 'What should I   focus on today?'],
      ['assistant', text],
    ]);
    for (const m of messages) expect(new Date(m.timestamp).toISOString()).toBe(m.timestamp);
  });

  it('continues a conversation: history is reloaded in order and it moves to the top of the list', async () => {
    const first = await chat(alice, 'Hello Director');
    const other = await chat(alice, 'Another thread');
    let list = (await t.as(alice).get('/api/director/conversations')).json();
    expect(list[0].id).toBe(other.conversationId);

    const second = await chat(alice, 'What is overdue?', first.conversationId);
    expect(second.conversationId).toBe(first.conversationId);
    const messages = await messagesOf(alice, first.conversationId);
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[2].content).toBe('What is overdue?');
    expect(messages[3].content).toBe(second.text);

    list = (await t.as(alice).get('/api/director/conversations')).json();
    expect(list[0]).toMatchObject({ id: first.conversationId, title: 'Hello Director' });
    expect(Date.parse(list[0].updated_at)).toBeGreaterThanOrEqual(Date.parse(list[1].updated_at));
  });

  it('continues a conversation named by its id in upper case, as its messages route takes it', async () => {
    const first = await chat(alice, 'Hello again');
    const second = await chat(alice, 'Still there?', first.conversationId.toUpperCase());
    expect(second.res.status).toBe(200);
    expect(second.conversationId).toBe(first.conversationId);
    expect((await messagesOf(alice, first.conversationId)).map((m: { content: string }) => m.content)).toEqual(['Hello again', first.text, 'Still there?', second.text]);
  });

  it('gives the model the earlier messages of the conversation', async () => {
    const seen: DirectorInput[] = [];
    director = (input, signal) => {
      seen.push(input);
      return offlineDirectorReply(input, signal);
    };
    const first = await chat(alice, 'First question');
    await chat(alice, 'Second question', first.conversationId);
    expect(seen[1].message).toBe('Second question');
    expect(seen[1].history).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: first.text },
    ]);
  });

  it('refuses a blank message with 400 and records nothing', async () => {
    const before = (await t.as(bob).get('/api/director/conversations')).json();
    const res = await t.as(bob).post('/api/director/chat', { message: '   ', conversation_id: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Please enter a message' });
    const missing = await t.as(bob).post('/api/director/chat', { conversation_id: null });
    expect(missing.statusCode).toBe(400);
    expect((await t.as(bob).get('/api/director/conversations')).json()).toEqual(before);
  });

  it('refuses a time zone that is not a text of at most 100 characters with 400 and records nothing', async () => {
    const before = (await t.as(bob).get('/api/director/conversations')).json();
    const detail = 'Invalid time_zone: time_zone must be an IANA time zone name such as Pacific/Auckland (at most 100 characters)';
    for (const time_zone of ['A'.repeat(101), 5]) {
      const res = await t.as(bob).post('/api/director/chat', { message: 'What is due today?', time_zone });
      expect([res.statusCode, res.json()]).toEqual([400, { detail }]);
    }
    expect((await t.as(bob).get('/api/director/conversations')).json()).toEqual(before);
  });

  it('answers 404 for another user’s conversation and never writes to it', async () => {
    const { conversationId } = await chat(alice, 'Private thoughts');
    const res = await t.as(bob).post('/api/director/chat', { message: 'Let me in', conversation_id: conversationId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Conversation not found' });
    expect((await t.as(bob).get(`/api/director/conversations/${conversationId}/messages`)).statusCode).toBe(404);
    expect((await t.as(bob).get('/api/director/conversations')).json().map((c: { id: string }) => c.id)).not.toContain(conversationId);
    expect(await messagesOf(alice, conversationId)).toHaveLength(2);
  });

  it('refuses a conversation_id that is not a text with 400', async () => {
    for (const conversation_id of [5, {}]) {
      const res = await t.as(bob).post('/api/director/chat', { message: 'Hi', conversation_id });
      expect([res.statusCode, res.json()]).toEqual([400, { detail: 'Invalid conversation_id: conversation_id must be the id of one of your conversations, or null for a new one' }]);
    }
  });

  it('answers 404 for an unknown or malformed conversation id', async () => {
    for (const id of ['6f1c1d3e-8a55-4a8e-9d5c-1c2b3a4d5e6f', 'not-a-uuid']) {
      expect((await t.as(alice).post('/api/director/chat', { message: 'Hi', conversation_id: id })).statusCode).toBe(404);
      expect((await t.as(alice).get(`/api/director/conversations/${id}/messages`)).statusCode).toBe(404);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await t.as(null).post('/api/director/chat', { message: 'Hi', conversation_id: null })).statusCode).toBe(401);
    expect((await t.as(null).get('/api/director/conversations')).statusCode).toBe(401);
    expect((await t.as(null).get('/api/director/settings')).statusCode).toBe(401);
  });

  it('cancels the model call when the client disconnects, and records no reply', async () => {
    let aborted = false;
    director = async function* slowDirector(_input, signal) {
      yield 'Thinking about it';
      await new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
      aborted = signal?.aborted ?? false;
      // Ends quietly instead of throwing: the route itself must notice the client left.
      if (aborted) return;
      yield 'never sent';
    };
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}/api/director/chat`, {
      method: 'POST',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Tell me a long story', conversation_id: null }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    const firstEvent = JSON.parse(new TextDecoder().decode(value).split('\n').find((l) => l.startsWith('data: '))!.slice(6));
    expect(firstEvent.chunk).toBe('Thinking about it');
    controller.abort();

    const deadline = Date.now() + 3000;
    while (!aborted && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(aborted).toBe(true);
    // The user's message is kept; the cancelled reply is not recorded (give a late one time to show up).
    const kept = await eventually(() => t.as(alice).get(`/api/director/conversations/${firstEvent.conversation_id}/messages`), (r) => r.statusCode === 200, { timeoutMs: 3000, intervalMs: 20 });
    expect(kept.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const messages = await messagesOf(alice, firstEvent.conversation_id);
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user']);
  });

  it('tells the user when the model fails mid-reply, and keeps what was shown', async () => {
    director = async function* failingDirector() {
      yield 'Here is the start';
      throw new Error('upstream model crashed');
    };
    const { text, events, conversationId } = await chat(alice, 'Will this work?');
    expect(text).toBe('Here is the start\n\n⚠️ The Director could not finish this reply. Please try again in a moment.');
    expect(events[events.length - 1]).toEqual({ done: true, conversation_id: conversationId });
    expect((await messagesOf(alice, conversationId))[1].content).toBe(text);
  });

  it('records a model reply with no words as the text the chat shows for an empty reply, so a reload shows the same', async () => {
    director = async function* silentDirector() {
      yield '';
      yield '  \n';
    };
    const { text, events, conversationId } = await chat(alice, 'Anything to say?');
    // Nothing worth streaming: the chat shows its text for an empty reply when done comes.
    expect(text.trim()).toBe('');
    expect(events[events.length - 1]).toEqual({ done: true, conversation_id: conversationId });
    const messages = await messagesOf(alice, conversationId);
    expect(messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'Anything to say?'],
      ['assistant', 'I apologize, but I was unable to generate a response. Please try again.'],
    ]);
  });
});

describe('a deleted account', () => {
  it('leaves the Director read models with its conversations, messages and settings', async () => {
    const gina = await t.registerUser();
    const { conversationId } = await chat(gina, 'Remember this');
    await t.as(gina).put('/api/director/settings', { response_style: 'concise' });
    expect((await t.as(admin).delete(`/api/admin/users/${gina.user.id}`)).statusCode).toBeLessThan(300);
    const db = t.services.deps.db;
    expect(await eventually(() => db('director_conversations').where({ user_id: gina.user.id }), (rows) => rows.length === 0, { timeoutMs: 3000, intervalMs: 20 })).toEqual([]);
    expect(await db('director_messages').where({ conversation_id: conversationId })).toEqual([]);
    expect(await db('director_settings').where({ user_id: gina.user.id })).toEqual([]);
  });
});

describe('GET/PUT /api/director/settings', () => {
  it('answers the defaults for a user who never saved any', async () => {
    const carol = await t.registerUser();
    const res = await t.as(carol).get('/api/director/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DOCUMENTED_DIRECTOR_DEFAULTS);
  });

  it('saves the whole settings object and reads it back; an empty custom prompt becomes null', async () => {
    const dave = await t.registerUser();
    const wanted = EVERY_DIRECTOR_SETTING_CHANGED;
    const saved = await t.as(dave).put('/api/director/settings', wanted);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(wanted);
    expect((await t.as(dave).get('/api/director/settings')).json()).toEqual(wanted);

    const cleared = await t.as(dave).put('/api/director/settings', { ...wanted, custom_system_prompt: '' });
    expect(cleared.json().custom_system_prompt).toBeNull();
    expect((await t.as(dave).get('/api/director/settings')).json().custom_system_prompt).toBeNull();
    // Settings are per user.
    expect((await t.as(bob).get('/api/director/settings')).json()).toEqual(DOCUMENTED_DIRECTOR_DEFAULTS);
  });

  it.each([
    [{ temperature: 2 }, 'Temperature must be a number between 0 and 1'],
    [{ max_tokens: 50 }, 'Max tokens must be a whole number between 100 and 4000'],
    [{ max_tokens: 5000 }, 'Max tokens must be a whole number between 100 and 4000'],
    [{ response_style: 'verbose' }, 'Response style must be one of: balanced, concise, detailed'],
    [{ system_prompt_role: 'Oracle' }, 'System prompt role must be one of: Strategic Planner, Task Manager, Coach'],
    [{ tool_permissions: { can_create_todos: 'yes' } }, 'Tool permissions: can_create_todos must be true or false'],
    [{ context_settings: { include_everything: true } }, "Unknown context settings setting 'include_everything'; expected one of include_odysseys, include_missions, include_todos, include_steps"],
  ])('refuses %j with 400 and the detail the Settings tab shows', async (body, detail) => {
    const erin = await t.registerUser();
    const res = await t.as(erin).put('/api/director/settings', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
    expect((await t.as(erin).get('/api/director/settings')).json()).toEqual(DOCUMENTED_DIRECTOR_DEFAULTS);
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.as(alice).put('/api/director/settings', [1, 2]);
    expect(res.statusCode).toBe(400);
  });
});

describe('the Director answers from the user’s real data', () => {
  let frank: TestUser;
  let missionId: string;

  beforeAll(async () => {
    frank = await t.registerUser();
    const odyssey = await t.as(frank).post('/api/odysseys/', { title: 'Run a marathon', description: 'Berlin, under four hours' });
    expect(odyssey.statusCode).toBe(201);
    const mission = await t.as(frank).post('/api/missions/', { title: 'Base training block', description: 'Build to 50 km a week', odyssey_id: odyssey.json().id });
    expect(mission.statusCode).toBe(201);
    missionId = mission.json().id;
    const todos = [
      { title: 'Long run of 25 km', success_criteria: '25 km at easy pace', priority: 'high', due_date: '2025-03-07', mission_id: missionId },
      { title: 'Book physio check', success_criteria: 'Appointment confirmed', priority: 'low', due_date: '2025-04-30', mission_id: missionId },
    ];
    for (const todo of todos) expect((await t.as(frank).post('/api/todos/', { description: null, ...todo })).statusCode).toBe(201);
  });

  it('names the overdue todo and the mission at risk', async () => {
    const { text } = await chat(frank, 'What is overdue?');
    expect(text).toContain('1 todo is overdue');
    expect(text).toContain('| Long run of 25 km |');
    // Due on the 7th, on the 10th it is 3 days overdue, as a person counts them (by the calendar).
    expect(text).toContain('2025-03-07 (3 days overdue)');
    expect(text).not.toContain('Book physio check |');
    expect(text).toMatch(/\| Base training block \| (Critical|At risk) \|/);
  });

  it('reports on a mission by name', async () => {
    const { text } = await chat(frank, 'How is Base training block doing?');
    expect(text).toContain('### Mission: Base training block');
    expect(text).toContain('0 of 2 todos completed (0%)');
    expect(text).toContain('part of **Run a marathon**');
  });

  it('leaves out what the context settings hide', async () => {
    await t.as(frank).put('/api/director/settings', { context_settings: { include_todos: false } });
    const { text } = await chat(frank, 'What should I focus on today?');
    expect(text).not.toContain('Long run of 25 km');
    expect(text).toContain('Your context settings hide your todos from me');
    await t.as(frank).put('/api/director/settings', { context_settings: { include_todos: true } });
  });

  it('says on every answer read from the data that it was made offline, without an AI model', async () => {
    let conversation: string | null = null;
    for (const question of ['What should I focus on today?', 'What is overdue?', 'Which mission is at risk and why?', 'How am I doing?', 'How is Base training block doing?', 'Should I drop Book physio check?']) {
      const { text, conversationId } = await chat(frank, question, conversation);
      conversation = conversationId;
      expect([question, text.split('\n').filter((l) => l.includes('without an AI model')).length]).toEqual([question, 1]);
    }
    const stored = (await messagesOf(frank, conversation ?? '')) as Array<{ role: string; content: string }>;
    expect(stored.filter((m) => m.role === 'assistant').every((m) => m.content.endsWith(OFFLINE_NOTE) || m.content.includes('without an AI model'))).toBe(true);
    expect(stored[1].content.endsWith(`\n\n${OFFLINE_NOTE}`)).toBe(true);
  });

  it('does not see another user’s data', async () => {
    const { text } = await chat(bob, 'What is overdue?');
    expect(text).not.toContain('Long run of 25 km');
  });

  describe('with a model (fake OpenAI-compatible server)', () => {
    const modelDirector = () => createLangchainDirector({ model: 'gpt-4o-mini', apiKey: 'test', baseURL: fake.baseURL, timeoutMs: 5000, maxRetries: 0 });

    it('sends only what the context toggles allow to the model', async () => {
      director = modelDirector();
      fake.reply({ content: 'Focus on the long run.' }, { content: 'Focus on the mission.' });
      const withTodos = await chat(frank, 'What should I focus on?');
      expect(withTodos.text).toBe('Focus on the long run.');
      expect(fake.promptOf()).toContain('Long run of 25 km');

      // Steps stay shown: one that does the work its todo's title names must not reveal that title.
      await t.as(frank).put('/api/director/settings', { context_settings: { include_todos: false, include_odysseys: false } });
      director = modelDirector();
      await chat(frank, 'What should I focus on?');
      const prompt = JSON.stringify(fake.requests[fake.requests.length - 1].body);
      expect(prompt).not.toMatch(/long run of 25 km/i);
      expect(prompt).not.toMatch(/book physio check/i);
      expect(prompt).not.toContain('Run a marathon');
      expect(prompt).toContain('the work its todo names');
      expect(prompt).toContain('Check the result against the success criteria');
      expect(prompt).toContain('Base training block');
      await t.as(frank).put('/api/director/settings', { context_settings: { include_todos: true, include_odysseys: true } });
    });

    it('does not create a todo while the permission is off, and does once it is on', async () => {
      const todoTitles = async () => (await t.services.deps.db('todos').where({ user_id: frank.user.id }).select('title')).map((r) => r.title);
      const call = { toolCalls: [{ name: 'create_todo', args: { title: 'Buy energy gels', success_criteria: 'Three flavours tested', mission_id: missionId } }] };

      director = modelDirector();
      fake.reply(call, { content: 'I am not allowed to.' });
      const refused = await chat(frank, 'Add a todo to buy gels');
      expect(refused.text).toContain('⛔ Not done: creating todos is turned off');
      expect(await todoTitles()).not.toContain('Buy energy gels');

      await t.as(frank).put('/api/director/settings', { tool_permissions: { can_create_todos: true } });
      director = modelDirector();
      fake.reply(call, { content: 'Added.' });
      const done = await chat(frank, 'Add a todo to buy gels');
      expect(done.text).toContain('✅ Created todo "Buy energy gels"');
      expect(await todoTitles()).toContain('Buy energy gels');
      const created = await t.services.deps.db('todos').where({ user_id: frank.user.id, title: 'Buy energy gels' }).first();
      expect(created.mission_id).toBe(missionId);
    });

    it('cannot change another user’s mission through a tool', async () => {
      const bobsMission = await t.as(bob).post('/api/missions/', { title: 'Bob’s secret mission', description: 'Mine', odyssey_id: null });
      expect(bobsMission.statusCode).toBe(201);
      director = modelDirector();
      fake.reply({ toolCalls: [{ name: 'update_mission', args: { mission_id: bobsMission.json().id, status: 'paused' } }] }, { content: 'Hmm.' });
      const { text } = await chat(frank, 'Pause that mission');
      expect(text).toContain('⚠️ Mission not updated: Mission not found');
      expect((await t.as(bob).get(`/api/missions/${bobsMission.json().id}`)).json().status).toBe('active');
    });
  });
});

describe('the Director searches what steps say', () => {
  const costs = 'List your fixed costs: Rent, bills, insurance, debt payments and subscriptions';
  let gina: TestUser;

  beforeAll(async () => {
    gina = await t.registerUser();
    // A todo with its plan already made: the planner adds nothing to it.
    await t.runTodoCommand(gina, randomUUID(), {
      type: 'CreateTodo',
      title: 'Make a monthly budget',
      successCriteria: 'A budget that balances',
      steps: [{ stepId: randomUUID(), title: 'Know where the money goes', description: costs }],
    });
  });

  it("finds a thing named only in a step's description", async () => {
    const { text } = await chat(gina, 'Is there anything about subscriptions?');
    expect(text).toContain('### What mentions subscriptions');
    expect(text).toContain('- Step **Know where the money goes** (todo **Make a monthly budget**) · Pending');
    expect(text).not.toContain('Nothing in your plan mentions');
  });

  it("keeps steps' descriptions out of the model's prompt", async () => {
    director = createLangchainDirector({ model: 'gpt-4o-mini', apiKey: 'test', baseURL: fake.baseURL, timeoutMs: 5000, maxRetries: 0 });
    fake.reply({ content: 'You have a budget to make.' });
    await chat(gina, 'What should I focus on?');
    const prompt = fake.promptOf();
    expect(prompt).toContain('Know where the money goes');
    expect(prompt).not.toContain('debt payments');
  });
});

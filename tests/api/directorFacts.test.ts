import { createLangchainDirector } from '../../planner/director/langchainDirector';
import { healthLabel } from '../../planner/director/analysis';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { fakeOpenAIForSuite } from '../support/fakeOpenAIForSuite';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';
import { listenLocally } from '../support/listenLocally';
import { directorReplyText } from '../support/directorReplyText';

/**
 * The Director tells the user what the screens show: the prompt it sends the model (read back
 * from the fake OpenAI-compatible server) states each fact as the API answers it.
 */

const now = new Date('2025-03-10T09:00:00.000Z');
const fake = fakeOpenAIForSuite();
const director = () => createLangchainDirector({ model: 'gpt-4o-mini', apiKey: 'test', baseURL: fake.baseURL, timeoutMs: 5000, maxRetries: 0 });
const { t, alice, bob } = testAppForSuite({ planner: new OfflinePlanner((input, signal) => director()(input, signal)), now: () => now });
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await listenLocally(t.app);
});

/** Sends a message over HTTP and answers the system prompt the model got (the user's data). */
async function promptFor(user: TestUser, message = 'How am I doing?', extra: Record<string, unknown> = {}): Promise<string> {
  fake.reply({ content: 'Noted.' });
  const res = await fetch(`${baseUrl}/api/director/chat`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversation_id: null, ...extra }),
  });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('Noted.');
  const system = fake.requests[fake.requests.length - 1].body.messages[0];
  expect(system.role).toBe('system');
  return system.content as string;
}

const created = async (res: { statusCode: number; body: string; json(): any }) => {
  expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
  return res.json().id as string;
};
/** The prompt's line for an entity of that title. */
const lineOf = (prompt: string, title: string) => prompt.split('\n').find((l) => l.startsWith(`- ${JSON.stringify(title)}`));
const sectionOf = (prompt: string, heading: string) => {
  const start = prompt.indexOf(`## ${heading}`);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = prompt.indexOf('\n## ', start + 1);
  return prompt.slice(start, end < 0 ? undefined : end);
};

describe('the Director’s prompt and the screens state the same facts', () => {
  let carol: TestUser;
  const todo = (title: string, over: Record<string, unknown> = {}) =>
    t.as(carol).post('/api/todos/', { title, success_criteria: 'Done', description: null, priority: 'medium', ...over });

  beforeAll(async () => {
    carol = await t.registerUser();
    const odyssey = await created(await t.as(carol).post('/api/odysseys/', { title: 'Speak Portuguese', description: null }));
    const grammar = await created(await t.as(carol).post('/api/missions/', { title: 'Grammar drills', description: null, odyssey_id: odyssey }));
    // 2 of 3 completed: 67% as Math.round gives it; the open one is overdue.
    await created(await todo('Subjunctive', { mission_id: grammar, due_date: '2025-03-07' }));
    for (const title of ['Verb tables', 'Past tense']) {
      const id = await created(await todo(title, { mission_id: grammar, due_date: '2025-03-01' }));
      expect((await t.as(carol).post(`/api/todos/${id}/force-complete`)).statusCode).toBe(200);
    }

    const travel = await created(await t.as(carol).post('/api/missions/', { title: 'Trip to Lisbon', description: null, odyssey_id: null }));
    const flights = await created(await todo('Book flights', { mission_id: travel, due_date: '2025-03-11' }));
    const pack = await created(await todo('Pack bags', { mission_id: travel, due_date: '2025-04-01' }));
    expect((await t.as(carol).post(`/api/todos/${pack}/dependencies`, { depends_on: flights })).statusCode).toBeLessThan(300);
    // Due today (UTC): overdue only once the day is over.
    await created(await todo('Call the tutor', { due_date: '2025-03-10' }));

    const gone = await created(await todo('Abandoned idea', { mission_id: travel }));
    expect((await t.as(carol).delete(`/api/todos/${gone}`)).statusCode).toBeLessThan(300);

    const finished = await created(await t.as(carol).post('/api/odysseys/', { title: 'Finished the course', description: null }));
    expect((await t.as(carol).put(`/api/odysseys/${finished}`, { status: 'completed' })).statusCode).toBe(200);

    await created(await t.as(bob).post('/api/todos/', { title: 'Bob’s private errand', success_criteria: 'Done', description: null, due_date: '2025-03-01' }));
  });

  it('mission health, progress and overdue counts as the missions list shows them', async () => {
    const prompt = await promptFor(carol);
    const missions: Array<{ title: string; health_status: keyof typeof healthLabel; progress_percentage: number; completed_todos: number; total_todos: number; overdue_count: number }> = (
      await t.as(carol).get('/api/missions/')
    ).json();
    expect(missions.map((m) => m.title).sort()).toEqual(['Grammar drills', 'Trip to Lisbon']);
    expect(missions.find((m) => m.title === 'Grammar drills')!.progress_percentage).toBe(67);
    for (const m of missions) {
      const line = lineOf(prompt, m.title);
      expect(line).toBeDefined();
      expect(line).toContain(`health ${healthLabel[m.health_status]}`);
      expect(line).toContain(`${m.completed_todos} of ${m.total_todos} todos completed (${m.progress_percentage}%), ${m.overdue_count} overdue`);
    }
  });

  it('odyssey health, status and progress as the odysseys list shows them; a completed one has no health', async () => {
    const prompt = await promptFor(carol);
    const odysseys: Array<{ title: string; status: string; health_status?: keyof typeof healthLabel; progress_percentage: number; completed_missions: number; total_missions: number }> = (
      await t.as(carol).get('/api/odysseys/')
    ).json();
    for (const o of odysseys) {
      const line = lineOf(prompt, o.title)!;
      expect(line).toContain(`: ${o.status.charAt(0).toUpperCase()}${o.status.slice(1)}`);
      expect(line).toContain(`${o.completed_missions} of ${o.total_missions} missions completed (${o.progress_percentage}%)`);
      if (o.health_status) expect(line).toContain(`health ${healthLabel[o.health_status]}`);
      else expect(line).not.toContain('health');
    }
    expect(odysseys.find((o) => o.title === 'Finished the course')).toMatchObject({ status: 'completed' });
  });

  it('overdue and waiting todos as the todo answers flag them; completed ones are not live work', async () => {
    const prompt = await promptFor(carol);
    const open = sectionOf(prompt, 'Open todos');
    const todos: Array<{ title: string; status: string; is_overdue: boolean; blocked: boolean }> = (await t.as(carol).get('/api/todos/')).json();
    expect(todos.map((x) => x.title).sort()).toEqual(['Book flights', 'Call the tutor', 'Pack bags', 'Past tense', 'Subjunctive', 'Verb tables']);
    for (const x of todos) {
      if (x.status === 'completed') {
        expect(lineOf(open, x.title)).toBeUndefined();
        expect(lineOf(sectionOf(prompt, 'Completed todos'), x.title)).toBeDefined();
        continue;
      }
      const line = lineOf(open, x.title)!;
      expect(line).toBeDefined();
      expect(line.includes('OVERDUE')).toBe(x.is_overdue);
      expect(line.includes('BLOCKED')).toBe(x.blocked);
    }
    expect(open).toContain(`: ${todos.filter((x) => x.is_overdue).length} overdue,`);
    expect(lineOf(open, 'Pack bags')).toContain('BLOCKED: waits for "Book flights"');
  });

  it('leaves out deleted todos and every other user’s data', async () => {
    const prompt = await promptFor(carol);
    expect(prompt).not.toContain('Abandoned idea');
    expect(prompt).not.toContain('Bob’s private errand');
    const bobs = await promptFor(bob);
    expect(bobs).toContain('Bob’s private errand');
    for (const title of ['Speak Portuguese', 'Grammar drills', 'Subjunctive', 'Book flights']) expect(bobs).not.toContain(title);
  });

  it('leaves out the todos a mission’s re-plan set aside', async () => {
    const dora = await t.registerUser();
    const mission = await created(await t.as(dora).post('/api/missions/', { title: 'Garden makeover', description: null, odyssey_id: null }));
    await created(await t.as(dora).post('/api/todos/', { title: 'Dig the old beds', success_criteria: 'Done', description: null, mission_id: mission }));
    expect((await t.as(dora).post(`/api/missions/${mission}/replan`, { title: 'Garden makeover', description: 'Raised beds instead' })).statusCode).toBe(200);
    const live: string[] = (await t.as(dora).get('/api/todos/')).json().map((x: { title: string }) => x.title);
    expect(live).not.toContain('Dig the old beds');
    const prompt = await promptFor(dora);
    expect(prompt).not.toContain('Dig the old beds');
    for (const title of live) expect(prompt).toContain(JSON.stringify(title));
  });

  it('tells a user with no data that there is none', async () => {
    const erin = await t.registerUser();
    const prompt = await promptFor(erin);
    expect(prompt).toContain('## Odysseys (0)\n- none');
    expect(prompt).toContain('## Missions (0)\n- none');
    expect(prompt).toMatch(/## Open todos \(0\)[^\n]*\n- none/);
  });

  it('reads "today" as the user’s own day when the browser gives its time zone', async () => {
    // 09:00 UTC on March 10 is 22:00 on March 9 in American Samoa (UTC-11): "Call the tutor", due
    // on the 10th, is due tomorrow there, as the todo page's "Due Mar 10, 2025" reads to that user.
    const local = await promptFor(carol, 'What is due today?', { time_zone: 'Pacific/Pago_Pago' });
    expect(local).toContain('Current time: 2025-03-10T09:00:00.000Z');
    expect(local).toContain('The user’s local time: 2025-03-09 22:00 (Pacific/Pago_Pago): their “today” is 2025-03-09.');
    // Without a time zone, or with one this server does not know, the prompt speaks UTC only.
    for (const extra of [{}, { time_zone: 'Mars/Olympus_Mons' }, { time_zone: null }]) {
      expect(await promptFor(carol, 'What is due today?', extra)).not.toContain('local time');
    }
  });

  it('says the reply failed when the model server fails, instead of passing offline text for advice', async () => {
    fake.reply({ status: 500, message: 'model down' });
    const text = await directorReplyText(baseUrl, carol, 'What should I focus on today?');
    expect(text).toBe('Sorry, I encountered an error processing your request.');
  });
});

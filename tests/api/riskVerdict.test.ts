import type { DirectorInput } from '../../commands/ports/director';
import { buildDirectorContext } from '../../planner/director/context';
import { offlineDirectorReply } from '../../planner/director/offlineDirector';
import { directorSystemPrompt } from '../../planner/director/systemPrompt';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';
import { listenLocally } from '../support/listenLocally';

/**
 * One mission that the forecast calls late: every screen and answer that speaks of its risk
 * (the mission answer and list, the dashboard, the forecast, the odyssey, The Director) says
 * the same about it at the same instant, and names it.
 */
const DAY = 24 * 60 * 60 * 1000;
const start = Date.parse('2025-07-01T09:00:00.000Z');
const day = (n: number) => new Date(start + n * DAY).toISOString().slice(0, 10);
let clock = start;

let t: TestApp;
let baseUrl: string;
let user: TestUser;
/** The input The Director got last (what a model's prompt is built from). */
let lastDirectorInput: DirectorInput | null = null;

let odysseyId: string;
let late: { id: string };
let calm: { id: string };
let dueSoon: { id: string };

async function post(url: string, body: Record<string, unknown>) {
  const res = await t.as(user).post(url, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

async function askDirector(message: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/director/chat`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversation_id: null }),
  });
  const raw = await res.text();
  return raw
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => (JSON.parse(line.slice('data: '.length)) as { chunk?: string }).chunk ?? '')
    .join('');
}

beforeAll(async () => {
  t = await startTestApp({
    planner: new OfflinePlanner((input, signal) => {
      lastDirectorInput = input;
      return offlineDirectorReply(input, signal);
    }),
    now: () => new Date(clock),
  });
  baseUrl = await listenLocally(t.app);
  await t.registerUser();
  user = await t.registerUser();

  odysseyId = (await post('/api/odysseys/', { title: 'Run a half marathon', description: 'In the autumn' })).id;
  // Six todos due on day 8, four finished on days 1 to 4. The pace is read over four weeks
  // (four todos in 28 days), so the last two are forecast for about two weeks later: past the
  // due date. Nothing is overdue or due within 48 hours, so the health rule alone says healthy.
  late = await post('/api/missions/', { title: 'Build the base', odyssey_id: odysseyId });
  calm = await post('/api/missions/', { title: 'Sort the kit' });
  dueSoon = await post('/api/missions/', { title: 'Book the race' });
  const lateTodos = [];
  const calmTodos = [];
  for (let i = 0; i < 6; i++) lateTodos.push(await post('/api/todos/', { title: `Base run ${i}`, success_criteria: 'Done', mission_id: late.id, due_date: day(8) }));
  for (let i = 0; i < 5; i++) calmTodos.push(await post('/api/todos/', { title: `Kit ${i}`, success_criteria: 'Done', mission_id: calm.id, due_date: day(60) }));
  // Due in a day with no step done: at risk by the health rule alone.
  await post('/api/todos/', { title: 'Pay the entry fee', success_criteria: 'Paid', mission_id: dueSoon.id, due_date: day(5) });
  for (let d = 1; d <= 4; d++) {
    clock = start + d * DAY;
    expect((await t.as(user).post(`/api/todos/${lateTodos[d - 1].id}/force-complete`)).statusCode).toBe(200);
    if (d <= 3) expect((await t.as(user).post(`/api/todos/${calmTodos[d - 1].id}/force-complete`)).statusCode).toBe(200);
  }
  clock = start + 4 * DAY + 3 * 60 * 60 * 1000;
});

afterAll(async () => {
  await t?.close();
});

describe('one risk verdict for a mission the forecast calls late', () => {
  it('the forecast says it will miss its due date, and shows the same health as the badge', async () => {
    const forecast = (await t.as(user).get(`/api/missions/${late.id}/forecast`)).json();

    expect(forecast).toMatchObject({ outlook: 'will_miss', health_status: 'at_risk', latest_due_date: day(8) });
    expect(forecast.forecast.p50_date > day(8)).toBe(true);
    expect((await t.as(user).get(`/api/missions/${calm.id}/forecast`)).json()).toMatchObject({ outlook: 'on_track', health_status: 'healthy' });
  });

  it('the mission answer, the list and the dashboard agree with the forecast', async () => {
    const forecast = (await t.as(user).get(`/api/missions/${late.id}/forecast`)).json();
    const verdict = { health_status: 'at_risk', outlook: 'will_miss', forecast_date: forecast.forecast.p50_date };

    expect((await t.as(user).get(`/api/missions/${late.id}`)).json()).toMatchObject(verdict);
    const list = (await t.as(user).get('/api/missions')).json() as Array<{ id: string }>;
    expect(list.find((m) => m.id === late.id)).toMatchObject(verdict);
    expect(list.find((m) => m.id === calm.id)).toMatchObject({ health_status: 'healthy', outlook: 'on_track', forecast_date: null });

    const summary = (await t.as(user).get('/api/dashboard/summary')).json();
    expect(summary).toMatchObject({ healthy_missions: 1, at_risk_missions: 2, critical_missions: 0 });
    // Most at risk first: the late forecast before the todo due soon; the calm mission not at all.
    expect(summary.missions_needing_attention.map((m: { id: string; attention_reason: string }) => [m.id, m.attention_reason])).toEqual([
      [late.id, 'will_miss'],
      [dueSoon.id, 'at_risk'],
    ]);
    expect(summary.missions_needing_attention[0]).toMatchObject(verdict);
  });

  it("the odyssey's page and forecast carry the verdict of its late mission", async () => {
    const odyssey = (await t.as(user).get(`/api/odysseys/${odysseyId}`)).json();
    const forecast = (await t.as(user).get(`/api/odysseys/${odysseyId}/forecast`)).json();

    expect(odyssey).toMatchObject({ health_status: 'at_risk', outlook: 'will_miss' });
    expect(odyssey.missions[0]).toMatchObject({ id: late.id, health_status: 'at_risk', outlook: 'will_miss' });
    expect(forecast).toMatchObject({ health_status: 'at_risk', outlook: 'will_miss' });
  });

  it('The Director names it as the mission most at risk, with the forecast', async () => {
    const forecast = (await t.as(user).get(`/api/missions/${late.id}/forecast`)).json();
    const text = await askDirector('Which mission is most at risk?');

    // Most at risk first, each with its reasons: the forecast's verdict, as the badge and forecast say.
    expect(text).toContain(`- **Build the base** (At risk): the forecast says it will miss the due dates at the current pace (forecast ${forecast.forecast.p50_date}, latest due ${day(8)}).`);
    expect(text).not.toContain('No active mission is at risk');
    expect(text.indexOf('**Build the base**')).toBeLessThan(text.indexOf('**Book the race**'));
    expect(text).not.toContain('Sort the kit');
  });

  it("a model's Director gets the same verdict in its context", async () => {
    await askDirector('How are my missions doing?');
    const input = lastDirectorInput!;
    const prompt = directorSystemPrompt(input.settings, buildDirectorContext(input.data, input.settings.context_settings, input.now));

    expect(prompt).toMatch(/"Build the base" \(id [0-9a-f-]+\) in odyssey "Run a half marathon": Active, health At risk, forecast will miss the due dates at the current pace \(forecast \d{4}-\d{2}-\d{2}, latest due 2025-07-09\), needs attention/);
    expect(prompt).toMatch(/"Sort the kit" \(id [0-9a-f-]+\): Active, health Healthy, forecast on track for the due dates, /);
  });

  it('agrees again after the clock moves: the due date passed, the mission is critical everywhere', async () => {
    clock = start + 10 * DAY;
    const mission = (await t.as(user).get(`/api/missions/${late.id}`)).json();
    const forecast = (await t.as(user).get(`/api/missions/${late.id}/forecast`)).json();
    const summary = (await t.as(user).get('/api/dashboard/summary')).json();
    const text = await askDirector('Which mission is most at risk?');

    expect(mission).toMatchObject({ health_status: 'critical', overdue_count: 2 });
    expect(forecast.health_status).toBe('critical');
    expect(summary.missions_needing_attention[0]).toMatchObject({ id: late.id, attention_reason: 'critical', health_status: 'critical' });
    expect(text).toContain('- **Build the base** (Critical): **Base run 4** is 2 days overdue; **Base run 5** is 2 days overdue;');
  });
});

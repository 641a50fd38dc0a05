import ICAL from 'ical.js';
import { Client } from 'pg';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

const { t, alice, bob } = testAppForSuite();

async function createTodo(user: TestUser, title: string, dueDate: string | null) {
  const res = await t.as(user).post('/api/todos/', { title, success_criteria: `${title}: done`, due_date: dueDate });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

async function turnOnFeed(user: TestUser): Promise<string> {
  const res = await t.as(user).post('/api/calendar/feed');
  expect(res.statusCode).toBe(201);
  const { url } = res.json() as { url: string };
  return new URL(url).pathname;
}

/** Fetches the feed as a calendar app would (no token header) and parses it with ical.js. */
async function eventsOf(path: string) {
  const res = await t.app.inject({ method: 'GET', url: path });
  if (res.statusCode !== 200) return { status: res.statusCode, events: [] as { summary: string; start: string; uid: string }[] };
  expect(res.headers['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { summary: e.summary, start: e.startDate.toString(), uid: e.uid, isDate: e.startDate.isDate };
  });
  return { status: 200, events };
}

it('is off until the user turns it on', async () => {
  const res = await t.as(alice).get('/api/calendar/feed');
  expect(res.json()).toEqual({ enabled: false, enabled_at: null });
});

it("lists the user's open todos with due dates as all-day events; completed and deleted todos leave it", async () => {
  const race = await createTodo(alice, 'Run the city 10k', '2025-09-14');
  const taxes = await createTodo(alice, 'File the tax return', '2025-10-01');
  const gone = await createTodo(alice, 'Book the venue', '2025-08-01');
  await createTodo(alice, 'Read more', null);
  await createTodo(bob, "Bob's own deadline", '2025-09-20');
  const path = await turnOnFeed(alice);
  expect((await t.as(alice).get('/api/calendar/feed')).json()).toMatchObject({ enabled: true });

  const before = await eventsOf(path);
  expect(before.events.map((e) => e.summary).sort()).toEqual(['Book the venue', 'File the tax return', 'Run the city 10k']);
  expect(before.events.find((e) => e.summary === 'Run the city 10k')).toMatchObject({ start: '2025-09-14', isDate: true, uid: `todo-${race.id}@odyssey-planner` });

  expect((await t.as(alice).post(`/api/todos/${taxes.id}/force-complete`)).statusCode).toBe(200);
  expect((await t.as(alice).delete(`/api/todos/${gone.id}`)).statusCode).toBe(204);
  const after = await eventsOf(path);
  expect(after.events.map((e) => e.summary)).toEqual(['Run the city 10k']);
});

it('rotating the link stops the old one; revoking stops every link', async () => {
  const first = await turnOnFeed(bob);
  expect((await eventsOf(first)).events.map((e) => e.summary)).toEqual(["Bob's own deadline"]);
  const second = await turnOnFeed(bob);
  expect(second).not.toEqual(first);
  expect((await eventsOf(first)).status).toBe(404);
  expect((await eventsOf(second)).status).toBe(200);

  expect((await t.as(bob).delete('/api/calendar/feed')).statusCode).toBe(204);
  const revoked = await t.app.inject({ method: 'GET', url: second });
  expect(revoked.statusCode).toBe(404);
  expect(revoked.json().detail).toMatch(/Calendar feed not found/);
  expect((await t.as(bob).get('/api/calendar/feed')).json()).toEqual({ enabled: false, enabled_at: null });
  expect((await t.as(bob).delete('/api/calendar/feed')).statusCode).toBe(404);
});

it('answers a made-up or malformed link exactly like a revoked one', async () => {
  for (const url of ['/api/calendar/feeds/' + 'A'.repeat(43) + '.ics', '/api/calendar/feeds/nope.ics', '/api/calendar/feeds/x']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  }
});

it('keeps only a hash of the secret token in the log', async () => {
  const path = await turnOnFeed(alice);
  const token = path.split('/').pop()!.replace('.ics', '');
  const db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query("SELECT count(*)::int AS n FROM events WHERE data::text LIKE $1 OR metadata::text LIKE $1", [`%${token}%`]);
    expect(rows[0].n).toBe(0);
    const enabled = await db.query("SELECT count(*)::int AS n FROM events WHERE type = 'CalendarFeedEnabled'");
    expect(enabled.rows[0].n).toBeGreaterThan(0);
  } finally {
    await db.end();
  }
});

describe('text from the user in the feed', () => {
  const lineBreaks = /\r\n|\r|\n|\u000b|\u000c|\u0085|\u2028|\u2029/;
  const breakers: Array<[string, string]> = [
    ['CR', '\r'],
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['VT', '\u000b'],
    ['FF', '\u000c'],
    ['NEL', '\u0085'],
    ['LINE SEPARATOR', '\u2028'],
    ['PARAGRAPH SEPARATOR', '\u2029'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['CSI', '\u009b'],
  ];

  it('cannot start lines of its own, whatever a parser counts as a line break', async () => {
    const carol = await t.registerUser();
    const injected = (c: string) => `Pay rent${c}END:VEVENT${c}BEGIN:VEVENT${c}ATTENDEE:mailto:evil@example.com${c}SUMMARY:fake`;
    for (const [, c] of breakers) await createTodo(carol, injected(c), '2025-09-01');
    await createTodo(carol, 'Semi;colon, comma\\ backslash', '2025-09-02');
    const res = await t.app.inject({ method: 'GET', url: await turnOnFeed(carol) });
    expect(res.statusCode).toBe(200);

    const lines = res.body.split(lineBreaks);
    expect(lines.filter((l) => /^BEGIN:VEVENT/i.test(l))).toHaveLength(breakers.length + 1);
    expect(lines.filter((l) => /^ATTENDEE/i.test(l))).toEqual([]);
    expect(lines.filter((l) => /^SUMMARY:fake/i.test(l))).toEqual([]);
    expect(res.body).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r]/);

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const summaries = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);
    const expected = breakers.map(([, c]) => injected(c === '\n' || c === '\r\n' ? '\n' : ''));
    expect(summaries.sort()).toEqual([...expected, 'Semi;colon, comma\\ backslash'].sort());
    expect(res.body).toContain('SUMMARY:Semi\\;colon\\, comma\\\\ backslash');
  });
});

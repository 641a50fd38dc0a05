import { buildDirectorContext } from '../../planner/director/context';
import { recentAnswer } from '../../planner/director/offlineAnswers';
import { dueEndSql } from '../../projections/todos/views';
import { dueEndMs, isOverdue } from '../../domain/todos/overdue';
import { healthCounts } from '../../domain/missions/health';
import { testAppForSuite } from '../support/testAppForSuite';

/** Overdue is judged against the end of the due day in the reader's zone (X-Time-Zone; UTC without it). */
let clock = new Date('2026-11-28T07:00:00.000Z');
const { t, alice } = testAppForSuite({ now: () => clock });

const inZone = (zone?: string) => (zone ? { ...alice, headers: { ...alice.headers, 'x-time-zone': zone } } : alice);
const overdueOf = async (todoId: string, zone?: string) => {
  const res = await t.as(inZone(zone)).get(`/api/todos/${todoId}`);
  expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  return res.json().is_overdue as boolean;
};
const newTodo = async (dueDate: string) => {
  const res = await t.as(alice).post('/api/todos/', { title: `Due ${dueDate}`, success_criteria: 'Done', description: null, priority: 'medium', due_date: dueDate });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

describe('the reader’s time zone', () => {
  it('in Los Angeles at 23:00 a todo due today is not overdue; it is in UTC, where the day is over', async () => {
    clock = new Date('2026-11-28T07:00:00.000Z'); // 23:00 on November 27 in Los Angeles
    const todoId = await newTodo('2026-11-27');
    expect(await overdueOf(todoId, 'America/Los_Angeles')).toBe(false);
    expect(await overdueOf(todoId)).toBe(true);
    expect(await overdueOf(todoId, 'UTC')).toBe(true);
  });

  it('in Tonga at 02:00 a todo due yesterday is overdue; it is not yet in UTC', async () => {
    clock = new Date('2026-11-27T13:00:00.000Z'); // 02:00 on November 28 in Tonga
    const todoId = await newTodo('2026-11-27');
    expect(await overdueOf(todoId, 'Pacific/Tongatapu')).toBe(true);
    expect(await overdueOf(todoId)).toBe(false);
  });

  it('a zone the server does not know is a 400 that says what to send; names are read in any case', async () => {
    for (const bad of ['Mars/Olympus_Mons', '+05:00', 'UTC; DROP TABLE todos', ' ']) {
      const res = await t.as(inZone(bad)).get('/api/todos/');
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      expect(res.json().detail).toMatch(/^The X-Time-Zone header ".*" is not a time zone: send an IANA time zone name such as Europe\/Paris, or no header for UTC\.$/);
    }
    expect((await t.as(inZone('america/los_angeles')).get('/api/todos/')).statusCode).toBe(200);
  });

  it('PostgreSQL ends a due day in a zone where the domain does, across daylight-saving changes and odd offsets', async () => {
    const zones = ['UTC', 'America/Los_Angeles', 'Pacific/Tongatapu', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Europe/London', 'America/Santiago'];
    const days = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01', '2026-11-27', '2026-12-31'];
    for (const zone of zones) {
      for (const day of days) {
        const due = `${day}T23:59:59.999Z`;
        const { rows } = await t.services.deps.db.raw(`SELECT extract(epoch FROM ${dueEndSql('t', '?::text')}) * 1000 AS end_ms FROM (SELECT ?::timestamptz AS due_date) t`, [zone, due]);
        expect([zone, day, Number(rows[0].end_ms)]).toEqual([zone, day, dueEndMs(due, zone)]);
        // The brief rule: the due day ends at midnight after it, on the reader's wall clock.
        const { rows: midnight } = await t.services.deps.db.raw(`SELECT extract(epoch FROM ((?::timestamptz AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE ?::text) * 1000 AS ms`, [due, zone]);
        expect([zone, day, Number(midnight[0].ms) - 1]).toEqual([zone, day, dueEndMs(due, zone)]);
      }
    }
  });
});

describe('the step chat in the user’s zone', () => {
  it('at 23:00 in Los Angeles a step of a todo due that day is due today; in UTC the day is over', async () => {
    clock = new Date('2026-11-28T07:00:00.000Z'); // 23:00 on November 27 in Los Angeles
    const todoId = await newTodo('2026-11-27');
    const [step] = await t.plannedSteps(alice, todoId);
    const ask = async (zone?: string) => {
      const res = await t.as(inZone(zone)).post('/api/step-assistant/chat', { step_id: step.id, message: 'When should I do this?' });
      expect(res.statusCode).toBe(200);
      return res.json().response as string;
    };
    expect(await ask('America/Los_Angeles')).toContain('is due today');
    expect(await ask()).toMatch(/was due .*, 1 day ago/);
  });
});

describe('the domain’s rule', () => {
  const due = '2026-11-27T23:59:59.999Z';
  it('judges overdue and due soon against the end of the due day in the zone given (UTC without one)', () => {
    expect(isOverdue({ dueDate: due, status: 'pending' }, '2026-11-28T07:00:00.000Z', 'America/Los_Angeles')).toBe(false);
    expect(isOverdue({ dueDate: due, status: 'pending' }, '2026-11-28T07:00:00.000Z')).toBe(true);
    expect(isOverdue({ dueDate: due, status: 'pending' }, '2026-11-27T13:00:00.000Z', 'Pacific/Tongatapu')).toBe(true);
    expect(isOverdue({ dueDate: due, status: 'pending' }, '2026-11-27T13:00:00.000Z')).toBe(false);
    // Due soon: the day ends within 48 hours of now, in the reader's zone.
    const soon = [{ dueDate: '2026-11-29T23:59:59.999Z', completedSteps: 0 }];
    expect(healthCounts(soon, '2026-11-28T01:00:00.000Z').dueSoonWithoutProgress).toBe(1);
    expect(healthCounts(soon, '2026-11-28T01:00:00.000Z', 'America/Los_Angeles').dueSoonWithoutProgress).toBe(0);
  });
});

describe('The Director in the user’s zone', () => {
  const all = { include_odysseys: true, include_missions: true, include_todos: true, include_steps: true };
  const todo = (id: string, dueDate: string) => ({
    id, title: `Todo ${id}`, description: null, status: 'pending' as const, priority: 'medium' as const, due_date: dueDate, mission_id: 'm', total_steps: 1, completed_steps: 0,
  });
  const snapshot = {
    odysseys: [],
    missions: [{ id: 'm', title: 'Mission', description: null, status: 'active' as const, odyssey_id: null }],
    todos: [todo('a', '2026-11-27T23:59:59.999Z'), todo('b', '2026-11-29T23:59:59.999Z')],
    steps: [],
    waits: [],
  };

  it('judges overdue, due soon and the week ahead against the end of the due day in the chat’s zone', () => {
    const now = '2026-11-28T07:00:00.000Z'; // 23:00 on November 27 in Los Angeles
    const utc = buildDirectorContext(snapshot, all, now);
    const la = buildDirectorContext(snapshot, all, now, 'America/Los_Angeles');
    expect(utc.todos!.map((x) => [x.id, x.overdue, x.dueSoon])).toEqual([['a', true, false], ['b', false, true]]);
    // In Los Angeles "a" is due today and "b" ends on November 30 at 07:59 UTC: more than 48 hours away.
    expect(la.todos!.map((x) => [x.id, x.overdue, x.dueSoon])).toEqual([['a', false, true], ['b', false, false]]);
    expect(utc.missions![0]).toMatchObject({ overdueTodos: 1 });
    expect(la.missions![0]).toMatchObject({ overdueTodos: 0 });
    // The next two days: "b" ends within them in UTC, not in Los Angeles.
    expect(recentAnswer(utc, 2, 'detailed')).toContain('Todo b');
    expect(recentAnswer(la, 2, 'detailed')).not.toContain('Todo b');
  });
});

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseDueDate } from '../../../domain/todos/dueDate';
import { appendNote, NOTE_MARKER } from '../../../domain/todos/notes';
import { isOverdue } from '../../../domain/todos/overdue';
import { normalisePriority } from '../../../domain/todos/priority';
import { todoProgress } from '../../../domain/todos/progress';
import { normaliseStatus } from '../../../domain/todos/status';

describe('normaliseStatus', () => {
  it.each([
    ['inprogress', 'in_progress'],
    ['In_Progress', 'in_progress'],
    ['IN_PROGRESS', 'in_progress'],
    ['in progress', 'in_progress'],
    ['In-Progress', 'in_progress'],
    [' Pending ', 'pending'],
    ['COMPLETED', 'completed'],
  ])('reads %j as %s', (input, expected) => {
    expect(normaliseStatus(input)).toBe(expected);
  });

  it.each(['done', '', 'in__progress', 'pending!'])('rejects %j', (input) => {
    expect(normaliseStatus(input)).toBeNull();
  });
});

describe('normalisePriority', () => {
  it('accepts the three priorities in any case and rejects others', () => {
    expect(normalisePriority('HIGH')).toBe('high');
    expect(normalisePriority(' low')).toBe('low');
    expect(normalisePriority('urgent')).toBeNull();
  });
});

const root = join(__dirname, '../../..');

describe('parseDueDate', () => {
  it('reads a calendar date as the end of that day (UTC)', () => {
    expect(parseDueDate('2025-06-01')).toEqual({ dueDate: '2025-06-01T23:59:59.999Z' });
  });

  it('keeps a full timestamp, normalised to UTC', () => {
    expect(parseDueDate('2025-06-01T10:30:00+02:00')).toEqual({ dueDate: '2025-06-01T08:30:00.000Z' });
    expect(parseDueDate('2025-06-01T10:30:00.000Z')).toEqual({ dueDate: '2025-06-01T10:30:00.000Z' });
  });

  it('reads years before 100 as themselves, in both forms', () => {
    expect(parseDueDate('0001-01-01')).toEqual({ dueDate: '0001-01-01T23:59:59.999Z' });
    expect(parseDueDate('0099-05-05')).toEqual({ dueDate: '0099-05-05T23:59:59.999Z' });
    expect(parseDueDate('0001-01-01T10:00:00Z')).toEqual({ dueDate: '0001-01-01T10:00:00.000Z' });
  });

  it("reads a timestamp without an offset as UTC, whatever the server's time zone", () => {
    // A process of its own: the time zone is read when the process starts.
    const script = "import { parseDueDate } from './domain/todos/dueDate'; console.log(JSON.stringify(['2025-06-01T10:30:00', '2025-06-01 10:30'].map(parseDueDate)))";
    const out = execFileSync(join(root, 'node_modules/.bin/tsx'), ['-e', script], { cwd: root, env: { ...process.env, TZ: 'America/New_York' } });
    expect(JSON.parse(out.toString())).toEqual([{ dueDate: '2025-06-01T10:30:00.000Z' }, { dueDate: '2025-06-01T10:30:00.000Z' }]);
  }, 30_000);

  it.each(['2025-02-30', '2025-13-01', '2023-02-29', 'next friday', '01/06/2025', '', '2025-02-30T10:00:00Z', '2023-02-29T23:00:00+02:00', '2025-04-31 09:00'])('cannot read %j', (input) => {
    expect(parseDueDate(input)).toEqual({ error: 'unreadable' });
  });

  it.each(['0000-06-01', '0000-06-01T10:00:00Z', '9999-12-31T23:59:59-05:00', '0001-01-01T00:30:00+01:00'])(
    'refuses %j: outside the years 0001-9999 once in UTC',
    (input) => {
      expect(parseDueDate(input)).toEqual({ error: 'out_of_range' });
    },
  );
});

describe('isOverdue', () => {
  const now = '2025-06-02T08:00:00.000Z';
  it('is overdue past the due date while not completed', () => {
    expect(isOverdue({ dueDate: '2025-06-01T23:59:59.999Z', status: 'pending' }, now)).toBe(true);
    expect(isOverdue({ dueDate: '2025-06-01T23:59:59.999Z', status: 'in_progress' }, now)).toBe(true);
  });
  it('is not overdue before the due date, without one, or once completed', () => {
    expect(isOverdue({ dueDate: '2025-06-02T23:59:59.999Z', status: 'pending' }, now)).toBe(false);
    expect(isOverdue({ dueDate: null, status: 'pending' }, now)).toBe(false);
    expect(isOverdue({ dueDate: '2025-06-01T23:59:59.999Z', status: 'completed' }, now)).toBe(false);
  });
});

describe('todoProgress', () => {
  it('counts steps by status and rounds the completed share', () => {
    expect(todoProgress([{ status: 'completed' }, { status: 'in_progress' }, { status: 'pending' }])).toEqual({
      completionPercentage: 33,
      completedSteps: 1,
      totalSteps: 3,
      inProgressSteps: 1,
      pendingSteps: 1,
    });
    expect(todoProgress([{ status: 'completed' }, { status: 'completed' }, { status: 'pending' }]).completionPercentage).toBe(67);
  });
  it('is 0 % without steps', () => {
    expect(todoProgress([]).completionPercentage).toBe(0);
  });
});

describe('appendNote', () => {
  it('appends the note after the description with the note marker', () => {
    expect(appendNote('Book the venue', 'Called twice, no answer')).toBe(`Book the venue\n\n${NOTE_MARKER} Called twice, no answer`);
  });
  it('starts an empty description with the note', () => {
    expect(appendNote(null, ' Ask Sam ')).toBe(`${NOTE_MARKER} Ask Sam`);
  });
});

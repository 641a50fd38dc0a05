import ICAL from 'ical.js';
import type { DueTodoRow } from '../../projections/calendar/queries';

/** YYYY-MM-DD of an instant, in UTC: due dates are days, stored as the end of that day in UTC. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return utcDay(date);
}

/**
 * Control characters other than tab and newline (CR, VT, FF, the other C0 ones, DEL, C1 with
 * NEL, and the Unicode line and paragraph separators): some calendar parsers break lines on
 * them, so a title holding one could start lines of its own. They are dropped; ical.js then
 * escapes backslash, semicolon, comma and newline as RFC 5545 says for TEXT.
 */
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A user's text as an iCalendar TEXT value holds it safely. */
export const calendarText = (text: string) => text.replace(UNSAFE_IN_TEXT, '');

/**
 * An RFC 5545 calendar of the user's open todos, one all-day event on each due date.
 * `todoUrl` links each event back to its todo page.
 */
export function buildDueDatesCalendar(todos: DueTodoRow[], todoUrl: (id: string) => string): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Odyssey Planner//Due dates//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('x-wr-calname', 'Odyssey Planner: due dates');
  for (const todo of todos) {
    const vevent = new ICAL.Component('vevent');
    const event = new ICAL.Event(vevent);
    event.uid = `todo-${todo.id}@odyssey-planner`;
    event.summary = calendarText(todo.title);
    const day = utcDay(new Date(todo.due_date));
    event.startDate = ICAL.Time.fromDateString(day);
    event.endDate = ICAL.Time.fromDateString(nextDay(day));
    const lines = [`Success criteria: ${todo.success_criteria}`];
    if (todo.mission_title) lines.push(`Mission: ${todo.mission_title}`);
    if (todo.description) lines.push('', todo.description);
    event.description = calendarText(lines.join('\n'));
    vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(todo.updated_at), true));
    vevent.updatePropertyWithValue('url', todoUrl(todo.id));
    vevent.updatePropertyWithValue('transp', 'TRANSPARENT');
    calendar.addSubcomponent(vevent);
  }
  return calendar.toString() + '\r\n';
}

import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { directorInput, marathonSnapshot } from './directorFixtures';
import { expectAnswer } from './answerChecks';

/** One open todo due on `due` (as the API keeps a calendar day: its end in UTC). */
function withOneTodo(due: string) {
  const data = marathonSnapshot();
  data.todos = [{ ...data.todos[1], id: 't-call', title: 'Call the physio', mission_id: null, due_date: `${due}T23:59:59.999Z`, total_steps: 0, completed_steps: 0 }];
  data.steps = [];
  return data;
}

describe('offline Director: how late an overdue todo is', () => {
  it('says "due yesterday" for a todo whose due day ended a few hours ago in the reader’s zone, never "0d"', () => {
    // 09:00 in Berlin on the 11th: the 10th ended there eight hours ago.
    expectAnswer(offlineDirectorAnswer(directorInput('What is overdue?', { data: withOneTodo('2025-03-10'), now: '2025-03-11T08:00:00.000Z', timeZone: 'Europe/Berlin' })), ['| Call the physio | Pending | Medium | 2025-03-10 (due yesterday) |'], [/\b0d\b|overdue 0|0 days?/]);
  });

  it('counts calendar days as a person does: due on the 7th, on the 10th it is 3 days overdue', () => {
    expectAnswer(offlineDirectorAnswer(directorInput('How is Call the physio doing?', { data: withOneTodo('2025-03-07'), now: '2025-03-10T06:00:00.000Z' })), ['due 2025-03-07 (**3 days overdue**)']);
  });

  it('gives the focus reason in the same words', () => {
    expectAnswer(offlineDirectorAnswer(directorInput('What should I focus on?', { data: withOneTodo('2025-03-09'), now: '2025-03-10T01:00:00.000Z' })), ['| 1 | Call the physio | Due yesterday |']);
  });
});

import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { expectAnswer } from './answerChecks';
import { directorInput, marathonSnapshot } from './directorFixtures';

/**
 * "How long should my long run be?" asks the size of a thing, not how long the plan will take:
 * the plan's own figure when a todo names one, what the person wrote that bears on it, and the
 * usual rule for that kind of work; never the forecast.
 */
const answer = (message: string, data = marathonSnapshot()) => offlineDirectorAnswer(directorInput(message, { data }));

describe('offline Director: the size of a thing', () => {
  it("gives the plan's own figure for the long run, from the todo that names it", () => {
    expectAnswer(answer('How long should my long run be?'), ['Your plan says: "Long run of 25 km" (the todo)', 'Before a marathon (42.2 km) the longest run', 'Answered offline'], ['### Forecast', 'no due dates']);
  });

  it('says when the plan sets no figure, with what the person wrote and the usual rule', () => {
    const data = marathonSnapshot();
    data.odysseys = [{ ...data.odysseys[0], title: 'Run my first half marathon', description: 'I jog twice a week, 5 km at most. My knee sometimes hurts after long runs.' }];
    data.todos = data.todos.filter((t) => !/long run/i.test(t.title));
    expectAnswer(
      answer('How long should my long run be?', data),
      ['Your plan sets no figure for this yet.', 'you jog twice a week, 5 km at most', 'your knee sometimes hurts after long runs', 'add no more than about 10% a week'],
      ['### Forecast'],
    );
  });

  it('still answers how long the plan will take with the forecast', () => {
    expectAnswer(answer('How long will it take?'), ['### Forecast']);
  });
});

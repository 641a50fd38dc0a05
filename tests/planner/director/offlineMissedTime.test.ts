import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { expectAnswer } from './answerChecks';
import { directorInput, marathonSnapshot } from './directorFixtures';

/**
 * "What happens if I miss a week?": what would fall behind in that time (the open todos due in
 * it), how that turns a mission's health, and what keeps the plan true; not the overview.
 */
const answer = (message: string) => offlineDirectorAnswer(directorInput(message, { data: marathonSnapshot() }));

describe('offline Director: time a person may lose', () => {
  it.each(['What happens if I miss a week?', 'what if i skip a week of training'])('"%s" names what is due that week and would fall behind', (question) => {
    expectAnswer(
      answer(question),
      ['### If you miss a week', '**Book hotel in Berlin**', 'its mission is at risk', 'rather than doubling up', 'Answered offline'],
      ['### Progress summary', '**Test energy gels**'],
    );
  });

  it('reads "next week" as the week after this one', () => {
    expectAnswer(answer("If I'm sick next week, what do I do?"), ['### If you miss next week', 'Nothing is due next week.', 'The next one due is **File the tax return**'], ['**Book hotel in Berlin**']);
  });

  it('reads a month as the next 30 days', () => {
    expectAnswer(answer('What happens if I miss a month?'), ['### If you miss a month', '**File the tax return**']);
  });
});

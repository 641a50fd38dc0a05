import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { directorInput, studiesAndMoveSnapshot } from './directorFixtures';

/** A student's questions about a plan with two goals at once: a degree and a move abroad. */
const answer = (message: string) => offlineDirectorAnswer(directorInput(message, { data: studiesAndMoveSnapshot() }));

describe('offline Director on a plan with a degree and a move', () => {
  it('never suggests, as what comes after a todo, a todo it waits for', () => {
    const text = answer('What comes after Run the experiments?');
    expect(text).toContain('### After Run the experiments');
    expect(text).toContain('Next in **Write the thesis**: **Analyse the results**');
    expect(text).not.toContain('Write the literature review**.');
    expect(text).toContain('It waits for **Write the literature review** first.');
  });
});

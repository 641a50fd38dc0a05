import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { directorInput, marathonSnapshot } from './directorFixtures';
import { expectAnswer } from './answerChecks';

/**
 * A todo or mission named by a word or two of its title ("the hotel" for "Book hotel in Berlin"):
 * the one title holding them all is the one meant; several holding them are listed and asked about.
 */
const answer = (message: string) => offlineDirectorAnswer(directorInput(message));

describe('offline Director: short names', () => {
  it.each([
    ['How is the hotel?', 'Book hotel in Berlin'],
    ['the hotel', 'Book hotel in Berlin'],
    ['What about the shoes?', 'Buy new running shoes'],
    ['What about my shoe?', 'Buy new running shoes'],
    ['How are the shoes going?', 'Buy new running shoes'],
    ['Tell me about the tax return', 'File the tax return'],
    ['And the logistics?', 'Race logistics'],
  ])('"%s" is about %s', (question, title) => {
    expectAnswer(answer(question), [new RegExp(`^### (Todo|Mission): ${title}$`, 'm')]);
  });

  it('answers what blocks a todo named by a word with that todo, not every wait in the plan', () => {
    const data = { ...marathonSnapshot(), waits: [{ todo_id: 't-hotel', depends_on: 't-shoes' }, { todo_id: 't-gels', depends_on: 't-long-run' }] };
    expectAnswer(offlineDirectorAnswer(directorInput('What is blocking the hotel?', { data })), ['### Todo: Book hotel in Berlin', 'It waits for **Buy new running shoes**'], ['Test energy gels']);
  });

  it('takes a short name in a decision', () => {
    expectAnswer(answer('Should I drop the gels?'), ['### Todo: Test energy gels', 'Whether to drop it is your call']);
  });

  it.each(['Can I skip the gels?', 'Could I drop the gels?'])('reads "%s" as a decision about that todo', (question) => {
    expectAnswer(answer(question), ['### Todo: Test energy gels', /Whether to (skip|drop) it is your call/]);
  });

  it('asks which one is meant when two titles hold the words a question names, rather than take the shorter title', () => {
    const base = marathonSnapshot();
    const course = (id: string, title: string, status: 'pending' | 'completed') => ({ ...base.todos[0], id, title, status, mission_id: null, due_date: null, total_steps: 0, completed_steps: 0 });
    const data = { ...base, todos: [...base.todos, course('t-enrol', 'Enrol in the Spanish course', 'completed'), course('t-module', 'Finish Spanish course module 3', 'pending')] };
    const text = offlineDirectorAnswer(directorInput('Should I drop the Spanish course?', { data }));
    expect(text).toContain('**Enrol in the Spanish course**');
    expect(text).toContain('**Finish Spanish course module 3**');
    expect(text).toContain('Which one do you mean?');
    expect(text).not.toContain('nothing left to decide');
    // Named by more of its title, each is found.
    expect(offlineDirectorAnswer(directorInput('Should I drop Spanish course module 3?', { data }))).toContain('### Todo: Finish Spanish course module 3');
  });

  it('lists the titles a short name fits and asks which one, rather than guess', () => {
    const text = answer('How is the run?');
    expect(text).toBe(
      'More than one of your titles has "run" in it: **Run a marathon** and **Long run of 25 km**. Which one do you mean? Ask again with more of its title, for example "How is Run a marathon doing?".',
    );
  });

  it('takes the odyssey when the words name it and missions of its own ("my marathon" with "Peak for the marathon" inside "Run a marathon")', () => {
    const base = marathonSnapshot();
    const peak = { ...base.missions[0], id: 'm-peak', title: 'Peak for the marathon' };
    const data = { ...base, missions: [...base.missions, peak] };
    const text = offlineDirectorAnswer(directorInput('How is my marathon going?', { data }));
    expect(text).toMatch(/^### Odyssey: Run a marathon$/m);
    expect(text).not.toContain('Which one do you mean?');
    // A mission of another odyssey, or of none, holding the words still makes it a question.
    const apart = { ...base, missions: [...base.missions, { ...peak, odyssey_id: null }] };
    expect(offlineDirectorAnswer(directorInput('How is my marathon going?', { data: apart }))).toContain('Which one do you mean?');
  });

  it('does not read a word like "plan" or a word in another title ("running") as a name', () => {
    expect(answer('How is my plan going?')).toContain('### Progress summary');
    expect(answer('What about the running?')).not.toContain('### Todo: Long run of 25 km');
  });
});

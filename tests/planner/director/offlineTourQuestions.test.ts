import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { directorInput, marathonSnapshot } from './directorFixtures';
import { expectAnswer } from './answerChecks';

/** Questions whose answer said the opposite, or something else, of what they ask. */
const waits = () => ({ ...marathonSnapshot(), waits: [{ todo_id: 't-hotel', depends_on: 't-shoes' }] });
const answer = (message: string) => offlineDirectorAnswer(directorInput(message, { data: waits() }));

describe('offline Director: what a person asks, answered as asked', () => {
  it.each(["What can I do right now that isn't blocked?", 'Which todos are not blocked?', 'What is ready to start?'])(
    'answers "%s" with the todos that wait for nothing, not the blocked ones',
    (question) => {
      expectAnswer(answer(question), ['### Ready to start', '4 open todos wait for nothing and can start now:', '- **Long run of 25 km** (2025-03-06, 4 days overdue', '1 more waits for another todo: ask me "what is blocked?" for it.'], ['**Book hotel in Berlin** (']);
    },
  );

  it.each(["I'm overwhelmed, what should I drop?", 'What can I skip?', 'What could I postpone this week?'])('answers "%s" with the candidates to let go', (question) => {
    expectAnswer(answer(question), ['### What could give', '**Test energy gels** (low priority'], ['### Focus for']);
  });

  it('answers about the mission when a word in a "how is it going" question is in its title and a todo of it, naming the todo, rather than summarise the whole plan', () => {
    const text = answer('How is the training going?');
    expect(text.split('\n')[0]).toBe('### Mission: Base training block');
    expect(text).toContain('"training" is also in the title of **Write the 16-week training plan**, a todo of this mission: ask "How is Write the 16-week training plan doing?" for it alone.');
    expect(text).not.toContain('### Progress summary');
  });

  it('still asks which one is meant when the titles holding the word are apart, not a mission and its todos', () => {
    expect(answer('How is the run?')).toContain('More than one of your titles has "run" in it: **Run a marathon** and **Long run of 25 km**. Which one do you mean?');
  });

  it('says it cannot find what "Tell me about ..." names, rather than introduce itself', () => {
    expect(answer('Tell me about the kitchen inspection')).toBe(
      'I can\'t find what you mean by "the kitchen inspection" among your todos, missions and odysseys. Ask again with its title as written.',
    );
    expect(answer('What about the piano lessons?')).toContain('I can\'t find what you mean by "the piano lessons"');
    expect(answer('Tell me about the hotel')).toContain('### Todo: Book hotel in Berlin');
    expect(answer('Tell me about yourself')).toContain("I'm The Director, working offline");
  });
});

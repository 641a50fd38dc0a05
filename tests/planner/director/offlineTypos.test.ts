import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { directorInput, marathonSnapshot } from './directorFixtures';
import { expectAnswer } from './answerChecks';

/** Questions typed in a hurry: a slip of the keyboard does not turn them into the introduction. */
const answer = (message: string) => offlineDirectorAnswer(directorInput(message));

describe('offline Director: slips of the keyboard', () => {
  it.each([
    ['what shuold i do tomorow', '### Focus for tomorrow', 'what should i do tomorrow'],
    ['whats overdeu', '### Overdue and at risk', "what's overdue"],
    ['progres summery', '### Progress summary', 'progress summary'],
    // As typed, these read as other questions ("next" alone asks for the focus): mended, they ask what they mean.
    ['wehn is my next dedline', '### Coming up', 'when is my next deadline'],
    ["waht's due tmrw", '### Due tomorrow', "what's due tmrw"],
    ['how mnay todos are ovedrue', '### Your plan in numbers', 'how many todos are overdue'],
  ])('reads "%s" as it was meant, and says how it read it', (question, heading, readAs) => {
    const text = answer(question);
    expect(text).toContain(heading);
    expect(text.startsWith(`_I read your question as "${readAs}"._`)).toBe(true);
    expect(text).not.toContain("I'm The Director");
  });

  it('leaves a question it can read as written, and words of the user’s own titles', () => {
    expect(answer('What is due today?')).not.toContain('I read your question as');
    // "Focsu" is a todo here: a question naming it is about it, not a slip for "focus".
    const data = { ...marathonSnapshot(), todos: [...marathonSnapshot().todos, { ...marathonSnapshot().todos[0], id: 't-focsu', title: 'Focsu', status: 'pending' as const }] };
    expect(offlineDirectorAnswer(directorInput('focsu', { data }))).toContain('### Todo: Focsu');
  });

  it.each([
    ['whats left?', "what's left?", '### Your plan in numbers'],
    ['im overwhelmed, what can i skip', "I'm overwhelmed, what can I skip?", '### What could give'],
  ])('reads "%s", typed without apostrophes, as "%s", with no note of a slip', (typed, meant, heading) => {
    const text = answer(typed);
    expect(text.split('\n')[0]).toBe(heading);
    expect(text.split('\n')[0]).toBe(answer(meant).split('\n')[0]);
    expect(text).not.toContain('I read your question as');
  });

  it.each([
    ['Is there anything due tomorrow?', '### Due tomorrow'],
    ['Are there any stats on my progress?', '### Progress summary'],
    ['my stats this week', '### The last 7 days'],
    ['Is there a headline number for my progress?', '### Progress summary'],
    ['Which reports are due this week?', '### Due in the next 7 days'],
  ])('answers "%s", whose real words sit one slip from words it reads by, as written', (question, heading) => {
    const text = answer(question);
    expect(text.split('\n')[0].startsWith(heading)).toBe(true);
    expect(text).not.toContain('I read your question as');
  });

  it.each(['Stuart says hi', "I'm dying", 'Monte Carlo', 'my mouth hurts', 'locked out', 'in stock', 'there'])(
    'never mends a real word of "%s" into another word',
    (message) => {
      expect(answer(message)).not.toContain('I read your question as');
    },
  );

  it('still introduces itself when no word can be mended into a question', () => {
    expectAnswer(answer('asdf qwerty'), ["I'm The Director"], ['I read your question as']);
  });
});

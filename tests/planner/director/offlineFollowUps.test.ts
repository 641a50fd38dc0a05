import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import type { DirectorMessage } from '../../../commands/ports/director';
import { directorInput, marathonSnapshot } from './directorFixtures';

/** "And after that?", "Is it urgent?": a question pointing back at the one thing the previous answer was about. */
const data = { ...marathonSnapshot(), waits: [{ todo_id: 't-hotel', depends_on: 't-shoes' }] };
const answer = (message: string, history: DirectorMessage[] = []) => offlineDirectorAnswer(directorInput(message, { data, history }));
const after = (question: string) => {
  const reply = answer(question);
  return [{ role: 'user' as const, content: question }, { role: 'assistant' as const, content: reply }];
};

describe('offline Director: follow-up questions', () => {
  it('answers "and after that?" about the todo the previous answer was about', () => {
    const text = answer('and after that?', after('Tell me about the shoes'));
    expect(text).toMatch(/^### After Buy new running shoes$/m);
    expect(text).toContain('**Book hotel in Berlin**');
  });

  it.each([
    ['Is it urgent?', 'Tell me about the hotel', '**Book hotel in Berlin** is due soon'],
    ['Should I drop it?', 'How is Race logistics doing?', 'Whether to drop it is your call'],
    ['what about that one?', 'Tell me about the hotel', '### Todo: Book hotel in Berlin'],
  ])('answers "%s" about what the previous answer was about', (question, earlier, expected) => {
    expect(answer(question, after(earlier))).toContain(expected);
  });

  it('does not point back when the question names something itself, or when nothing came before', () => {
    expect(answer('Is the tax return urgent?', after('Tell me about the hotel'))).toContain('### Todo: File the tax return');
    expect(answer('Is it urgent?')).not.toContain('### Todo: Book hotel in Berlin');
    expect(answer('Is it urgent?', after('What is overdue?'))).not.toContain('### Todo:');
  });
});

describe('offline Director: a follow-up about steps', () => {
  it.each(['how many steps left', 'what are the steps?', 'next step?'])('answers "%s" about the todo the previous answer was about', (question) => {
    const text = answer(question, after('Tell me about the long run'));
    expect(text).toContain('### Todo: Long run of 25 km');
  });

  it('asks about the whole plan when the previous answer was about no one todo', () => {
    expect(answer('how many steps left', after('What is overdue?'))).not.toContain('### Todo:');
  });
});

import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import type { DirectorMessage } from '../../../commands/ports/director';
import { answerBasis } from '../../../domain/director/replyTexts';
import { directorInput, marathonSnapshot } from './directorFixtures';
import { expectAnswer } from './answerChecks';

/** "And after that?", "Is it urgent?": a question pointing back at the one thing the previous answer was about. */
const data = { ...marathonSnapshot(), waits: [{ todo_id: 't-hotel', depends_on: 't-shoes' }] };
const answer = (message: string, history: DirectorMessage[] = []) => offlineDirectorAnswer(directorInput(message, { data, history }));
const after = (question: string) => {
  const reply = answer(question);
  return [{ role: 'user' as const, content: question }, { role: 'assistant' as const, content: reply }];
};

describe('offline Director: follow-up questions', () => {
  it('answers "and after that?" about the todo the previous answer was about', () => {
    expectAnswer(answer('and after that?', after('Tell me about the shoes')), [/^### After Buy new running shoes$/m, '**Book hotel in Berlin**']);
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
    expectAnswer(answer(question, after('Tell me about the long run')), ['### Todo: Long run of 25 km']);
  });

  it('asks about the whole plan when the previous answer was about no one todo', () => {
    expect(answer('how many steps left', after('What is overdue?'))).not.toContain('### Todo:');
  });
});

describe('offline Director: "why?" after an answer', () => {
  it.each(['why?', 'Why', 'how come?', 'but why?'])('answers "%s" after the focus with the reason its first todo leads, and the order it follows', (question) => {
    expectAnswer(answer(question, after('What should I focus on today?')), [/^### Why: Focus for today$/m, '**Long run of 25 km** comes first: 4 days overdue.', answerBasis.focus], ["I can't answer that", "I'm The Director"]);
  });

  it('answers "why?" after "which first" with the reason that answer gave', () => {
    expectAnswer(answer('why?', after('hotel or shoes first?')), [/^### Why: Which first: Book hotel in Berlin or Buy new running shoes$/m, 'Of the two, **Buy new running shoes** comes first: it has to be done first, as **Book hotel in Berlin** waits for it.', answerBasis.order]);
  });

  it('answers "why?" after the missions at risk with the most troubled one and the rule of health', () => {
    expectAnswer(answer('why?', after('Which missions are at risk?')), ['**Base training block** is critical: **Long run of 25 km** is 4 days overdue;', answerBasis.risk]);
  });

  it.each([
    ['What is due this week?', answerBasis.due],
    ['Tell me about the hotel', answerBasis.data],
    ['How many todos do I have?', answerBasis.data],
  ])('answers "why?" after "%s", which gives no reason of its own, with what that answer was based on', (earlier, basis) => {
    expectAnswer(answer('why?', after(earlier)), [basis], ["I can't answer that"]);
  });

  it('reads "why?" with nothing before it as it did, and "why is the hotel urgent?" as a question of its own', () => {
    expect(answer('why?')).toContain("I'm The Director");
    expect(answer('why is the hotel urgent?', after('What should I focus on today?'))).toContain('### Todo: Book hotel in Berlin');
  });
});

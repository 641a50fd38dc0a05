import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import type { DirectorDataSnapshot } from '../../../planner/director/context';
import { directorInput, marathonSnapshot } from './directorFixtures';
import { expectAnswer } from './answerChecks';

/**
 * "Should I do X or Y first?": both todos named, one recommended with the reasons the plan
 * gives (what waits for what, overdue and due dates, priority, steps done), or said to be equal.
 */
const answer = (message: string, data: DirectorDataSnapshot = marathonSnapshot()) => offlineDirectorAnswer(directorInput(message, { data }));

/** The marathon plan with two of its todos changed. */
function withTodos(changes: Record<string, Partial<DirectorDataSnapshot['todos'][number]>>): DirectorDataSnapshot {
  const data = marathonSnapshot();
  data.todos = data.todos.map((t) => ({ ...t, ...changes[t.id] }));
  return data;
}

describe('offline Director: which of two todos first', () => {
  it.each([
    'Should I work on the tax return or the hotel first?',
    'Tax return or hotel first?',
    'Which first: the tax return or the hotel?',
    'Which should I do first, the hotel or the tax return?',
    'The hotel before the tax return?',
    'Should I do the hotel first or the tax return?',
    'Which is more urgent, the tax return or the hotel?',
    'what is more important: the hotel or the tax return',
  ])('answers "%s" about both todos, the sooner due one first', (question) => {
    expectAnswer(answer(question), [/^### Which first: (File the tax return or Book hotel in Berlin|Book hotel in Berlin or File the tax return)$/m, '| File the tax return | Pending | Medium | 2025-03-31 | 0/0 |', '| Book hotel in Berlin | Pending | High | 2025-03-11 | 0/1 |', 'Of the two, **Book hotel in Berlin** comes first: it is due sooner (2025-03-11; **File the tax return** 2025-03-31). It also has higher priority (high; **File the tax return** medium).'], [/^### Todo:/m]);
  });

  it('puts the todo the other waits for first, and says what counts the other way', () => {
    const data = { ...marathonSnapshot(), waits: [{ todo_id: 't-hotel', depends_on: 't-shoes' }] };
    expectAnswer(answer('Should I do the hotel or the shoes first?', data), ['Of the two, **Buy new running shoes** comes first: it has to be done first, as **Book hotel in Berlin** waits for it.', '**Book hotel in Berlin** has higher priority (high; **Buy new running shoes** medium), but it cannot start before **Buy new running shoes** is done.']);
  });

  it('puts an overdue todo before one that is not', () => {
    expectAnswer(answer('The tax return or the shoes first?'), ['Of the two, **Buy new running shoes** comes first: it is overdue (due 2025-03-08) and **File the tax return** is not.']);
  });

  it('agrees with the focus list on which of two overdue todos comes first: the higher priority one', () => {
    const bothLate = withTodos({ 't-long-run': { priority: 'medium' }, 't-shoes': { priority: 'high' } });
    const focus = offlineDirectorAnswer(directorInput('What should I focus on?', { data: bothLate }));
    expect(focus).toContain('Start with **Buy new running shoes**');
    expectAnswer(answer('The long run or the shoes first?', bothLate), ['Of the two, **Buy new running shoes** comes first: it has higher priority (high; **Long run of 25 km** medium).', '**Long run of 25 km** is more overdue (2025-03-06; **Buy new running shoes** 2025-03-08)']);
  });

  it('weighs priority, then steps done, when the due dates are the same', () => {
    const sameDay = { 't-hotel': { due_date: '2025-03-31' }, 't-gels': { due_date: '2025-03-31' } };
    expect(answer('The hotel or the gels first?', withTodos(sameDay))).toContain('Of the two, **Book hotel in Berlin** comes first: it has higher priority (high; **Test energy gels** low).');
    const samePriority = withTodos({ ...sameDay, 't-gels': { due_date: '2025-03-31', priority: 'high', total_steps: 2, completed_steps: 1 } });
    expect(answer('The hotel or the gels first?', samePriority)).toContain(
      'Of the two, **Test energy gels** comes first: it is further along (1 of 2 steps done; **Book hotel in Berlin** 0 of 1 steps done).',
    );
  });

  it('says plainly when nothing in the plan tells the two apart', () => {
    const twins = withTodos({ 't-gels': { due_date: '2025-03-31', priority: 'medium' } });
    expectAnswer(answer('Should I do the gels or the tax return first?', twins), ['They are equal on everything I can read: neither waits for the other, both are due 2025-03-31, both have medium priority'], ['comes first']);
  });

  it('says which of the two names it could not find', () => {
    expectAnswer(answer('Should I do the gels or the gym first?'), ['"the gels" is **Test energy gels**.', 'I can\'t find a todo called "the gym".'], [/^### Todo:/m]);
  });

  it('lists every title a name fits as well as the first, rather than offer the first as the closest', () => {
    const data = marathonSnapshot();
    data.todos.push({ ...data.todos[0], id: 't-long-run-30', title: 'Long run of 30 km', due_date: '2025-03-20' });
    expectAnswer(answer('Should I do the hotel or the long run first?', data), ['"the long run" is in more than one title: **Long run of 25 km** and **Long run of 30 km**. Which one do you mean?'], ['the closest is']);
  });

  it('says when both names point to the same todo, rather than compare it with itself', () => {
    expectAnswer(answer('Book or hotel first?'), ['"Book" and "hotel" both name **Book hotel in Berlin**: ask again with the other todo\'s title.'], ['Book hotel in Berlin or Book hotel in Berlin']);
  });

  it('says when one of the two is already completed', () => {
    expectAnswer(answer('The training plan or the hotel first?'), ['**Write the 16-week training plan** is already completed: **Book hotel in Berlin** is the one left to do.']);
  });

  it('leaves "What should I do before ..." and "X before Y" naming no todo to the other answers', () => {
    expect(answer('What should I focus on first, today or tomorrow?')).toContain('### Focus for tomorrow');
    expect(answer('What should I do before the hotel?')).not.toContain('### Which first');
  });
});

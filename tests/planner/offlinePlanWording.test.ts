import { readDeadline } from '../../planner/offline/deadlineDate';
import { subjectOf } from '../../planner/offline/text';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { qa } from '../support/qaPairs';

/**
 * What an offline plan quotes from the person must read as written for them: answers that say
 * nothing are not quoted back, a deadline typed at a sentence's start is quoted mid-sentence in
 * lower case, a holiday is a day, and the target level of a language is not part of its name.
 */
const planner = new OfflinePlanner();
/** Saturday 28 November 2026. */
const now = new Date('2026-11-28T09:00:00Z');
const planOf = (title: string, description: string, answers: string[]) =>
  planner.missionTodos({ mission_title: title, mission_description: description, qa_pairs: qa(...answers), now });

describe('an offline plan quoting the person', () => {
  it('does not quote answers that say nothing back to them', async () => {
    const { todos } = await planOf('Renovate the kitchen', 'Budget $15,000.', ['Not sure yet', "I don't know", 'n/a', 'We own the flat, no permits needed']);
    const text = JSON.stringify(todos);

    expect(text).not.toMatch(/Not sure yet|don't know|"n\/a/i);
    expect(text).toContain('From your answers: \\"We own the flat, no permits needed\\".');
  });

  it('quotes a deadline typed at the start of a sentence in lower case', async () => {
    const { todos } = await planOf('Get promoted to senior engineer', 'Within 12 months; my manager wants more design docs.', ['Not sure yet']);

    expect(JSON.stringify(todos)).not.toContain('Within 12 months');
    expect(todos[0].description).toContain('deadline within 12 months');
  });

  it('reads a holiday as its day', () => {
    expect(readDeadline(['done before Christmas'], now)?.date).toBe('2026-12-25');
    expect(readDeadline(['by New Year'], now)?.date).toBe('2027-01-01');
    expect(readDeadline(['ready for Halloween'], now)?.date).toBe('2027-10-31');
  });

  it('dates a plan whose deadline is a holiday', async () => {
    const { todos } = await planOf('Renovate the kitchen', 'Budget $15,000, done before Christmas; keep the old floor.', []);

    expect(todos.every((todo) => typeof todo.due_date === 'string' && todo.due_date <= '2026-12-25')).toBe(true);
  });

  it('names a language without the level it aims at', () => {
    expect(subjectOf('Learn Spanish to B1')).toBe('Spanish');
    expect(subjectOf('Improve my German to C1 level')).toBe('German');
    expect(subjectOf('Learn Italian up to a B2 level')).toBe('Italian');
  });

  it('makes a budget criterion agree with a plural subject', async () => {
    const { todos } = await planOf('Renovate the kitchen', 'Budget $15,000.', []);

    expect(JSON.stringify(todos)).not.toMatch(/\b(Materials|Tools) stays\b/);
  });
});

describe('offline questions about a goal with a holiday deadline', () => {
  it('take the holiday as the deadline given instead of asking by when', async () => {
    const { questions } = await planner.missionQuestions({ title: 'Renovate the kitchen', description: 'Budget $15,000, done before Christmas.' });

    expect(questions.join(' ')).not.toMatch(/by when/i);
    expect(questions.join(' ')).toContain('"before Christmas"');
  });
});

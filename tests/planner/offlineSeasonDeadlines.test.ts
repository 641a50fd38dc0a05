import { readDeadline } from '../../planner/offline/deadlineDate';
import { now, odysseyQuestionsOf, planOf } from '../support/offlinePlans';

/** A deadline is said back as the person wrote it, its year kept. */

describe('a season with its year', () => {
  it.each([
    ['by summer 2027', 'by summer 2027', '2027-06-20'],
    ['by summer 2028', 'by summer 2028', '2028-06-20'],
    ['by the summer of 2028', 'by the summer of 2028', '2028-06-20'],
    ['before winter 2027', 'before winter 2027', '2027-12-20'],
    ['by the end of summer 2027', 'by the end of summer 2027', '2027-09-21'],
    ['in summer 2028', 'in summer 2028', '2028-09-21'],
  ])('reads "%s" as "%s", on %s', (text, phrase, date) => {
    expect(readDeadline([text], now)).toMatchObject({ phrase, date });
  });

  it('is said back with its year in the questions', async () => {
    const questions = await odysseyQuestionsOf('Run a marathon by summer 2027', '');

    expect(questions.join(' ')).toContain('by summer 2027');
    expect(questions.join(' ')).not.toMatch(/by summer(?! 2027)/);
  });

  it('is said back with its year in the plan', async () => {
    const plan = await planOf('Learn pottery by summer 2027');
    const said = plan.todos.map((t) => `${t.title}\n${t.description}\n${t.success_criteria}`).join('\n');

    expect(said).toContain('summer 2027');
    expect(said).not.toMatch(/\bsummer(?! 2027)/);
  });
});

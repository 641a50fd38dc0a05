import { todoTitlesOf } from '../support/offlinePlans';

/**
 * A plan with less room than its field's arc (a deadline five weeks away or less, a count of todos
 * asked for, a monthly review) keeps the work of every stage of the field, not the front of the
 * arc: the last stages are where the goal is reached.
 */
describe('an offline plan cut short keeps the work of every stage', () => {
  it('keeps getting the home ready when a cat adoption is asked for in five todos', async () => {
    const todos = await todoTitlesOf('Adopt a cat from the rescue centre', '', ['I want 5 todos']);

    expect(todos).toHaveLength(5);
    expect(todos).toContain('Meet the cat and apply');
    expect(todos.some((t) => /^(?:Buy the litter tray|Register with a vet)/.test(t))).toBe(true);
    expect(todos.at(-1)).toBe('Start handling and play routines');
  });

  it('keeps getting the home ready when the adoption is asked for in four todos', async () => {
    const todos = await todoTitlesOf('Adopt a cat from the rescue centre', '', ['I want 4 todos']);

    expect(todos).toHaveLength(4);
    expect(todos.some((t) => /^(?:Buy the litter tray|Register with a vet)/.test(t))).toBe(true);
  });

  it('keeps the training itself when a half marathon is four weeks away', async () => {
    const todos = await todoTitlesOf('Run a half marathon in 4 weeks');

    expect(todos.length).toBeLessThanOrEqual(5);
    expect(todos).toContain('Complete the first four weeks of training');
    expect(todos.at(-1)).toBe('Reach the target: a half marathon');
  });

  it('keeps the renovation work itself when the bathroom is due in three weeks', async () => {
    const todos = await todoTitlesOf('Renovate the bathroom within 3 weeks');

    expect(todos.length).toBeLessThanOrEqual(5);
    expect(todos).toContain('Decide the scope and the budget');
    expect(todos).toContain('Do the work one job at a time');
    expect(todos.at(-1)).toBe('Finish, clean up and snag');
  });

  it('keeps the work of the last stages of a plan months away asked for in five todos', async () => {
    const todos = await todoTitlesOf('Emigrate to New Zealand', '', ['within 10 months', 'I want 5 todos']);

    expect(todos).toHaveLength(5);
    expect(todos).toContain('Gather the documents and apply');
    expect(todos).toContain('Wind down at home');
    expect(todos.at(-1)).toBe('Register and settle in there');
  });

  it('keeps the practice on a real task, not the progress check after it, when learning is three weeks away', async () => {
    const todos = await todoTitlesOf('Learn Python for data analysis', '', ['complete beginner', 'within 3 weeks']);

    expect(todos).toContain('Practise Python for data analysis on a real task');
    expect(todos).not.toContain('Take a halfway progress check');
  });
});

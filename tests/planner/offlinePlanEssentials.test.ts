import { missionTitlesOf, todoTitlesOf } from '../support/offlinePlans';

/**
 * A plan keeps the work its goal is for, whatever the person pasted into the description: their
 * own milestones and actions take the room left after the field's essential stages, and a todo
 * of theirs stands in for the field's todo that does the same thing rather than next to it.
 */
describe('an offline plan keeps the essentials of its field', () => {
  /** Three milestones a person pasted into a bathroom renovation's description. */
  const milestones = 'Get three quotes from bathroom fitters; choose tiles and fittings; book the plumber.';

  it.each([
    ['Renovate the bathroom', 'Milestones: get three quotes from bathroom fitters; choose tiles and fittings; book the plumber.'],
    ['Renovate the bathroom by January 5', milestones],
  ])('plans the renovation work itself for "%s" when the description lists three milestones', async (title, description) => {
    const missions = await missionTitlesOf(title, description);

    expect(missions).toContain('Do the work');
    expect(missions).toContain('Choose tiles and fittings');
    expect(missions.at(-1)).toBe('Finish and enjoy');
  });

  it('lets a milestone of the person stand in for the stage it names rather than listing both', async () => {
    const missions = await missionTitlesOf('Renovate the bathroom by January 5', milestones);

    expect(missions).toContain('Get three quotes from bathroom fitters');
    expect(missions).not.toContain('Line up help and materials');
  });

  it('cuts a plan due within five weeks to the essentials, not to the pasted list', async () => {
    const todos = await todoTitlesOf('Renovate the bathroom by December 31', milestones);

    expect(todos.length).toBeLessThanOrEqual(5);
    expect(todos).toContain('Do the work one job at a time');
    expect(todos).toContain('Get three quotes from bathroom fitters');
    expect(todos.at(-1)).toBe('Finish, clean up and snag');
  });

  it('merges a todo of the person with the field\'s todo that does the same thing, keeping the more specific', async () => {
    const todos = await todoTitlesOf('Renovate the bathroom', 'Get three quotes from bathroom fitters; choose tiles and fittings.');

    expect(todos).toContain('Get three quotes from bathroom fitters');
    expect(todos).not.toContain('Get quotes for the professional work');
    expect(todos).toContain('Do the work one job at a time');
  });
});

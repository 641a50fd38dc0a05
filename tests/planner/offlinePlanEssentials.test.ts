import { OfflinePlanner } from '../../planner/offlinePlanner';

/**
 * A plan keeps the work its goal is for, whatever the person pasted into the description: their
 * own milestones and actions take the room left after the field's essential stages, and a todo
 * of theirs stands in for the field's todo that does the same thing rather than next to it.
 */
const planner = new OfflinePlanner();
/** Saturday 28 November 2026. */
const now = new Date('2026-11-28T09:00:00Z');

const missionsFor = async (title: string, description: string) =>
  (await planner.odysseyMissions({ odyssey_title: title, odyssey_description: description, qa_pairs: [], now })).missions.map((m) => m.title);
const todosFor = async (title: string, description: string) =>
  (await planner.missionTodos({ mission_title: title, mission_description: description, qa_pairs: [], now })).todos.map((t) => t.title);

describe('an offline plan keeps the essentials of its field', () => {
  it.each([
    ['Renovate the bathroom', 'Milestones: get three quotes from bathroom fitters; choose tiles and fittings; book the plumber.'],
    ['Renovate the bathroom by January 5', 'Get three quotes from bathroom fitters; choose tiles and fittings; book the plumber.'],
  ])('plans the renovation work itself for "%s" when the description lists three milestones', async (title, description) => {
    const missions = await missionsFor(title, description);

    expect(missions).toContain('Do the work');
    expect(missions).toContain('Choose tiles and fittings');
    expect(missions.at(-1)).toBe('Finish and enjoy');
  });

  it('lets a milestone of the person stand in for the stage it names rather than listing both', async () => {
    const missions = await missionsFor('Renovate the bathroom by January 5', 'Get three quotes from bathroom fitters; choose tiles and fittings; book the plumber.');

    expect(missions).toContain('Get three quotes from bathroom fitters');
    expect(missions).not.toContain('Line up help and materials');
  });

  it('cuts a plan due within five weeks to the essentials, not to the pasted list', async () => {
    const todos = await todosFor('Renovate the bathroom by December 31', 'Get three quotes from bathroom fitters; choose tiles and fittings; book the plumber.');

    expect(todos.length).toBeLessThanOrEqual(5);
    expect(todos).toContain('Do the work one job at a time');
    expect(todos).toContain('Get three quotes from bathroom fitters');
    expect(todos.at(-1)).toBe('Finish, clean up and snag');
  });

  it('merges a todo of the person with the field\'s todo that does the same thing, keeping the more specific', async () => {
    const todos = await todosFor('Renovate the bathroom', 'Get three quotes from bathroom fitters; choose tiles and fittings.');

    expect(todos).toContain('Get three quotes from bathroom fitters');
    expect(todos).not.toContain('Get quotes for the professional work');
    expect(todos).toContain('Do the work one job at a time');
  });
});

import { OfflinePlanner } from '../../planner/offlinePlanner';
import { extractConstraints } from '../../planner/offline/constraints';

/** A money plan reads the amounts as the person means them and plans for what the money is for. */
const planner = new OfflinePlanner();
/** Saturday 28 November 2026. */
const now = new Date('2026-11-28T09:00:00Z');

const missionsFor = async (title: string, description: string) =>
  (await planner.odysseyMissions({ odyssey_title: title, odyssey_description: description, qa_pairs: [], now })).missions.map((m) => m.title);

describe('an offline money plan', () => {
  it.each([
    ['Save 600 a month', '600 a month'],
    ['Save 600 per month', '600 per month'],
    ['Save 600/month', '600/month'],
    ['Save 600 monthly', '600 monthly'],
    ['Save €600 a month', '€600 a month'],
  ])('reads "%s" as a monthly amount towards the goal', async (title, monthly) => {
    expect(extractConstraints('I want to put money aside.', [], { title, now }).perPeriod).toBe(monthly);
    const { todos } = await planner.missionTodos({ mission_title: title, mission_description: 'I want to put money aside.', qa_pairs: [], now });

    expect(todos[0].description).toContain(`${monthly} towards it`);
  });

  it.each([
    ['Save for a race abroad', 'I save my energy to run 10k a month.'],
    ['Save for our trip', 'I will save from 2027 monthly.'],
    ['Save for my son', 'I put money aside for my 3 year old every month.'],
  ])('reads no monthly amount in "%s" from a distance, a year or an age', (title, description) => {
    expect(extractConstraints(description, [], { title, now }).perPeriod).toBeNull();
  });

  it('does not offer long-term investing to a saving for a car by next summer', async () => {
    const missions = await missionsFor('Save 8,000 for a car by next summer', 'I earn 2,500 a month.');

    expect(missions.join(' ')).not.toMatch(/invest/i);
    expect(missions.at(-1)).toBe('Grow your savings');
  });

  it.each([
    ['Build wealth for retirement', 'I am 35 and have nothing put aside yet.'],
    ['Save for retirement', 'I want to stop working at 60.'],
  ])('keeps long-term investing for "%s"', async (title, description) => {
    expect(await missionsFor(title, description)).toContain('Invest for the long term');
  });
});

import { planner } from '../support/offlinePlans';

/** A physical or practical skill is taught in order: a first lesson or the set-up, short regular practice, then a check that you can do it. */

const stepsOf = async (title: string, success_criteria: string) => (await planner.todoSteps({ title, description: null, success_criteria })).steps;
const titles = (steps: Array<{ title: string }>) => steps.map((s) => s.title);
/** Where in the plan the first step matching a pattern stands (-1 when none does). */
const placeOf = (steps: Array<{ title: string; description: string }>, pattern: RegExp) => steps.findIndex((s) => pattern.test(`${s.title} ${s.description}`));

describe('learning a physical or practical skill', () => {
  it.each([
    ['Learn to swim', 'Swim 25 m without stopping'],
    ['Learn to juggle', 'Juggle three balls for 30 seconds'],
    ['Learn to ride a bike', 'Ride around the block'],
    ['Fix a bike tyre', 'Tyre holds air for a week'],
    ['Learn touch typing', '40 words per minute'],
    ['Start meditating', 'Meditate 10 minutes a day for two weeks'],
    ['Learn to skateboard', 'Done'],
  ])('"%s" starts with a first lesson or the set-up, practises in short regular sessions, then checks you can do it', async (title, criteria) => {
    const steps = await stepsOf(title, criteria);
    const first = placeOf(steps, /\b(?:lesson|class|guide|set up|set-up|kit|tools|app)\b/i);
    const practice = placeOf(steps, /\bpractise\b.*\b(?:minutes|sessions?|days?|week)\b|\b(?:minutes|sessions?)\b.*\bpractise\b/i);
    const check = steps.findIndex((s) => s.title === criteria || /\b(?:check|test|show|without)\b/i.test(s.title));

    expect(titles(steps)).not.toContain(title);
    expect(steps.map((s) => s.description).join(' ')).not.toMatch(/The work this todo names|From the todo description/);
    expect([first, practice, check].every((i) => i >= 0)).toBe(true);
    expect(first).toBeLessThan(practice);
    expect(practice).toBeLessThan(check);
  });

  it('names the criterion in the check when it says what doing it looks like: "Swim 25 m without stopping"', async () => {
    expect(titles(await stepsOf('Learn to swim', 'Swim 25 m without stopping'))).toContain('Swim 25 m without stopping');
  });

  it('teaches the skill, not the thing: swimming starts with a lesson in a pool, touch typing with a typing course', async () => {
    expect((await stepsOf('Learn to swim', 'Done'))[0].description).toMatch(/pool/i);
    expect((await stepsOf('Learn touch typing', 'Done'))[0].description).toMatch(/home row|typing (?:course|site|app)/i);
    expect(titles(await stepsOf('Fix a bike tyre', 'Done')).join(' ')).toMatch(/tyre levers|patch|inner tube/i);
    expect(steps(await stepsOf('Fix a bike tyre', 'Done'))).not.toMatch(/Turn things back on/);
  });

  it.each([
    ['Learn to make candles', /guide or class/],
    ['Learn to bake sourdough bread', /recipe/],
  ])('leaves "%s" to the plan it already has', async (title, kept) => {
    expect(titles(await stepsOf(title, 'Done')).join(' ')).toMatch(kept);
  });
});

function steps(list: Array<{ title: string; description: string }>): string {
  return list.map((s) => `${s.title}: ${s.description}`).join('\n');
}

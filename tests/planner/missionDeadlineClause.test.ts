import { missionPlanOf } from '../support/offlinePlans';

/** Sunday 29 November 2026. */
const now = new Date('2026-11-29T09:00:00Z');

/** An odyssey whose description gives both its deadline and the time a week it has. */
const analystPlan = () =>
  missionPlanOf(
    'Get a job as a data analyst',
    'I work in retail management, know Excel well and started learning SQL last month. I can study 8 hours a week. I want to switch by September 2027.',
    [],
    now,
  );

describe('the goal\'s deadline in an odyssey\'s missions', () => {
  it('is said only by the missions due on it: a search due in July does not say "by September"', async () => {
    const { missions } = await analystPlan();
    const early = missions.filter((m) => typeof m.due_date === 'string' && m.due_date < '2027-09-01');

    expect(early.length).toBeGreaterThan(0);
    for (const m of early) expect(m.description).not.toMatch(/\bby September 2027\b/);
    expect(missions.some((m) => /September 2027/.test(m.description))).toBe(true);
  });
});

describe('the frame an odyssey\'s answers set', () => {
  it('is said once: "Work with 8 hours a week." is not followed by "time available 8 hours a week"', async () => {
    const { missions } = await analystPlan();
    const said = missions.map((m) => m.description).join(' ').match(/8 hours a week/g) ?? [];

    expect(said).toHaveLength(1);
  });
});

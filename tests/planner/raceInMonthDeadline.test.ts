import { readDeadline } from '../../planner/offline/deadlineDate';
import { extractConstraints } from '../../planner/offline/constraints';
import { missionPlanOf } from '../support/offlinePlans';
import { qa } from '../support/qaPairs';

/** Sunday 29 November 2026. */
const now = new Date('2026-11-29T09:00:00Z');
const title = 'Run a half marathon in under 2 hours';
const description = 'I run 5 km three times a week at about 6:30 per km. Race is the Lisbon half in October 2027. I had a knee strain last year.';

describe('a race "in" a month is the day the plan leads up to', () => {
  it('reads "Race is the Lisbon half in October 2027" as the event, over a milestone "by August" in an answer', () => {
    const c = extractConstraints(description, qa('Fixed, the race date is set; I want to run 18 km comfortably by August'), { now, title });

    expect(c).toMatchObject({ deadlineIsEvent: true });
    expect(c.deadlineDate?.slice(0, 7)).toBe('2027-10');
  });

  it('plans the peak up to the race and keeping it up after it, not before', async () => {
    const answers = ['I want to prove to myself I can stick with something hard', 'Under 2 hours at the Lisbon half', 'Fixed, the race date is set; I want to run 18 km comfortably by August', 'Tuesday and Thursday 7am, Sunday long run'];
    const { missions } = await missionPlanOf(title, description, answers, now);
    const peak = missions.find((m) => /peak/i.test(m.title));
    const after = missions.at(-1);

    expect(peak?.due_date?.slice(0, 7)).toBe('2027-10');
    expect(after?.due_date && after.due_date > '2027-10-01').toBe(true);
  });

  it('reads a list of weekdays in an answer as a training rhythm, not a deadline', () => {
    expect(readDeadline(['Tuesday, Thursday and Sunday mornings'], now)).toBeNull();
    expect(readDeadline(['Monday and Wednesday after work'], now)).toBeNull();
    expect(readDeadline(['by Tuesday'], now)?.date).toBe('2026-12-01');
  });

  it('keeps the description\'s race day when an answer names only weekdays', async () => {
    const answers = ['Tuesday, Thursday and Sunday mornings', 'A bit of stiffness after long runs'];
    const { missions } = await missionPlanOf(title, description, answers, now);

    expect(missions.some((m) => /by Tuesday/.test(m.description))).toBe(false);
    expect(missions.find((m) => /peak/i.test(m.title))?.due_date?.slice(0, 7)).toBe('2027-10');
  });
});

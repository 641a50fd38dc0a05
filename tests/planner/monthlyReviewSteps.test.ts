import { planOf, planner } from '../support/offlinePlans';

/** The label plans once wrote in place of the description of the step doing a title's work. */
const TITLED_WORK_NOTE = 'The work this todo names. Once it is done, the success criteria below say whether it is done well enough.';

/** The monthly review a long plan gets is planned as work of its own, never as a placeholder. */
describe('the monthly review a plan adds', () => {
  it.each([
    ['Train for the Lisbon half marathon', 'Three runs a week. The race is on 10 October 2027.'],
    ['Save 10,000 for a wedding', 'I save 400 a month today; the wedding is in September 2027.'],
  ])('"%s" gets steps that set the date, compare with the plan and adjust it', async (title, description) => {
    const todos = (await planOf(title, description)).todos;
    const review = todos.find((t) => t.title === 'Review progress every month');
    expect(review).toBeDefined();

    const { steps } = await planner.todoSteps({ title: review?.title ?? '', description: review?.description ?? '', success_criteria: review?.success_criteria ?? '' });
    const text = steps.map((s) => `${s.title}: ${s.description}`).join('\n');

    expect(steps.map((s) => s.description)).not.toContain(TITLED_WORK_NOTE);
    expect(text).not.toMatch(/Plan the approach|looks back on/);
    expect(text).toMatch(/calendar/i);
    expect(text).toMatch(/compare/i);
    expect(text).toMatch(/adjust|move|drop/i);
  });
});

describe('the dates an odyssey\'s plan writes into a mission', () => {
  it('are its days, not todos: "Start from 2 March 2027 and aim to finish by 31 May 2027"', async () => {
    const todos = (await planOf('Increase the load', 'Raise volume and intensity step by step, with recovery weeks, without injury. Start from 2 March 2027 and aim to finish by 31 May 2027.')).todos;

    expect(todos.map((t) => t.title).filter((t) => /^(?:Start from|Aim to finish)/i.test(t))).toEqual([]);
  });
});

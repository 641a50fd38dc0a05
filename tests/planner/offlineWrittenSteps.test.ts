import { readFileSync } from 'fs';
import path from 'path';
import { FAMILIES } from '../../planner/offline/families';
import { FamilyData } from '../../planner/offline/families/familyData';
import { MONTHLY_REVIEW_TITLE } from '../../planner/offline/goalKind';
import { cleanTitle } from '../../planner/offline/titleText';
import { planner, planOf, stepsOfTodo } from '../support/offlinePlans';

/** A family todo's steps are how a person does that work, written in the family's data. */

const day = new Date('2026-01-15T09:00:00Z');
const titles = (steps: Array<{ title: string }>) => steps.map((s) => s.title);

async function familyTodo(goal: string, title: string, answers: string[] = []) {
  const plan = await planOf(goal, '', answers, day);
  const todo = plan.todos.find((t) => t.title === title);
  if (!todo) throw new Error(`"${goal}" planned no "${title}": ${plan.todos.map((t) => t.title).join(' | ')}`);
  return { todo, steps: await stepsOfTodo(todo) };
}

describe('a todo the planner wrote from a family', () => {
  it('gets the family\'s written steps for "Write a weekly training plan", not the criteria restated', async () => {
    const { steps } = await familyTodo('Run a half marathon by October', 'Write a weekly training plan', ['3 hours a week']);

    expect(titles(steps)).toEqual([
      'Pick your training days and times',
      'Set week one from what you can do now',
      'Increase the load by about 10% a week',
      'Write out every week until the target date',
      'Put the sessions in your calendar',
      'Check the result against the success criteria',
    ]);
    // The weekly time the todo's own text gives is filled in.
    expect(steps[0].description).toContain('3 hours a week');
    expect(JSON.stringify(steps)).not.toMatch(/The work this todo names|Leave room for what runs late|\{\w+\}/);
  });

  it('follows the written steps with the criteria they do not cover, then the final check', async () => {
    const { steps } = await familyTodo('Get fit by October', 'Get the gear and a place to train');

    expect(titles(steps)).toEqual([
      'List what your sessions need',
      'Buy shoes that fit first',
      'Choose where you will train',
      'Fix the training place and times',
      'Make sure essential gear is ready',
      'Check the result against the success criteria',
    ]);
    // The criterion's step says how to show it, not the criterion in a label.
    expect(steps[4].description).not.toMatch(/^Success criterion: /);
    expect(steps[4].description).toMatch(/photo/);
  });

  it('keeps the limit the person stated as a step of its own before the written ones', async () => {
    const { steps } = await familyTodo('Run a half marathon by October', 'Measure your starting baseline', ['My knee sometimes hurts after long runs']);

    expect(titles(steps)[0]).toMatch(/knee/);
    expect(titles(steps)).toContain('Pick a measured loop or a track');
  });

  it('gets the steps written for the wording an exclusion gives it', async () => {
    const { steps } = await familyTodo('Get fit by summer', 'Get the gear and a place to train at home or outdoors', ['No gym']);

    expect(titles(steps)).toContain('Pick a route, a park or a corner at home');
    expect(JSON.stringify(steps)).not.toMatch(/\bgym\b/i);
  });
});

describe('a todo the person wrote', () => {
  it('keeps its kickoff, its own actions, its work, its criteria and a tip', async () => {
    const plan = await planner.todoSteps({ title: "Practise the speech for my sister's wedding", description: 'Write it, time it and read it to a friend.', success_criteria: '- Speech under 5 minutes\n- Read aloud twice' });

    expect(titles(plan.steps)).toEqual([
      'Plan the approach',
      'Write it, time it',
      'Read it to a friend',
      "Practise the speech for my sister's wedding",
      'Keep the speech under 5 minutes',
      'Read aloud twice',
      'Note what you did',
      'Check the result against the success criteria',
    ]);
  });
});

describe('a todo of a family with no written steps', () => {
  it('keeps the steps read from its description and criteria', async () => {
    const plan = await planner.todoSteps({
      title: 'Prepare beds or containers',
      description: 'Clear weeds, add compost, build raised beds or fill containers with drainage at a cost you are comfortable with.',
      success_criteria: '- Beds or containers ready\n- Compost added',
    });

    expect(titles(plan.steps)).toEqual([
      'Plan the approach',
      'Check the weather and soil first',
      'Clear weeds',
      'Add compost',
      'Build raised beds or fill containers with drainage',
      'Make sure the beds or containers are ready',
      'Check the result against the success criteria',
    ]);
  });
});

describe('the written steps in the family files', () => {
  type Steps = Array<{ title: string; description: string }>;
  const written = FAMILIES.flatMap((family) =>
    family.todos.flatMap((todo) => {
      const variants = [...Object.values(todo.without ?? {}), ...(todo.forGoals ?? [])];
      return [todo, ...variants].flatMap((t) => (t.steps ? [{ family: family.id, title: t.title ?? todo.title, steps: t.steps as Steps }] : []));
    }),
  );

  it('give each todo 3 to 5 steps, each a clean imperative title and a description', () => {
    expect(written.length).toBeGreaterThan(40);
    for (const { family, title, steps } of written) {
      expect([family, title, steps.length >= 3 && steps.length <= 5]).toEqual([family, title, true]);
      for (const step of steps) {
        expect([title, step.title, cleanTitle(step.title)]).toEqual([title, step.title, step.title]);
        expect([title, step.title, step.description.trim().length > 20]).toEqual([title, step.title, true]);
      }
    }
  });

  it.each(['fitness', 'languages', 'moving', 'finance', 'event', 'exams'])('cover every todo of %s (the monthly review any plan gets is no family\'s)', (id) => {
    const family = FAMILIES.find((f) => f.id === id)!;
    const without = family.todos.filter((t) => !t.steps && t.title !== MONTHLY_REVIEW_TITLE).map((t) => t.title);
    expect(without).toEqual([]);
  });

  it('refuse a slot the todo\'s own text cannot fill', () => {
    const fitness = JSON.parse(readFileSync(path.join(__dirname, '../../planner/offline/families/fitness.json'), 'utf8'));
    fitness.todos[0].steps = [
      { title: 'Pick a test', description: 'For {subject}.' },
      { title: 'Do the test', description: 'Do it[ {deadline}].' },
      { title: 'Write it down', description: 'With the date.' },
    ];
    const parsed = FamilyData.safeParse(fitness);
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('{subject}');
  });
});

describe('the step chat on a written step', () => {
  it.each([
    ['Run a half marathon by October', 'Write a weekly training plan', 'How do I do this?'],
    ['Learn Spanish to B1 by next summer', 'Speak every week', 'How long should it take?'],
    ['Move house to Leeds by June', 'Book movers or a van', 'How do I start?'],
    ['Plan our wedding for 120 guests in September', 'Book the venue', 'What should I ask?'],
    ['Pass my chemistry exam in June', 'Build a revision timetable', 'How do I do this?'],
  ])('answers a question on a step of "%s" / "%s"', async (goal, title, message) => {
    const { todo, steps } = await familyTodo(goal, title);
    for (const step of steps.slice(0, 2)) {
      const reply = await planner.stepChat({ todo: { title: todo.title, description: todo.description, success_criteria: todo.success_criteria }, step: { title: step.title, description: step.description, status: 'pending' }, history: [], message, evidence: [], findings: [] });
      expect([step.title, reply.response]).toEqual([step.title, expect.not.stringMatching(/can't answer|can't judge/i)]);
      expect(reply.response.length).toBeGreaterThan(60);
    }
  });
});

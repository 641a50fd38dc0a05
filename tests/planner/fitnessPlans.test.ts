import { answersNote } from '../../planner/offline/planNotes';
import { extractConstraints } from '../../planner/offline/constraints';
import { missionPlanOf, now, planner } from '../support/offlinePlans';
import { qa } from '../support/qaPairs';

/** A fitness plan reads as a coach writes it for this person: their sport, where they stand, their limits. */

const HALF = 'Run a half marathon in under 2 hours';
const HALF_STORY = 'I run 5 km three times a week at about 6:30 per km. Race is the Lisbon half in October 2027. I had a knee strain last year.';

/** The todos, each with its steps, of an odyssey's first mission planned as part of it. */
async function firstMission(title: string, description: string) {
  const { missions } = await missionPlanOf(title, description);
  const mission = missions[0];
  const { todos } = await planner.missionTodos({ mission_title: mission.title, mission_description: mission.description, qa_pairs: [], now, odyssey: { title, description } });
  const withSteps = await Promise.all(
    todos.map(async (todo) => ({ ...todo, steps: (await planner.todoSteps({ title: todo.title, description: todo.description, success_criteria: todo.success_criteria })).steps })),
  );
  return { mission, todos: withSteps };
}

const todoNamed = <T extends { title: string }>(todos: T[], title: RegExp): T => {
  const todo = todos.find((t) => title.test(t.title));
  if (!todo) throw new Error(`no todo like ${title}: ${todos.map((t) => t.title).join(' | ')}`);
  return todo;
};
const stepsText = (todo: { steps: Array<{ title: string; description: string }> }) => todo.steps.map((s) => `${s.title}: ${s.description}`).join('\n');

describe('a runner\'s plan', () => {
  it('says back where the runner stands and confirms it with a timed run, never weights or reps', async () => {
    const { todos } = await firstMission(HALF, HALF_STORY);
    const baseline = todoNamed(todos, /baseline/i);

    expect(baseline.description).toContain('Today you run 5 km three times a week at about 6:30 per km');
    expect(baseline.description).toMatch(/\btimed run\b|\btime\b.*\brun\b/i);
    expect(`${baseline.description}\n${stepsText(baseline)}`).not.toMatch(/\bweights?\b|\breps\b/i);
    expect(stepsText(baseline)).toMatch(/\b(?:measured loop|track)\b/);
  });

  it('asks a runner with no stated starting point for a timed run on a loop or a track', async () => {
    const { todos } = await firstMission('Run my first 10k by June 2027', '');
    const baseline = todoNamed(todos, /baseline/i);

    expect(baseline.description).not.toMatch(/\bToday you\b/);
    expect(`${baseline.description}\n${stepsText(baseline)}`).toMatch(/\brun\b/i);
    expect(`${baseline.description}\n${stepsText(baseline)}`).not.toMatch(/\bweights?\b|\breps\b/i);
  });

  it('gets running shoes fitted, clothing for the weather and a route, with no pool or gym', async () => {
    const { todos } = await firstMission(HALF, HALF_STORY);
    const gear = todoNamed(todos, /gear/i);
    const text = `${gear.title}\n${gear.description}\n${stepsText(gear)}`;

    expect(text).toMatch(/running shoes/i);
    expect(text).toMatch(/weather/i);
    expect(text).toMatch(/\broute\b|\bloop\b/i);
    expect(text).not.toMatch(/\bpool\b|\bgym\b/i);
  });

  it('keeps the injury the runner stated in their own words where the load is planned', async () => {
    const { todos } = await firstMission(HALF, HALF_STORY);
    const plan = todoNamed(todos, /training plan/i);

    expect(plan.description).toContain('you had a knee strain last year');
    expect(plan.description).toMatch(/build the load slowly/i);
  });

  it('notes how often the person trains as they said it', async () => {
    const { mission } = await firstMission(HALF, HALF_STORY);

    expect(mission.description).toContain('Keep in mind: sessions three times a week.');
    expect(mission.description).not.toMatch(/time available three times/);
  });
});

describe('a runner\'s plan, read from the person\'s words', () => {
  it('keeps a runner\'s gear about running when they rule the gym out', async () => {
    const { todos } = await firstMission('Run a 10k by June 2027', 'I jog twice a week. No gym.');
    const gear = todoNamed(todos, /gear/i);

    expect(gear.description).toMatch(/running shoes/i);
    expect(`${gear.title}\n${gear.description}\n${stepsText(gear)}`).not.toMatch(/\bgym\b|at home/i);
  });

  it('says back a standing with a decimal distance and a pace whole', async () => {
    const { todos } = await firstMission('Run a marathon by October 2027', 'I run 6.5 km twice a week at 5:45 per km.');

    expect(todoNamed(todos, /baseline/i).description).toContain('Today you run 6.5 km twice a week at 5:45 per km: ');
  });

  it.each(['No injuries so far.', 'Avoid knee injuries.', ''])('adds no limit to the training plan for "%s"', async (said) => {
    const { todos } = await firstMission('Run a 10k by June 2027', `I jog twice a week. ${said}`);

    expect(todoNamed(todos, /training plan/i).description).not.toMatch(/\bBecause\b/);
  });

  it.each([
    ['I jog twice a week but my left knee hurts after 6 km.', 'Because your left knee hurts after 6 km, build the load slowly'],
    ['I jog twice a week. Old ankle sprain.', 'Because you mentioned an old ankle sprain, build the load slowly'],
    ['I jog twice a week, bad knees.', 'Because you mentioned bad knees, build the load slowly'],
  ])('says back the limit of "%s" in the clause the person said it in', async (description, said) => {
    const { todos } = await firstMission('Run a 10k by June 2027', description);

    expect(todoNamed(todos, /training plan/i).description).toContain(said);
  });
});

describe('a fitness plan in another sport', () => {
  it('keeps the general wording for a triathlon, whose runs are one sport of three', async () => {
    const { todos } = await firstMission('Finish a sprint triathlon by August 2027', 'I run twice a week and swim once.');
    const gear = todoNamed(todos, /gear/i);

    expect(`${gear.description}\n${stepsText(gear)}`).toMatch(/\bpool\b/);
  });

  it.each([
    ['Swim 2 km in open water by August 2027', 'I swim 1 km twice a week.', /\bswim\b/i, /\bgoggles\b/i],
    ['Ride a 100 km sportive by June 2027', 'I cycle to work, 8 km each way.', /\bride\b/i, /\bhelmet\b/i],
  ])('plans "%s" in its own sport: the test and the gear', async (title, description, test, kit) => {
    const { todos } = await firstMission(title, description);
    const baseline = todoNamed(todos, /baseline/i);
    const gear = todoNamed(todos, /gear/i);

    expect(`${baseline.description}\n${stepsText(baseline)}`).toMatch(test);
    expect(`${baseline.description}\n${stepsText(baseline)}`).not.toMatch(/\bweights?\b|\breps\b|\brun\b/i);
    expect(`${gear.description}\n${stepsText(gear)}`).toMatch(kit);
    expect(`${gear.description}\n${stepsText(gear)}`).not.toMatch(/\bgym\b|running shoes/i);
  });

  it('keeps the gym and the weights for a strength goal', async () => {
    const { todos } = await firstMission('Deadlift 100 kg by June 2027', 'I train at the gym twice a week.');
    const baseline = todoNamed(todos, /baseline/i);
    const gear = todoNamed(todos, /gear/i);

    expect(`${baseline.description}\n${stepsText(baseline)}`).toMatch(/\bweight\b/i);
    expect(`${gear.description}\n${stepsText(gear)}`).toMatch(/\bgym\b/i);
  });
});

describe('the note of the constraints', () => {
  it.each([
    ['Three times a week, before work', 'Keep in mind: sessions three times a week.'],
    ['3 runs a week', 'Keep in mind: 3 runs a week.'],
    ['About 4 hours a week', 'Keep in mind: time available 4 hours a week.'],
  ])('says the weekly time of "%s" as a rhythm or as time', (answer, note) => {
    expect(answersNote(extractConstraints('', qa(answer)))).toBe(note);
  });
});

import { readDeadline } from '../../planner/offline/deadlineDate';
import { missionPlanOf, planner, planOf } from '../support/offlinePlans';

/**
 * Missions carry no date field, so an odyssey's offline missions say their own target day in
 * their descriptions, in words the mission planner reads back as the mission's deadline. The
 * goal's day is on the mission that reaches the goal; a phase after the goal comes after it.
 * No plan pastes the person's answers back: what the field knows to do about a stated limit is
 * said instead.
 */

/** Sunday 29 November 2026. */
const now = new Date('2026-11-29T09:00:00Z');

const HALF_MARATHON = [
  'Run my first half marathon',
  'I jog twice a week, 5 km at most, and want to finish the city half marathon on 19 April without walking. My knee sometimes hurts after long runs.',
  ['About 4 hours a week', 'My knee gets sore after 8 km, and I have no running shoes that fit'],
] as const;

const missionsOf = async (title: string, description: string, answers: readonly string[]) =>
  (await missionPlanOf(title, description, [...answers], now)).missions;

describe('the missions of an odyssey with a deadline', () => {
  it('say their own target day, and put the race day on the mission that runs the race', async () => {
    const missions = await missionsOf(...HALF_MARATHON);

    expect(missions.map((m) => [m.title, m.due_date])).toEqual([
      ['Build the base', '2027-01-15'],
      ['Increase the load', '2027-03-03'],
      ['Peak for your first half marathon', '2027-04-19'],
      ['Make it a lifestyle', '2027-05-17'],
    ]);
    expect(missions[0].description).toMatch(/ Aim to finish by 15 January 2027\.$/);
    expect(missions[1].description).toMatch(/ [Aa]im to finish by 3 March 2027\.$/);
    // The race's mission already names its day: it is not said twice.
    expect(missions[2].description).toMatch(/^Sharpen, taper and reach the target on 19 April\.(?! Aim)/);
    expect(missions[3].description).toMatch(/ [Aa]im to finish by 17 May 2027\.$/);
  });

  it('leave the deadline out of the first mission\'s constraints, and quote no answer', async () => {
    const missions = await missionsOf(...HALF_MARATHON);
    const text = JSON.stringify(missions);

    expect(text).not.toContain('From your answers');
    expect(text).not.toContain('no running shoes that fit');
    expect(text).not.toContain('deadline on 19 April');
    expect(missions[0].description).toContain('Keep in mind: time available 4 hours a week.');
    // "Without walking" is how the race is to be run, not something the training leaves out.
    expect(missions[0].description).not.toContain('no walking');
  });

  it('say what to do about a sore knee and shoes that do not fit', async () => {
    const [first] = await missionsOf(...HALF_MARATHON);

    expect(first.description).toContain('Get the sore knee checked by a physio before raising the load; get running shoes fitted at a running shop.');
  });

  it.each([
    // An exam: the exam is sat on its day, the last mission.
    ['Pass the B2 German exam', 'I have the Goethe B2 exam on 12 June.', ['About 5 hours a week'], 'Sit the exam', '2027-06-12', []],
    // A move: the old home is handed over by the day, so settling in (the hand-over in it) is due on it.
    ['Move to a new flat', 'We need to move out by 31 March; we have not found a new place yet.', ['Budget 1200 a month'], 'Settle in', '2027-03-31', []],
    // A will: signed by the day, then stored and kept current after it.
    ['Make a will', 'I want my will signed by 31 March.', [], 'Draft and sign it', '2027-03-31', [['Store it and keep it current', '2027-04-28']]],
    // A wedding: the day itself.
    ['Plan our wedding', 'We are getting married on 12 September 2027, about 80 guests.', ['Budget 15000'], 'Run the event and follow up', '2027-09-12', []],
    // A saving: the target is reached by the deadline.
    ['Save 5000 euros for a car', 'I want to have 5000 saved by the end of 2027.', ['I can put aside 300 a month'], 'Grow your savings', '2027-12-31', []],
  ])('of "%s" put the deadline on the mission that reaches the goal', async (title, description, answers, goalMission, deadline, after) => {
    const missions = await missionsOf(title, description, answers);
    const goal = missions.findIndex((m) => m.title === goalMission);

    expect(missions[goal].due_date).toBe(deadline);
    expect(missions.slice(0, goal).every((m) => m.due_date! < deadline)).toBe(true);
    expect(missions.slice(goal + 1).map((m) => [m.title, m.due_date])).toEqual(after);
    const days = missions.map((m) => m.due_date);
    expect([...days].sort()).toEqual(days);
  });
});

describe('a mission planned from the description its odyssey wrote', () => {
  it('reads the target day it states as its deadline, over a day it names as content', () => {
    expect(readDeadline(['Purpose, date (12 September 2027), budget and guest list. Aim to finish by 9 February 2027.'], now)?.date).toBe('2027-02-09');
    expect(readDeadline(['Set the date (by 31 March), area and budget for the move. Aim to finish by 30 December.'], now)?.date).toBe('2026-12-30');
  });

  it('plans the first mission\'s todos up to that mission\'s own day, not the race day', async () => {
    const [first] = await missionsOf(...HALF_MARATHON);
    const { todos } = await planOf(first.title, first.description, [], now);

    expect(todos.at(-1)!.due_date).toBe('2027-01-15');
    expect(todos.every((t) => t.due_date! <= '2027-01-15')).toBe(true);
  });
});

describe('a later mission of an odyssey', () => {
  const odyssey = { title: HALF_MARATHON[0], description: HALF_MARATHON[1] };

  it('says when it starts: the day after the mission before it ends', async () => {
    const missions = await missionsOf(...HALF_MARATHON);

    expect(missions[0].description).not.toContain('Start from');
    expect(missions[1].description).toMatch(/ Start from 16 January 2027 and aim to finish by 3 March 2027\.$/);
    expect(missions[2].description).toBe('Sharpen, taper and reach the target on 19 April. Start from 4 March 2027.');
    expect(missions[3].description).toMatch(/ Start from 20 April 2027 and aim to finish by 17 May 2027\.$/);
  });

  it('has its todos due between its start and its own day, none before the race when it comes after it', async () => {
    const missions = await missionsOf(...HALF_MARATHON);
    for (const [mission, from] of [[missions[1], '2027-01-16'], [missions[2], '2027-03-04'], [missions[3], '2027-04-20']] as const) {
      const { todos } = await planner.missionTodos({ mission_title: mission.title, mission_description: mission.description, qa_pairs: [], now, odyssey });
      expect(todos.every((t) => t.due_date! >= from && t.due_date! <= mission.due_date!)).toBe(true);
      // The plan's start sentence is no item of the person's.
      expect(todos.map((t) => t.title).join(' ')).not.toMatch(/Start from/i);
    }
  });
});

describe('the todos of a fitness goal with a stated limit', () => {
  it('say what to do about it instead of quoting the answer', async () => {
    const { todos } = await planOf(...HALF_MARATHON.slice(0, 2) as [string, string], [...HALF_MARATHON[2]], now);
    const text = JSON.stringify(todos);

    expect(text).not.toContain('From your answers');
    expect(text).not.toContain('no running shoes that fit');
    expect(todos[0].description).toContain('Get the sore knee checked by a physio before raising the load; get running shoes fitted at a running shop.');
    // Every todo carries its due date: the first one's note leaves the deadline out.
    expect(todos[0].description).not.toContain('deadline on 19 April');
  });
});

describe('the todos of a mission whose description its odyssey wrote', () => {
  const [odysseyTitle, odysseyDescription] = HALF_MARATHON;
  const odyssey = { title: odysseyTitle, description: odysseyDescription };
  const planFirst = async (edit: (description: string) => string = (d) => d) => {
    const [first] = await missionsOf(...HALF_MARATHON);
    return (await planner.missionTodos({ mission_title: first.title, mission_description: edit(first.description), qa_pairs: [], now, odyssey })).todos;
  };

  it('do not list the stage’s own summary again as the person’s items', async () => {
    const todos = await planFirst();
    const titles = todos.map((t) => t.title);

    expect(titles).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:Measure the baseline|Plan the weeks|Make training a habit)/)]));
    expect(titles).toEqual(expect.arrayContaining(['Measure your starting baseline', 'Write a weekly training plan', 'Complete the first four weeks of training']));
    expect(JSON.stringify(todos)).not.toContain('You listed this');
  });

  it('keep the items the person added to that description', async () => {
    const titles = (await planFirst((d) => d.replace(' Aim to finish', ' Also join the Sunday running club. Aim to finish'))).map((t) => t.title);

    expect(titles).toContain('Join the Sunday running club');
    expect(titles).not.toContain('Measure the baseline');
  });

  it('turn the field’s advice on a stated limit into todos a person can check', async () => {
    const todos = await planFirst();
    const knee = todos.find((t) => t.title === 'Get the sore knee checked by a physio before raising the load');
    const shoes = todos.find((t) => t.title === 'Get running shoes fitted at a running shop');

    expect(knee?.success_criteria).toContain('- Physio seen and their advice on the knee written down');
    expect(knee?.description).toMatch(/knee/);
    expect(shoes?.success_criteria).toContain('- Shoes fitted and run in on two easy runs');
    expect(JSON.stringify([knee, shoes])).not.toMatch(/Done: |listed this/);
    // Advice that is a todo of the plan is not said again in the first todo's note.
    expect(todos[0].description).not.toContain('physio');
  });

  it('plan the weeks up to the mission’s own day, not a peak on it', async () => {
    const plan = (await planFirst()).find((t) => t.title === 'Write a weekly training plan');

    expect(plan?.description).not.toContain('peak');
    expect(plan?.description).toContain('so the base is built by 15 January 2027');
    // The whole goal's plan still peaks on the race day.
    const whole = (await planOf(...(HALF_MARATHON.slice(0, 2) as [string, string]), [], now)).todos.find((t) => t.title === 'Write a weekly training plan');
    expect(whole?.description).toContain('so you peak on 19 April');
  });

  it.each([
    ['Run my first half marathon', HALF_MARATHON[1], [...HALF_MARATHON[2]]],
    ['Learn Spanish to B1 by June', '', []],
    ['Move to a new flat in March', '', []],
  ])('of "%s" repeat no sentence the odyssey’s plan wrote as the person’s own item', async (title, description, answers) => {
    const missions = await missionsOf(title, description, answers);
    for (const mission of missions) {
      const { todos } = await planner.missionTodos({ mission_title: mission.title, mission_description: mission.description, qa_pairs: [], now, odyssey: { title, description } });
      expect([mission.title, JSON.stringify(todos)]).not.toEqual([mission.title, expect.stringContaining('You listed this in the mission description')]);
    }
  });
});

describe('an item the person lists that the plan’s first todo already does', () => {
  it('is not planned twice', async () => {
    const { todos } = await planOf('Run a 10k in spring', 'Measure the baseline; join a running club; book a sports massage.', [], now);
    const titles = todos.map((t) => t.title);

    expect(titles[0]).toBe('Measure your starting baseline');
    expect(titles).not.toContain('Measure the baseline');
    expect(titles).toEqual(expect.arrayContaining(['Join a running club', 'Book a sports massage']));
  });
});

import { constraintViolations } from '../../planner/constraintViolations';
import { extractConstraints } from '../../planner/offline/constraints';
import { answersNote } from '../../planner/offline/planNotes';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { FAMILIES } from '../../planner/offline/families';
import { qa } from '../support/qaPairs';

const now = new Date('2026-01-15T09:00:00Z');
const planner = new OfflinePlanner();
/** The missions the families plan after the goal is reached ("Make it a lifestyle"). */
const AFTER_GOAL = new Set(FAMILIES.flatMap((f) => f.missions.filter((m) => m.afterGoal).map((m) => m.title)));

/** Goal, the answer that rules something out or sets a limit, and a word the plan must then not use. */
const CASES: Array<[goal: string, answer: string, forbidden: RegExp | null]> = [
  ['Learn to cook 20 weeknight dinners', 'no oven', /\b(oven|roast\w*|tray bake)\b/i],
  ['Learn to cook 20 weeknight dinners', 'We do not eat meat', /\b(meat|mince|chicken|beef)\b/i],
  ['Learn to cook 20 weeknight dinners', 'no oven and no meat', /\b(oven|roast\w*|mince)\b/i],
  ['Learn to cook 20 weeknight dinners', 'vegetarian household', /\b(meat|mince|fish|salmon)\b/i],
  ['Learn to cook 20 weeknight dinners', 'My partner is vegan', /\b(cheese|butter|egg|meat)\b/i],
  ['Batch-cook healthy lunches for work', 'without dairy', /\b(cheese|butter|milk|cream)\b/i],
  ['Batch-cook healthy lunches for work', "I can't use an oven at the office flat", /\b(oven|roast\w*|bake)\b/i],
  ['Learn to cook 20 weeknight dinners', 'gluten-free please', /\b(pasta|bread|flour)\b/i],
  ['Learn to cook 20 weeknight dinners', 'only weekends', /\b(weeknight\w*|weekday\w*|every evening)\b/i],
  ['Get stronger at the gym', 'only on weekends', /\b(weeknight\w*|weekday\w*|daily)\b/i],
  ['Get fit for hiking season', 'no gym', /\bgym\b/i],
  ['Get fit for hiking season', 'without a gym membership', /\bgym\b/i],
  ['Get fit for hiking season', 'no running, my knees hurt', /\b(running|jog\w*)\b/i],
  ['Run my first half marathon', '3 hours a week', null],
  ['Run my first half marathon', 'no more than 4 hours per week', null],
  ['Plan a trip to Japan', 'no flights, we go by train and ferry', /\b(flight\w*|airport\w*|fly)\b/i],
  ['Plan a road trip through Norway', 'under 2000 euros', null],
  ['Plan a trip to Japan', 'no alcohol', /\b(wine|beer|bar crawl|alcohol)\b/i],
  ['Learn Spanish', 'no apps, I want a real teacher', /\b(app|apps|duolingo)\b/i],
  ['Learn Spanish', 'no tutor, I learn alone', /\btutor\w*\b/i],
  ['Learn Spanish', 'under 100 euros', null],
  ['Reach B2 through a language exchange', 'without paid courses', /\b(paid course\w*|tuition)\b/i],
  ['Find a new job as a UX designer', 'no social media', /\b(linkedin post\w*|social media|instagram)\b/i],
  ['Renovate the bathroom', 'no power tools, the neighbours complain', /\b(power tool\w*|drill\w*)\b/i],
  ['Renovate the bathroom', 'no loans', /\b(loan\w*|credit card\w*|financing)\b/i],
  ['Start a vegetable garden', 'no pesticides', /\b(pesticide\w*|chemical\w*)\b/i],
  ['Start a vegetable garden', 'not before June, harvest by September', null],
  ['Build an emergency fund of 5000 EUR', 'no debt', /\b(loan\w*|credit card\w*|borrow\w*)\b/i],
  ['Move to Berlin', 'without a car', /\b(car|driving|parking)\b/i],
  ['Plan our wedding', 'no alcohol at the reception', /\b(wine|beer|cocktail\w*)\b/i],
  ['Plan our wedding', 'weekdays only', /\b(saturday\w*|sunday\w*)\b/i],
  ['Fix my sleep schedule', 'no caffeine', /\b(coffee|caffeine|espresso)\b/i],
  ['Start beekeeping with two hives', 'No chemical treatments for varroa', /\bchemical\w*\b/i],
  ['Raise backyard chickens', 'Budget of 400 euros, under 400 euros', null],
];

describe('exclusions and limits from the answers', () => {
  it.each(CASES)('"%s" with "%s": the plan keeps it everywhere', async (goal, answer, forbidden) => {
    const c = extractConstraints('', qa(answer, 'by 28 March'), { now, title: goal });
    const todos = (await planner.missionTodos({ mission_title: goal, mission_description: '', qa_pairs: qa(answer, 'by 28 March'), now })).todos;
    const missions = (await planner.odysseyMissions({ odyssey_title: goal, odyssey_description: '', qa_pairs: qa(answer, 'by 28 March'), now })).missions;
    const steps = (await Promise.all(todos.map((t) => planner.todoSteps({ title: t.title, description: t.description, success_criteria: t.success_criteria })))).flatMap((s) => s.steps);

    // Something was read from the answer: an exclusion, a limit, a schedule or a start date.
    expect(c.exclusions.length + (c.hoursPerWeek ?? 0) + (c.maxSpend ?? 0) + (c.notBefore ? 1 : 0) + (c.weekdaysOnly ? 1 : 0)).toBeGreaterThan(0);
    expect(constraintViolations(todos, c)).toEqual([]);
    // A phase after the goal (keeping it up) is due after the deadline; every mission up to the goal keeps the rules.
    expect(constraintViolations(missions.filter((m) => !AFTER_GOAL.has(m.title)), c)).toEqual([]);
    expect(missions.filter((m) => AFTER_GOAL.has(m.title)).every((m) => m.due_date! > c.deadlineDate!)).toBe(true);
    expect(constraintViolations(steps, c)).toEqual([]);
    if (forbidden) {
      // Mentions that say the thing is left out ("no oven") are allowed; any other use is not.
      const uses = [...todos, ...missions, ...steps]
        .flatMap((i) => [i.title, i.description, 'success_criteria' in i ? i.success_criteria : ''])
        .join('\n')
        .replace(/\b(?:no|without|not|don't|do not|can't)\b[^.;\n]{0,24}/gi, '');
      expect(uses).not.toMatch(forbidden);
    }
  });

  it('reads the limits as numbers and schedules', () => {
    const c = extractConstraints('', qa('30 minutes a day', 'under 2,000 euros', 'only weekends', 'not before June'), { now });

    expect(c).toMatchObject({ hoursPerWeek: 3.5, maxSpend: 2000, weekendsOnly: true, notBefore: '2026-06-01' });
  });

  it('does not read states ("no injuries", "no experience") or the goal itself as exclusions', () => {
    expect(extractConstraints('', qa('no injuries', 'no experience at all'), { now, title: 'Run a marathon' }).exclusions).toEqual([]);
    expect(extractConstraints('', qa('I owe 3000 EUR on it', 'No savings', 'no savings yet, no income on the side'), { now, title: 'Pay off my credit card debt' }).exclusions).toEqual([]);
    expect(extractConstraints('', qa('no running on weekdays'), { now, title: 'Run my first half marathon' }).exclusions.map((e) => e.term)).not.toContain('running');
  });

  it.each([
    ['Build the base', 'My knee gets sore after 8 km, and I have no running shoes that fit'],
    ['Get fit for hiking season', 'I have no walking boots'],
    ['Learn to cook 20 weeknight dinners', 'We have no cooking pans, only a wok'],
    ['Get fit for hiking season', 'without running shoes'],
  ])('does not read the kind of thing the person lacks as ruled out ("%s": "%s")', (title, answer) => {
    const c = extractConstraints('', qa(answer), { now, title });

    expect(c.exclusions).toEqual([]);
    expect(answersNote(c)).not.toMatch(/Keep in mind/);
  });

  it.each(['Finish the city half marathon', 'Complete a 10k race'])('does not rule out the activity of the goal "%s"', (title) => {
    expect(extractConstraints('', qa('no running, my knee hurts'), { now, title }).exclusions).toEqual([]);
  });

  it.each([
    ['Run my first half marathon', 'I want to finish the city half marathon on 19 April without walking.'],
    ['Run 5 km', 'Run 5 km without stopping by June'],
    ['Swim a mile', 'I would like to swim a mile without a break'],
  ])('reads how the goal is to be done as its standard, not as ruled out ("%s": "%s")', (title, description) => {
    const c = extractConstraints(description, [], { now, title });

    expect(c.exclusions).toEqual([]);
    expect(answersNote(c)).not.toMatch(/no walking|no stopping|no a break/);
  });

  it('still reads a means the person rules out beside the goal', () => {
    expect(extractConstraints('I want to get fit without running, my knees hate it', [], { now, title: 'Get fit' }).exclusions.map((e) => e.term)).toContain('running');
  });

  it('finds what a model reply breaks: excluded words, dates after the deadline or out of order, weekdays, hours, money', () => {
    const c = extractConstraints('', qa('no oven, no meat', 'by 28 March', 'only weekends', '3 hours a week', 'under 100 euros'), { now });
    const reply = [
      { title: 'Roast a chicken', description: 'Use the oven.', success_criteria: '- Done', due_date: '2026-02-07' },
      { title: 'Cook without meat', description: 'Plan 5 hours a week and spend €150 on pans.', success_criteria: '- Done', due_date: '2026-02-04' },
      { title: 'Serve the dinner', description: '', success_criteria: '- Done', due_date: '2026-04-04' },
    ];

    const problems = constraintViolations(reply, c);
    expect(problems).toEqual([
      '"Roast a chicken" uses "oven", "roast", but the user ruled out oven',
      '"Roast a chicken" uses "chicken", but the user ruled out meat',
      '"Cook without meat" plans 5 hours a week, more than the 3 hours a week the user has',
      '"Cook without meat" plans to spend €150, more than the user\'s limit of 100',
      '"Cook without meat" is due on a weekday (2026-02-04), but the user can only work at weekends',
      '"Cook without meat" is due 2026-02-04, before the item planned ahead of it (2026-02-07)',
      '"Serve the dinner" is due 2026-04-04, after the deadline 2026-03-28',
    ]);
    // Dates already past on the day the plan is made; a deadline already past is left to its own rule.
    expect(constraintViolations([{ title: 'Buy pans', due_date: '2026-01-17' }], c, '2026-01-18')).toEqual(['"Buy pans" is due 2026-01-17, which is already past (today is 2026-01-18)']);
    expect(constraintViolations([{ title: 'Buy pans', due_date: '2026-01-18' }], c, '2026-01-18')).toEqual([]);
    expect(constraintViolations([{ title: 'Buy pans', due_date: '2026-03-21' }], c, '2026-03-29')).toEqual([]);
    expect(constraintViolations([{ title: 'Cook a stir-fry without the oven', description: 'No meat: tofu instead.', success_criteria: '- Done', due_date: '2026-02-07' }], c)).toEqual([]);
  });
});

describe('steps of a todo that rules something out', () => {
  it('leave out what the todo\'s description rules out', async () => {
    const plan = await planner.todoSteps({
      title: 'Cook three dinners this week',
      description: 'Roast vegetables; make a lentil soup; cook a stir-fry. Keep in mind: no oven.',
      success_criteria: '- Three dinners cooked\n- Tray bake tried',
    });

    expect(plan.steps.map((s) => `${s.title} ${s.description}`).join('\n')).not.toMatch(/\b(roast\w*|tray bake)\b/i);
    expect(plan.steps.map((s) => s.title)).toContain('Make a lentil soup');
  });
});

describe('exclusions that rule out most of a plan', () => {
  const bakeSale = { mission_title: 'Run a bake sale for the school', mission_description: '', qa_pairs: qa('within 6 months', 'advanced', 'no oven, no gym, no meat, no running'), now };

  it('do not count the goal as its plan writes it ("Run a bake sale": "running a bake sale"), so the whole plan stays', async () => {
    const c = extractConstraints('', bakeSale.qa_pairs, { now, title: bakeSale.mission_title });
    const todos = (await planner.missionTodos(bakeSale)).todos;
    const missions = (await planner.odysseyMissions({ odyssey_title: bakeSale.mission_title, odyssey_description: '', qa_pairs: bakeSale.qa_pairs, now })).missions;

    expect(c.exclusions.map((e) => e.term)).toEqual(['gym', 'meat']);
    expect(todos.map((t) => t.title)).toEqual([
      'Decide what done means for running a bake sale for the school',
      'List the tools, money and help for running a bake sale for the school',
      'Schedule weekly time for running a bake sale for the school',
      'Finish the first visible piece of running a bake sale for the school',
      'Review progress on running a bake sale for the school and adjust',
      'Review progress every month',
      'Finish running a bake sale for the school',
    ]);
    expect(missions.map((m) => m.title)).toContain('Finish running a bake sale for the school');
    expect(constraintViolations(todos, c)).toEqual([]);
  });

  it('leave the general plan when too few of the family\'s todos survive, and tell the person when nothing survives', async () => {
    const todos = (await planner.missionTodos({ mission_title: 'Bake sourdough bread', mission_description: '', qa_pairs: qa('no cook, no dishes, no pantry, no techniques, no menu'), now })).todos;
    const none = { mission_title: 'Sort my photo collection', mission_description: '', qa_pairs: qa('no decide, no list, no weekly time, no review, no finish'), now };

    expect(todos.map((t) => t.title)).toEqual(expect.arrayContaining(['Finish baking sourdough bread']));
    await expect(planner.missionTodos(none)).rejects.toThrow(
      'Your answers rule out every todo of a plan for "Sort my photo collection" (decide, list, weekly, review, finish). Allow one of them and plan again.',
    );
    await expect(planner.odysseyMissions({ odyssey_title: 'Sort my photo collection', odyssey_description: '', qa_pairs: qa('no define, no groundwork, no steady progress, no finish'), now })).rejects.toThrow(
      /^Your answers rule out every mission of a plan for "Sort my photo collection"/,
    );
  });

  it('refuse a todo whose description rules out every step, naming what to allow', async () => {
    const todo = { title: 'Decorate the hallway', description: 'No approach, no check, no wall, no mural.', success_criteria: '- Wall primed\n- Mural painted' };

    await expect(planner.todoSteps(todo)).rejects.toThrow(
      'The todo "Decorate the hallway" rules out every step of a plan (approach, check, wall, mural). Allow one of them and plan again.',
    );
  });

  it('keep the steps of a todo whose description rules out the final check', async () => {
    const plan = await planner.todoSteps({ title: 'Paint a mural', description: 'No checks, no criteria, no result.', success_criteria: '- Wall primed\n- Mural painted' });

    expect(plan.steps.map((s) => s.title)).toEqual(expect.arrayContaining(['Prime the wall', 'Paint the mural']));
    expect(plan.steps.every((s) => s && s.title)).toBe(true);
  });
});

describe('a list in a plan that loses an entry the person ruled out', () => {
  it('still reads as a sentence: no "and and" where the entry was', async () => {
    const { missions } = await new OfflinePlanner().odysseyMissions({ odyssey_title: 'Pay off my credit card debt', odyssey_description: '', qa_pairs: qa('I owe 3000 EUR on it', 'No savings'), now: new Date('2026-11-28T09:00:00Z') });
    const text = missions.map((m) => m.description).join('\n');

    expect(text).toContain('Track spending');
    expect(text).not.toMatch(/\b(and|or) (and|or)\b/);
  });
});

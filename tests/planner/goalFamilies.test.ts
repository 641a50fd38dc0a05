import { titleProblems } from '../../planner/offline/titleText';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { classifyGoal, KINDS } from '../../planner/offline/goalKinds';
import { pickedTodoStepTitles, planOf, stepsOfTodo } from '../support/offlinePlans';

const planner = new OfflinePlanner();

/** Titles where a keyword from another field appears; the right family, or the plan from the person's own words. */
const AMBIGUOUS: Array<[title: string, acceptable: string[]]> = [
  ['Learn to cook 20 weeknight dinners', ['cooking']],
  ['Home', ['general']],
  ['Make my home cosier', ['homeDiy', 'general']],
  ['Run a bake sale for the school', ['community', 'general']],
  ['Save the family photos', ['family']],
  ['Save 10000 EUR for a house', ['finance']],
  ['Paint the bedroom', ['homeDiy']],
  ['Learn to paint with watercolours', ['creative']],
  ['Learn to play the guitar', ['music']],
  ['Record an album of my songs', ['creative']],
  ['Learn 10 songs on the ukulele', ['music']],
  ['Grow tomatoes on the balcony', ['gardening']],
  ['Move more every day', ['health', 'fitness', 'general']],
  ['Move to Lisbon', ['moving']],
  ['Move to Canada', ['movingAbroad']],
  ['Relocate to the Netherlands for work', ['movingAbroad']],
  ['Prepare for my first baby', ['baby']],
  ['Make a baby photo album', ['family', 'general']],
  ['Build a base of easy runs', ['fitness']],
  ['Run 5 km at an easy pace', ['fitness']],
  ['Get promoted to senior engineer', ['pay']],
  ['Sleep 8 hours a night', ['health']],
  ['Plan a trip to Japan', ['travel']],
  ['Pass the driving theory test', ['exams']],
  ['Pass my driving test', ['driving']],
  ['Get my driving licence', ['driving']],
  ['Write my thesis', ['thesis']],
  ["Finish my master's thesis on coastal erosion by June", ['thesis']],
  ['Write a novel about my grandmother', ['writing']],
  ['Start a side project selling prints', ['business', 'general']],
  ['Volunteer at the food bank', ['community']],
  ['Reorganise the community garden', ['community', 'gardening', 'general']],
  ['Write a wedding speech', ['writing', 'event', 'general']],
  ['Get better at things', ['general']],
];

describe('goal classifier', () => {
  it.each(AMBIGUOUS)('"%s" never gets another field\'s frame', (title, acceptable) => {
    expect(acceptable).toContain(classifyGoal(title, '').kind.id);
  });

  it.each([
    'Be more patient with my kids',
    'Lie less to my parents',
    'Spend more time with my kids',
    'Stop shouting at my children',
    'Call my parents more often',
  ])('"%s" is a way to behave, not a family project: no photo-album plan', (title) => {
    expect(classifyGoal(title, '').kind.id).toBe('general');
  });

  it('a goal done on a rhythm that no field claims gets the habits plan, not a photo album or the general plan', () => {
    for (const title of ['Visit my grandmother every month', 'Call my parents every week', 'Read to my kids every night', 'Floss each evening', 'Go for a walk daily', 'Run twice a week', 'Call my mum on Sundays']) {
      expect([title, classifyGoal(title, '').kind.id]).toEqual([title, 'habits']);
    }
  });

  it('a goal done on a rhythm keeps the family of its field, and a rhythm in the description alone does not make a habit', () => {
    const fields: Array<[string, string]> = [
      ['Go to the gym three times a week', 'fitness'],
      ['Meditate every morning', 'health'],
      ['Build a daily meditation habit', 'health'],
      ['Start a weekly newsletter', 'writing'],
      ['Practise the piano every evening', 'music'],
    ];
    expect(fields.map(([title]) => [title, classifyGoal(title, '').kind.id])).toEqual(fields);
    expect(classifyGoal('Be more patient with my kids', 'I lose my temper every evening').kind.id).toBe('general');
  });

  it('a family project that names relatives keeps the family plan', () => {
    for (const title of ['Make a family photo album for grandma', "Record my grandparents' stories", 'Build a family tree with my kids', 'Scan my parents\' old photos']) {
      expect([title, classifyGoal(title, '').kind.id]).toEqual([title, 'family']);
    }
  });

  it('a weak word alone ("home", "learn", "run") never decides a family', () => {
    for (const title of ['home', 'Learn', 'Run', 'Fix it']) {
      const result = classifyGoal(title, '');
      expect(result).toMatchObject({ confident: false });
      expect(result.kind.id).toBe('general');
    }
  });

  it('a language named with a CEFR level is a language goal: "Reach B1 Spanish" gets the languages plan', () => {
    for (const title of ['Reach B1 Spanish', 'Reach A2 in French by summer', 'Spanish B1 by June', 'Get my German to C1']) {
      expect([title, classifyGoal(title, '').kind.id]).toEqual([title, 'languages']);
    }
    // A language without a level stays a skill to learn.
    expect(classifyGoal('Learn Spanish', '').kind.id).toBe('learning');
  });

  it('answers count: an unclear title becomes clear from what the person wrote', () => {
    expect(classifyGoal('My summer project', '').kind.id).toBe('general');
    expect(classifyGoal('My summer project', 'Raised beds with tomatoes and herbs\nCompost from the kitchen').kind.id).toBe('gardening');
  });

  it('cooking questions for a cooking goal: nothing about moving house', async () => {
    const { questions } = await planner.missionQuestions({ title: 'Learn to cook 20 weeknight dinners', description: 'Quick meals for two' });
    const text = questions.join(' ');
    expect(text).toMatch(/cook|dish|recipe|grocery/i);
    expect(text).not.toMatch(/moving|household|lease|movers/i);
  });

  it('an unclear goal is planned from the person\'s own words, not a template from another field', async () => {
    const plan = await planner.missionTodos({
      mission_title: 'Home',
      mission_description: 'Sort the paperwork; call the insurer; fix the squeaky door',
      qa_pairs: [{ question: 'By when?', answer: 'within 3 weeks' }],
    });
    const titles = plan.todos.map((t) => t.title);
    expect(titles).toEqual(expect.arrayContaining(['Sort the paperwork', 'Call the insurer', 'Fix the squeaky door']));
    expect(JSON.stringify(plan)).not.toMatch(/movers|lease|deposit/i);
  });
});

/** A goal per family, to prove each family's plan shapes itself to the answers. */
const EXAMPLES: Record<string, string> = {
  learning: 'Learn Python',
  fitness: 'Run a half marathon',
  career: 'Find a new job as a designer',
  interview: 'Prepare for my job interview',
  product_launch: 'Launch the budgeting app',
  writing: 'Write my first novel',
  thesis: "Write my master's thesis",
  driving: 'Get my driving licence',
  finance: 'Build an emergency fund of 5000 EUR',
  movingAbroad: 'Move to Canada',
  moving: 'Move to Berlin',
  event: 'Plan our wedding',
  cooking: 'Learn to cook 20 weeknight dinners',
  health: 'Fix my sleep schedule',
  exams: 'Pass the GRE',
  pay: 'Get a pay rise',
  creative: 'Record an album of my songs',
  music: "Play guitar at my sister's wedding",
  declutter: 'Declutter the whole flat',
  homeDiy: 'Renovate the bathroom',
  gardening: 'Start a vegetable garden',
  travel: 'Plan a road trip through Norway',
  business: 'Start a small business selling candles',
  community: 'Organise a neighbourhood clean-up',
  club: 'Start a book club',
  baby: 'Prepare for my first baby',
  family: 'Make a family photo album for grandma',
  languages: 'Get to B2 through a weekly language exchange',
  habits: 'Call my parents every week',
  pets: 'Adopt a rescue dog',
  reading: 'Read 24 books this year',
  teachChild: 'Teach my kid to ride a bike',
  estate: 'Write my will',
  social: 'Make new friends in my new city',
};

describe('every family plans with its own frame and shapes the plan to the answers', () => {
  it('has an example for every family', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(KINDS.map((k) => k.id).sort());
  });

  it.each(Object.entries(EXAMPLES))('%s: "%s" — a 2-week deadline and a 6-month one give different plans', async (family, title) => {
    expect(classifyGoal(title, '').kind.id).toBe(family);
    const plan = (deadline: string, level: string) =>
      planner.missionTodos({
        mission_title: title,
        mission_description: '',
        qa_pairs: [
          { question: 'By when?', answer: deadline },
          { question: 'Where do you start?', answer: level },
        ],
      });
    const sprint = await plan('within 2 weeks', 'complete beginner');
    const long = await plan('within 6 months', 'some experience');

    expect(sprint.todos.length).toBeLessThanOrEqual(5);
    expect(JSON.stringify(sprint)).toContain('within 2 weeks');
    expect(JSON.stringify(long)).toContain('within 6 months');
    expect(long.todos.map((t) => t.title)).toContain('Review progress every month');
    expect(sprint.todos.map((t) => t.title)).not.toEqual(long.todos.map((t) => t.title));
  });

  it.each(Object.entries(EXAMPLES))('%s: "%s" — an odyssey\'s missions name the answers that frame it, in clean titles', async (_family, title) => {
    const plan = (answers: [deadline: string, time: string, level: string, budget: string]) =>
      planner.odysseyMissions({
        odyssey_title: title,
        odyssey_description: '',
        qa_pairs: ['By when?', 'How much time per week?', 'Where do you start?', 'What budget do you have?'].map((question, i) => ({ question, answer: answers[i] })),
      });
    const first = await plan(['by October 2027', '5 hours a week', 'complete beginner', '300 EUR']);
    const second = await plan(['within 6 weeks', '2 hours per week', 'advanced', '$1000']);
    const descriptions = (p: typeof first) => p.missions.slice(1).map((m) => m.description).join(' | ');

    // Each answer is named in a mission's description beyond the first one's note; titles carry no fragments.
    for (const value of ['October 2027', '5 hours a week', 'beginner', '300 EUR']) expect([value, descriptions(first) + first.missions[0].description]).toEqual([value, expect.stringContaining(value)]);
    for (const value of ['within 6 weeks', '2 hours per week', 'advanced', '$1000']) expect([value, descriptions(second) + second.missions[0].description]).toEqual([value, expect.stringContaining(value)]);
    expect([...first.missions, ...second.missions].map((m) => m.title).filter((t) => titleProblems(t).length > 0)).toEqual([]);
    expect(JSON.stringify(first)).not.toEqual(JSON.stringify(second));
  });
});

describe('tips of a todo', () => {
  const stepsOf = async (goal: string, title: RegExp) => {
    const todo = (await planOf(goal, '', [], new Date('2026-01-15T09:00:00Z'))).todos.find((t) => title.test(t.title))!;
    return { todo, steps: await stepsOfTodo(todo) };
  };

  it('come from the goal\'s family, not from a word of the plan\'s own template ("the tools, money and help")', async () => {
    const { todo, steps } = await stepsOf('Be more patient with my kids', /^List the tools/);
    expect(todo.title).toBe('List the tools, money and help for being more patient with your kids');
    expect(steps.map((s) => s.title)).not.toContain('Write the numbers down');

    const reply = await planner.stepChat({ todo: { title: todo.title, description: todo.description, success_criteria: todo.success_criteria }, step: { title: steps[1].title, description: steps[1].description, status: 'pending' }, history: [], message: 'How do I start?', evidence: [], findings: [] });
    expect(reply.response).not.toContain('Automate the saving on payday');
  });

  it('leave the monthly review any plan gets to no family: its "every month" does not make it a habit', async () => {
    const day = new Date('2026-01-15T09:00:00Z');
    const steps = await pickedTodoStepTitles((t) => t.title === 'Review progress every month', 'Learn chess properly', '', [{ question: 'q', answer: 'within 6 months' }], day);

    expect(steps).not.toContain('Never miss twice');
  });

  it('keep the family of a family template whose words name another field ("Stock the pantry basics")', async () => {
    const { steps } = await stepsOf('Bake sourdough bread at home', /^Stock the pantry basics$/);
    expect(steps.map((s) => s.title)).not.toContain('Write the numbers down');
  });
});

describe('the plan of a habit', () => {
  const now = new Date('2026-01-15T09:00:00Z');

  it('sets a time and a cue, makes it easy, tracks a streak and reviews it, naming the rhythm once', async () => {
    const plan = await planner.missionTodos({ mission_title: 'Visit my grandmother every month', mission_description: '', qa_pairs: [], now });
    const titles = plan.todos.map((t) => t.title);

    expect(titles).toEqual([
      'Choose a time and a cue for visiting your grandmother every month',
      'Make it easy to start',
      'Do it the first time as planned',
      'Track your streak of visiting your grandmother every month',
      'Plan for the times it slips',
      'Review the habit of visiting your grandmother every month',
    ]);
    // The project frame gave a habit a second rhythm ("Schedule weekly time for visiting your grandmother every month").
    expect(JSON.stringify(plan)).not.toMatch(/weekly time|what done means|first visible piece/i);
    for (const title of titles) expect([title, titleProblems(title)]).toEqual([title, []]);
  });

  it('gives the steps of a habit todo whole, with their articles, and the habit\'s tip where the habit is done', async () => {
    const plan = await planner.missionTodos({ mission_title: 'Call my parents every week', mission_description: '', qa_pairs: [], now });
    const stepsOf = async (todo: (typeof plan.todos)[number]) =>
      (await planner.todoSteps({ title: todo.title, description: todo.description, success_criteria: todo.success_criteria })).steps.map((s) => s.title);
    const choice = await stepsOf(plan.todos[0]);
    const firstTime = await stepsOf(plan.todos.find((t) => t.title === 'Do it the first time as planned')!);

    expect(choice).toEqual(expect.arrayContaining(['Choose the day, time and place', 'Choose the cue it follows', 'Add the repeating event to the calendar', 'Write down what you chose and why']));
    // Choosing a time is no occasion to miss: the habit's tip goes with doing it.
    expect(choice).not.toContain('Never miss twice');
    expect(firstTime).toContain('Never miss twice');
  });

  it('answers how long a habit takes from what a practitioner of habits knows', async () => {
    const plan = await planner.missionTodos({ mission_title: 'Floss each evening', mission_description: '', qa_pairs: [], now });
    const todo = plan.todos.find((t) => t.title.startsWith('Track your streak'))!;
    const reply = await planner.stepChat({ todo: { title: todo.title, description: todo.description, success_criteria: todo.success_criteria }, step: { title: 'Track every time on the day', description: null, status: 'pending' }, history: [], message: 'How long until it sticks?', evidence: [], findings: [] });

    expect(reply.response).toContain('four to eight weeks');
  });
});


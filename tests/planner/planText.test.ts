import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EvalGoal } from '../../planner/eval/scorePlan';
import { criterionStep, criterionToAction } from '../../planner/offline/actions';
import { deadlineClause, extractConstraints } from '../../planner/offline/constraints';
import { GENERAL_KIND, kindContext } from '../../planner/offline/goalKinds';
import { gerund, goalPhrase, lowerFirst, splitItems, stem, subjectOf } from '../../planner/offline/text';
import { cleanTitle, titleProblems } from '../../planner/offline/titleText';
import { answerActions, ownActions } from '../../planner/offline/ownActions';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { pickedTodoStepTitles, stepTitlesOfTodo } from '../support/offlinePlans';

const goals = JSON.parse(readFileSync(path.join(__dirname, '../../planner/eval/goals.json'), 'utf8')) as EvalGoal[];
const planner = new OfflinePlanner();
const now = new Date('2026-01-15T09:00:00Z');

/** Every title the offline planner writes for a goal: questions aside, todos, missions and each todo's steps. */
async function titlesFor(goal: EvalGoal): Promise<string[]> {
  const qa_pairs = goal.answers.map((answer, i) => ({ question: `Question ${i + 1}`, answer }));
  const todos = await planner.missionTodos({ mission_title: goal.title, mission_description: goal.description, qa_pairs, now });
  const missions = await planner.odysseyMissions({ odyssey_title: goal.title, odyssey_description: goal.description, qa_pairs, now });
  const steps = await Promise.all(todos.todos.map((t) => planner.todoSteps({ title: t.title, description: t.description, success_criteria: t.success_criteria })));
  return [...todos.todos.map((t) => t.title), ...missions.missions.map((m) => m.title), ...steps.flatMap((s) => s.steps.map((st) => st.title))];
}

describe('offline titles a careful person would write', () => {
  it('knows the patterns: brackets, pasted fragments, "by on", dangling words, doubled words, length', () => {
    expect(titleProblems('Peak for a half marathon (by on 11 October)')).toEqual(['has brackets', 'has two prepositions in a row']);
    expect(titleProblems('Write a weekly training plan (Fixed: a 10 km race on 28 March…)')).toContain('has a quoted or cut fragment');
    expect(titleProblems('Train for')).toEqual(['ends on "for"']);
    expect(titleProblems('Book the the venue')).toEqual(['has a doubled word']);
    expect(titleProblems('x'.repeat(81))).toEqual(['is longer than 80 characters']);
    expect(titleProblems('Book the venue for 80 guests')).toEqual([]);
  });

  it(`writes no title or step of the ${goals.length} eval goals with one of those patterns`, async () => {
    const failures: string[] = [];
    for (const goal of goals) {
      for (const title of await titlesFor(goal)) for (const problem of titleProblems(title)) failures.push(`${goal.title}: "${title}" ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it('asks whole questions: none cut off or longer than a reader takes in at once', async () => {
    const failures: string[] = [];
    for (const goal of goals) {
      const { questions } = await planner.missionQuestions({ title: goal.title, description: goal.description });
      for (const q of questions) if (/…|\.\.\./.test(q) || q.length > 240 || !/\?$/.test(q)) failures.push(`${goal.title}: ${q}`);
    }
    expect(failures).toEqual([]);
  });

  it('writes "Do at least 80% of planned sessions", not "Plan at least 80% of sessions done"', async () => {
    const plan = await planner.todoSteps({ title: 'Train three times a week for a month', description: null, success_criteria: '- At least 80% of planned sessions done' });

    expect(plan.steps.map((s) => s.title)).toContain('Do at least 80% of planned sessions');
  });

  it('plans a goal no family covers from its own words, different from every other such goal', async () => {
    const uncovered = goals.filter((g) => g.family === 'uncovered');
    const plans = await Promise.all(
      uncovered.map((g) => planner.missionTodos({ mission_title: g.title, mission_description: g.description, qa_pairs: g.answers.map((answer) => ({ question: 'q', answer })), now })),
    );
    const titleSets = plans.map((p) => p.todos.map((t) => t.title).join(' | '));

    expect(uncovered.length).toBeGreaterThanOrEqual(30);
    expect(new Set(titleSets).size).toBe(uncovered.length);
    // Each plan's titles hold words of the goal's own title, description or answers beyond the frame.
    plans.forEach((plan, i) => {
      const own = `${uncovered[i].title} ${uncovered[i].description} ${uncovered[i].answers.join(' ')}`.toLowerCase();
      const middle = plan.todos.slice(1, -1).map((t) => t.title.toLowerCase());
      expect([uncovered[i].title, middle.every((t) => t.split(/\W+/).filter((w) => w.length >= 4).some((w) => own.includes(w)))]).toEqual([uncovered[i].title, true]);
    });
  });
});

describe('the goal as a phrase the plan writes', () => {
  it.each([
    ['be', 'being'], ['see', 'seeing'], ['agree', 'agreeing'], ['free', 'freeing'], ['dye', 'dyeing'], ['hoe', 'hoeing'], ['canoe', 'canoeing'],
    ['lie', 'lying'], ['die', 'dying'], ['tie', 'tying'], ['ski', 'skiing'], ['argue', 'arguing'], ['make', 'making'], ['write', 'writing'],
    ['run', 'running'], ['swim', 'swimming'], ['get', 'getting'], ['quit', 'quitting'], ['strip', 'stripping'], ['plan', 'planning'],
    ['visit', 'visiting'], ['open', 'opening'], ['edit', 'editing'], ['budget', 'budgeting'], ['listen', 'listening'],
    ['begin', 'beginning'], ['forget', 'forgetting'], ['submit', 'submitting'], ['prefer', 'preferring'], ['control', 'controlling'],
    ['travel', 'travelling'], ['cancel', 'cancelling'], ['label', 'labelling'], ['panic', 'panicking'],
    ['fix', 'fixing'], ['show', 'showing'], ['play', 'playing'], ['feel', 'feeling'], ['learn', 'learning'], ['paint', 'painting'],
    ['sing', 'singing'], ['bring', 'bringing'], ['string', 'stringing'], ['running', 'running'],
  ])('%s -> %s', (verb, expected) => {
    expect(gerund(verb)).toBe(expected);
  });

  it('turns a title that starts with a verb into an -ing phrase', () => {
    expect(goalPhrase('Be more patient with my kids')).toBe('being more patient with your kids');
    expect(goalPhrase('Quit sugar')).toBe('quitting sugar');
    expect(goalPhrase('I want to learn Spanish')).toBe('learning Spanish');
    expect(goalPhrase('Finally get my driving licence')).toBe('getting your driving licence');
  });

  it('gives no phrase for a title that starts with a pronoun, a preposition, a conjunction or an auxiliary', () => {
    for (const title of ['It is time to move', 'This year I run a marathon', 'So I can travel', 'Not drink on weekdays', 'They need a new roof', 'Is it possible to retire at 50', 'Where to live next']) {
      expect([title, goalPhrase(title)]).toEqual([title, null]);
    }
  });

  it('finds the subject of a goal, keeping the whole title when what follows the verb is a fragment', () => {
    expect(subjectOf('Run a marathon')).toBe('a marathon');
    expect(subjectOf('Finish my first novel')).toBe('your first novel');
    expect(subjectOf('Finish that book')).toBe('that book');
    expect(subjectOf('Learn to paint with watercolours')).toBe('painting with watercolours');
    // A second verb after "and" agrees with the first: both take -ing.
    expect(subjectOf('Learn to cook and host a dinner party')).toBe('cooking and hosting a dinner party');
    expect(subjectOf('Learn to bake bread and cakes')).toBe('baking bread and cakes');
    expect(subjectOf('I want to learn to sing')).toBe('singing');
    expect(subjectOf('Finish it')).toBe('Finish it');
    expect(subjectOf('Get it done')).toBe('Get it done');
    // "Get" a state is about getting there: "Get in shape" is "getting in shape", "Get fit again" "getting fit again".
    expect(subjectOf('Get in shape')).toBe('getting in shape');
    expect(subjectOf('Get fit again')).toBe('getting fit again');
    expect(subjectOf('Get a job in Berlin')).toBe('a job in Berlin');
    expect(subjectOf('Learn to')).toBe('Learn to');
  });

  it('writes a general plan for a goal with no phrase around "your goal", and one with a phrase around it', async () => {
    const titles = async (mission_title: string) => (await planner.missionTodos({ mission_title, mission_description: '', qa_pairs: [], now })).todos.map((t) => t.title);

    expect(await titles('Be more patient')).toEqual(expect.arrayContaining(['Decide what done means for being more patient', 'Finish being more patient']));
    expect(await titles('It is time to get my act together')).toEqual(expect.arrayContaining(['Decide what done means for your goal', 'Finish your goal']));
  });

  it('lowers the first word of a title that does not start with a verb, but not an acronym or a name', () => {
    const phrases = ['A calmer morning routine', 'Paris weekend with friends', 'NHS fundraiser for the ward'].map((title) => goalPhrase(title));
    expect(phrases).toEqual(['a calmer morning routine', 'Paris weekend with friends', 'NHS fundraiser for the ward']);
    expect(['The garden shed', 'Weekly long runs'].map(lowerFirst)).toEqual(['the garden shed', 'weekly long runs']);
    for (const text of ['NHS fundraiser', 'Spanish lessons', 'Paris in spring', 'I can swim', 'CV updated', 'A2 certificate', 'A-levels revision', 'LinkedIn profile', 'Christmas dinner', 'Lisbon move']) {
      expect(lowerFirst(text)).toBe(text);
    }
  });

  it('names the goal once after a verb it already starts with: "Finish your novel", not "Finish finishing your novel"', async () => {
    const titles = async (mission_title: string) => (await planner.missionTodos({ mission_title, mission_description: '', qa_pairs: [], now })).todos.map((t) => t.title);
    const general = (title: string) => {
      const ctx = kindContext(title, '', extractConstraints('', [], { title }));
      return [...GENERAL_KIND.todos(ctx).map((t) => t.title), ...GENERAL_KIND.missions(ctx).map((m) => m.title)];
    };

    expect(general('Finish my novel')).toEqual(expect.arrayContaining(['Finish your novel', 'Finish the first visible piece of your novel', 'Decide what done means for finishing your novel']));
    expect(general('Review my pension')).toContain('Review progress on your pension and adjust');
    expect(general('Complete my online course')).toContain('Finish your online course');
    expect(general('Finish it')).toContain('Finish your goal');
    expect(await titles('Finish the garden wall')).not.toEqual(expect.arrayContaining([expect.stringMatching(/finish finishing/i)]));
    expect(await titles('Be more patient')).toContain('Finish being more patient');
  });
});

describe('the goal named after a verb it starts with too', () => {
  it('keeps the goal\'s own verb where the sentence\'s verb acts on something else: "the outcome of writing calligraphy invitations"', async () => {
    const ctx = (title: string) => kindContext(title, '', extractConstraints('', [], { title }));
    const texts = (title: string) => GENERAL_KIND.todos(ctx(title)).flatMap((t) => [t.title, t.description]);

    expect(texts('Write calligraphy invitations in copperplate')).toEqual(
      expect.arrayContaining([expect.stringContaining('Write the measurable outcome of writing calligraphy invitations in copperplate in one or two sentences')]),
    );
    expect(texts('List my belongings for the insurer')).toContain('List the tools, money and help for listing your belongings for the insurer');
    // The deadline the title ends on goes into the text, not into the goal's name.
    expect(texts('Decide where to live next year')).toEqual(
      expect.arrayContaining(['Decide what done means for deciding where to live', expect.stringContaining('with a deadline by next year')]),
    );
    // Where the verb acts on the goal or a part of it, the goal is named once: "Finish your novel".
    expect(texts('Finish my novel')).toEqual(expect.arrayContaining(['Finish your novel', 'Finish the first visible piece of your novel']));
    expect(texts('Review my pension')).toContain('Review progress on your pension and adjust');

    const plan = await planner.missionTodos({ mission_title: 'Write calligraphy invitations in copperplate', mission_description: "Hand-lettered invitations for friends' celebrations.", qa_pairs: [], now });
    expect(plan.todos[0].description).toContain('outcome of writing calligraphy invitations in copperplate');
  });
});

describe('the general plan in whole phrases', () => {
  it('names the goal as a phrase in its first todo and cuts no step off mid-phrase', async () => {
    const plan = await planner.missionTodos({ mission_title: 'Be more patient with my kids', mission_description: '', qa_pairs: [{ question: 'q', answer: 'within 3 months' }], now });
    const first = plan.todos[0];
    const steps = await stepTitlesOfTodo(first);

    expect(first.description).toContain('the measurable outcome of being more patient with your kids in one or two sentences');
    expect(steps).toContain('Write the measurable outcome of being more patient with your kids');
    expect(plan.todos.map((t) => t.description).join(' ')).not.toContain('Be more patient with my kids');
  });

  it('writes no step of the eval goals cut off inside a phrase or naming the goal in its own capitals', async () => {
    const failures: string[] = [];
    for (const goal of goals) {
      for (const title of await titlesFor(goal)) {
        if (/\b(?:one or two|in one or two measurable)$/i.test(title) || title.slice(1).includes(goal.title)) failures.push(`${goal.title}: "${title}"`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads a title that starts with an adjective or a plural noun as a noun phrase, and gives every verb of the goal its -ing form', () => {
    const phrases: Record<string, string> = {
      'Weekly long runs': 'weekly long runs',
      'Daily yoga before work': 'daily yoga before work',
      'Seasonal menus for the café': 'seasonal menus for the café',
      'Delicious vegan dinners': 'delicious vegan dinners',
      'Apply for a mortgage': 'applying for a mortgage',
      'Fly a plane solo': 'flying a plane solo',
      'Heal my knee': 'healing your knee',
      'Focus on my health': 'focusing on your health',
      'Adopt and train a rescue dog': 'adopting and training a rescue dog',
      'Sell bread and cakes': 'selling bread and cakes',
      'Catch a trout on a fly I tied myself': 'catching a trout on a fly you tied yourself',
    };
    expect(Object.fromEntries(Object.keys(phrases).map((title) => [title, goalPhrase(title)]))).toEqual(phrases);
    expect(subjectOf('Record an album of my songs')).toBe('recording an album of your songs');
  });

  it('reads a title that starts with a noun or an adjective before another noun as a noun phrase, and a verb without an article as a verb', () => {
    const phrases: Record<string, string> = {
      'Weight loss': 'weight loss',
      'Career change': 'career change',
      'Home renovation': 'home renovation',
      'Consistent practice': 'consistent practice',
      'Healthy eating habits': 'healthy eating habits',
      'Fluent Spanish': 'fluent Spanish',
      'Financial freedom': 'financial freedom',
      'Lose weight': 'losing weight',
      'Manage stress': 'managing stress',
      'Earn more money': 'earning more money',
      'Renovate the bathroom': 'renovating the bathroom',
      'Visit Japan': 'visiting Japan',
    };
    expect(Object.fromEntries(Object.keys(phrases).map((title) => [title, goalPhrase(title)]))).toEqual(phrases);
  });

  it('keeps a one-word noun title a noun: "Home" is not "homing", while a one-word verb still reads as doing it', async () => {
    expect(['Home', 'Fitness', 'Health', 'Money'].map((title) => goalPhrase(title))).toEqual(['home', 'fitness', 'health', 'money']);
    expect(['Meditate', 'Run', 'Garden', 'Travel'].map((title) => goalPhrase(title))).toEqual(['meditating', 'running', 'gardening', 'travelling']);
    const titles = (await planner.missionTodos({ mission_title: 'Home', mission_description: '', qa_pairs: [], now })).todos.map((t) => t.title);
    expect(titles).toEqual(expect.arrayContaining(['Decide what done means for home', 'Finish home']));
    expect(titles.join(' ')).not.toMatch(/homing/i);
  });

  it('asks for the outcome of a one-word noun goal in words that read: "the measurable outcome you want for your home"', async () => {
    const first = async (title: string) => (await planner.missionTodos({ mission_title: title, mission_description: '', qa_pairs: [], now })).todos[0];
    const home = await first('Home');
    expect(home.description).toMatch(/^Write down the measurable outcome you want for your home in one or two sentences/);
    expect(home.description).not.toContain('outcome of home');
    const steps = await stepTitlesOfTodo(home);
    expect(steps).toContain('Write down the measurable outcome you want for your home');
    expect(steps).not.toContain('Write down the measurable outcome');
    // A name keeps its capital and takes no "your"; a goal with a verb keeps its own phrase.
    expect((await first('Paris')).description).toMatch(/^Write down the measurable outcome you want for Paris /);
    expect((await first('Restore a 1972 Honda motorbike')).description).toMatch(/^Write the measurable outcome of restoring a 1972 Honda motorbike /);
  });

  it('gives a second verb after "and" its -ing form when the planner does not list it, and leaves nouns and infinitives alone', () => {
    expect(goalPhrase("Grind a telescope mirror and see Saturn's rings")).toBe("grinding a telescope mirror and seeing Saturn's rings");
    expect(goalPhrase('Visit Japan and see the cherry blossoms')).toBe('visiting Japan and seeing the cherry blossoms');
    expect(goalPhrase('Fix my bike and ride it to work')).toBe('fixing your bike and riding it to work');
    expect(goalPhrase('Buy a house and garden')).toBe('buying a house and garden');
    expect(goalPhrase('Make jam and chutney for the fair')).toBe('making jam and chutney for the fair');
    expect(goalPhrase('Learn to cook and host a dinner party')).toBe('learning to cook and host a dinner party');
  });

  it('takes no "first" of a noun for an action, and no comment of a family\'s description for a step', async () => {
    const steps = await pickedTodoStepTitles((t) => t.title === 'Prepare the room', 'Paint the bedroom', '', [], now);

    expect(steps).toEqual(expect.arrayContaining(['Clear the room and cover the floor and furniture', 'Fill holes, sand and clean']));
    expect(steps).not.toEqual(expect.arrayContaining([expect.stringMatching(/preparation decides/i)]));
    expect(ownActions('Measure the room; then order the paint')).toEqual(['Measure the room', 'Order the paint']);
    expect(answerActions(['First contact with a station abroad'])).not.toContain('Contact with a station abroad');
    expect(answerActions(['First, book the venue for the party', 'Then send the invitations to everyone'])).toEqual(['Book the venue for the party', 'Send the invitations to everyone']);
  });
});

describe('success criteria turned into steps', () => {
  it('keeps a list of nouns with one shared participle as one criterion, and splits two clauses', () => {
    expect(splitItems('Aim, date and roles agreed')).toEqual(['Aim, date and roles agreed']);
    expect(splitItems('- Guest list, venue and caterer booked\n- Permissions checked')).toEqual(['Guest list, venue and caterer booked', 'Permissions checked']);
    expect(splitItems('Venue booked and contract signed')).toEqual(['Venue booked', 'contract signed']);
    expect(splitItems('Book the venue and send the invitations')).toEqual(['Book the venue', 'send the invitations']);
    expect(splitItems('Fixed costs and flexible spending listed')).toEqual(['Fixed costs and flexible spending listed']);
    expect(splitItems('Water, weed and check for pests')).toEqual(['Water, weed', 'check for pests']);
  });

  it('keeps nouns sharing a participle with a particle as one item: "Bed, kitchen and work space set up"', async () => {
    expect(splitItems('Bed, kitchen and work space set up')).toEqual(['Bed, kitchen and work space set up']);
    expect(splitItems('Kitchen and work space set up')).toEqual(['Kitchen and work space set up']);
    expect(splitItems('Clear the hall and set up the desk')).toEqual(['Clear the hall', 'set up the desk']);
    const titles = (await planner.missionTodos({ mission_title: 'Set up my new flat', mission_description: 'Bed, kitchen and work space set up', qa_pairs: [], now })).todos.map((t) => t.title);
    expect(titles.join(' | ')).toMatch(/bed, kitchen and work space/i);
  });

  it('keeps a list whole when the word after "and" is a noun that is also a verb: "Compare sales, costs and hours with the plan"', async () => {
    expect(splitItems('Compare sales, costs and hours with the plan within 3 months and decide: continue, change the offer or stop')).toEqual([
      'Compare sales, costs and hours with the plan within 3 months',
      'decide: continue, change the offer or stop',
    ]);
    expect(splitItems('Sales, costs and hours compared with the plan')).toEqual(['Sales, costs and hours compared with the plan']);
    expect(splitItems('Book the venue and plan the menu')).toEqual(['Book the venue', 'plan the menu']);

    const steps = await pickedTodoStepTitles((t) => t.title === "Review the first month's numbers", 'Start a small business selling candles', '', [{ question: 'q', answer: 'within 6 months' }], now);
    expect(steps).toContain('Compare sales, costs and hours with the plan within 6 months');
    expect(steps).not.toContain('Compare sales, costs');
  });

  it('keeps one subject with two participles together: "Book and confirm the venue in writing"', () => {
    expect(splitItems('Venue booked and confirmed in writing')).toEqual(['Venue booked and confirmed in writing']);
    expect(criterionToAction('Venue booked and confirmed in writing')).toBe('Book and confirm the venue in writing');
    expect(criterionToAction('Sleep target set and tracked for two weeks')).toBe('Set and track the sleep target for two weeks');
    expect(criterionToAction('All boxes packed and labelled by room')).toBe('Pack and label all boxes by room');
  });

  it('reads a criterion that starts with a noun that is also a verb as a state: "Start date set" -> "Set the start date"', () => {
    expect(criterionToAction('Start date set')).toBe('Set the start date');
    expect(criterionToAction('Plan adjusted after each review')).toBe('Adjust the plan after each review');
    expect(criterionToAction('Practice test taken')).toBe('Take the practice test');
    // A participle before a noun describes it: the criterion is already an action.
    expect(criterionToAction('Check planned sessions')).toBe('Check planned sessions');
    expect(criterionToAction('Book the venue')).toBe('Book the venue');
  });

  it('gives the health plan a step "Set the start date", not the criterion as written', async () => {
    const steps = await pickedTodoStepTitles((t) => t.success_criteria.includes('Start date set'), 'Build a daily meditation habit', '', [{ question: 'q', answer: 'within 2 months' }], now);
    expect(steps).toContain('Set the start date');
    expect(steps).not.toContain('Start date set');
  });

  it('reads a participle after a comma as part of the next listed noun: "income, fixed costs" has no action "fix"', async () => {
    expect(criterionToAction('Income, fixed costs and flexible spending listed in the budget')).toBe('List income, fixed costs and flexible spending in the budget');
    expect(splitItems('Income, fixed costs and flexible spending listed in the budget')).toEqual(['Income, fixed costs and flexible spending listed in the budget']);
    expect(criterionToAction('Budget lists income, fixed costs and flexible spending')).not.toMatch(/^Fix\b/);

    const steps = await pickedTodoStepTitles((t) => t.title === 'Write a monthly budget', 'Build an emergency fund of 5000 EUR', '', [], now);
    expect(steps).toContain('List income, fixed costs and flexible spending in the budget');
  });

  it('keeps a particle with its verb: "Set up the automatic transfer on payday"', () => {
    expect(criterionToAction('Automatic transfer set up on payday')).toBe('Set up the automatic transfer on payday');
    expect(criterionToAction('Practice space set up')).toBe('Set up the practice space');
    expect(criterionToAction('Measurable outcome written down')).toBe('Write down the measurable outcome');
  });

  it('says what a state after "and" asks of the thing: "Deliver the result and make it visible"', () => {
    expect(criterionToAction('Result delivered and visible')).toBe('Deliver the result and make it visible');
    expect(criterionToAction('Rooms cleaned and ready for guests')).toBe('Clean rooms and make them ready for guests');
    expect(criterionToAction('Venue booked and confirmed in writing')).toBe('Book and confirm the venue in writing');
  });

  it('turns the finished states of the family plans into actions rather than "Achieve: ..."', () => {
    const criteria: Record<string, string> = {
      'Permissions checked': 'Check permissions',
      'Every session logged': 'Log every session',
      'Target word count reached': 'Reach the target word count',
      'Decision made and communicated': 'Make and communicate the decision',
      'Everything copied into one folder or box': 'Copy everything into one folder or box',
      'Exam sat on March 3': 'Sit the exam on March 3',
      'Level re-tested within 6 months': 'Re-test the level within 6 months',
    };
    expect(Object.fromEntries(Object.keys(criteria).map((c) => [c, criterionToAction(c)]))).toEqual(criteria);
  });

  it('gives the thing a criterion names bare its article: "Write down the measurable outcome", not "Write down measurable outcome"', async () => {
    expect(criterionToAction('Measurable outcome written down')).toBe('Write down the measurable outcome');
    expect(criterionToAction('Deadline set by 1 July')).toBe('Set the deadline by 1 July');
    expect(criterionToAction('Target level per skill written down')).toBe('Write down the target level per skill');
    expect(criterionToAction('Offer, customer and price written in one paragraph')).toBe('Write the offer, customer and price in one paragraph');
    // Plurals, mass nouns, names and phrases with their own determiner or number stay as they are.
    const unchanged: Record<string, string> = {
      'Top 3 feedback themes written down': 'Write down top 3 feedback themes',
      'Feedback received on it': 'Receive feedback on it',
      'Compost added': 'Add compost',
      'Travel insurance bought': 'Buy travel insurance',
      'Every supplier confirmed in writing': 'Confirm every supplier in writing',
      'At least 3 quotes compared': 'Compare at least 3 quotes',
      'Baseline numbers recorded with the date': 'Record baseline numbers with the date',
      'Catering booked': 'Book catering',
      'The main pattern or trigger written down': 'Write down the main pattern or trigger',
    };
    expect(Object.fromEntries(Object.keys(unchanged).map((c) => [c, criterionToAction(c)]))).toEqual(unchanged);

    const first = (await planner.missionTodos({ mission_title: 'Home', mission_description: '', qa_pairs: [], now })).todos[0];
    // A todo whose description names no actions gets its steps from the criteria alone.
    const steps = await stepTitlesOfTodo({ ...first, description: null });
    expect(steps).toEqual(expect.arrayContaining(['Write down the measurable outcome', 'Set the deadline']));
  });

  it('joins participles linked by "or" or listed with commas into one action: "Publish or submit the final version"', () => {
    const criteria: Record<string, string> = {
      'Final version published or submitted by March': 'Publish or submit the final version by March',
      '3 recurring costs cancelled or reduced': 'Cancel or reduce 3 recurring costs',
      'Unneeded items sold, donated or discarded': 'Sell, donate or discard unneeded items',
      // A participle after a number or "or" describes the noun after it.
      'At least 3 written quotes compared': 'Compare at least 3 written quotes',
      'Outcome or written next steps agreed': 'Agree on outcome or written next steps',
    };
    expect(Object.fromEntries(Object.keys(criteria).map((c) => [c, criterionToAction(c)]))).toEqual(criteria);
  });

  it('writes a criterion stated as a state as something to do or to check, not "Achieve: ..."', () => {
    const criteria: Record<string, string> = {
      'Bib and chip in hand': 'Make sure the bib and chip are in hand',
      'Finished without cramps': 'Finish without cramps',
      'Fitted at a running shop and worn on three runs': 'Make sure it is fitted at a running shop and worn on three runs',
      'Eaten before two long runs': 'Eat it before two long runs',
      'Shared with my writing group': 'Share it with my writing group',
      'Arrived 30 minutes early': 'Arrive 30 minutes early',
      'No stomach trouble': 'Make sure there is no stomach trouble',
      'No drips after a day': 'Make sure there are no drips after a day',
      'Under 150 EUR': 'Keep it under 150 EUR',
      'At least one rest day per week': 'Have at least one rest day per week',
      // A plural noun goes on with where it is; a determiner may lead the thing.
      'Work sessions in the calendar': 'Make sure the work sessions are in the calendar',
      'Freezer has portions for at least 3 dinners': 'Make sure the freezer has portions for at least 3 dinners',
      'Each rehearsed out loud with feedback': 'Make sure each is rehearsed out loud with feedback',
      'One shopping trip covers it': 'Make sure one shopping trip covers it',
      'Key handover date known': 'Make sure the key handover date is known',
      'Can hold a 10-minute conversation': 'Make sure you can hold a 10-minute conversation',
      Finished: 'Finish',
      'Floor swept': 'Sweep the floor',
      'Passport valid for six months': 'Make sure the passport is valid for six months',
      // A distance or a count and where it stands is what to aim for.
      '5 km at threshold pace': 'Aim for 5 km at threshold pace',
      // Someone else does it: the person gets it done.
      'CV reviewed by a friend': 'Get the CV reviewed by a friend',
      'Essay proofread by my tutor': 'Get the essay proofread by my tutor',
      'Average pace under 6:30/km': 'Keep the average pace under 6:30/km',
      'Policy covers hiking': 'Make sure the policy covers hiking',
      'Walls even with no streaks': 'Make sure the walls are even with no streaks',
      'Seedlings up within two weeks': 'Make sure the seedlings are up within two weeks',
      'Plan on the fridge': 'Make sure the plan is on the fridge',
      'One page': 'Aim for one page',
      'Draft of 5,000 words': 'Aim for a draft of 5,000 words',
      'Four portions frozen': 'Freeze four portions',
      'List checked the night before': 'Check the list the night before',
      // What criterionToAction already turns into an action stays so.
      'Venue booked and confirmed in writing': 'Book and confirm the venue in writing',
      'At least 3 quotes compared': 'Compare at least 3 quotes',
      'Done: fly 45 hours with the instructor': 'Fly 45 hours with the instructor',
      // Things listed with "or" or commas, or named with what they are of, are in a state too.
      'Beds or containers ready': 'Make sure the beds or containers are ready',
      'CV, documents and outfit ready': 'Make sure CV, documents and outfit are ready',
      'Bank, tax, insurance and contracts settled': 'Make sure the bank, tax, insurance and contracts are settled',
      'Essentials for the first weeks ready': 'Make sure the essentials for the first weeks are ready',
      'First room or place cleared': 'Make sure the first room or place is cleared',
      // What a budget adds: the spending stays within it.
      'Planned spending stays within the budget of 300 EUR': 'Make sure the planned spending stays within the budget of 300 EUR',
      'Soil, containers and tools stay within the budget of 300 EUR': 'Make sure the soil, containers and tools stay within the budget of 300 EUR',
      'The cost of the move stays within the budget of $15,000': 'Make sure the cost of the move stays within the budget of $15,000',
      // A participle before a noun describes it ("sold items"): it is no action on "it".
      'Sold items handed over to their buyers': 'Make sure the sold items are handed over to their buyers',
      // "within 4 months" says by when: nothing to keep under it.
      'First harvest or flowering within 4 months': 'Aim for first harvest or flowering within 4 months',
      'At least three people involved asked what they need': 'Ask at least three people involved what they need',
      'Written expectations of the target level': 'Get written expectations of the target level',
      // Someone else does it to the todo's own thing.
      'Reviewed by a mentor or peer': 'Get it reviewed by a mentor or peer',
      'Tested by 3 people outside the team': 'Get it tested by 3 people outside the team',
      // A thing and a verb of its state, then where or how: "fits", "works", "closes" are verbs, not a longer name of the thing.
      'Car fits in the garage': 'Make sure the car fits in the garage',
      'Tap works without dripping': 'Make sure the tap works without dripping',
      'Door closes': 'Make sure the door closes',
    };
    expect(Object.fromEntries(Object.keys(criteria).map((c) => [c, criterionStep(c)]))).toEqual(criteria);
  });

  it('keeps the things a moving or baby plan gets ready in one step: "Make sure the bed, kitchen and work space are ready", not "Aim for a bed, kitchen"', async () => {
    const stepsOf = async (goal: string, deadline: string) => {
      const { todos } = await planner.missionTodos({ mission_title: goal, mission_description: '', qa_pairs: [{ question: 'By when?', answer: deadline }], now });
      const plans = await Promise.all(todos.map((t) => planner.todoSteps({ title: t.title, description: t.description, success_criteria: t.success_criteria })));
      return plans.flatMap((p) => p.steps.map((s) => s.title));
    };
    const steps = [...(await stepsOf('Move to Berlin', 'by August 2026')), ...(await stepsOf('Prepare for my first baby', 'by March 2027'))];

    // The move's own steps set up the bed, kitchen and work space; its criterion reads the same way on a todo without them.
    expect(criterionStep('Bed, kitchen and work space ready')).toBe('Make sure the bed, kitchen and work space are ready');
    expect(steps).toEqual(expect.arrayContaining(['Set up the bed, kitchen and work space', 'Make sure the changing spot and storage are ready']));
    expect(steps.filter((s) => /^Aim for an? \S+,/.test(s) || /^Set up the (?:work space|storage)$/.test(s))).toEqual([]);
  });

  it('writes "Agree on aim, date and roles" for the criterion "Aim, date and roles agreed"', () => {
    expect(criterionToAction('Aim, date and roles agreed')).toBe('Agree on aim, date and roles');
  });

  it('gives a step one label at most: the action of a "Done:" criterion, not "Achieve: Done: ..."', () => {
    const criteria = ['Done: buy a fly-tying vice and materials', 'Done: fly 45 hours with the instructor', 'Done: 20 envelopes addressed', 'Achieve: 3 quotes compared', 'Goal: a calmer morning'];

    expect(criteria.map(criterionToAction)).toEqual(['Buy a fly-tying vice and materials', 'Fly 45 hours with the instructor', 'Achieve: 20 envelopes addressed', 'Compare 3 quotes', 'Achieve: a calmer morning']);
  });

  it('writes no step with two labels for the eval goals, whose own actions become "Done: ..." criteria', async () => {
    const failures: string[] = [];
    for (const goal of goals) for (const title of await titlesFor(goal)) if (/^\w+:\s*\w+:/.test(title)) failures.push(`${goal.title}: "${title}"`);
    expect(failures).toEqual([]);
  });
});

describe('the deadline in a sentence', () => {
  it('puts "within" before a length of time and "by" before a date: "Finish the piece within 3 months", not "by 3 months"', async () => {
    expect(['a week', '3 months', 'two weeks', '28 March', 'within 6 weeks', 'on 12 October'].map(deadlineClause)).toEqual([
      'within a week',
      'within 3 months',
      'within two weeks',
      'by 28 March',
      'within 6 weeks',
      'on 12 October',
    ]);
    const plan = await planner.missionTodos({ mission_title: 'Learn to paint with watercolours', mission_description: '', qa_pairs: [{ question: 'By when?', answer: '3 months' }], now });
    const criteria = plan.todos.map((t) => t.success_criteria).join('\n');
    expect(criteria).toContain('Piece finished within 3 months');
    expect(criteria).not.toContain('by 3 months');
  });
});

describe('cleaning a title', () => {
  it('keeps a preposition that ends a clause ("the people it is for") and drops one left dangling', () => {
    expect(cleanTitle('Talk to the people it is for')).toBe('Talk to the people it is for');
    expect(cleanTitle('Find a club you can train with')).toBe('Find a club you can train with');
    expect(titleProblems('Talk to the people it is for')).toEqual([]);
    expect(cleanTitle('Train for')).toBe('Train');
    expect(cleanTitle('Save money for the')).toBe('Save money');
  });

  it('keeps a verb\'s particle before a preposition ("Try shoes on in the afternoon") and drops a doubled preposition ("by on")', async () => {
    expect(cleanTitle('Try shoes on in the afternoon')).toBe('Try shoes on in the afternoon');
    expect(cleanTitle('Put the winter tyres on by November')).toBe('Put the winter tyres on by November');
    expect(cleanTitle('Log in on the first day of the course')).toBe('Log in on the first day of the course');
    expect(cleanTitle('Sign in at the reception desk')).toBe('Sign in at the reception desk');
    expect(cleanTitle('Every fault worked on in the next lessons')).toBe('Every fault worked on in the next lessons');
    expect(titleProblems('Try shoes on in the afternoon')).toEqual([]);
    expect(cleanTitle('Peak for a half marathon by on 11 October')).toBe('Peak for a half marathon on 11 October');
    expect(titleProblems('Book the venue by on 11 October')).toEqual(['has two prepositions in a row']);
    const plan = await planner.missionTodos({ mission_title: 'Buy running shoes', mission_description: 'Try shoes on in the afternoon; compare three pairs at the running shop.', qa_pairs: [], now });
    expect(plan.todos.map((t) => t.title)).toContain('Try shoes on in the afternoon');
  });

  it('keeps a list that ends on a question word: "who, where and when" is complete', () => {
    expect(cleanTitle('Achieve: Each item labelled with who, where and when')).toBe('Achieve: Each item labelled with who, where and when');
    expect(titleProblems('Note who, what or why')).toEqual([]);
    expect(cleanTitle('Decide when')).toBe('Decide');
  });

  it('cuts a long title before a phrase it cannot finish, never inside it', () => {
    expect(cleanTitle('Write the outcome of being more patient with your kids in one or two measurable sentences')).toBe('Write the outcome of being more patient with your kids');
  });

  it('leaves the community plan\'s first todo whole', async () => {
    const plan = await planner.missionTodos({ mission_title: 'Volunteer at the food bank', mission_description: '', qa_pairs: [{ question: 'q', answer: '2 hours a week' }], now });

    expect(plan.todos[0].title).toBe('Talk to the people it is for');
  });
});

describe('stems', () => {
  it('gives a word ending in -e the stem of its -ed and -ing forms: "apostille", "apostilled"', () => {
    expect(stem('apostilled')).toBe(stem('apostille'));
    expect(stem('apostilling')).toBe(stem('apostille'));
    expect(stem('scheduled')).toBe(stem('schedule'));
    expect(stem('saving')).toBe(stem('save'));
    expect(stem('hoped')).toBe(stem('hope'));
    expect(stem('agreed')).toBe(stem('agree'));
    expect(stem('agreeing')).toBe(stem('agree'));
    expect(stem('running')).toBe(stem('run'));
    expect(stem('planned')).toBe(stem('plan'));
    expect(stem('cancelled')).toBe(stem('cancel'));
    expect(stem('booked')).toBe(stem('book'));
  });
});

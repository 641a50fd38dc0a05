import { missionPlanOf, planOf, questionsOf, todoTitlesOf as titlesOf } from '../support/offlinePlans';
import { completes } from '../support/offlineStepChat';

/**
 * What an offline plan takes the person's words to mean: a limit on one cost is not the plan's
 * budget, a start date is not a deadline, a commitment given as context is not a todo, and a
 * goal gets the plan of what it is (a baby, a move abroad, a fundraiser), not of a field that
 * shares a word with it.
 */

describe('a limit on one cost', () => {
  it.each([
    ['in the description', 'Switch to a cheaper bank', 'No fees over $50/month.', []],
    ['in an answer', 'Open a brokerage account', '', ['No fees over $50/month']],
  ])('%s is no budget: no budget note, criterion or question', async (_where, title, description, answers) => {
    const { todos } = await planOf(title, description, answers);
    const text = JSON.stringify(todos);

    expect(text).not.toMatch(/budget \$50|budget of \$50/);
    expect(todos[0].description).toContain('fees at most $50/month');
  });

  it('is no budget and no target of a money plan', async () => {
    const { todos } = await planOf('Cut my monthly spending', 'No subscription fees over $50/month.');
    const questions = await questionsOf('Cut my monthly spending', 'No subscription fees over $50/month.');

    expect(JSON.stringify(todos)).not.toMatch(/budget \$50|target \$50|budget of \$50/);
    expect(questions).not.toContain('a budget of $50');
  });

  it('leaves a budget given beside it the budget', async () => {
    const { todos } = await planOf('Switch to a cheaper bank', 'Budget $200 for the switch; no fees over $50/month.');

    expect(todos[0].description).toContain('budget $200');
    expect(JSON.stringify(todos)).not.toMatch(/budget \$50|budget of \$50/);
  });
});

describe('a budget given per month', () => {
  it('is no budget of a one-off cost: the movers of a move whose rent is limited', async () => {
    const { todos } = await planOf('Move to a bigger flat', '', ['Budget 1500 euros rent a month']);
    const text = JSON.stringify(todos);

    expect(text).not.toMatch(/budget of 1500 euros(?! a month)/);
    expect(todos[0].description).toContain('rent at most 1500 euros a month');
  });

  it('is today\'s rent when the person says they pay it: no budget of the move and no limit on the new rent', async () => {
    const missions = JSON.stringify((await missionPlanOf('Move to a bigger flat', 'I pay 1500 euros rent a month.')).missions);
    const todos = JSON.stringify((await planOf('Move to a bigger flat', 'I pay 1500 euros rent a month.')).todos);

    for (const text of [missions, todos]) {
      expect(text).not.toMatch(/budget (?:of )?1500 euros|rent at most 1500 euros/);
    }
  });

  it('is today\'s rent when stated bare as where they stand: no budget of the move, in its missions, plan or questions', async () => {
    const missions = JSON.stringify((await missionPlanOf('Move to a bigger flat', 'We are four in a two-room flat. 1500 euros rent a month.')).missions);
    const todos = JSON.stringify((await planOf('Move to a bigger flat', '', ['1500 euros rent a month'])).todos);
    const questions = await questionsOf('Move to a bigger flat', 'We are four in a two-room flat. 1500 euros rent a month.');

    for (const text of [missions, todos, questions]) {
      expect(text).not.toMatch(/budget (?:of )?1500 euros|rent at most 1500 euros/);
    }
  });

  it('is named with its period, and only for what costs it every month', async () => {
    const tutor = JSON.stringify((await planOf('Learn Spanish', '', ['Up to 60 euros a month for a tutor'])).todos);
    const lessons = JSON.stringify((await planOf('Get my driving licence', '', ['Up to 60 euros a month'])).todos);
    const gear = JSON.stringify((await planOf('Start running', '', ['Up to 60 euros a month'])).todos);

    expect(tutor).toContain('budget 60 euros a month');
    expect(tutor).not.toMatch(/budget (?:of )?60 euros(?! a month)/);
    expect(lessons).toContain('book regular sessions within your budget of 60 euros a month');
    expect(lessons).toContain('Lessons stay within the budget of 60 euros a month');
    // Shoes and gear are bought once: a monthly amount is no budget for them.
    expect(gear).not.toMatch(/budget of 60 euros/);
  });
});

describe('a step that limits one cost', () => {

  it('is done by a report within the limit: less is not a part of it', async () => {
    expect(await completes('Pick a bank account with no fees over $50/month', 'Done, picked one with $20 in fees')).toBe(true);
  });

  it('stays open on a report over the limit', async () => {
    expect(await completes('Pick a bank account with no fees over $50/month', 'Picked one, fees are $80 a month')).toBe(false);
  });
});

describe('an amount the person means to reach, in a money plan', () => {
  it('is named as the target of the monthly budget', async () => {
    const { todos } = await planOf('Save for a house deposit', 'Save $40,000 in 2 years.');

    expect(todos.find((t) => t.title === 'Write a monthly budget')?.description).toContain('(target $40,000)');
  });
});

describe('a goal planned as what it is', () => {
  it('prepares for a baby, not a family photo album', async () => {
    const titles = (await titlesOf('Prepare for my first baby')).join(' | ');
    const questions = await questionsOf('Prepare for my first baby');

    expect(titles).not.toMatch(/relatives|album|label|back everything up/i);
    expect(questions).not.toMatch(/photos|fragile originals/i);
    expect(`${titles} ${questions}`).toMatch(/baby/i);
  });

  it('moves abroad with visas, work and a home there, not only movers and boxes', async () => {
    const { todos } = await planOf('Move to Canada', '');
    const text = JSON.stringify(todos);
    const questions = await questionsOf('Move to Canada');

    expect(text).toMatch(/visa|permit/i);
    expect(text).toMatch(/\bjob\b|\bwork\b/i);
    expect(questions).toMatch(/visa|permit/i);
  });

  it('keeps a move within the country a house move', async () => {
    expect((await titlesOf('Move to Berlin')).join(' | ')).toMatch(/movers/i);
  });
});

describe('money raised for a cause', () => {
  it('is a fundraiser, not personal finance', async () => {
    const text = JSON.stringify((await planOf('Raise money for the shelter', '')).todos);

    expect(text).not.toMatch(/last 30 days|Track a month of spending|monthly budget/i);
    expect(text).toMatch(/donat|fundrais/i);
  });

  it('is named as the fundraiser\'s target, not its budget', async () => {
    const { todos } = await planOf('Raise $5,000 for the animal shelter', 'We want to raise $5,000 for new kennels.');

    expect(JSON.stringify(todos)).not.toMatch(/last 30 days|budget of \$5,000/i);
    expect(todos[0].description).toContain('target $5,000');
  });
});

describe('a start date', () => {
  it('is not the deadline', async () => {
    const { todos } = await planOf('Backpack through South America', 'Three months backpacking Peru and Chile, starting in September 2027.');

    expect(JSON.stringify(todos)).not.toMatch(/deadline in September 2027|by September 2027/);
  });
});

describe('a commitment given as context', () => {
  it('is not a todo', async () => {
    const titles = await titlesOf('Learn to paint with watercolours', '', ['book club on Thursdays', '3 hours a week']);

    expect(titles.join(' | ')).not.toMatch(/book club/i);
  });
});

describe('questions quoting the title', () => {
  it('quote it without its emoji', async () => {
    const family = await questionsOf('Make a family photo album for grandma 🎂');
    const general = await questionsOf('Get better at things ✨');

    expect(family).toContain('"Make a family photo album for grandma"');
    expect(general).toContain('"Get better at things"');
  });
});

describe('a goal that starts with a verb the planner does not list', () => {
  it.each([
    ['Switch bank accounts', 'switching bank accounts'],
    ['Ditch plastic wrap', 'ditching plastic wrap'],
    ['Digitise old letters', 'digitising old letters'],
    ['Modernise team processes', 'modernising team processes'],
  ])('"%s" is named by doing it: %s', async (title, named) => {
    const titles = await titlesOf(title);

    expect(titles).toContain(`Decide what done means for ${named}`);
    expect(titles.join(' ')).not.toContain(`for ${title.toLowerCase()}`);
  });

  it('keeps a title that names a thing a noun phrase', async () => {
    expect(await titlesOf('Consistent practice')).toContain('Decide what done means for consistent practice');
  });
});

describe('an amount of a debt the person pays off', () => {
  it('is the target, not the budget, when the description gives it bare', async () => {
    const { todos } = await planOf('Pay off my credit card debt', '3000 dollars');

    expect(todos[0].description).toContain('target 3000 dollars');
    expect(JSON.stringify(todos)).not.toMatch(/budget (?:of )?3000 dollars/);
  });

  it('is the target when the description says what is owed', async () => {
    const { todos } = await planOf('Get out of debt', 'I owe $4,500 on two cards and can put $300 a month toward it.');

    expect(todos[0].description).toContain('target $4,500');
    expect(JSON.stringify(todos)).not.toMatch(/budget (?:of )?\$4,500/);
  });
});

describe('an amount in the title', () => {
  it('is the target of a goal to raise it, with no description', async () => {
    const { todos } = await planOf('Raise $5,000 for the animal shelter', '');

    expect(todos[0].description).toContain('target $5,000');
  });

  it('is the target of a goal to save it', async () => {
    const { todos } = await planOf('Save £8,000 for a car', 'By December 2027.');

    expect(todos[0].description).toContain('target £8,000');
    expect(JSON.stringify(todos)).not.toMatch(/budget (?:of )?£8,000/);
  });
});

describe('questions about a piece of writing, named by it even where the planner cannot name it by its verb', () => {
  it.each([
    ['Write a novel', 'What is your novel about'],
    ['Finish writing my novel', 'What is your novel about'],
    ['Write my first novel', 'What is your first novel about'],
    ['Edit your novel', 'What is your novel about'],
    ['Edit my novel', 'What is your novel about'],
    ['Write a book about my grandmother', 'What is your book about'],
  ])('"%s" asks: %s', async (title, question) => {
    const questions = await questionsOf(title);

    expect(questions).toContain(question);
    expect(questions).not.toMatch(/What is Edit|about your grandmother about/);
  });
});

describe('a weekly commitment given as context', () => {
  const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

  it.each([
    ['the description', 'Write my thesis', 'Submit by 30 April 2027. I have book club on Thursdays.', []],
    ['an answer', 'Write my thesis', 'Submit by 30 April 2027.', ['Evenings mostly, but Thursday evenings are taken by choir']],
  ])('in %s keeps that day free of due dates', async (_where, title, description, answers) => {
    const { todos } = await planOf(title, description, answers);
    const days = todos.map((t) => t.due_date).filter((d): d is string => typeof d === 'string');

    expect(days.length).toBeGreaterThan(2);
    expect(days.filter((d) => weekdayOf(d) === 4)).toEqual([]);
  });

  it('does not keep free a day the person says they work on', async () => {
    const { todos } = await planOf('Write my thesis', 'Submit by 30 April 2027. I write on Thursdays and Saturdays.');
    const days = todos.map((t) => t.due_date).filter((d): d is string => typeof d === 'string');

    expect(days.some((d) => weekdayOf(d) === 4)).toBe(true);
  });
});

describe('a saving goal and debt', () => {
  const missionsOf = async (title: string, description: string, answers: string[]) => (await missionPlanOf(title, description, answers)).missions;

  it.each([
    ['Save 8,000 for a car by next summer', '', ['A reliable used car', 'I can put away 600 a month']],
    ['Save £8,000 for a car', 'By December 2027.', ['I have £1,200 saved already', 'I can put away £350 a month']],
  ])('"%s" with no debt mentioned gets a saving plan with no debt to pay down', async (title, description, answers) => {
    const { todos } = await planOf(title, description, answers);
    const missions = await missionsOf(title, description, answers);
    const text = JSON.stringify({ todos, missions });

    expect(todos.map((t) => t.title)).toEqual(expect.arrayContaining(['Write a monthly budget', 'Automate the monthly transfer']));
    expect(text).not.toMatch(/\bdebts?\b/i);
  });

  it.each([['No debts'], ['I have no debt at all'], ['None, I am debt-free'], ["I don't have any loans"]])(
    'plans an emergency fund with no debt to pay down when the person answers "%s"',
    async (debts) => {
      const title = "Build an emergency fund of 3 months' expenses";
      const answers = ['6300 EUR within a year', 'I earn 3000 net; fixed costs 2100', debts, '500 EUR a month'];
      const { todos } = await planOf(title, '', answers);
      const missions = await missionsOf(title, '', answers);

      expect(todos.map((t) => t.title)).not.toContain('List every debt and pay the dearest first');
      expect(missions.map((m) => m.title)).not.toContain('Pay down debt and grow savings');
      expect(JSON.stringify(missions)).not.toMatch(/\band and\b/);
    },
  );

  it('keeps paying down the debt in the plan of a goal that names one', async () => {
    const title = 'Save £8,000 for a car';
    const answers = ['I still owe £2,000 on a credit card at 24%', 'I can put away £350 a month'];
    const { todos } = await planOf(title, 'By December 2027.', answers);
    const missions = await missionsOf(title, 'By December 2027.', answers);

    expect(todos.map((t) => t.title)).toContain('List every debt and pay the dearest first');
    expect(missions.map((m) => m.title)).toContain('Pay down debt and grow savings');
  });
});

describe('a deadline in the title', () => {
  it.each([
    ['Save 8,000 for a car by next summer', 'I want a reliable used car', '2027-06-20', 'by next summer'],
    ['Run a half marathon by June', 'I run 10k now', '2027-06-30', 'by June'],
    ['Learn Spanish before my trip in May 2027', 'Basic conversation', '2027-05-31', 'May 2027'],
  ])('"%s" dates the plan up to it and keeps the date out of the todo titles', async (title, description, last, phrase) => {
    const { todos } = await planOf(title, description);
    const dates = todos.map((t) => t.due_date);
    expect(dates.every((d) => typeof d === 'string' && d > '2026-11-28' && d <= last)).toBe(true);
    expect(todos.map((t) => t.title).join(' | ')).not.toContain(phrase);
  });

  it('is read after the person\'s own words: a date in the description wins', async () => {
    const { todos } = await planOf('Run a half marathon by June', 'The race is on 25 April 2027.');
    expect(todos[todos.length - 1].due_date).toBe('2027-04-25');
  });

  it('"now" in the description is no deadline', async () => {
    const { todos } = await planOf('Run a half marathon', 'I run 10k now');
    expect(todos.map((t) => t.due_date)).not.toContain('2026-11-28');
    expect(JSON.stringify(todos)).not.toContain('by now');
  });
});

import { extractConstraints } from '../../planner/offline/constraints';
import { missionPlanOf, missionTitlesOf, now, planOf, stepTitlesOfTodo, todoTitlesOf } from '../support/offlinePlans';

/** A money plan reads the amounts as the person means them and plans for what the money is for. */

describe('an offline money plan', () => {
  it.each([
    ['Save 600 a month', '600 a month'],
    ['Save 600 per month', '600 per month'],
    ['Save 600/month', '600/month'],
    ['Save 600 monthly', '600 monthly'],
    ['Save €600 a month', '€600 a month'],
  ])('reads "%s" as a monthly amount towards the goal', async (title, monthly) => {
    expect(extractConstraints('I want to put money aside.', [], { title, now }).perPeriod).toBe(monthly);
    const { todos } = await planOf(title, 'I want to put money aside.');

    expect(todos[0].description).toContain(`${monthly} towards it`);
  });

  it.each([
    ['Save for a race abroad', 'I save my energy to run 10k a month.'],
    ['Save for our trip', 'I will save from 2027 monthly.'],
    ['Save for my son', 'I put money aside for my 3 year old every month.'],
  ])('reads no monthly amount in "%s" from a distance, a year or an age', (title, description) => {
    expect(extractConstraints(description, [], { title, now }).perPeriod).toBeNull();
  });

  it('does not offer long-term investing to a saving for a car by next summer', async () => {
    const missions = await missionTitlesOf('Save 8,000 for a car by next summer', 'I earn 2,500 a month.');

    expect(missions.join(' ')).not.toMatch(/invest/i);
    expect(missions.at(-1)).toBe('Grow your savings');
  });

  it.each([
    ['Build wealth for retirement', 'I am 35 and have nothing put aside yet.'],
    ['Save for retirement', 'I want to stop working at 60.'],
  ])('keeps long-term investing for "%s"', async (title, description) => {
    expect(await missionTitlesOf(title, description)).toContain('Invest for the long term');
  });
});

describe('the last todo of an offline money plan', () => {
  const lastTodo = async (title: string) => (await todoTitlesOf(title)).at(-1);

  it.each([
    ['Pay off my credit card', 'Reach the goal of paying off your credit card'],
    ['Pay off my car loan and save £2,000', 'Reach the goal of paying off your car loan and saving £2,000'],
    ['Save 8,000 for a car by next summer', 'Reach the goal of saving 8,000 for a car'],
    ['Become debt free by 2028', 'Reach the goal of becoming debt free'],
  ])('names the goal of "%s" whole, without its deadline', async (title, last) => {
    expect(await lastTodo(title)).toBe(last);
  });

  it('plans paying back an overdraft as a money goal', async () => {
    expect(await lastTodo('Pay back my overdraft')).toBe('Reach the goal of paying back your overdraft');
  });

  it('does not offer investing to a saving for a house deposit whose owner rules out risky investments', async () => {
    const missions = await missionTitlesOf('Save for a house deposit', 'We need £25,000 for a deposit and can save £700 a month.', [
      { question: 'Anything to avoid?', answer: 'No risky investments' },
    ]);

    expect(missions).not.toContain('Invest for the long term');
  });
});

describe('what a person earns or pays already', () => {
  const read = (title: string, description: string, answers: string[]) =>
    extractConstraints(description, answers.map((answer, i) => ({ question: `Question ${i + 1}?`, answer })), { title, now });

  it('is neither the target nor the budget of paying off a loan', () => {
    const c = read('Pay off my 8000 student loan in two years', '', ['Yes, two years', 'I earn 2600 EUR net; rent and bills are 1500 EUR', 'Only the student loan, 8000 EUR at 2.5%']);

    expect(c.target).toBe('8000 EUR');
    expect([c.budget, c.target]).not.toContain('2600 EUR');
    expect([c.budget, c.target]).not.toContain('1500 EUR');
  });

  it('is no budget of an emergency fund, whose amount is the target', () => {
    const c = read("Build an emergency fund of 3 months' expenses", 'My expenses are about 2100 EUR a month.', ['6300 EUR within a year']);

    expect(c.target).toBe('6300 EUR');
    expect(c.budget).toBeNull();
  });
});

describe('an emergency fund', () => {
  const title = "Build an emergency fund of 3 months' expenses";
  const answers = ['6300 EUR within a year', 'I earn 3000 net; fixed costs 2100', 'No debts', '500 EUR a month'];

  it('is the goal, not one more todo or mission on the way to it, and is kept at hand rather than invested', async () => {
    const { todos } = await planOf(title, '', answers);
    const missions = (await missionPlanOf(title, '', answers)).missions;
    const text = JSON.stringify({ todos: todos.slice(0, -1), missions: missions.slice(0, -1) });

    expect(todos.map((t) => t.title)).not.toContain('Build an emergency buffer');
    expect(text).not.toMatch(/emergency buffer/i);
    expect(missions.map((m) => m.title)).not.toContain('Invest for the long term');
  });
});

describe('paying off a loan', () => {
  it('automates the repayment to the lender, not a transfer to a separate savings account', async () => {
    const plan = await planOf('Pay off my student loan', '', ['within 2 years']);
    const automate = plan.todos.find((t) => /^Automate/.test(t.title))!;
    const steps = await stepTitlesOfTodo(automate);

    expect(automate.title).toBe('Automate the monthly repayment');
    expect(`${automate.description}\n${automate.success_criteria}\n${steps.join('\n')}`).not.toMatch(/separate account|saving happens/i);
    expect(automate.description).toMatch(/lender|loan/);
  });

  it('still saves into a separate account for a saving goal', async () => {
    const plan = await planOf('Save 5000 EUR for a car', '', ['within a year']);

    expect(plan.todos.find((t) => t.title === 'Automate the monthly transfer')?.description).toMatch(/separate account/);
  });
});

describe('what the person can pay towards a debt each month', () => {
  const title = 'Pay off my 6,000 EUR credit card debt';
  it.each([
    ['I can put 350 EUR a month towards it', '350 EUR a month'],
    ['350 EUR a month', '350 EUR a month'],
    ['350 EUR per month', '350 EUR per month'],
    ['About 350 EUR monthly', '350 EUR monthly'],
  ])('reads "%s" as the monthly payment, not a budget to spend nor the amount to pay off', (answer, monthly) => {
    const c = extractConstraints('', [{ question: 'Anything else?', answer }], { title, now });
    expect(c).toMatchObject({ perPeriod: monthly, budget: null, maxSpend: null, target: '6,000 EUR' });
  });

  it('reads an amount answering how much can go to it each month as that monthly amount', () => {
    const c = extractConstraints('', [{ question: 'How much can you set aside each month without hurting essentials?', answer: '350 EUR' }], { title, now });
    expect(c).toMatchObject({ perPeriod: '350 EUR a month', budget: null, target: '6,000 EUR' });
  });

  it('still reads spending a month as a budget', () => {
    expect(extractConstraints('', [{ question: 'Anything else?', answer: 'My budget is 200 EUR a month for groceries' }], { title, now }).perPeriod).toBeNull();
  });

  it('plans that amount as the monthly repayment', async () => {
    const { todos } = await planOf(`${title}, I can put 350 EUR a month towards it`);
    const repayment = todos.find((t) => t.title === 'Automate the monthly repayment')!;
    expect(repayment.description).toContain('350 EUR a month');
    const budget = todos.find((t) => t.title === 'Write a monthly budget')!;
    expect(budget.success_criteria).toContain('350 EUR a month');
    expect(budget.description).not.toContain('I can put');
    expect(todos.map((t) => `${t.description} ${t.success_criteria}`).join(' ')).not.toMatch(/budget of 350|under 350|at most 350/i);
  });
});

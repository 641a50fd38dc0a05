import { extractConstraints } from '../../planner/offline/constraints';
import { answersNote } from '../../planner/offline/planNotes';
import { planViolations } from '../../planner/planRules';
import { planOf } from '../support/offlinePlans';
import { qa } from '../support/qaPairs';

describe('constraints from answers', () => {
  it.each([
    ['I need it by June 2026', 'by June 2026'],
    ['before the end of the year', 'before the end of the year'],
    ['within 3 months', 'within 3 months'],
    ['The race is on October 12', 'on October 12'],
    ['deadline: 2026-03-01', 'deadline: 2026-03-01'],
  ])('reads the deadline in "%s"', (answer, deadline) => {
    expect(extractConstraints('', qa(answer)).deadline).toBe(deadline);
  });

  it('reads weekly time, money budget, level and the number of items asked for', () => {
    const c = extractConstraints('', qa('About 5 hours per week', 'Budget of 2000', 'Total beginner, from scratch', 'Give me 4 todos'));

    expect(c).toMatchObject({ timeBudget: '5 hours per week', budget: '2000', level: 'beginner', itemCount: 4 });
  });

  it('writes a weekly time said at the start of an answer in lower case, as plans quote it mid-sentence', () => {
    const c = extractConstraints('', qa('Three times a week, before work'));

    expect(c.timeBudget).toBe('three times a week');
    expect(answersNote(c)).toBe('Keep in mind: sessions three times a week.');
  });

  it('does not take body weight for money or "a step" for a count', () => {
    const c = extractConstraints('Lose 10 pounds', qa('I take it a step at a time'));

    expect(c.budget).toBeNull();
    expect(c.itemCount).toBeNull();
  });

  it.each([
    ['Race on 12 April\n18 km without stopping', 'on 12 April'],
    ['Due by 30 June\n20 sources summarised', 'due by 30 June'],
    ['Race on April 12\n2027 goals written down', 'on April 12'],
  ])('reads the deadline in "%s" within its line, not into the number that starts the next', (text, deadline) => {
    expect(extractConstraints(text, []).deadline).toBe(deadline);
  });

  it.each([
    ['deadline on 19 April', 'Keep in mind: deadline on 19 April.'],
    ['Deadline: 2026-03-01', 'Keep in mind: deadline 2026-03-01.'],
    ['The deadline is 19 April', 'Keep in mind: deadline 19 April.'],
    ['Due by 30 June', 'Keep in mind: deadline by 30 June.'],
    ['no weekends', 'Keep in mind: weekdays only.'],
    ['only weekends', 'Keep in mind: weekends only.'],
    ['weekends only, no weekdays', 'Keep in mind: weekends only.'],
  ])('notes "%s" once, without a word said twice', (answer, note) => {
    expect(answersNote({ ...extractConstraints('', qa(answer)), answers: [] })).toBe(note);
  });

  it('writes a labelled deadline into a plan as when it is: "so you peak on 19 April"', async () => {
    const { todos } = await planOf('Run my first half marathon', 'deadline on 19 April', [], new Date('2026-01-15T09:00:00Z'));
    const text = JSON.stringify(todos);

    expect(text).toContain('so you peak on 19 April');
    expect(text).not.toMatch(/deadline deadline|peak deadline/);
  });

  it('prefers the answers over the description', () => {
    expect(extractConstraints('by May 2026', qa('Actually by July 2026')).deadline).toBe('by July 2026');
  });
});

describe('a budget given per period', () => {
  it.each([
    ['Up to 60 euros a month for a tutor', '60 euros a month'],
    ['€60/month for a tutor', '€60/month'],
    ['Budget 200 euros per month', '200 euros per month'],
    ['I can spend 50 euros a week on lessons', '50 euros a week'],
    ['Budget of 300 EUR', '300 EUR'],
    ['Budget of 2000 a month', '2000 a month'],
  ])('keeps its period: "%s"', (answer, budget) => {
    expect(extractConstraints('', qa(answer)).budget).toBe(budget);
  });

  it('is a limit on the one cost it names after the amount, not the budget of the whole plan', () => {
    const c = extractConstraints('', qa('Budget 1500 euros rent a month'), { title: 'Move to a bigger flat' });

    expect(c.budget).toBeNull();
    expect(c.costLimits.map((l) => l.note)).toEqual(['rent at most 1500 euros a month']);
  });

  it.each(['I pay 1500 euros rent a month', 'We currently pay 1500 euros a month in rent'])('is neither a budget nor a limit when it is what they pay today: "%s"', (description) => {
    const c = extractConstraints(description, [], { title: 'Move to a bigger flat' });

    expect(c.budget).toBeNull();
    expect(c.costLimits).toEqual([]);
  });

  it.each(['1500 euros rent a month', 'We live in Lyon, 1500 euros in rent a month, two kids.', '1500 euros a month rent', 'We live in Lyon, 1500 euros a month for rent, two kids.'])('is neither a budget nor a limit when it names a cost they have today with no word to spend: "%s"', (description) => {
    const c = extractConstraints(description, [], { title: 'Move to a bigger flat' });

    expect(c.budget).toBeNull();
    expect(c.costLimits).toEqual([]);
  });

  it('is a limit on that cost when it answers what they may spend: "1500 euros rent a month"', () => {
    const c = extractConstraints('', [{ question: 'What is your budget for the new place?', answer: '1500 euros rent a month' }], { title: 'Move to a bigger flat' });

    expect(c.budget).toBeNull();
    expect(c.costLimits.map((l) => l.note)).toEqual(['rent at most 1500 euros a month']);
  });

  it.each([
    ['My monthly budget is 300 euros', '300 euros a month'],
    ['A weekly budget of 40 euros', '40 euros a week'],
    ['My monthly budget is 300', '300 a month'],
  ])('keeps a period said before the amount: "%s"', (answer, budget) => {
    expect(extractConstraints('', qa(answer)).budget).toBe(budget);
  });

  it('is no limit on what one thing may cost', () => {
    expect(extractConstraints('', qa('Up to 60 euros a month for a tutor')).maxSpend).toBeNull();
    expect(extractConstraints('', qa('Up to 60 euros for the gear')).maxSpend).toBe(60);
  });

  it('leaves the price of one of many out', () => {
    expect(extractConstraints('', qa('About $20 a lesson')).budget).toBeNull();
  });
});

describe('plan rules the LangChain planner checks', () => {
  const item = (title: string) => ({ title, description: '' });

  it('flags a wrong count and a missing deadline, and passes a plan that keeps both', () => {
    const c = extractConstraints('', qa('Two todos, done by March 2026'));

    expect(planViolations([item('a'), item('b'), item('c')], c, 'todos')).toEqual([
      'the user asked for exactly 2 todos, the plan has 3',
      'the plan does not mention the deadline "by March 2026"',
    ]);
    expect(planViolations([item('Book it in March'), item('b')], c, 'todos')).toEqual([]);
  });
});

import { planner } from '../support/offlinePlans';

/** A saving odyssey whose description states what the person earns, pays in rent and owes. */
const wedding = {
  title: 'Save 10,000 for a wedding by June 2027',
  description: 'I earn 3,200 a month after tax, rent is 1,100, I owe 1,800 on a credit card at 21%.',
};

const missionQuestionsOf = async (title: string, odyssey: { title: string; description: string }, description = '') =>
  (await planner.missionQuestions({ title, description, odyssey })).questions;

describe("offline planner: a mission's questions build on what its odyssey says", () => {
  it.each(['Pay off the credit card', 'Get clarity on your money'])('"%s" does not ask again for the income, rent or debt the odyssey states', async (title) => {
    const questions = await missionQuestionsOf(title, wedding);

    expect(questions.join(' ')).not.toMatch(/What are your monthly income and fixed costs today\?|Which debts or recurring payments do you have/);
    expect(questions).toContain('You earn 3,200 a month after tax, and rent is 1,100: what do bills and other fixed costs take each month?');
    expect(questions).toContain('You owe 1,800 on a credit card at 21%: are there other debts, and which recurring payments (subscriptions, instalments) do you have?');
    expect(questions).toHaveLength(5);
  });

  it('asks the rate of a debt the odyssey states without one, and the income it does not state', async () => {
    const questions = await missionQuestionsOf('Pay off the credit card', { title: 'Save 5,000 euros for a car by 2028', description: 'I have a 3,000 credit card balance.' });

    expect(questions).toContain('What are your monthly income and fixed costs today?');
    expect(questions).toContain(
      'You have a 3,000 credit card balance: what interest rate does it charge, are there other debts, and which recurring payments (subscriptions, instalments) do you have?',
    );
  });

  it('says back the income alone and asks what rent and bills take', async () => {
    const questions = await missionQuestionsOf('Build a monthly budget', { title: 'Save 10,000 for a wedding by June 2027', description: 'I earn 2,800 a month after tax.' });

    expect(questions).toContain('You earn 2,800 a month after tax: what do rent and bills take each month?');
    expect(questions).toContain('Which debts or recurring payments do you have, with amounts and interest rates?');
  });

  it('asks as before when the odyssey states none of it', async () => {
    const questions = await missionQuestionsOf('Build a monthly budget', { title: 'Save 10,000 for a wedding by June 2027', description: '' });

    expect(questions).toEqual(expect.arrayContaining(['What are your monthly income and fixed costs today?', 'Which debts or recurring payments do you have, with amounts and interest rates?']));
  });

  it("reads the mission's own description too", async () => {
    const questions = await missionQuestionsOf('Pay off the credit card', { title: 'Save 10,000 for a wedding by June 2027', description: '' }, 'I owe 1,800 on a credit card at 21%.');

    expect(questions).toContain('You owe 1,800 on a credit card at 21%: are there other debts, and which recurring payments (subscriptions, instalments) do you have?');
  });
});

describe('offline planner: odyssey questions read the same figures', () => {
  it('says back a debt the person owes and their rent, and asks only for their savings and the other fixed costs', async () => {
    const { questions } = await planner.odysseyQuestions(wedding);

    expect(questions).toContain(
      'You owe 1,800 on a credit card at 21% and earn 3,200 a month after tax, and rent is 1,100: what about your savings, and what do bills and other fixed costs take each month?',
    );
  });
});

import { savingsRateAnswer } from '../../planner/offline/savingsRate';
import { planner } from '../support/offlinePlans';

const today = new Date('2026-11-28T09:00:00Z');
const odyssey = { title: 'Save 10,000 euros for a wedding by December 2027', description: 'We earn 48,000 euros a year and have 2,000 saved. I owe 1,800 on a credit card at 21%.' };

describe("offline planner: a person's money figures read the same in a sum and in a question", () => {
  it('names the debt they owe in the sum as the question says it back', async () => {
    const sum = savingsRateAnswer([{ where: 'the odyssey', ...odyssey }], today);
    const { questions } = await planner.missionQuestions({ title: 'Pay off the credit card', description: '', odyssey });

    expect(sum).toContain('Not counted here: the 1,800 on a credit card at 21% (the odyssey\'s description)');
    expect(questions).toContain('You owe 1,800 on a credit card at 21%: are there other debts, and which recurring payments (subscriptions, instalments) do you have?');
  });

  it("counts a year's pay as a twelfth of it a month", () => {
    const sum = savingsRateAnswer([{ where: 'the odyssey', ...odyssey }], today);

    expect(sum).toContain('8,000 ÷ 13 ≈ 616 euros a month');
    expect(sum).toContain('It is about 15% of what you earn (48,000 euros a year, the odyssey\'s description)');
  });

  it('does not take a number of things they make for what they earn', async () => {
    const { questions } = await planner.missionQuestions({ title: 'Build a monthly budget', description: '', odyssey: { title: 'Save 5,000 euros by 2028', description: 'I make 2 cakes a week for the market.' } });

    expect(questions).toContain('What are your monthly income and fixed costs today?');
  });
});

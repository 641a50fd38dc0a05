import type { StepChatInput } from '../../commands/ports/planner';
import { OfflinePlanner } from '../../planner/offlinePlanner';

/** The step chat of a saving goal answers with the person's own figures, the sum shown, and says where each comes from. */
const planner = new OfflinePlanner();
const chat: Omit<StepChatInput, 'message'> = {
  todo: {
    title: 'Write a monthly budget',
    description: 'Plan income, fixed costs, flexible spending and a monthly amount for "10,000 euros for a house deposit" (target 10,000 euros).',
    success_criteria: '- Income, fixed costs and flexible spending listed in the budget\n- Monthly amount for the goal set to reach it by December 2027',
    due_date: '2027-02-25',
  },
  step: { title: 'Set the monthly amount for the goal', description: 'Set what goes to the goal each month and write it into the budget with a small margin for surprises.', status: 'pending' },
  mission: { title: 'Get clarity on your money', description: 'Track spending, list debts and savings, and write a budget. Keep in mind: target 10,000 euros. Aim to finish by 10 April 2027.' },
  odyssey: {
    title: 'Save 10,000 euros for a house deposit by December 2027',
    description: 'I earn 2800 a month after tax and save maybe 200 when I remember. I have 1,200 in savings and a 3,000 credit card balance.',
  },
  today: '2026-11-28',
  history: [],
  evidence: [],
  findings: [],
};
const reply = async (message: string, over: Partial<StepChatInput> = {}) => (await planner.stepChat({ ...chat, ...over, message })).response;

describe('the step chat of a saving goal', () => {
  it('works out the monthly amount from the target, the savings and the months to the deadline', async () => {
    const answer = await reply('How much should I save each month?');

    expect(answer).not.toMatch(/can't answer/i);
    expect(answer).toContain('10,000 euros − 1,200 = 8,800 euros');
    expect(answer).toContain('13 months from now to December 2027');
    expect(answer).toContain('8,800 ÷ 13 ≈ 677 euros a month');
    // Beside what they save now and what they earn, each figure with where the plan states it.
    expect(answer).toMatch(/maybe 200 when you remember/);
    expect(answer).toMatch(/477 euros a month more/);
    expect(answer).toMatch(/24% of what you earn \(2800 a month after tax, the odyssey's description\)/);
    expect(answer).toMatch(/10,000 euros \(the odyssey's title\)/);
  });

  it('says which figure the plan does not state', async () => {
    const answer = await reply('How much should I save each month?', { odyssey: { title: 'Save 10,000 euros for a house deposit', description: 'I have 1,200 in savings.' }, mission: null });

    expect(answer).toMatch(/the date to reach it by \(the deadline\)/);
    expect(answer).not.toMatch(/≈/);
  });

  it('says what a monthly amount set reaches by the deadline, against the target', async () => {
    const answer = await reply('I set 650 a month by standing order');

    expect(answer).toContain('1,200 + 650 × 13 = 9,650 euros');
    expect(answer).toContain('350 euros short of the 10,000 euros target');
  });

  it('answers whether to pay a dear credit card before saving with the usual rule and where the plan holds it', async () => {
    const answer = await reply('My credit card charges 22% interest, should I pay that first?');

    expect(answer).not.toMatch(/can't answer/i);
    expect(answer).toMatch(/emergency buffer/);
    expect(answer).toMatch(/dearest debt first/);
    expect(answer).toMatch(/22%/);
    expect(answer).toMatch(/Get clarity on your money/);
  });

  it('names only what the plan holds: no todo of a plan it has not made, no card of a debt it does not name', async () => {
    const answer = await reply('I owe 4,000 on a car loan, should I pay that first?', {
      mission: null,
      odyssey: { title: 'Save 5,000 euros for a wedding by June 2027', description: 'I owe 4,000 on a car loan and have 500 saved.' },
    });

    expect(answer).toMatch(/dearest debt first/);
    expect(answer).toMatch(/Save 5,000 euros for a wedding/);
    expect(answer).not.toMatch(/List every debt and pay the dearest first/);
    expect(answer).not.toMatch(/card/);
  });
});

describe('the step chat of other money work', () => {
  it('does not take the order of two pieces of paperwork for a question about paying a debt first', async () => {
    const answer = await reply('Should I do the loan application first?', {
      todo: { title: 'Gather the mortgage documents', description: null, success_criteria: '- Every document on the lender checklist in one folder' },
      step: { title: 'Download the payslips', description: null, status: 'pending' },
    });

    expect(answer).not.toMatch(/dearest debt/);
  });
});

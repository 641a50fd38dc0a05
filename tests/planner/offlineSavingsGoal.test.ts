import { now, planner } from '../support/offlinePlans';

/**
 * A saving goal planned as an odyssey, its first mission planned in it: the amount to save is the
 * goal's target (never a budget to spend), the monthly amount is set for the goal's deadline, and
 * the monthly review follows the budget it reviews.
 */
const odyssey = {
  title: 'Save 10,000 euros for a house deposit by December 2027',
  description: 'I earn 2800 a month after tax and save maybe 200 when I remember. I have 1,200 in savings and a 3,000 credit card balance.',
};
const answers = [{ question: 'What is your situation today: savings, debts, income?', answer: 'Rent is 1100, and I spend a lot on takeaway and subscriptions' }];

async function firstMission() {
  const { missions } = await planner.odysseyMissions({ odyssey_title: odyssey.title, odyssey_description: odyssey.description, qa_pairs: answers, now });
  const mission = missions[0];
  const { todos } = await planner.missionTodos({ mission_title: mission.title, mission_description: mission.description, qa_pairs: [], now, odyssey });
  const { questions } = await planner.missionQuestions({ title: mission.title, description: mission.description, odyssey });
  return { mission, todos, questions };
}

describe('the first mission of an odyssey to save for a house deposit', () => {
  it('names the amount to save as the target, never as a budget, and asks no budget question', async () => {
    const { todos, questions } = await firstMission();
    const text = JSON.stringify({ todos, questions });

    expect(text).not.toMatch(/budget (?:of )?10,000/i);
    expect(questions.join(' ')).not.toMatch(/You mentioned a budget/);
  });

  it('sets the monthly amount to reach the goal by the goal’s deadline, not by the end of the mission', async () => {
    const { mission, todos } = await firstMission();
    const budget = todos.find((t) => t.title === 'Write a monthly budget')!;

    expect(mission.due_date).toBe('2027-04-10');
    expect(budget.success_criteria).toContain('Monthly amount for the goal set to reach it by December 2027');
    expect(budget.success_criteria).not.toContain('10 April 2027');
  });

  it('reviews the budget every month after it is written, as its last todo', async () => {
    const { todos } = await firstMission();
    const titles = todos.map((t) => t.title);

    expect(titles.indexOf('Write a monthly budget')).toBeLessThan(titles.indexOf('Review progress every month'));
    expect(titles.at(-1)).toBe('Review progress every month');
    const due = (title: string) => todos.find((t) => t.title === title)!.due_date!;
    expect(due('Review progress every month') > due('Write a monthly budget')).toBe(true);
  });
});

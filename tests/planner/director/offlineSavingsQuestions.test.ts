import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import type { DirectorDataSnapshot } from '../../../planner/director/context';
import { directorInput } from './directorFixtures';

/** A saving odyssey planned offline: its first mission has todos, the two after it none yet. */
const odysseyId = '5a1b7a6f-0000-4000-8000-000000000001';
const mission = { clarity: '5a1b7a6f-0000-4000-8000-000000000002', stabilise: '5a1b7a6f-0000-4000-8000-000000000003', debt: '5a1b7a6f-0000-4000-8000-000000000004' };
function savingPlan(): DirectorDataSnapshot {
  const todo = (id: string, title: string, due_date: string) => ({
    id, title, description: null, status: 'pending' as const, priority: 'high' as const, due_date, mission_id: mission.clarity, total_steps: 4, completed_steps: 0,
  });
  return {
    odysseys: [
      {
        id: odysseyId,
        title: 'Save 10,000 euros for a house deposit by December 2027',
        description: 'I earn 2800 a month after tax and save maybe 200 when I remember. I have 1,200 in savings and a 3,000 credit card balance.',
        status: 'active',
      },
    ],
    missions: [
      { id: mission.clarity, title: 'Get clarity on your money', description: 'Track spending, list debts and savings, and write a budget. Keep in mind: target 10,000 euros. Aim to finish by 10 April 2027.', status: 'active', odyssey_id: odysseyId, created_at: '2026-11-28T09:00:00.000Z' },
      { id: mission.stabilise, title: 'Stabilise', description: 'Automate saving and build an emergency buffer. Start from 11 April 2027 and aim to finish by 20 August 2027.', status: 'active', odyssey_id: odysseyId, created_at: '2026-11-28T09:00:00.001Z' },
      { id: mission.debt, title: 'Pay down debt and grow savings', description: 'Clear the dearest debt first and reach the main money target by December 2027. Start from 21 August 2027.', status: 'active', odyssey_id: odysseyId, created_at: '2026-11-28T09:00:00.002Z' },
    ],
    todos: [todo('t1', 'Track a month of spending', '2027-01-11'), todo('t2', 'Write a monthly budget', '2027-02-25'), todo('t3', 'Review progress every month', '2027-04-10')],
    steps: [],
    waits: [],
  };
}
const ask = (message: string) => offlineDirectorAnswer(directorInput(message, { data: savingPlan(), now: '2026-11-28T09:00:00.000Z' }));

describe('offline Director: a saving odyssey', () => {
  it('works out the monthly amount from the plan’s figures, saying where each comes from', () => {
    const answer = ask('How much do I need to save each month?');

    expect(answer).toContain('10,000 euros − 1,200 = 8,800 euros');
    expect(answer).toContain('8,800 ÷ 13 ≈ 677 euros a month');
    expect(answer).toMatch(/the odyssey's description/);
    expect(answer).not.toMatch(/\| Mission \|/);
  });

  it('says whether the saving is on track at what the person saves now', () => {
    const answer = ask('Am I on track to save 10,000 by December 2027?');

    expect(answer).toContain('1,200 + 200 × 13 = 3,800 euros');
    expect(answer).toMatch(/6,200 euros short of the target/);
    expect(answer).toContain('677 euros a month');
  });

  it('answers whether to pay the credit card first with the usual rule and the mission that holds it', () => {
    const answer = ask('Should I pay off my credit card first?');

    expect(answer).toMatch(/emergency buffer/);
    expect(answer).toMatch(/dearest debt first/);
    expect(answer).toContain('**Pay down debt and grow savings**');
  });

  it('lists the odyssey’s missions in the plan’s order, a mission without todos as having none yet', () => {
    const answer = ask('How is Save 10,000 euros for a house deposit going?');
    const rows = answer.split('\n').filter((line) => /^\| (?:Get clarity|Stabilise|Pay down)/.test(line));

    expect(rows.map((r) => r.split('|')[1].trim())).toEqual(['Get clarity on your money', 'Stabilise', 'Pay down debt and grow savings']);
    expect(rows[1]).toMatch(/No todos yet/);
    expect(rows[1]).not.toMatch(/0% \(0\/0\)/);
  });
});

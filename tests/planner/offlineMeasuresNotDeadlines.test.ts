import { readDeadline } from '../../planner/offline/deadlineDate';
import { extractConstraints } from '../../planner/offline/constraints';
import { missionPlanOf, now, odysseyQuestionsOf, planOf, questionsOf } from '../support/offlinePlans';

/** A number with a unit of distance, weight or count ("25 m", "60 kg", "20 pages") is a measure of the goal, never the day it is due. */

describe('a measure in a goal', () => {
  it.each([['Swim 25 m'], ['Swim 25m'], ['Swim 25 M'], ['Row 2000 m'], ['Run 5 km'], ['Lift 60 kg'], ['Walk 10 000 steps'], ['Read 20 pages'], ['Climb an 8 m wall'], ['Gain 2 m followers']])(
    'reads no deadline in "%s"',
    (title) => {
      expect(readDeadline([title], now)).toBeNull();
      expect(extractConstraints('', [], { now, title })).toMatchObject({ deadline: null, deadlineDate: null });
    },
  );

  it.each([['Lose weight by 2.5 kg'], ['Improve my jump by 1.5 m'], ['Increase my lift by 25 kg']])('reads no deadline in the amount "%s" grows or shrinks by', (title) => {
    expect(readDeadline([title], now)).toBeNull();
    expect(extractConstraints('', [], { now, title }).deadline).toBeNull();
  });

  it.each([
    ['Swim 25 m by 25 March', 'by 25 March', '2027-03-25'],
    ['Swim 25 m in 3 months', 'in 3 months', '2027-02-28'],
    ['Lift 60 kg by May 2027', 'by May 2027', '2027-05-31'],
    ['Swim 400 m within 6 weeks', 'within 6 weeks', '2027-01-09'],
    ['Run 5 km on 25/03/2027', 'on 25/03/2027', '2027-03-25'],
  ])('still reads the date in "%s" as "%s"', (title, phrase, date) => {
    expect(readDeadline([title], now)).toMatchObject({ phrase, date });
    expect(extractConstraints('', [], { now, title })).toMatchObject({ deadline: phrase, deadlineDate: date });
  });

  it('keeps the measure in the plan\'s titles and says no deadline of it', async () => {
    const { todos } = await planOf('Swim 25 m');
    const said = todos.map((t) => `${t.title}\n${t.description}\n${t.success_criteria}`).join('\n');

    expect(said).not.toMatch(/\b(?:by|peak|before)\s+25 m\b/i);
    expect(todos.some((t) => /\b(?:Swim|swimming) 25 m\b/.test(t.title))).toBe(true);
    expect(todos.filter((t) => /\b(?:Swim|swimming)\b/.test(t.title) && !/\b(?:Swim|swimming) 25 m\b/.test(t.title))).toEqual([]);
    expect(todos.some((t) => t.due_date === now.toISOString().slice(0, 10))).toBe(false);
  });

  it('plans an odyssey to swim 25 m with no mission due today and none peaking "by 25 m"', async () => {
    const { missions } = await missionPlanOf('Swim 25 m');
    const said = missions.map((m) => `${m.title}\n${m.description}`).join('\n');

    expect(said).not.toMatch(/\bby\s+25 m\b/i);
    expect(missions.filter((m) => /\bSwim\b/.test(m.title) && !m.title.includes('Swim 25 m'))).toEqual([]);
    expect(missions.some((m) => m.due_date === now.toISOString().slice(0, 10))).toBe(false);
  });

  it('asks no question about "25 m" as a date', async () => {
    expect(await questionsOf('Swim 25 m')).not.toMatch(/"25 m".*date/);
    expect((await odysseyQuestionsOf('Swim 25 m')).join(' ')).not.toMatch(/"25 m".*date/);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EvalGoal } from '../../planner/eval/scorePlan';
import { titleProblems } from '../../planner/offline/titleText';
import { OfflinePlanner } from '../../planner/offlinePlanner';

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
    const plan = await planner.todoSteps({ title: 'Complete the first four weeks of training', description: null, success_criteria: '- At least 80% of planned sessions done' });

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

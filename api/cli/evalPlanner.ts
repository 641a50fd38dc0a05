/**
 * npm run eval:planner — runs the goal set (planner/eval/goals.json) against
 * the configured planner (offline, or a model through OPENAI_BASE_URL /
 * OPENAI_API_KEY, PLANNER_MODEL, PLANNER_OUTPUT) and prints per-family and
 * overall scores. `--verbose` lists each goal's problems.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { createPlanner } from '../../planner/createPlanner';
import { constraintViolations } from '../../planner/constraintViolations';
import { distinctness, meanTitleOverlap, scoreGoal, type EvalGoal, type GoalScores } from '../../planner/eval/scorePlan';
import { extractConstraints } from '../../planner/offline/constraints';
import { titleProblems } from '../../planner/offline/titleText';

/** Plans are made as on this day, so deadlines, due dates and the figures are the same on every run. */
const EVAL_NOW = new Date('2026-01-15T09:00:00Z');

async function main() {
  const goals = JSON.parse(readFileSync(path.join(__dirname, '../../planner/eval/goals.json'), 'utf8')) as EvalGoal[];
  const config = loadConfig();
  const planner = createPlanner(config, { warn: (o, m) => console.error(m, JSON.stringify(o)) });
  const label = planner.kind === 'offline' ? 'offline' : `${config.PLANNER_MODEL ?? 'gpt-4o-mini'} (${config.PLANNER_OUTPUT})`;
  const verbose = process.argv.includes('--verbose');

  const results: Array<GoalScores & { goal: EvalGoal }> = [];
  const plans = [];
  const violations: string[] = [];
  const titleFailures: string[] = [];
  for (const goal of goals) {
    const qa_pairs = goal.answers.map((answer, i) => ({ question: `Question ${i + 1}`, answer }));
    const questions = await planner.missionQuestions({ title: goal.title, description: goal.description });
    const plan = await planner.missionTodos({ mission_title: goal.title, mission_description: goal.description, qa_pairs, now: EVAL_NOW });
    plans.push(plan);
    const c = extractConstraints(goal.description, qa_pairs, { now: EVAL_NOW, title: goal.title });
    for (const v of constraintViolations(plan.todos, c)) violations.push(`${goal.title}: ${v}`);
    for (const t of plan.todos) for (const p of titleProblems(t.title)) titleFailures.push(`${goal.title}: "${t.title}" ${p}`);
    results.push({ goal, ...scoreGoal(goal, questions, plan) });
  }
  const distinct = distinctness(plans);

  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const pct = (x: number) => `${Math.round(x * 100)}%`.padStart(5);
  const rows = new Map<string, number[]>();
  results.forEach((r, i) => rows.set(r.goal.family, [...(rows.get(r.goal.family) ?? []), i]));

  console.log(`Planner eval: ${goals.length} goals, planner ${label}\n`);
  console.log(`${'family'.padEnd(16)} goals relevance constraints distinct actionable`);
  const line = (name: string, idx: number[]) =>
    console.log(
      `${name.padEnd(16)} ${String(idx.length).padStart(5)} ${pct(avg(idx.map((i) => results[i].relevance))).padStart(9)} ${pct(avg(idx.map((i) => results[i].constraints))).padStart(11)} ${pct(avg(idx.map((i) => distinct[i]))).padStart(8)} ${pct(avg(idx.map((i) => results[i].actionability))).padStart(10)}`,
    );
  for (const [family, idx] of [...rows.entries()].sort()) line(family, idx);
  line('overall', results.map((_, i) => i));
  console.log(`\nmean title overlap between goals ${pct(meanTitleOverlap(plans)).trim()}, constraint violations ${violations.length}, title pattern failures ${titleFailures.length}`);
  for (const v of [...violations, ...titleFailures].slice(0, verbose ? undefined : 10)) console.log(`- ${v}`);
  if (verbose) {
    console.log('');
    for (const r of results) if (r.problems.length) console.log(`- ${r.goal.title}: ${r.problems.join('; ')}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

/**
 * npm run eval:planner — runs the goal set (planner/eval/goals.json) against
 * the configured planner (offline, or a model through OPENAI_BASE_URL /
 * OPENAI_API_KEY, PLANNER_MODEL, PLANNER_OUTPUT) and prints per-family and
 * overall scores. `--verbose` lists each goal's problems.
 *
 * With a model, every answer is counted as the model's or the offline
 * fallback's; only goals the model answered in full are scored under its
 * name, the others under "offline (fallback)". The run fails (exit code 1)
 * when the model fell back on more than MAX_FALLBACK_SHARE of the goals.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createPlanner } from '../../planner/createPlanner';
import { constraintViolations } from '../../planner/constraintViolations';
import { distinctness, meanTitleOverlap, scoreGoal, type EvalGoal, type GoalScores } from '../../planner/eval/scorePlan';
import { extractConstraints } from '../../planner/offline/constraints';
import { titleProblems } from '../../planner/offline/titleText';
import { callOnRecord } from '../../commands/plannerCalls/recordingPlanner';
import type { GeneratedTodos, QuestionsResult } from '../../domain/planning';
import type { Planner } from '../../commands/ports/planner';

/** Plans are made as on this day, so deadlines, due dates and the figures are the same on every run. */
const EVAL_NOW = new Date('2026-01-15T09:00:00Z');

/** A model run that fell back on more of the goals than this is a failed run. */
export const MAX_FALLBACK_SHARE = 0.1;

type Answered<T> = { value: T; fallback: boolean };
type GoalResult = GoalScores & { goal: EvalGoal; plan: GeneratedTodos; questionsFellBack: boolean; todosFellBack: boolean };

/** Asks the planner and notes whether the offline plan stood in for the model. */
async function answered<T>(planner: Planner, ask: (p: Planner) => Promise<T>): Promise<Answered<T>> {
  const outcome = await callOnRecord(planner, ask);
  if (!outcome.ok) throw outcome.error;
  return { value: outcome.value, fallback: outcome.call.fallback };
}

/**
 * Runs the goal set against `planner`, prints the report through `print` and returns the
 * process's exit code: 1 when a model run fell back on more than MAX_FALLBACK_SHARE of the goals.
 */
export async function evalPlanner(planner: Planner, goals: EvalGoal[], options: { label: string; verbose?: boolean; print?: (line: string) => void }): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const results: GoalResult[] = [];
  const violations: string[] = [];
  const titleFailures: string[] = [];
  for (const goal of goals) {
    const qa_pairs = goal.answers.map((answer, i) => ({ question: `Question ${i + 1}`, answer }));
    const questions: Answered<QuestionsResult> = await answered(planner, (p) => p.missionQuestions({ title: goal.title, description: goal.description }));
    const plan: Answered<GeneratedTodos> = await answered(planner, (p) => p.missionTodos({ mission_title: goal.title, mission_description: goal.description, qa_pairs, now: EVAL_NOW }));
    const constraints = extractConstraints(goal.description, qa_pairs, { now: EVAL_NOW, title: goal.title });
    for (const v of constraintViolations(plan.value.todos, constraints)) violations.push(`${goal.title}: ${v}`);
    for (const t of plan.value.todos) for (const p of titleProblems(t.title)) titleFailures.push(`${goal.title}: "${t.title}" ${p}`);
    results.push({ goal, plan: plan.value, questionsFellBack: questions.fallback, todosFellBack: plan.fallback, ...scoreGoal(goal, questions.value, plan.value) });
  }

  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const pct = (x: number) => `${Math.round(x * 100)}%`.padStart(5);
  const model = planner.kind === 'langchain';
  const fellBack = results.filter((r) => r.questionsFellBack || r.todosFellBack);

  print(`Planner eval: ${goals.length} goals, planner ${options.label}\n`);
  if (model) {
    print(`${'capability'.padEnd(16)} model fallback`);
    const count = (name: string, fallbacks: number) => print(`${name.padEnd(16)} ${String(results.length - fallbacks).padStart(5)} ${String(fallbacks).padStart(8)}`);
    count('questions', results.filter((r) => r.questionsFellBack).length);
    count('todos', results.filter((r) => r.todosFellBack).length);
    print('');
  }

  /** One score table: per family and overall, distinctness among the table's own plans. */
  const table = (title: string | null, rows: GoalResult[]) => {
    if (title) print(title);
    if (rows.length === 0) {
      print('  (no goals)\n');
      return;
    }
    const distinct = distinctness(rows.map((r) => r.plan));
    const families = new Map<string, number[]>();
    rows.forEach((r, i) => families.set(r.goal.family, [...(families.get(r.goal.family) ?? []), i]));
    print(`${'family'.padEnd(16)} goals relevance constraints distinct actionable`);
    const line = (name: string, idx: number[]) =>
      print(
        `${name.padEnd(16)} ${String(idx.length).padStart(5)} ${pct(avg(idx.map((i) => rows[i].relevance))).padStart(9)} ${pct(avg(idx.map((i) => rows[i].constraints))).padStart(11)} ${pct(avg(idx.map((i) => distinct[i]))).padStart(8)} ${pct(avg(idx.map((i) => rows[i].actionability))).padStart(10)}`,
      );
    for (const [family, idx] of [...families.entries()].sort()) line(family, idx);
    line('overall', rows.map((_, i) => i));
    print('');
  };
  if (model) {
    table(`Scored as ${options.label} (goals the model answered in full):`, results.filter((r) => !fellBack.includes(r)));
    table('Scored as offline (fallback) (goals where the offline planner stood in):', fellBack);
  } else {
    table(null, results);
  }
  print(`mean title overlap between goals ${pct(meanTitleOverlap(results.map((r) => r.plan))).trim()}, constraint violations ${violations.length}, title pattern failures ${titleFailures.length}`);
  for (const v of [...violations, ...titleFailures].slice(0, options.verbose ? undefined : 10)) print(`- ${v}`);
  if (options.verbose) {
    print('');
    for (const r of results) if (r.problems.length) print(`- ${r.goal.title}: ${r.problems.join('; ')}`);
  }

  const share = results.length ? fellBack.length / results.length : 0;
  if (model && share > MAX_FALLBACK_SHARE) {
    print(`FAILED: the model fell back on ${fellBack.length} of ${results.length} goals (${Math.round(share * 100)}%, at most ${Math.round(MAX_FALLBACK_SHARE * 100)}% allowed).`);
    return 1;
  }
  return 0;
}

async function main() {
  const goals = JSON.parse(readFileSync(path.join(__dirname, '../../planner/eval/goals.json'), 'utf8')) as EvalGoal[];
  const config = loadConfig();
  const planner = createPlanner(config, { warn: (o, m) => console.error(m, JSON.stringify(o)) });
  const label = planner.kind === 'offline' ? 'offline' : `${config.PLANNER_MODEL ?? 'gpt-4o-mini'} (${config.PLANNER_OUTPUT})`;
  process.exitCode = await evalPlanner(planner, goals, { label, verbose: process.argv.includes('--verbose') });
}

if (require.main === module) {
  main().catch((error) => {
    // A setting the operator can fix is one line; anything else is a fault, with its stack.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}

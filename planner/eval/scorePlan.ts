import type { GeneratedTodos, QuestionsResult } from '../../domain/planning';
import { isAction } from '../offline/actions';
import { extractConstraints } from '../offline/constraints';
import { keywords, splitItems, stem, words } from '../offline/text';
import { planViolations } from '../planRules';

/** One goal of the eval set (planner/eval/goals.json). */
export type EvalGoal = {
  family: string;
  title: string;
  description: string;
  answers: string[];
  /** Words a good plan for this goal uses (checked by stem, and only when the input does not already contain them). */
  uses: string[];
  /** Words that belong to another field: none may appear in the questions or the plan. */
  must_not: string[];
  /** The number of todos the answers ask for. */
  count?: number;
  /** The part of the deadline the plan must mention. */
  deadline?: string;
};

export type GoalScores = { relevance: number; constraints: number; actionability: number; problems: string[] };

const stems = (text: string) => words(text).map(stem);
const containsPhrase = (haystack: string[], phrase: string) => {
  const needle = stems(phrase);
  return haystack.some((_, i) => needle.every((n, j) => haystack[i + j] === n));
};

export function planText(plan: GeneratedTodos): string {
  return plan.todos.map((t) => `${t.title}\n${t.description}\n${t.success_criteria}`).join('\n');
}

/**
 * Relevance: the share of expected words the plan uses that the input did
 * not already hold (copying the title scores nothing), zero when a word of
 * another field appears. Constraints: count, deadline and budget kept.
 * Actionability: todos whose title starts with a verb, that have a checkable
 * criterion, and that are not the goal's title pasted back.
 */
export function scoreGoal(goal: EvalGoal, questions: QuestionsResult, plan: GeneratedTodos): GoalScores {
  const problems: string[] = [];
  const input = stems(`${goal.title}\n${goal.description}\n${goal.answers.join('\n')}`);
  const text = stems(planText(plan));
  const asked = stems(questions.questions.join('\n'));

  const expected = goal.uses.filter((w) => !containsPhrase(input, w));
  const used = expected.filter((w) => containsPhrase(text, w));
  for (const w of expected) if (!used.includes(w)) problems.push(`does not use "${w}"`);
  const forbidden = goal.must_not.filter((w) => containsPhrase(text, w) || containsPhrase(asked, w));
  for (const w of forbidden) problems.push(`mentions "${w}" (another field)`);
  const relevance = forbidden.length > 0 ? 0 : expected.length === 0 ? 1 : used.length / expected.length;

  const qaPairs = goal.answers.map((answer, i) => ({ question: `Question ${i + 1}`, answer }));
  const c = extractConstraints(goal.description, qaPairs);
  const checks: boolean[] = [];
  if (goal.count !== undefined) {
    checks.push(plan.todos.length === goal.count);
    if (plan.todos.length !== goal.count) problems.push(`has ${plan.todos.length} todos, ${goal.count} were asked for`);
  }
  if (goal.deadline) {
    const ok = containsPhrase(text, goal.deadline) && planViolations(plan.todos, c, 'todos').every((v) => !v.includes('deadline'));
    checks.push(ok);
    if (!ok) problems.push(`does not mention the deadline "${goal.deadline}"`);
  }
  if (c.budget) {
    const ok = planText(plan).includes(c.budget);
    checks.push(ok);
    if (!ok) problems.push(`does not mention the budget ${c.budget}`);
  }
  const constraints = checks.length === 0 ? 1 : checks.filter(Boolean).length / checks.length;

  const titleWords = keywords(goal.title);
  const actionable = plan.todos.filter((t) => {
    const sameAsGoal = [...keywords(t.title)].every((k) => titleWords.has(k)) && keywords(t.title).size > 0;
    return isAction(t.title) && splitItems(t.success_criteria).length > 0 && !sameAsGoal;
  });
  const actionability = plan.todos.length === 0 ? 0 : actionable.length / plan.todos.length;
  return { relevance, constraints, actionability, problems };
}

/** 1 minus the largest share of todo titles this plan has in common with any other goal's plan. */
export function distinctness(plans: GeneratedTodos[]): number[] {
  const titleSets = plans.map((p) => new Set(p.todos.map((t) => t.title.toLowerCase())));
  return titleSets.map((mine, i) => {
    let worst = 0;
    titleSets.forEach((other, j) => {
      if (i === j || mine.size === 0) return;
      const shared = [...mine].filter((t) => other.has(t)).length;
      worst = Math.max(worst, shared / mine.size);
    });
    return 1 - worst;
  });
}

/** The meaningful words of a plan's todo titles (stop words out, stemmed). */
export function titleWords(plan: GeneratedTodos): Set<string> {
  return keywords(plan.todos.map((t) => t.title).join('\n'));
}

/**
 * Mean title overlap between the plans of different goals: the Jaccard index
 * of their title word sets, averaged over every pair. 0 when no two plans
 * share a title word; templates pasted into every plan push it up.
 */
export function meanTitleOverlap(plans: GeneratedTodos[]): number {
  const sets = plans.map(titleWords);
  let total = 0;
  let pairs = 0;
  for (let i = 0; i < sets.length; i += 1) {
    for (let j = i + 1; j < sets.length; j += 1) {
      const shared = [...sets[i]].filter((w) => sets[j].has(w)).length;
      const union = sets[i].size + sets[j].size - shared;
      total += union === 0 ? 0 : shared / union;
      pairs += 1;
    }
  }
  return pairs === 0 ? 0 : total / pairs;
}

import type { QaPair } from '../../domain/planning';
import { extractConstraints, type PlanConstraints } from './constraints';
import type { GoalKind, KindContext } from './goalKind';
import { detectKind, kindContext } from './goalKinds';

/**
 * What a mission or odyssey and the person's answers to its questions say: the constraints
 * (deadline, time, budget, exclusions...), the goal's kind and the context its templates are
 * written in. The answers count when telling the kind, as the description does.
 */
export function readGoal(goal: { title: string; description: string; qa_pairs: QaPair[]; now?: Date }): { c: PlanConstraints; kind: GoalKind; ctx: KindContext } {
  const answers = goal.qa_pairs.map((p) => p.answer).join('\n');
  const c = extractConstraints(goal.description, goal.qa_pairs, { now: goal.now, title: goal.title });
  const kind = detectKind(goal.title, `${goal.description}\n${answers}`);
  const ctx = kindContext(goal.title, goal.description, c, goal.now, answers);
  return { c, kind, ctx };
}

import type { CompletionEvaluation } from '../../shared/models/todo';

/**
 * The criteria an evaluation counts as met on ticked steps alone: its check says so in words
 * ("Met by completed step … alone, unverified: no evidence, note or finding shows it.").
 */
export function unverifiedCriteria(evaluation: CompletionEvaluation): string[] {
  return (evaluation.criteria ?? []).filter((check) => check.met && /\bunverified\b/i.test(check.evidence)).map((check) => check.criterion);
}

import type { CompletionEvaluation } from '../../shared/models/todo';

type Check = NonNullable<CompletionEvaluation['criteria']>[number];

/**
 * A met criterion rests on ticked steps alone when its check says nothing recorded shows it
 * (`verified: false`). Evaluations made before the flag say it only in words ("Met by completed
 * step … alone, unverified: no evidence, note or finding shows it."); for them the word decides.
 */
const restsOnTickedSteps = (check: Check) => (check.verified === undefined ? /\bunverified\b/i.test(check.evidence) : !check.verified);

/** The criteria an evaluation counts as met on ticked steps alone. */
export function unverifiedCriteria(evaluation: CompletionEvaluation): string[] {
  return (evaluation.criteria ?? []).filter((check) => check.met && restsOnTickedSteps(check)).map((check) => check.criterion);
}

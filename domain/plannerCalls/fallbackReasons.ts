import { ERASED } from '../personalFields';

/**
 * Why the offline planner (or a plain text) stood in for the model, as a kind analysts can count:
 * the PlannerError reason, recorded with the call as `fallbackKind`. `other`: a failure that was
 * not a PlannerError; `unknown`: an older record whose reason was not recorded, or erased with its owner.
 */
export const FALLBACK_REASON_KINDS = ['timeout', 'unavailable', 'malformed', 'rule_violation', 'aborted', 'other', 'unknown'] as const;
export type FallbackReasonKind = (typeof FALLBACK_REASON_KINDS)[number];

const WORDINGS: Array<[RegExp, FallbackReasonKind]> = [
  [/^its reply failed validation\b|unexpected format/i, 'malformed'],
  [/^its reply broke a rule\b|did not respect your answers/i, 'rule_violation'],
  [/\bcancelled\b/i, 'aborted'],
  [/\bdid not (?:answer|finish)\b|\bstopped answering\b|\btimed out\b/i, 'timeout'],
  [/\bunavailable\b|\bcould not be reached\b|\bbroke off\b/i, 'unavailable'],
];

/**
 * The kind a reason's wording names (commands/plannerCalls/recordingPlanner.ts, `describeFailure`):
 * how records made before the kind was recorded are read, so it keeps the wordings of then: a
 * message reworded since needs no change here. `other`: a reason of another wording.
 */
export function fallbackReasonKind(reason: string | null | undefined): FallbackReasonKind {
  if (reason === null || reason === undefined || reason.trim() === '' || reason === ERASED) return 'unknown';
  return WORDINGS.find(([pattern]) => pattern.test(reason))?.[1] ?? 'other';
}

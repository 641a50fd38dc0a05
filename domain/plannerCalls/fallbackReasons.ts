import { ERASED } from '../personalFields';

/**
 * Why the offline planner (or a plain text) stood in for the model, as a kind analysts can count:
 * the PlannerError reason the recorded `fallbackReason` words (commands/plannerCalls/recordingPlanner.ts,
 * `describeFailure`). `other`: a reason of another wording; `unknown`: none recorded (older records),
 * or its text erased with its owner.
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

export function fallbackReasonKind(reason: string | null | undefined): FallbackReasonKind {
  if (reason === null || reason === undefined || reason.trim() === '' || reason === ERASED) return 'unknown';
  return WORDINGS.find(([pattern]) => pattern.test(reason))?.[1] ?? 'other';
}

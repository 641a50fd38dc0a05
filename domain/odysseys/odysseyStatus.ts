import { invalid } from '../decider';

export const ODYSSEY_STATUSES = ['active', 'completed', 'paused', 'archived'] as const;
export type OdysseyStatus = (typeof ODYSSEY_STATUSES)[number];

/** Tolerates case and surrounding spaces ('Paused', ' ARCHIVED '). */
export function normaliseOdysseyStatus(input: string): OdysseyStatus {
  const value = input.trim().toLowerCase();
  const match = ODYSSEY_STATUSES.find((status) => status === value);
  if (!match) throw invalid(`Odyssey status must be one of: ${ODYSSEY_STATUSES.join(', ')}`);
  return match;
}

import { invalid } from '../decider';

export const MISSION_STATUSES = ['active', 'paused', 'completed'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/**
 * Status input is tolerant of case, spaces and dashes ('Active', ' PAUSED ', 'Completed');
 * anything else is refused with a sentence the user can act on.
 */
export function normaliseMissionStatus(input: string): MissionStatus {
  const value = input.trim().toLowerCase().replace(/[\s-]+/g, '_');
  const match = MISSION_STATUSES.find((status) => status === value);
  if (!match) throw invalid(`Mission status must be one of: ${MISSION_STATUSES.join(', ')}`);
  return match;
}

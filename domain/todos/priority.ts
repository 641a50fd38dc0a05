import { oneOf } from '../oneOf';

/** Todo priorities: low, medium, high; medium by default. */
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: Priority = 'medium';

/** Case-insensitive; null for anything else. */
export function normalisePriority(input: string): Priority | null {
  return oneOf(PRIORITIES, input.trim().toLowerCase()) ?? null;
}

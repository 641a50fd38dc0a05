import { oneOf } from '../oneOf';

/** Todo and step statuses, and the tolerant reading of status input. */
export const TODO_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

export const STEP_STATUSES = TODO_STATUSES;
export type StepStatus = TodoStatus;

/** The statuses a user may set by hand; `completed` comes from the system. */
export const USER_SETTABLE_STATUSES = ['pending', 'in_progress'] as const;
export type UserSettableStatus = (typeof USER_SETTABLE_STATUSES)[number];

/**
 * 'inprogress', 'In_Progress', 'IN-PROGRESS', ' in progress ' -> 'in_progress'.
 * Returns null for anything that is not a known status.
 */
export function normaliseStatus(input: string): TodoStatus | null {
  const key = input.trim().toLowerCase().replace(/[\s-]+/g, '_');
  if (key === 'inprogress') return 'in_progress';
  return oneOf(TODO_STATUSES, key) ?? null;
}

export function isUserSettableStatus(status: TodoStatus): status is UserSettableStatus {
  return oneOf(USER_SETTABLE_STATUSES, status) !== undefined;
}

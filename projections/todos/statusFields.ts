import { z } from 'zod';
import { FINDING_TYPES } from '../../domain/todos/events';
import { PRIORITIES } from '../../domain/todos/priority';
import { STEP_STATUSES, TODO_STATUSES } from '../../domain/todos/status';

/** The todo side's closed value sets, from the domain: the contract names every value the events can write. */
export const todoStatusField = z.enum(TODO_STATUSES);
export const stepStatusField = z.enum(STEP_STATUSES);
export const priorityField = z.enum(PRIORITIES);
export const findingTypeField = z.enum(FINDING_TYPES);

/** A todo as lists across the plan name it (the Command Center's focus, the administration's list). */
export const todoSummaryFields = {
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: todoStatusField,
  priority: priorityField,
  due_date: z.string().nullable(),
};

import { z } from 'zod';
import { FINDING_TYPES } from '../../domain/todos/events';
import { PRIORITIES } from '../../domain/todos/priority';
import { STEP_STATUSES, TODO_STATUSES } from '../../domain/todos/status';

/**
 * The closed value sets of the todo side's answers, read from the domain so the contract
 * names every value a read model can hold (the events that write them carry the same enums).
 */
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

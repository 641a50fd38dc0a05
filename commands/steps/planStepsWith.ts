import type { NewStepInput } from '../../domain/todos/todoCommands';
import { plannerTask, type Planner } from '../ports/planner';
import type { OwnedTodo } from '../ports/readModels';

/** What the user may say differently from the todo when asking for a plan: absent = the todo's. */
export type PlanRequest = { title?: string; description?: string | null; success_criteria?: string };

/** The planner's steps for a todo, from the request's fields or else the todo's, with new ids. */
export async function planStepsWith(deps: { planner: Planner; ids: () => string }, todo: OwnedTodo, request: PlanRequest): Promise<NewStepInput[]> {
  const input = {
    title: request.title?.trim() || todo.title,
    description: request.description === undefined ? todo.description : request.description?.trim() || null,
    success_criteria: request.success_criteria?.trim() || todo.success_criteria,
  };
  const plan = await plannerTask('plan the steps', () => deps.planner.todoSteps(input));
  return plan.steps.map((s) => ({ stepId: deps.ids(), title: s.title, description: s.description }));
}

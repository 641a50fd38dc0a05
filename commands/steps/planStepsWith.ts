import type { PlannerCallData } from '../../domain/plannerCalls/events';
import type { NewStepInput } from '../../domain/todos/todoCommands';
import { LIMITS, optionalText } from '../../domain/todos/textInput';
import { callOnRecord, toPlannerCallData } from '../plannerCalls/recordingPlanner';
import { plannerTask, type Planner } from '../ports/planner';
import type { OwnedTodo } from '../ports/readModels';

/** What the user may say differently from the todo when asking for a plan: absent = the todo's. */
export type PlanRequest = { title?: string; description?: string | null; success_criteria?: string };

/**
 * The planner's steps for a todo, from the request's fields or else the todo's, with new ids,
 * and the planner call that wrote them (it goes on the todo's record with the plan).
 */
export async function planStepsWith(
  deps: { planner: Planner; ids: () => string; now: () => Date },
  userId: string,
  todo: OwnedTodo,
  request: PlanRequest,
): Promise<{ steps: NewStepInput[]; plannerCall: PlannerCallData }> {
  // The same caps as the todo's own fields: a plan request is no way round them (400, nothing planned).
  const input = {
    title: optionalText(request.title, LIMITS.title, 'Title') ?? todo.title,
    description: request.description === undefined ? todo.description : optionalText(request.description, LIMITS.description, 'Description'),
    success_criteria: optionalText(request.success_criteria, LIMITS.successCriteria, 'Success criteria') ?? todo.success_criteria,
  };
  const asked = await callOnRecord(deps.planner, (planner) => planner.todoSteps(input));
  // A planner failure names the task, as every planner task does.
  if (!asked.ok) return plannerTask<never>('plan the steps', () => Promise.reject(asked.error));
  return {
    steps: asked.value.steps.map((s) => ({ stepId: deps.ids(), title: s.title, description: s.description })),
    plannerCall: toPlannerCallData(asked.call, deps.now().toISOString(), { userId }),
  };
}

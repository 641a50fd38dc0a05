import { randomUUID } from 'node:crypto';
import { loadState } from '../../commands/handleCommand';
import type { TodoEvent } from '../../domain/todos/events';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { Reactor } from '../reactorRuntime';
import { callOnRecord, toPlannerCallData } from '../../commands/plannerCalls/recordingPlanner';

/**
 * A todo created without steps gets its plan from the planner in the background; the SPA
 * shows 'Waiting for AI to generate your plan...' until StepsPlanned lands.
 */
export const planStepsForNewTodo: Reactor = {
  name: 'plan-steps-for-new-todo',
  handles: ['TodoCreated'],
  async react(event, ctx) {
    const { todoId } = (event as unknown as Extract<TodoEvent, { type: 'TodoCreated' }>).data;
    const streamId = todoStreamId(todoId);
    const { state } = await loadState(ctx.store, streamId, todoDecider);
    // Created with a plan (copy, sample data), planned already, completed or deleted: nothing to do.
    if (state.lifecycle !== 'active' || state.steps.length > 0 || state.status === 'completed' || !state.userId) return;
    const asked = await callOnRecord(ctx.planner, (planner) => planner.todoSteps({ title: state.title, description: state.description, success_criteria: state.successCriteria }));
    if (!asked.ok) throw asked.error;
    const plan = asked.value;
    const userId = state.userId;
    await ctx.handle({
      streamId,
      decider: todoDecider,
      command: {
        type: 'PlanSteps',
        todoId,
        userId,
        steps: plan.steps.map((s) => ({ stepId: randomUUID(), title: s.title, description: s.description })),
        now: ctx.now().toISOString(),
        // On the todo's record next to the plan it wrote.
        plannerCall: toPlannerCallData(asked.call, ctx.now().toISOString(), { userId }),
      },
    });
  },
};

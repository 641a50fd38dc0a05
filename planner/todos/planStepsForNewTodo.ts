import { randomUUID } from 'node:crypto';
import { loadState } from '../../commands/handleCommand';
import type { TodoEvent } from '../../domain/todos/events';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { Reactor } from '../reactorRuntime';

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
    const plan = await ctx.planner.todoSteps({ title: state.title, description: state.description, success_criteria: state.successCriteria });
    await ctx.handle({
      streamId,
      decider: todoDecider,
      command: {
        type: 'PlanSteps',
        todoId,
        userId: state.userId,
        steps: plan.steps.map((s) => ({ stepId: randomUUID(), title: s.title, description: s.description })),
        now: ctx.now().toISOString(),
      },
    });
  },
};

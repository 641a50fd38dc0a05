import { randomUUID } from 'node:crypto';
import type { TodoEvent } from '../../domain/todos/events';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { Reactor } from '../reactorRuntime';
import { callOnRecord, toPlannerCallData } from '../../commands/plannerCalls/recordingPlanner';
import { needsFirstPlan, planFirstStepsOnce, todoPlanState } from '../../commands/steps/firstStepPlan';

/**
 * A todo created without steps gets its plan from the planner in the background; the SPA
 * shows 'Waiting for AI to generate your plan...' until StepsPlanned lands. A person asking
 * for the plan meanwhile shares this planner call (commands/steps/firstStepPlan.ts).
 */
export const planStepsForNewTodo: Reactor = {
  name: 'plan-steps-for-new-todo',
  handles: ['TodoCreated'],
  async react(event, ctx) {
    const { todoId } = (event as unknown as Extract<TodoEvent, { type: 'TodoCreated' }>).data;
    await planFirstStepsOnce(todoId, ctx.exclusive, async () => {
      const { state } = await todoPlanState(ctx.store, todoId);
      // Created with a plan (copy, sample data), planned already, completed or deleted: nothing to do.
      if (!needsFirstPlan(state) || !state.userId) return null;
      const asked = await callOnRecord(ctx.planner, (planner) => planner.todoSteps({ title: state.title, description: state.description, success_criteria: state.successCriteria }));
      if (!asked.ok) throw asked.error;
      const userId = state.userId;
      return ctx.handle({
        streamId: todoStreamId(todoId),
        decider: todoDecider,
        command: {
          type: 'PlanSteps',
          todoId,
          userId,
          steps: asked.value.steps.map((s) => ({ stepId: randomUUID(), title: s.title, description: s.description })),
          now: ctx.now().toISOString(),
          // On the todo's record next to the plan it wrote.
          plannerCall: toPlannerCallData(asked.call, ctx.now().toISOString(), { userId }),
        },
      });
    });
  },
};

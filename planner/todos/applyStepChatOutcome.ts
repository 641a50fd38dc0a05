import { DomainError } from '../../domain/decider';
import type { TodoCommand } from '../../domain/todos/todoCommands';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { evaluateIfRequested } from '../../commands/todos/evaluateTodoCompletion';
import { carriesOutcome, STEP_CHAT_OUTCOME_REACTOR, stepChatOutcomeCommand, stepChatOutcomeLock, type StepAssistantReply } from '../../commands/stepChat/stepChatOutcome';
import type { Reactor } from '../reactorRuntime';

/**
 * A step-assistant reply carries its outcome for the todo (findings, the step completed). The
 * request that recorded the reply applies it at once (commands/stepChat/chatOnStep.ts); this
 * reactor applies it when that request died before it could, so a crash between the reply and
 * the outcome finishes on restart. It takes the reply's turn first, so it waits for a request
 * still at work and then finds the outcome applied (the todo takes each reply's outcome once);
 * its event ids are the ones the request appends with. When its own apply completed the last
 * step, it runs the evaluation the request would have run. An evaluation a request left owed
 * after applying the outcome is the sweep's (retryOwedEvaluations).
 */
export const applyStepChatOutcome: Reactor = {
  name: STEP_CHAT_OUTCOME_REACTOR,
  handles: ['StepAssistantReplied'],
  async react(event, ctx) {
    const reply = event.data as StepAssistantReply;
    const userId = event.metadata.userId;
    // Replies recorded before they carried their outcome had it applied in the request alone.
    if (!carriesOutcome(reply) || !userId) return;
    const run = (command: TodoCommand, key?: string) =>
      ctx.handle({ streamId: todoStreamId(reply.todoId), decider: todoDecider, command, key });
    let applied;
    try {
      applied = await ctx.exclusive(stepChatOutcomeLock(reply.messageId), () => run(stepChatOutcomeCommand(reply, userId)));
    } catch (error) {
      // The todo was deleted or the step re-planned away since the reply: nothing left to apply it to.
      if (error instanceof DomainError && error.code === 'not_found') {
        ctx.logger.info({ todoId: reply.todoId, stepId: reply.stepId }, 'step chat outcome not applied: the step is gone');
        return;
      }
      throw error;
    }
    const outcome = await evaluateIfRequested({ planner: ctx.planner, now: ctx.now, budget: ctx.evaluationBudget, run: (command) => run(command, command.type) }, userId, applied);
    if (outcome.kind === 'failed') ctx.logger.warn({ todoId: reply.todoId, err: outcome.error }, 'step chat completion evaluation failed; it is retried later');
  },
};

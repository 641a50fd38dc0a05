import type { StepChatEvent } from '../../domain/stepChat/events';
import type { TodoCommand } from '../../domain/todos/todoCommands';
import { todoStreamId } from '../../domain/todos/todoDecider';
import { reactionIdempotencyKey } from '../deterministicId';

/** A step-assistant reply as the chat stream records it. */
export type StepAssistantReply = Extract<StepChatEvent, { type: 'StepAssistantReplied' }>['data'];
/** A reply that carries its outcome for the todo (every reply recorded since replies carry it). */
export type ReplyWithOutcome = StepAssistantReply & { todoOutcome: NonNullable<StepAssistantReply['todoOutcome']> };

/**
 * The reactor that applies a reply's outcome to the todo when the request that recorded the
 * reply did not get to it (planner/todos/applyStepChatOutcome.ts). Its name is part of the
 * outcome's event ids, which the request appends with too.
 */
export const STEP_CHAT_OUTCOME_REACTOR = 'apply-step-chat-outcome';

/**
 * What the request and the reactor take turns on for one reply (ExclusiveByKey): the request
 * holds it from before the reply is recorded until its outcome is on the todo, so the reactor
 * only ever finds an outcome already applied, or one a dead request left undone.
 */
export const stepChatOutcomeLock = (replyId: string) => `step-chat-outcome:${replyId}`;

/** The outcome's idempotency key: the one the reactor's `handle` derives for the reply's event, so both append the same ids. */
export const stepChatOutcomeKey = (replyEventId: string, todoId: string) => reactionIdempotencyKey(STEP_CHAT_OUTCOME_REACTOR, replyEventId, todoStreamId(todoId));

/**
 * The todo command that applies a reply's outcome (its findings, the step started or completed),
 * built from the recorded reply alone: the request and the reactor decide the same, and the
 * todo takes it once (ApplyStepChatOutcome names the reply).
 */
export function stepChatOutcomeCommand(reply: ReplyWithOutcome, userId: string): Extract<TodoCommand, { type: 'ApplyStepChatOutcome' }> {
  const { findingIds, evaluationRequestId } = reply.todoOutcome;
  return {
    type: 'ApplyStepChatOutcome',
    todoId: reply.todoId,
    userId,
    stepId: reply.stepId,
    replyId: reply.messageId,
    findings: reply.extractedFindings.flatMap((f, i) => (findingIds[i] ? [{ findingId: findingIds[i], ...f }] : [])),
    stepCompleted: reply.stepCompleted,
    evaluationRequestId,
    // What the reply decided happened when it was given, whoever applies it.
    now: reply.repliedAt,
  };
}

export const carriesOutcome = (reply: StepAssistantReply): reply is ReplyWithOutcome => reply.todoOutcome !== null;

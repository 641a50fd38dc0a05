import type { Decider } from '../decider';
import { assertNever, invalid, notFound } from '../decider';
import { withPlannerCall, type PlannerCallData } from '../plannerCalls/events';
import type { FindingType } from '../todos/events';
import type { StepChatEvent } from './events';

export const MESSAGE_REQUIRED = 'Message cannot be empty';
export const MESSAGE_MAX = 10_000;

export type StepChatState = {
  userId: string | null;
  /** User messages still waiting for the assistant's reply. */
  awaitingReply: string[];
  /** User messages the assistant has answered. */
  answered: string[];
};

export type StepChatCommand =
  | { type: 'PostStepChatMessage'; stepId: string; todoId: string; userId: string; messageId: string; message: string; now: string }
  | {
      type: 'RecordStepAssistantReply';
      stepId: string;
      todoId: string;
      userId: string;
      messageId: string;
      replyToMessageId: string;
      response: string;
      extractedFindings: { findingType: FindingType; title: string; content: string }[];
      stepCompleted: boolean;
      nextAction: string | null;
      /** The ids the reply's outcome is applied to the todo with (see the event). */
      todoOutcome: { findingIds: string[]; evaluationRequestId: string };
      now: string;
      /** The audit record of the planner call that wrote the reply. */
      plannerCall?: PlannerCallData;
    }
  /** A planner call that wrote no reply (it failed) still goes on the chat's record. */
  | { type: 'RecordPlannerCall'; userId: string; plannerCall: PlannerCallData };

const initialState = (): StepChatState => ({ userId: null, awaitingReply: [], answered: [] });

function evolve(state: StepChatState, event: StepChatEvent): StepChatState {
  switch (event.type) {
    case 'StepChatMessagePosted':
      return { ...state, userId: event.data.userId, awaitingReply: [...state.awaitingReply, event.data.messageId] };
    case 'StepAssistantReplied':
      return {
        ...state,
        awaitingReply: state.awaitingReply.filter((m) => m !== event.data.replyToMessageId),
        answered: [...state.answered, event.data.replyToMessageId],
      };
    case 'PlannerCallRecorded':
      return state;
    default:
      return assertNever(event);
  }
}

function decide(command: StepChatCommand, state: StepChatState): StepChatEvent[] {
  // A step's chat belongs to the step's owner; anyone else is told the step does not exist.
  if (state.userId !== null && state.userId !== command.userId) throw notFound('Step not found');
  switch (command.type) {
    case 'PostStepChatMessage': {
      const message = command.message.trim();
      if (message === '') throw invalid(MESSAGE_REQUIRED);
      if (message.length > MESSAGE_MAX) throw invalid(`Message must be at most ${MESSAGE_MAX} characters`);
      const { stepId, todoId, userId, messageId, now } = command;
      return [{ type: 'StepChatMessagePosted', data: { messageId, stepId, todoId, userId, message, postedAt: now } }];
    }
    case 'RecordStepAssistantReply': {
      // Once per user message: a repeated reply changes nothing.
      if (state.answered.includes(command.replyToMessageId)) return [];
      if (!state.awaitingReply.includes(command.replyToMessageId)) throw notFound('Message not found');
      const { now, type: _type, userId: _userId, plannerCall, ...reply } = command;
      return withPlannerCall<StepChatEvent>([{ type: 'StepAssistantReplied', data: { ...reply, repliedAt: now } }], plannerCall);
    }
    case 'RecordPlannerCall':
      if (state.userId === null) throw notFound('Step not found');
      return [{ type: 'PlannerCallRecorded', data: command.plannerCall }];
    default:
      return assertNever(command);
  }
}

export const stepChatDecider: Decider<StepChatState, StepChatCommand, StepChatEvent> = { initialState, evolve, decide };

export const stepChatStreamId = (stepId: string) => `stepchat-${stepId}`;

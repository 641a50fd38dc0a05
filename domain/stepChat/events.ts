import { z } from 'zod';
import { defineEventSchemas, type EventOf } from '../eventSchemas';
import type { PlannerCallRecorded } from '../plannerCalls/events';
import { FINDING_TYPES } from '../todos/events';

/** Events of the `stepchat-{stepId}` stream: the conversation with the step assistant. */
const id = z.uuid();
const timestamp = z.iso.datetime({ offset: true });

export const stepChatEventSchemas = defineEventSchemas({
  StepChatMessagePosted: {
    version: 1,
    schema: z.object({
      messageId: id,
      stepId: id,
      todoId: id,
      userId: id,
      message: z.string().min(1),
      postedAt: timestamp,
    }),
  },
  /**
   * v2: `todoOutcome` names the ids the reply's outcome is applied to the todo with (the
   * step-chat outcome reactor finishes it when the request could not); v1 replies had their
   * outcome applied in the request alone, and read as `todoOutcome: null`.
   */
  StepAssistantReplied: {
    version: 2,
    schema: z.object({
      messageId: id,
      stepId: id,
      todoId: id,
      replyToMessageId: id,
      response: z.string(),
      /** What the assistant found in the user's message (recorded as findings on the todo). */
      extractedFindings: z.array(z.object({ findingType: z.enum(FINDING_TYPES), title: z.string(), content: z.string() })),
      stepCompleted: z.boolean(),
      nextAction: z.string().nullable(),
      repliedAt: timestamp,
      /**
       * How the outcome (the findings above, the step completed) goes onto the todo: the finding
       * ids, in the order of `extractedFindings`, and the evaluation request id used when the
       * completion finishes the plan. Null on replies recorded before replies carried it.
       */
      todoOutcome: z.object({ findingIds: z.array(id), evaluationRequestId: id }).nullable(),
    }),
    upcast: { 1: (data: object) => ({ ...data, todoOutcome: null }) },
  },
});

/** With the audit record of the planner call behind a reply. */
export type StepChatEvent = EventOf<typeof stepChatEventSchemas> | PlannerCallRecorded;

import { z } from 'zod';
import type { DomainEvent } from '../decider';
import { defineEventSchemas } from '../eventSchemas';
import { FALLBACK_REASON_KINDS, fallbackReasonKind } from './fallbackReasons';

const id = z.uuid();
const isoTime = z.iso.datetime({ offset: true });

/**
 * One planner call on the record (the audit trail): model (or offline), prompt version, key
 * inputs, validated output, tokens, latency, whether the offline planner stood in and why.
 * It lands on the stream of what the call produced, in the same append: `job-{id}` (plans),
 * `todo-{id}` (step plans, evaluations), `stepchat-{stepId}` (chat replies), `mission-{id}`
 * (completion summaries), `conversation-{id}` (Director replies); calls that produce no event
 * (questions, synchronous plans) go on `planner-calls-{userId}`.
 * Carries user text (inputs) and planner text (output): see domain/personalFields.ts.
 */
export const PlannerCallData = z.object({
  /** Set on a planning job's stream. */
  jobId: id.optional(),
  /** Whose request it was (the owner of the texts); absent on older job records. */
  userId: id.optional(),
  /** The existing mission or odyssey a synchronous plan was asked for (its history shows the call). */
  missionId: id.optional(),
  odysseyId: id.optional(),
  capability: z.string().min(1),
  model: z.string().min(1),
  promptVersion: z.string().min(1),
  inputs: z.record(z.string(), z.unknown()),
  output: z.unknown(),
  usage: z.object({ inputTokens: z.number().int().min(0), outputTokens: z.number().int().min(0), totalTokens: z.number().int().min(0) }).nullable(),
  latencyMs: z.number().int().min(0),
  attempts: z.number().int().min(0),
  fallback: z.boolean(),
  /** Why the offline planner (or a plain text) stood in, in words; absent on older records. */
  fallbackReason: z.string().nullable().optional(),
  /**
   * Why it stood in, as a kind analysts count (domain/plannerCalls/fallbackReasons.ts), recorded
   * with the call: null when the model's answer was used. Not personal: a word from a fixed list.
   */
  fallbackKind: z.enum(FALLBACK_REASON_KINDS).nullable(),
  problems: z.array(z.string()),
  error: z.string().nullable(),
  recordedAt: isoTime,
});
export type PlannerCallData = z.infer<typeof PlannerCallData>;

export const plannerCallEventSchemas = defineEventSchemas({
  PlannerCallRecorded: {
    version: 2,
    schema: PlannerCallData,
    // Version 1 recorded the reason in words only: its kind is read from that wording.
    upcast: { 1: (data: { fallback?: boolean; fallbackReason?: string | null }) => ({ ...data, fallbackKind: data.fallback ? fallbackReasonKind(data.fallbackReason) : null }) },
  },
});

export type PlannerCallRecorded = DomainEvent<'PlannerCallRecorded', PlannerCallData>;

/** Planner calls that produced no event of their own (questions, synchronous plans). */
export const plannerCallsStreamId = (userId: string) => `planner-calls-${userId}`;

/**
 * The record goes in the same append as the events the call produced: a command that
 * changed nothing (a repeated reply, a plan already there) records no call either.
 */
export function withPlannerCall<E extends DomainEvent>(events: E[], call: PlannerCallData | undefined): Array<E | PlannerCallRecorded> {
  return call && events.length > 0 ? [...events, { type: 'PlannerCallRecorded', data: call }] : events;
}

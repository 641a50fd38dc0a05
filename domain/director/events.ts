import { z } from 'zod';
import { defineEventSchemas, type EventOf } from '../eventSchemas';
import type { PlannerCallRecorded } from '../plannerCalls/events';
import { contextSettingKeys, responseStyles, systemPromptRoles, toolPermissionKeys } from './settings';

/** Events of the `conversation-{id}` and `director-settings-{userId}` streams. */

const isoTime = z.iso.datetime({ offset: true });

const conversationStarted = z.object({
  conversationId: z.uuid(),
  userId: z.uuid(),
  title: z.string().min(1),
  startedAt: isoTime,
});

const userMessagePosted = z.object({
  conversationId: z.uuid(),
  messageId: z.uuid(),
  content: z.string().min(1),
  postedAt: isoTime,
});

/** What a tool call did during a reply (kept for the history of what The Director changed). */
const toolCallOutcome = z.object({
  tool: z.string(),
  status: z.enum(['executed', 'failed', 'refused']),
  summary: z.string(),
});

const assistantMessagePosted = z.object({
  conversationId: z.uuid(),
  messageId: z.uuid(),
  content: z.string().min(1),
  postedAt: isoTime,
  toolCalls: z.array(toolCallOutcome),
});

const flags = <K extends string>(keys: readonly [K, ...K[]]) =>
  // Object.fromEntries types its keys as string: the shape has exactly `keys`.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

/** The settings object as stored and as the API answers it. */
export const directorSettingsSchema = z.object({
  response_style: z.enum(responseStyles),
  temperature: z.number().min(0).max(1),
  max_tokens: z.number().int().min(100).max(4000),
  tool_permissions: flags(toolPermissionKeys),
  context_settings: flags(contextSettingKeys),
  system_prompt_role: z.enum(systemPromptRoles),
  custom_system_prompt: z.string().nullable(),
});

const settingsUpdated = z.object({
  userId: z.uuid(),
  /** The whole settings object after the change: the read model needs no merging. */
  settings: directorSettingsSchema,
  updatedAt: isoTime,
});

export const directorEventSchemas = defineEventSchemas({
  DirectorConversationStarted: { version: 1, schema: conversationStarted },
  DirectorUserMessagePosted: { version: 1, schema: userMessagePosted },
  DirectorAssistantMessagePosted: { version: 1, schema: assistantMessagePosted },
  DirectorSettingsUpdated: { version: 1, schema: settingsUpdated },
});

export type ToolCallOutcome = z.infer<typeof toolCallOutcome>;

type Schemas = typeof directorEventSchemas;
/** With the audit record of the planner call behind a reply. */
export type ConversationEvent =
  | EventOf<Schemas, 'DirectorConversationStarted' | 'DirectorUserMessagePosted' | 'DirectorAssistantMessagePosted'>
  | PlannerCallRecorded;
export type DirectorSettingsEvent = EventOf<Schemas, 'DirectorSettingsUpdated'>;

export type DirectorEvent = ConversationEvent | DirectorSettingsEvent;

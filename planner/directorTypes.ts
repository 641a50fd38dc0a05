import type { ToolCallOutcome } from '../domain/director/events';
import type { DirectorSettings } from '../domain/director/settings';
import type { DirectorDataSnapshot } from './director/context';
import type { DirectorToolRunner } from './director/tools';

/**
 * What the planner needs to write one Director reply (Planner.directorReply). The reply is
 * streamed as text pieces; tool calls it makes are reported through `onToolCall`.
 */
/** Earlier messages given with each reply: enough for context, bounded for cost. */
export const directorHistoryLimit = 20;

export type DirectorMessage = { role: 'user' | 'assistant'; content: string };

export type DirectorInput = {
  /** The user's new message. */
  message: string;
  /** Earlier messages of the conversation, oldest first. */
  history: DirectorMessage[];
  /** The user's Director settings (style, temperature, max tokens, permissions, context toggles, role). */
  settings: DirectorSettings;
  /** The user's data, unfiltered: the Director applies `settings.context_settings` itself. */
  data: DirectorDataSnapshot;
  /** ISO time of the request: overdue and health are computed at it. */
  now: string;
  /**
   * Runs create-todo / update-mission calls as the user, with the ordinary validation and
   * ownership. Absent: no tool can change data. Permissions are checked before it is called.
   */
  tools?: DirectorToolRunner;
  /** Told about every tool call once it is executed, failed or refused. */
  onToolCall?: (outcome: ToolCallOutcome) => void;
};

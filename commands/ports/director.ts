import type { ToolCallOutcome } from '../../domain/director/events';
import type { DirectorSettings } from '../../domain/director/settings';
import type { MissionStatus } from '../../domain/missions/missionStatus';
import type { Priority } from '../../domain/todos/priority';
import type { TodoStatus } from '../../domain/todos/status';

/**
 * The Director's half of the Planner port (Planner.directorReply): what one reply is given.
 * Plain types, so that use cases may depend on the port without an implementation.
 */

/** Earlier messages given with each reply: enough for context, bounded for cost. */
export const directorHistoryLimit = 20;

export type DirectorMessage = { role: 'user' | 'assistant'; content: string };

/**
 * The plain data The Director may know about one user: rows as the read models hold them,
 * nothing derived. The API fills it from the read models; tests write it by hand.
 */
export type SnapshotOdyssey = { id: string; title: string; description: string | null; status: string };
export type SnapshotMission = {
  id: string;
  title: string;
  description: string | null;
  status: MissionStatus;
  odyssey_id: string | null;
  /** When it was created (ISO): an odyssey's plan creates its missions in their order. Absent when not known. */
  created_at?: string | null;
};
export type SnapshotTodo = {
  id: string;
  title: string;
  description: string | null;
  status: TodoStatus;
  priority: Priority;
  /** ISO date or timestamp, or null. */
  due_date: string | null;
  mission_id: string | null;
  total_steps: number;
  completed_steps: number;
  /** When it was completed (ISO): the forecast's pace. Absent or null while open. */
  completed_at?: string | null;
};
export type SnapshotStep = {
  id: string;
  todo_id: string;
  title: string;
  /** What the step says beyond its title: searched for what the plan mentions, never put in a prompt. Absent when not known. */
  description?: string | null;
  status: TodoStatus;
  order_index: number;
};
/** `todo_id` waits for `depends_on` (both todos of the snapshot). */
export type SnapshotWait = { todo_id: string; depends_on: string };

export type DirectorDataSnapshot = {
  odysseys: SnapshotOdyssey[];
  missions: SnapshotMission[];
  todos: SnapshotTodo[];
  steps: SnapshotStep[];
  waits: SnapshotWait[];
};

/** Arguments of the create_todo tool (the planner's zod schema must infer exactly this). */
export type CreateTodoArgs = {
  title: string;
  success_criteria: string;
  description?: string | null | undefined;
  priority?: 'low' | 'medium' | 'high' | undefined;
  due_date?: string | null | undefined;
  mission_id?: string | null | undefined;
};

/** Arguments of the update_mission tool (the planner's zod schema must infer exactly this). */
export type UpdateMissionArgs = {
  mission_id: string;
  title?: string | undefined;
  description?: string | undefined;
  status?: 'active' | 'paused' | 'completed' | undefined;
};

export type ToolRunResult = { ok: true; summary: string } | { ok: false; error: string };

/** Executes data-changing tools as the user (the API gives one; it applies the usual rules). */
export type DirectorToolRunner = {
  createTodo(args: CreateTodoArgs): Promise<ToolRunResult>;
  updateMission(args: UpdateMissionArgs): Promise<ToolRunResult>;
};

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
  /** The user's IANA time zone as their browser gives it: "today" is their day. Absent: UTC. */
  timeZone?: string | null;
  /**
   * Runs create-todo / update-mission calls as the user, with the ordinary validation and
   * ownership. Absent: no tool can change data. Permissions are checked before it is called.
   */
  tools?: DirectorToolRunner;
  /** Told about every tool call once it is executed, failed or refused. */
  onToolCall?: (outcome: ToolCallOutcome) => void;
};

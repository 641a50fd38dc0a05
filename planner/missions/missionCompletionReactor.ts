import type { RecordedEvent } from '../../commands/eventStore';
import { DomainError } from '../../domain/decider';
import { missionDecider, missionStreamId } from '../../domain/missions/missionDecider';
import type { MissionCompletionInput } from '../../commands/ports/planner';
import type { Reactor, ReactorContext } from '../reactorRuntime';
import { callOnRecord, describeFailure, stoodIn, toPlannerCallData, type PlannerCallRecord } from '../../commands/plannerCalls/recordingPlanner';
import { isPlannerError } from '../plannerError';

/** How long a reaction waits for the read models to include the event it reacts to. */
const CATCH_UP_TIMEOUT_MS = 10_000;

type TodoRow = {
  title: string;
  status: 'pending' | 'in_progress' | 'completed';
  success_criteria: string | null;
  completion_evaluation: { gaps_found?: boolean; gaps?: string[]; user_override?: boolean } | null;
};

/** Said when the planner cannot write the summary: the mission still completes. */
export function plainCompletionSummary(title: string, todoCount: number): string {
  if (todoCount === 1) return `The only todo of "${title}" is completed.`;
  return `All ${todoCount} todos of "${title}" are completed.`;
}

/** Events that can put open work in a completed mission: a todo or step reopened, a todo created, copied, moved or restored into it. */
const REOPENING_EVENTS = new Set(['TodoReopened', 'StepReopened', 'TodoCreated', 'TodoLinkedToMission', 'TodoRestored']);
/** Of those, the ones that name the mission: a todo outside any mission needs no read. */
const MISSION_NAMING_EVENTS = new Set(['TodoCreated', 'TodoLinkedToMission', 'TodoRestored']);

/**
 * A completed mission got an open todo (one of its todos or steps was reopened, or an open todo
 * was created, copied, moved or restored into it): the mission is active again, since completed
 * means every todo is done. Decided here, in the same reactor as the completion, so a reopening is always seen
 * after the completion it takes back.
 */
async function reopenMissionOf(todo: { id: string; mission_id: string; user_id: string; status: string }, ctx: ReactorContext) {
  if (todo.status === 'completed') return;
  const mission = await ctx.db('missions').where({ id: todo.mission_id, user_id: todo.user_id }).first('id', 'status');
  if (mission?.status !== 'completed') return;
  try {
    await ctx.handle({ streamId: missionStreamId(mission.id), decider: missionDecider, command: { type: 'ReopenMission', todoId: todo.id, now: ctx.now().toISOString() } });
  } catch (error) {
    // Deleted meanwhile: nothing left to reopen.
    if (error instanceof DomainError && error.code === 'not_found') return;
    throw error;
  }
}

/**
 * When a todo completes (by evaluation or by force) and it was the last open todo of its
 * mission, the planner writes a completion summary and the mission becomes completed; when a
 * completed mission gets an open todo, the mission is reopened. Reads the read models once
 * they include the event, so two todos completing at the same time are seen together (the
 * reactor follows the log in order).
 */
export const missionCompletionReactor: Reactor = {
  // The name keys its checkpoint and the ids of the events it appends: it stays.
  name: 'complete-mission-when-todos-done',
  handles: ['TodoAutoCompleted', 'TodoForceCompleted', ...REOPENING_EVENTS],

  async react(event: RecordedEvent, ctx: ReactorContext) {
    const { todoId, missionId } = event.data as { todoId: string; missionId?: string | null };
    if (MISSION_NAMING_EVENTS.has(event.type) && !missionId) return;
    if (!(await ctx.waitForReadModels(event.position, CATCH_UP_TIMEOUT_MS))) {
      throw new Error(`read models did not reach position ${event.position} in time`);
    }
    const todo = await ctx.db('todos').where({ id: todoId }).first('id', 'mission_id', 'user_id', 'status');
    if (!todo?.mission_id) return;
    if (REOPENING_EVENTS.has(event.type)) return reopenMissionOf(todo, ctx);
    const mission = await ctx.db('missions').where({ id: todo.mission_id, user_id: todo.user_id }).first();
    if (!mission) return;
    if (mission.status === 'completed' && mission.completion_evaluation) return;
    const todos: TodoRow[] = await ctx
      .db('todos')
      .where({ mission_id: mission.id, user_id: mission.user_id })
      .orderBy('created_at')
      .select('title', 'status', 'success_criteria', 'completion_evaluation');
    const completed = todos.filter((t) => t.status === 'completed').length;
    if (todos.length === 0 || completed < todos.length) return;

    const input: MissionCompletionInput = {
      mission: { title: mission.title, description: mission.description },
      todos: todos.map((t) => ({
        title: t.title,
        status: t.status,
        success_criteria: t.success_criteria,
        completion_evaluation: t.completion_evaluation
          ? { gaps_found: Boolean(t.completion_evaluation.gaps_found), gaps: t.completion_evaluation.gaps ?? [], user_override: t.completion_evaluation.user_override }
          : null,
      })),
    };
    let evaluation: string;
    let call: PlannerCallRecord | null;
    const asked = await callOnRecord(ctx.planner, (planner) => planner.missionCompletionSummary(input));
    if (asked.ok) {
      evaluation = asked.value;
      call = asked.call;
    } else {
      ctx.logger.warn({ err: asked.error, missionId: mission.id }, 'mission completion summary failed; using a plain one');
      evaluation = plainCompletionSummary(mission.title, todos.length);
      call =
        asked.call &&
        (isPlannerError(asked.error)
          ? stoodIn(asked.call, evaluation, describeFailure(asked.error), asked.error.reason)
          : stoodIn(asked.call, evaluation, 'the summary could not be written', 'other'));
    }
    const plannerCall = call ? toPlannerCallData(call, ctx.now().toISOString(), { userId: mission.user_id }) : undefined;
    try {
      await ctx.handle({
        streamId: missionStreamId(mission.id),
        decider: missionDecider,
        command: { type: 'CompleteMission', evaluation, todos: { total: todos.length, completed }, now: ctx.now().toISOString(), plannerCall },
      });
    } catch (error) {
      // Deleted meanwhile, or already completed: nothing left to do.
      if (error instanceof DomainError && (error.code === 'not_found' || error.code === 'conflict')) return;
      throw error;
    }
  },
};

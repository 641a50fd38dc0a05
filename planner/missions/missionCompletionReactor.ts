import type { RecordedEvent } from '../../commands/eventStore';
import { stateBefore } from '../../commands/handleCommand';
import { DomainError } from '../../domain/decider';
import { missionDecider, missionStreamId } from '../../domain/missions/missionDecider';
import type { TodoEvent } from '../../domain/todos/events';
import { todoDecider } from '../../domain/todos/todoDecider';
import type { TodoState } from '../../domain/todos/todoState';
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

/**
 * Events that can put open work in a completed mission: a todo or step reopened, a todo
 * created, copied, moved or restored into it, an undo that opens a todo again or links it back.
 */
const REOPENING_EVENTS = new Set(['TodoReopened', 'StepReopened', 'TodoCreated', 'TodoLinkedToMission', 'TodoRestored', 'TodoEditUndone', 'StepCompletionUndone']);
/** Of those, the ones that name the mission: a todo outside any mission needs no read. */
const MISSION_NAMING_EVENTS = new Set(['TodoCreated', 'TodoRestored']);
/** Events that can take an open todo out of a mission: deleted, moved out, or moved back by an undo. */
const LEAVING_EVENTS = new Set(['TodoDeleted', 'TodoUnlinkedFromMission', 'TodoLinkedToMission', 'TodoEditUndone']);
/** Events that can bring a completed todo into a mission: restored, moved in, or linked back by an undo. */
const ARRIVING_EVENTS = new Set(['TodoRestored', 'TodoLinkedToMission', 'TodoEditUndone']);
/**
 * A mission whose todos changed wholesale: a re-plan undone (its todos of before come back and
 * those of the new plan leave), or the mission restored (its todos come back, as they are now).
 */
const MISSION_SETTLING_EVENTS = new Set(['MissionReplanUndone', 'MissionRestored']);

const isIn = (todo: TodoState, missionId: string | null) => missionId !== null && todo.lifecycle === 'active' && todo.missionId === missionId;
const isOpenIn = (todo: TodoState, missionId: string | null) => isIn(todo, missionId) && todo.status !== 'completed';
const isCompletedIn = (todo: TodoState, missionId: string | null) => isIn(todo, missionId) && todo.status === 'completed';

/** The todo just before and just after `event`, from the todo's own stream. */
async function todoAround(event: RecordedEvent, ctx: ReactorContext): Promise<{ before: TodoState; after: TodoState }> {
  const before = stateBefore(await ctx.store.readStream(event.streamId), todoDecider, event.revision);
  return { before, after: todoDecider.evolve(before, { type: event.type, data: event.data } as TodoEvent) };
}

/** The mission an open todo left with this event (deleted, moved elsewhere or standalone); null when no open work left a mission. */
function missionLeftBy({ before, after }: { before: TodoState; after: TodoState }): { missionId: string; userId: string } | null {
  const { missionId, userId } = before;
  if (missionId === null || userId === null || !isOpenIn(before, missionId) || isOpenIn(after, missionId)) return null;
  return { missionId, userId };
}

/** The mission a completed todo came into with this event (restored, moved in, linked back by an undo); null when none did. */
function missionJoinedBy({ before, after }: { before: TodoState; after: TodoState }): { missionId: string; userId: string } | null {
  const { missionId, userId } = after;
  if (missionId === null || userId === null || !isCompletedIn(after, missionId) || isIn(before, missionId)) return null;
  return { missionId, userId };
}

/**
 * A completed mission got an open todo (one of its todos or steps was reopened, or an open todo
 * was created, copied, moved or restored into it, or an undo opened one again): the mission is
 * active again, since completed means every todo is done. Decided here, in the same reactor as
 * the completion, so a reopening is always seen after the completion it takes back.
 */
async function reopenMissionOf(todo: { id: string; mission_id: string; user_id: string; status: string }, ctx: ReactorContext) {
  if (todo.status === 'completed') return;
  const mission = await ctx.db('missions').where({ id: todo.mission_id, user_id: todo.user_id }).first('id', 'status');
  if (mission?.status !== 'completed') return;
  await reopen(mission.id, todo.id, ctx);
}

async function reopen(missionId: string, todoId: string, ctx: ReactorContext) {
  try {
    await ctx.handle({ streamId: missionStreamId(missionId), decider: missionDecider, command: { type: 'ReopenMission', todoId, now: ctx.now().toISOString() } });
  } catch (error) {
    // Deleted meanwhile: nothing left to reopen.
    if (error instanceof DomainError && error.code === 'not_found') return;
    throw error;
  }
}

/**
 * When a todo completes (by evaluation or by force) and it was the last open todo of its
 * mission, or the last open todo leaves it (deleted, moved out, set aside by the undo of a
 * re-plan) while at least one, all completed, remains, or a completed todo comes into it
 * (restored, moved in) and none is open, the planner writes a completion summary and the
 * mission becomes completed; when a completed mission gets an open todo, the mission is
 * reopened; a restored mission settles on the todos that come back with it. Reads the read models once they include the event, so two todos completing at the
 * same time are seen together (the reactor follows the log in order). Repeated, a reaction
 * changes nothing (the mission's decider refuses a second completion or reopening).
 */
export const missionCompletionReactor: Reactor = {
  // The name keys its checkpoint and the ids of the events it appends: it stays.
  name: 'complete-mission-when-todos-done',
  handles: ['TodoAutoCompleted', 'TodoForceCompleted', ...new Set([...REOPENING_EVENTS, ...LEAVING_EVENTS, ...ARRIVING_EVENTS]), ...MISSION_SETTLING_EVENTS],

  async react(event: RecordedEvent, ctx: ReactorContext) {
    const { todoId, missionId } = event.data as { todoId?: string; missionId?: string | null };
    if (MISSION_NAMING_EVENTS.has(event.type) && !missionId) return;
    if (!(await ctx.waitForReadModels(event.position, CATCH_UP_TIMEOUT_MS))) {
      throw new Error(`read models did not reach position ${event.position} in time`);
    }
    if (MISSION_SETTLING_EVENTS.has(event.type)) return missionId ? settleMission(missionId, ctx) : undefined;
    if (LEAVING_EVENTS.has(event.type) || ARRIVING_EVENTS.has(event.type)) {
      const around = await todoAround(event, ctx);
      const changed = (LEAVING_EVENTS.has(event.type) && missionLeftBy(around)) || (ARRIVING_EVENTS.has(event.type) && missionJoinedBy(around));
      if (changed) await completeIfDone(changed.missionId, changed.userId, ctx);
    }
    const todo = await ctx.db('todos').where({ id: todoId }).first('id', 'mission_id', 'user_id', 'status');
    if (!todo?.mission_id) return;
    if (REOPENING_EVENTS.has(event.type)) return reopenMissionOf(todo, ctx);
    if (LEAVING_EVENTS.has(event.type)) return;
    await completeIfDone(todo.mission_id, todo.user_id, ctx);
  },
};

/** A mission whose todos changed wholesale: completed when all that remain are, reopened when one is open. */
async function settleMission(missionId: string, ctx: ReactorContext) {
  const mission = await ctx.db('missions').where({ id: missionId }).first('id', 'user_id', 'status');
  if (!mission) return;
  const open = await ctx.db('todos').where({ mission_id: missionId, user_id: mission.user_id }).whereNot({ status: 'completed' }).orderBy('created_at').first('id');
  if (open && mission.status === 'completed') return reopen(missionId, open.id, ctx);
  if (!open) await completeIfDone(missionId, mission.user_id, ctx);
}

/** Completes the mission, with the planner's summary, when it has todos and every one is completed. */
async function completeIfDone(missionId: string, userId: string, ctx: ReactorContext) {
  const mission = await ctx.db('missions').where({ id: missionId, user_id: userId }).first();
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
}

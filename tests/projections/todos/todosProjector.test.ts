import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { handleCommand } from '../../../commands/handleCommand';
import { allEventSchemas } from '../../../domain/allEventSchemas';
import { stepChatDecider, stepChatStreamId } from '../../../domain/stepChat/stepChatDecider';
import { NOTE_MARKER } from '../../../domain/todos/notes';
import type { TodoCommand } from '../../../domain/todos/todoCommands';
import { todoDecider, todoStreamId } from '../../../domain/todos/todoDecider';
import { missionsProjector } from '../../../projections/missions/missionsProjector';
import { projectorRuntime } from '../../support/projectorRuntime';
import { rebuildProjections } from '../../../projections/rebuildProjections';
import type { TodoProgressView, TodoView } from '../../../projections/todos/todoAnswers';
import {
  getTodo,
  getTodoResourceSummary,
  listChatMessages,
  listTodosJson,
  todoProgressJson,
  type TodoFilters,
} from '../../../projections/todos/queries';
import { todosProjector } from '../../../projections/todos/todosProjector';
import { todoDependenciesProjector } from '../../../projections/todos/todoDependencies';
import { databaseForSuite, plainPool } from '../../support/databaseForSuite';
import { noGaps, withGaps } from '../../domain/todos/fixtures';

const silent = { info() {}, warn() {}, error() {} };
const now = new Date('2025-03-10T12:00:00.000Z');
const at = now.toISOString();

const database = databaseForSuite({ pool: plainPool(6), store: {} });
let runtime: ReturnType<typeof projectorRuntime>;
const userId = randomUUID();
/** The texts of newTodo()'s todo, which its evaluations judge. */
const judged = { title: 'Run a 10k', description: null, successCriteria: 'Finish under 60 minutes' };
const getTodoProgress = async (db: Knex, owner: string, todoId: string) => {
  const json = await todoProgressJson(db, owner, todoId);
  return json === undefined ? undefined : (JSON.parse(json) as TodoProgressView);
};
const listed = async (owner: string, filters: TodoFilters): Promise<TodoView[]> => JSON.parse((await listTodosJson(database.db, owner, filters, now, 'UTC')).json);

beforeAll(async () => {
  runtime = projectorRuntime({ db: database.db, url: database.url, store: database.store, schemas: allEventSchemas, projectors: [missionsProjector, todosProjector, todoDependenciesProjector] });
  database.closeFirst('runtime.stop()', () => runtime.stop());
  await runtime.start();
});

const actor = { userId, correlationId: 'test' };

/** A todo command without the actor and the time (filled in), the user overridable. */
type TodoInput = TodoCommand extends infer C ? (C extends TodoCommand ? Omit<C, 'userId' | 'now'> & { userId?: string } : never) : never;

/** Runs a todo command and waits until the read model has it. */
async function todo(command: TodoInput) {
  const result = await handleCommand({ store: database.store, now: () => now }, {
    streamId: todoStreamId(command.todoId),
    decider: todoDecider,
    command: { userId, now: at, ...command } as TodoCommand,
    actor,
  });
  if (result.position !== null) await runtime.waitFor(result.position, 5000);
  return result;
}

async function raw(streamId: string, type: string, data: unknown) {
  const result = await database.store.appendToStream(streamId, [{ id: randomUUID(), type, data, metadata: { userId, occurredAt: at, correlationId: 'test', causationId: null } }], { expectedRevision: 'any' });
  await runtime.waitFor(result.position, 5000);
}

async function newTodo(fields: Partial<Extract<TodoCommand, { type: 'CreateTodo' }>> = {}, stepTitles = ['Pick a plan', 'Train', 'Race']) {
  const todoId = randomUUID();
  const steps = stepTitles.map((title) => ({ stepId: randomUUID(), title }));
  await todo({ type: 'CreateTodo', todoId, title: 'Run a 10k', successCriteria: 'Finish under 60 minutes', ...fields, steps });
  return { todoId, stepIds: steps.map((s) => s.stepId) };
}

describe('todos read model', () => {
  it('holds a new todo with its planned steps in order and their counts', async () => {
    const { todoId, stepIds } = await newTodo({ priority: 'high', dueDate: '2025-04-01', description: 'Spring race' });
    const view = await getTodo(database.db, userId, todoId, now, 'UTC');
    expect(view).toMatchObject({
      id: todoId,
      title: 'Run a 10k',
      description: 'Spring race',
      success_criteria: 'Finish under 60 minutes',
      status: 'pending',
      priority: 'high',
      due_date: '2025-04-01T23:59:59.999Z',
      mission_id: null,
      total_steps: 3,
      completed_steps: 0,
      completion_evaluation: null,
      is_overdue: false,
    });
    expect(view!.steps.map((s) => [s.id, s.title, s.order_index, s.status])).toEqual([
      [stepIds[0], 'Pick a plan', 0, 'pending'],
      [stepIds[1], 'Train', 1, 'pending'],
      [stepIds[2], 'Race', 2, 'pending'],
    ]);
  });

  it('answers nothing for another user', async () => {
    const { todoId } = await newTodo();
    expect(await getTodo(database.db, randomUUID(), todoId, now, 'UTC')).toBeUndefined();
    expect(await getTodoProgress(database.db, randomUUID(), todoId)).toBeUndefined();
    expect(await getTodoResourceSummary(database.db, randomUUID(), todoId)).toBeUndefined();
  });

  it('computes overdue when read: the same row is overdue later without a new event', async () => {
    const { todoId } = await newTodo({ dueDate: '2025-03-11' });
    expect((await getTodo(database.db, userId, todoId, new Date('2025-03-11T20:00:00Z'), 'UTC'))!.is_overdue).toBe(false);
    expect((await getTodo(database.db, userId, todoId, new Date('2025-03-12T00:00:01Z'), 'UTC'))!.is_overdue).toBe(true);
  });

  it('tracks step completion, starts the todo and auto-completes it after an evaluation without gaps', async () => {
    const { todoId, stepIds } = await newTodo({}, ['Train', 'Race']);
    const requestId = randomUUID();
    await todo({ type: 'CompleteStep', todoId, stepId: stepIds[0], evaluationRequestId: requestId });
    let view = await getTodo(database.db, userId, todoId, now, 'UTC');
    expect(view).toMatchObject({ status: 'in_progress', completed_steps: 1, total_steps: 2, progress_percentage: 50 });

    await todo({ type: 'CompleteStep', todoId, stepId: stepIds[1], evaluationRequestId: requestId });
    expect(await database.db('todos').where({ id: todoId }).first('pending_evaluation_request_id')).toEqual({ pending_evaluation_request_id: requestId });

    await todo({ type: 'RecordEvaluation', todoId, requestId, judged, evaluation: noGaps });
    view = await getTodo(database.db, userId, todoId, now, 'UTC');
    expect(view).toMatchObject({
      status: 'completed',
      completed_at: at,
      completed_steps: 2,
      completion_evaluation: { gaps_found: false, gaps: [], todo_auto_completed: true, user_override: false, evaluated_at: at, recommendation: noGaps.recommendation },
    });
    expect(await database.db('todos').where({ id: todoId }).first('pending_evaluation_request_id')).toEqual({ pending_evaluation_request_id: null });
  });

  it('keeps a todo with gaps open and marks a force-complete as a user override', async () => {
    const { todoId, stepIds } = await newTodo({}, ['Race']);
    const requestId = randomUUID();
    await todo({ type: 'CompleteStep', todoId, stepId: stepIds[0], evaluationRequestId: requestId });
    await todo({ type: 'RecordEvaluation', todoId, requestId, judged, evaluation: withGaps });
    expect(await getTodo(database.db, userId, todoId, now, 'UTC')).toMatchObject({
      status: 'in_progress',
      completion_evaluation: { gaps_found: true, gaps: withGaps.gaps, todo_auto_completed: false, user_override: false },
    });
    await todo({ type: 'ForceCompleteTodo', todoId });
    expect(await getTodo(database.db, userId, todoId, now, 'UTC')).toMatchObject({
      status: 'completed',
      completion_evaluation: { gaps_found: true, gaps: withGaps.gaps, todo_auto_completed: false, user_override: true },
    });
  });

  it('holds evidence, findings, notes and chat, and counts them for progress and the resource summary', async () => {
    const { todoId, stepIds } = await newTodo({}, ['Train', 'Race']);
    await todo({ type: 'AddEvidence', todoId, stepId: stepIds[0], evidenceId: randomUUID(), contentText: 'Ran 8 km in 47 minutes' });
    const findingId = randomUUID();
    await todo({ type: 'AddFinding', todoId, stepId: stepIds[0], findingId, findingType: 'information', title: 'Pace', content: '5:50 per km' });
    await todo({ type: 'AddFinding', todoId, stepId: stepIds[1], findingId: randomUUID(), findingType: 'resource', title: 'Race site', content: 'https://example.org' });
    await todo({ type: 'AddStepNote', todoId, stepId: stepIds[0], content: 'Knee felt fine' });
    await todo({ type: 'CompleteStep', todoId, stepId: stepIds[0], evaluationRequestId: randomUUID() });
    const messageId = randomUUID();
    for (const command of [
      { type: 'PostStepChatMessage' as const, stepId: stepIds[1], todoId, userId, messageId, message: 'Which race should I pick?', now: at },
      {
        type: 'RecordStepAssistantReply' as const,
        stepId: stepIds[1],
        todoId,
        userId,
        messageId: randomUUID(),
        replyToMessageId: messageId,
        response: 'Pick one 8 weeks out.',
        extractedFindings: [],
        stepCompleted: false,
        nextAction: 'Shortlist two races',
        todoOutcome: { findingIds: [], evaluationRequestId: randomUUID() },
        now: at,
      },
    ]) {
      const r = await handleCommand({ store: database.store, now: () => now }, { streamId: stepChatStreamId(stepIds[1]), decider: stepChatDecider, command, actor });
      await runtime.waitFor(r.position!, 5000);
    }

    const view = await getTodo(database.db, userId, todoId, now, 'UTC');
    expect(view!.steps[0].description).toBe(`${NOTE_MARKER} Knee felt fine`);
    expect(view!.steps[0].evidence.map((e) => [e.content_text, e.step_title, e.content_type])).toEqual([['Ran 8 km in 47 minutes', 'Train', 'text']]);

    const progress = await getTodoProgress(database.db, userId, todoId);
    expect(progress!.metrics).toEqual({
      completion_percentage: 50,
      completed_steps: 1,
      total_steps: 2,
      in_progress_steps: 0,
      pending_steps: 1,
      total_findings: 2,
      total_evidence: 1,
    });
    expect(progress!.steps.map((s) => [s.title, s.finding_count, s.evidence_count])).toEqual([
      ['Train', 1, 1],
      ['Race', 1, 0],
    ]);
    expect(progress!.findings.map((f) => f.title).sort()).toEqual(['Pace', 'Race site']);

    const summary = await getTodoResourceSummary(database.db, userId, todoId);
    expect(summary).toMatchObject({ has_resources: true, completed_step_count: 1, evidence_count: 1, chat_message_count: 2, finding_count: 2 });
    expect(summary!.chat_previews.map((c) => c.role)).toEqual(['assistant', 'user']);
    expect(summary!.evidence_previews[0]).toMatchObject({ step_title: 'Train', content_preview: 'Ran 8 km in 47 minutes' });

    expect((await listChatMessages(database.db, userId, stepIds[1])).map((m) => [m.role, m.message])).toEqual([
      ['user', 'Which race should I pick?'],
      ['assistant', 'Pick one 8 weeks out.'],
    ]);

    await todo({ type: 'DeleteFinding', todoId, findingId });
    expect((await getTodoProgress(database.db, userId, todoId))!.metrics.total_findings).toBe(1);
  });

  it('drops retired steps with their evidence, findings and chat on re-plan', async () => {
    const { todoId, stepIds } = await newTodo({}, ['Train', 'Race']);
    await todo({ type: 'AddEvidence', todoId, stepId: stepIds[0], evidenceId: randomUUID(), contentText: 'Ran' });
    await todo({ type: 'AddFinding', todoId, stepId: stepIds[0], findingId: randomUUID(), findingType: 'decision', title: 'Plan', content: 'Three runs a week' });
    await todo({ type: 'CompleteStep', todoId, stepId: stepIds[0], evaluationRequestId: randomUUID() });
    const r = await handleCommand({ store: database.store, now: () => now }, {
      streamId: stepChatStreamId(stepIds[0]),
      decider: stepChatDecider,
      command: { type: 'PostStepChatMessage', stepId: stepIds[0], todoId, userId, messageId: randomUUID(), message: 'Hi', now: at },
      actor,
    });
    await runtime.waitFor(r.position!, 5000);

    const fresh = randomUUID();
    await todo({ type: 'RegenerateSteps', todoId, steps: [{ stepId: fresh, title: 'Find a coach' }] });
    const view = await getTodo(database.db, userId, todoId, now, 'UTC');
    expect(view!.steps.map((s) => s.id)).toEqual([fresh]);
    expect(view).toMatchObject({ total_steps: 1, completed_steps: 0 });
    expect(await getTodoResourceSummary(database.db, userId, todoId)).toMatchObject({ has_resources: false, evidence_count: 0, finding_count: 0, chat_message_count: 0, completed_step_count: 0 });
    for (const table of ['evidence', 'findings', 'step_chat_messages', 'steps']) {
      expect(await database.db(table).whereIn(table === 'steps' ? 'id' : 'step_id', stepIds)).toEqual([]);
    }
  });

  it('removes a deleted todo and everything on it', async () => {
    const { todoId, stepIds } = await newTodo({}, ['Train']);
    await todo({ type: 'AddEvidence', todoId, stepId: stepIds[0], evidenceId: randomUUID(), contentText: 'Ran' });
    await todo({ type: 'DeleteTodo', todoId });
    expect(await getTodo(database.db, userId, todoId, now, 'UTC')).toBeUndefined();
    for (const table of ['steps', 'evidence', 'findings', 'step_chat_messages']) expect(await database.db(table).where({ todo_id: todoId })).toEqual([]);
  });

  it('keeps todos as standalone when their mission is deleted, and drops them when the mission is re-planned', async () => {
    const missionId = randomUUID();
    const replannedMission = randomUUID();
    for (const id of [missionId, replannedMission]) {
      await raw(`mission-${id}`, 'MissionCreated', { missionId: id, userId, title: 'Get fit', description: null, odysseyId: null, copiedFromMissionId: null, createdAt: at });
    }
    const kept = await newTodo({ missionId });
    const replaced = await newTodo({ missionId: replannedMission });
    const other = await newTodo({ missionId: replannedMission, title: 'Stretch' });
    expect((await listed(userId, { missionId })).map((t) => [t.id, t.mission_title])).toEqual([[kept.todoId, 'Get fit']]);

    await raw(`mission-${missionId}`, 'MissionDeleted', { missionId, deletedAt: at });
    expect(await getTodo(database.db, userId, kept.todoId, now, 'UTC')).toMatchObject({ mission_id: null, mission_title: null });

    await raw(`mission-${replannedMission}`, 'MissionReplanRequested', { missionId: replannedMission, title: 'Get fit', description: null, requestedAt: at });
    expect(await getTodo(database.db, userId, replaced.todoId, now, 'UTC')).toBeUndefined();
    expect(await getTodo(database.db, userId, other.todoId, now, 'UTC')).toBeUndefined();
    expect(await database.db('steps').whereIn('todo_id', [replaced.todoId, other.todoId])).toEqual([]);
    expect(await getTodo(database.db, userId, kept.todoId, now, 'UTC')).toBeDefined();

    // Its stream still has the set-aside todo active: a late step stays with it, out of the live tables.
    const late = randomUUID();
    await todo({ type: 'AddStep', todoId: replaced.todoId, stepId: late, title: 'Late step' });
    await todo({ type: 'CompleteStep', todoId: replaced.todoId, stepId: late, evaluationRequestId: randomUUID() });
    await todo({ type: 'UpdateTodo', evaluationRequestId: randomUUID(), todoId: replaced.todoId, priority: 'high' });
    expect(await database.db('steps').where({ todo_id: replaced.todoId })).toEqual([]);
    expect(await database.db('trashed_steps').where({ id: late }).first('status', 'trash_reason')).toEqual({ status: 'completed', trash_reason: 'mission_replanned' });
    expect(await database.db('trashed_todos').where({ id: replaced.todoId }).first('priority', 'total_steps', 'completed_steps', 'trash_reason', 'trashed_at')).toEqual({
      priority: 'high',
      total_steps: 4,
      completed_steps: 1,
      trash_reason: 'mission_replanned',
      trashed_at: now,
    });
  });

  it('filters the list by status, priority and standalone', async () => {
    const owner = randomUUID();
    const make = async (title: string, priority: string, missionId: string | null) => {
      const todoId = randomUUID();
      await todo({ type: 'CreateTodo', todoId, userId: owner, title, successCriteria: 'Done', priority, missionId });
      return todoId;
    };
    const missionId = randomUUID();
    await raw(`mission-${missionId}`, 'MissionCreated', { missionId, userId: owner, title: 'M', description: null, odysseyId: null, copiedFromMissionId: null, createdAt: at });
    await make('A', 'high', null);
    const b = await make('B', 'low', missionId);
    await todo({ type: 'UpdateTodo', evaluationRequestId: randomUUID(), todoId: b, userId: owner, status: 'in_progress' });
    const titles = async (filters: TodoFilters) => (await listed(owner, filters)).map((t) => t.title).sort();
    expect(await titles({})).toEqual(['A', 'B']);
    expect(await titles({ status: 'in_progress' })).toEqual(['B']);
    expect(await titles({ priority: 'high' })).toEqual(['A']);
    expect(await titles({ missionId: 'standalone' })).toEqual(['A']);
    expect(await titles({ missionId })).toEqual(['B']);
  });

  it('drops a deleted user’s todos', async () => {
    const owner = randomUUID();
    const todoId = randomUUID();
    await todo({ type: 'CreateTodo', todoId, userId: owner, title: 'Mine', successCriteria: 'Done', steps: [{ stepId: randomUUID(), title: 'Only step' }] });
    await raw(`user-${owner}`, 'UserDeleted', { userId: owner, deletedBy: randomUUID(), deletedAt: at });
    expect(await database.db('todos').where({ user_id: owner })).toEqual([]);
    expect(await database.db('steps').where({ user_id: owner })).toEqual([]);
  });

  it('keeps who planned the current steps: the offline planner standing in, then the model of a re-plan', async () => {
    const todoId = randomUUID();
    await todo({ type: 'CreateTodo', todoId, title: 'Run a 10k', successCriteria: 'Finish under 60 minutes', steps: [] });
    const call = (model: string, fallbackReason: string | null) => ({
      capability: 'todoSteps', model, promptVersion: 'v1', inputs: {}, output: null, usage: null, latencyMs: 5, attempts: 1,
      fallback: fallbackReason !== null, fallbackReason, fallbackKind: fallbackReason === null ? null : ('unavailable' as const), problems: [], error: null, recordedAt: at,
    });
    await todo({ type: 'PlanSteps', todoId, steps: [{ stepId: randomUUID(), title: 'Train' }], plannerCall: call('offline (fallback from local-model)', 'the model answered with an error (HTTP 500)') });
    expect((await getTodo(database.db, userId, todoId, now, 'UTC'))!.steps_planner).toEqual({ name: 'offline (fallback from local-model)', fallback: true, reason: 'the model answered with an error (HTTP 500)' });

    await todo({ type: 'RegenerateSteps', todoId, steps: [{ stepId: randomUUID(), title: 'Find a coach' }], plannerCall: call('local-model', null) });
    expect((await getTodo(database.db, userId, todoId, now, 'UTC'))!.steps_planner).toEqual({ name: 'local-model', fallback: false, reason: null });
    // An evaluation's call on the same stream says nothing about the steps.
    await raw(todoStreamId(todoId), 'PlannerCallRecorded', { ...call('offline (fallback from local-model)', 'timed out'), capability: 'evaluateTodo' });
    expect((await listed(userId, {})).find((t) => t.id === todoId)!.steps_planner).toEqual({ name: 'local-model', fallback: false, reason: null });

  });

  it('rebuilds the same rows from the log', async () => {
    const columns = 'id, status, total_steps, completed_steps, completion_evaluation, mission_id, steps_planner, retired_steps_planner';
    const live = await database.db.raw(`SELECT ${columns} FROM public.todos ORDER BY id`);
    await rebuildProjections({ db: database.db, connectionString: database.url, store: database.store, schemas: allEventSchemas, projectors: [missionsProjector, todosProjector, todoDependenciesProjector], logger: silent, schema: 'rebuilt' });
    const rebuilt = await database.db.raw(`SELECT ${columns} FROM rebuilt.todos ORDER BY id`);
    expect(rebuilt.rows).toEqual(live.rows);
    expect(live.rows.length).toBeGreaterThan(5);
    const liveSteps = await database.db.raw('SELECT id, status, description, order_index FROM public.steps ORDER BY id');
    const rebuiltSteps = await database.db.raw('SELECT id, status, description, order_index FROM rebuilt.steps ORDER BY id');
    expect(rebuiltSteps.rows).toEqual(liveSteps.rows);
    // And the same set-aside rows, events that reached them after they left included.
    const trashed = (schema: string) => database.db.raw(`SELECT ${columns}, priority, trash_reason, trashed_at FROM ${schema}.trashed_todos ORDER BY id`);
    expect((await trashed('rebuilt')).rows).toEqual((await trashed('public')).rows);
    const trashedSteps = (schema: string) => database.db.raw(`SELECT id, status, todo_id, trash_reason, trashed_at FROM ${schema}.trashed_steps ORDER BY id`);
    expect((await trashedSteps('rebuilt')).rows).toEqual((await trashedSteps('public')).rows);
  });

  it('applied every event of these tests (nothing dead-lettered)', async () => {
    expect(await database.db('projection_dead_letters').select('event_type', 'error')).toEqual([]);
  });
});

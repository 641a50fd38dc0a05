import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../../commands/eventStore';
import { analyticsProjector } from '../../../projections/analytics/analyticsProjector';
import { buildReadModel, tableRowsAsJson, useScratchDatabase } from '../../support/readModelBuild';
import { realisticLog } from '../../support/realisticLog';

// Builds the analytics read model several times from a realistic log.
jest.setTimeout(120_000);

const db = useScratchDatabase();

const TABLES = { analytics_todo_facts: 'todo_id', analytics_evaluations: 'request_id', analytics_planner_calls: 'call_id' };

/** Every row as an object parsed from its JSON (times to the microsecond), in key order. */
async function dump(schema: string): Promise<Record<string, Record<string, unknown>[]>> {
  const tables = await tableRowsAsJson(db(), schema, TABLES);
  return Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, rows.map((row) => JSON.parse(row))]));
}

type Extra = { type: string; streamId: string; userId: string | null; data: object; causationId?: string };

const recorded = (e: Extra): RecordedEvent => {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    streamId: e.streamId,
    revision: 0n,
    position: 0n,
    type: e.type,
    data: e.data,
    metadata: { userId: e.userId, occurredAt: now, correlationId: randomUUID(), causationId: e.causationId ?? null, schemaVersion: 1 },
    recordedAt: now,
  };
};

it('the batched path writes exactly what applying the events one by one writes', async () => {
  const events = [...realisticLog(4000)];
  const created = events.filter((e) => e.type === 'TodoCreated').map((e) => e.data as { todoId: string; userId: string; missionId: string });
  const requested = events.filter((e) => e.type === 'TodoEvaluationRequested').map((e) => e.data as { todoId: string; requestId: string });
  const chats = events.filter((e) => e.type === 'StepChatMessagePosted').map((e) => e.data as { messageId: string; stepId: string; todoId: string; userId: string });
  const t = (ms: number) => new Date(Date.parse('2025-01-02T00:00:00.000Z') + ms).toISOString();
  const todo = (todoId: string, type: string, data: object, causationId?: string): Extra => ({ type, streamId: `todo-${todoId}`, userId: null, data: { todoId, ...data }, causationId });
  const evaluated = (todoId: string, requestId: string, evaluatedAt: string, recommendation: string) =>
    todo(todoId, 'TodoEvaluated', { requestId, gapsFound: true, gaps: ['a', 'b'], suggestions: ['c'], recommendation, criteria: [{ criterion: 'x', met: true, evidence: 'y' }, { criterion: 'z', met: false, evidence: 'w' }], evaluatedAt });
  const step = { stepId: randomUUID(), title: 'Again', description: null, orderIndex: 0 };

  const [t1, t2, t3, t4] = [created[2], created[5], created[7], created[8]];
  const fresh = { todoId: randomUUID(), userId: created[0].userId };
  const [r2, r3, r4a, r4b] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()].sort();
  const ghost = { todoId: randomUUID(), requestId: randomUUID() };
  const conversation = randomUUID();
  const [dA, dB, dD, dE] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const director = (type: string, data: object): Extra => ({ type, streamId: `conversation-${conversation}`, userId: created[0].userId, data: { conversationId: conversation, ...data } });
  const [j1, j2, j3, j4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const deletedUser = t4.userId;
  const job = (jobId: string, type: string, data: object): Extra => ({ type, streamId: `job-${jobId}`, userId: null, data: { jobId, ...data } });
  const jobRequest = (jobId: string, userId: string, requestedAt: string) =>
    job(jobId, 'JobRequested', { userId, type: 'mission_todos', input: { mission_title: 'M', mission_description: '', qa_pairs: [] }, metadata: { missionId: null, odysseyId: null }, requestedAt });

  const extras: Extra[] = [
    // A todo's life beyond the realistic one: re-plans (the first timed from the creation),
    // edits, a move between missions, deletion and restore, an undone edit.
    todo(t1.todoId, 'StepsPlanned', { steps: [step], plannedAt: t(1) }, randomUUID()),
    todo(t1.todoId, 'TodoDetailsUpdated', { priority: 'high', updatedAt: t(2) }),
    todo(t1.todoId, 'TodoLinkedToMission', { missionId: created[3].missionId, previousMissionId: t1.missionId, linkedAt: t(3) }),
    todo(t1.todoId, 'StepsPlanned', { steps: [step], plannedAt: t(4) }, randomUUID()),
    todo(t1.todoId, 'TodoUnlinkedFromMission', { missionId: created[3].missionId, unlinkedAt: t(5) }),
    todo(t1.todoId, 'TodoDeleted', { deletedAt: t(6) }),
    todo(t1.todoId, 'TodoRestored', { missionId: t1.missionId, restoredAt: t(7) }),
    todo(t1.todoId, 'TodoEditUndone', { undoneRevision: 3, previous: { priority: 'low', missionId: null } }),
    // A todo created with microseconds, re-planned from another cause, then started by hand.
    todo(fresh.todoId, 'TodoCreated', { userId: fresh.userId, title: 'Fresh', description: null, successCriteria: 'Done', priority: 'medium', dueDate: null, missionId: null, copiedFromTodoId: created[1].todoId, createdAt: '2025-01-02T00:00:00.123456Z' }),
    todo(fresh.todoId, 'StepsPlanned', { steps: [step], plannedAt: t(8) }, randomUUID()),
    todo(fresh.todoId, 'TodoStatusChanged', { status: 'in_progress', changedAt: '2025-01-02T00:00:09.654321+02:00' }),
    todo(fresh.todoId, 'TodoStarted', { reason: 'step_chat', startedAt: t(10) }),
    // A second and a third evaluation round; the user completes the todo over the latest evaluated.
    todo(t2.todoId, 'TodoEvaluationRequested', { requestId: r2, requestedAt: t(11) }),
    // An unpaired surrogate (a model's reply can carry one): stored as U+FFFD on both paths.
    evaluated(t2.todoId, r2, t(12), 'Mind the gaps \ud800'),
    todo(t2.todoId, 'TodoEvaluationRequested', { requestId: r3, requestedAt: t(13) }),
    todo(t2.todoId, 'TodoForceCompleted', { completedAt: t(14) }),
    // Two evaluations evaluated at the same instant: the greater request id is the latest.
    todo(t3.todoId, 'TodoEvaluationRequested', { requestId: r4b, requestedAt: t(15) }),
    todo(t3.todoId, 'TodoEvaluationRequested', { requestId: r4a, requestedAt: t(15) }),
    evaluated(t3.todoId, r4a, t(16), 'Tie one'),
    evaluated(t3.todoId, r4b, t(16), 'Tie two'),
    todo(t3.todoId, 'TodoForceCompleted', { completedAt: t(17) }),
    // Reopened afterwards: no longer completed (a step reopened on an open todo changes nothing).
    todo(t3.todoId, 'TodoReopened', { status: 'in_progress', reopenedAt: t(17) }),
    todo(fresh.todoId, 'StepReopened', { stepId: step.stepId, todoStatus: 'in_progress', clearsEvaluation: false, reopenedAt: t(17) }),
    // Requested again under a request id already used: the evaluation and its call start over.
    todo(requested[1].todoId, 'TodoEvaluationRequested', { requestId: requested[1].requestId, requestedAt: t(18) }),
    // A message posted again under its id: pending again.
    { type: 'StepChatMessagePosted', streamId: `stepchat-${chats[1].stepId}`, userId: chats[1].userId, data: { ...chats[1], message: 'Again', postedAt: t(19) } },
    // Nothing to evaluate: no fact, so no evaluation.
    todo(ghost.todoId, 'TodoEvaluationRequested', { requestId: ghost.requestId, requestedAt: t(20) }),
    evaluated(ghost.todoId, ghost.requestId, t(21), 'Nobody'),
    // The Director answers the newest message waiting; equal times go to the greater call id.
    director('DirectorAssistantMessagePosted', { messageId: randomUUID(), content: 'Hello?', postedAt: t(22), toolCalls: [] }),
    director('DirectorUserMessagePosted', { messageId: dA, content: 'First', postedAt: t(23) }),
    director('DirectorUserMessagePosted', { messageId: dB, content: 'Second', postedAt: t(24) }),
    director('DirectorAssistantMessagePosted', { messageId: randomUUID(), content: 'To the second', postedAt: t(25), toolCalls: [] }),
    director('DirectorAssistantMessagePosted', { messageId: randomUUID(), content: 'To the first', postedAt: t(26), toolCalls: [] }),
    director('DirectorUserMessagePosted', { messageId: dD, content: 'Same time', postedAt: t(27) }),
    director('DirectorUserMessagePosted', { messageId: dE, content: 'Same time', postedAt: t(27) }),
    director('DirectorAssistantMessagePosted', { messageId: randomUUID(), content: 'To one of them', postedAt: t(28), toolCalls: [] }),
    // Jobs: claimed twice and completed; failed; requested again (kept as it was); claimed unknown.
    jobRequest(j1, created[0].userId, t(29)),
    job(j1, 'JobClaimed', { workerId: 'w', leaseUntil: t(99), attempt: 1, claimedAt: t(30) }),
    job(j1, 'JobClaimed', { workerId: 'w', leaseUntil: t(99), attempt: 2, claimedAt: t(31) }),
    job(j1, 'JobCompleted', { workerId: 'w', result: { todos: [] }, completedAt: t(32) }),
    jobRequest(j2, deletedUser, t(33)),
    job(j2, 'JobClaimed', { workerId: 'w', leaseUntil: t(99), attempt: 1, claimedAt: t(34) }),
    job(j2, 'JobFailed', { workerId: 'w', errorMessage: 'The planner said something personal', failedAt: t(35) }),
    jobRequest(j1, created[1].userId, t(36)),
    job(j3, 'JobClaimed', { workerId: 'w', leaseUntil: t(99), attempt: 1, claimedAt: t(37) }),
    // A deleted user's texts go; what comes after stays.
    { type: 'UserDeleted', streamId: `user-${deletedUser}`, userId: deletedUser, data: { userId: deletedUser, deletedBy: deletedUser, deletedAt: t(38) } },
    jobRequest(j4, deletedUser, t(39)),
    job(j4, 'JobFailed', { workerId: null, errorMessage: 'After the deletion', failedAt: t(40) }),
  ];
  // Spread through the log (after the todos they name were created), a few events apart, so
  // batch boundaries cut the runs at many places.
  const todosEnd = Math.max(...[t1, t2, t3, t4].map((c) => events.findIndex((e) => (e.data as { todoId?: string }).todoId === c.todoId && e.type === 'TodoAutoCompleted')));
  extras.forEach((e, i) => events.splice(todosEnd + 1 + i * 5, 0, recorded(e)));
  const log = events.map((e, i) => ({ ...e, position: BigInt(i + 1) }));

  await buildReadModel(db(), analyticsProjector, 'one_by_one', log, 'one by one');
  const expected = await dump('one_by_one');
  const fact = (todoId: string) => expected.analytics_todo_facts.find((f) => f.todo_id === todoId);
  const evaluation = (requestId: string) => expected.analytics_evaluations.find((e) => e.request_id === requestId);
  const call = (callId: string) => expected.analytics_planner_calls.find((c) => c.call_id === callId);
  // The extra events did what they were written for.
  expect(fact(t1.todoId)).toMatchObject({ ai_plans: 2, priority: 'low', mission_id: null, deleted_at: null });
  expect(call(`todo_steps:${t1.todoId}:2`)).toMatchObject({ requested_at: null, status: 'completed' });
  expect(fact(fresh.todoId)).toMatchObject({ created_at: '2025-01-02T00:00:00.123456+00:00', started_at: '2025-01-01T22:00:09.654321+00:00', is_copy: true, ai_plans: 1 });
  expect(call(`todo_steps:${fresh.todoId}:1`)).toMatchObject({ requested_at: '2025-01-02T00:00:00.123456+00:00' });
  expect([evaluation(r2)?.completion, evaluation(r3)?.completion, fact(t2.todoId)?.completion_kind]).toEqual(['forced', null, 'forced']);
  expect([evaluation(r4a)?.completion, evaluation(r4b)?.completion]).toEqual([null, 'forced']);
  expect(fact(t3.todoId)).toMatchObject({ completed_at: null, completion_kind: null });
  expect(evaluation(requested[1].requestId)).toMatchObject({ evaluated_at: null, completion: null });
  expect(call(`todo_evaluation:${requested[1].requestId}`)).toMatchObject({ status: 'pending', finished_at: null });
  expect(call(`step_chat:${chats[1].messageId}`)).toMatchObject({ status: 'pending', attempts: 0 });
  expect([evaluation(ghost.requestId), call(`todo_evaluation:${ghost.requestId}`)]).toEqual([undefined, undefined]);
  const replies = [dA, dB, dD, dE].map((m) => call(`director_reply:${m}`)?.status);
  const tieWinner = [`director_reply:${dD}`, `director_reply:${dE}`].sort()[1];
  expect(replies.slice(0, 2)).toEqual(['completed', 'completed']);
  expect(call(tieWinner)?.status).toBe('completed');
  expect(replies.filter((s) => s === 'pending')).toHaveLength(1);
  expect(call(`job:${j1}`)).toMatchObject({ status: 'completed', attempts: 2, user_id: created[0].userId });
  expect(call(`job:${j2}`)).toMatchObject({ status: 'failed', error_message: null });
  expect(call(`job:${j3}`)).toBeUndefined();
  expect(call(`job:${j4}`)).toMatchObject({ status: 'failed', error_message: 'After the deletion' });
  expect(expected.analytics_evaluations.filter((e) => e.user_id === deletedUser).every((e) => e.recommendation === null)).toBe(true);
  expect(expected.analytics_evaluations.filter((e) => e.recommendation === 'Well done').length).toBeGreaterThan(20);

  for (const size of [2, 97, 1000, log.length]) {
    await buildReadModel(db(), analyticsProjector, `batched_${size}`, log, { slicesOf: size });
    expect({ size, ...(await dump(`batched_${size}`)) }).toEqual({ size, ...expected });
  }
});

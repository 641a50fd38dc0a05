import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../../commands/eventStore';
import { todosProjector } from '../../../projections/todos/todosProjector';
import { TODO_TABLES } from '../../../projections/todos/todoTables';
import { buildReadModel, tableRows, useScratchDatabase } from '../../support/readModelBuild';
import { realisticLog } from '../../support/realisticLog';

// Builds the todos read model twice from a realistic log: heavier than most suites.
jest.setTimeout(120_000);

const db = useScratchDatabase();

const keyOf = (table: string) =>
  ['mission_todo_figures', 'mission_todo_figures_stale'].includes(table) ? 'mission_id' : ['todo_mission_unlinks', 'replan_restored_todos', 'todo_progress', 'todo_progress_stale'].includes(table) ? 'todo_id' : 'id';
const dump = (schema: string) => tableRows(db(), schema, Object.fromEntries(TODO_TABLES.map((table) => [table, keyOf(table)])));

it('the batched path writes exactly what applying the events one by one writes', async () => {
  const events = [...realisticLog(4000)];
  const created = events.filter((e) => e.type === 'TodoCreated');
  // An unpaired surrogate (a model's text can carry one) in a title: U+FFFD on both paths.
  Object.assign(created[1].data as object, { title: 'Lone \udc00 surrogate' });
  const first = created[0].data as { todoId: string };
  const planned = events.find((e) => e.type === 'StepsPlanned' && (e.data as { todoId: string }).todoId === first.todoId)!;
  const [stepA, stepB] = (planned.data as { steps: { stepId: string }[] }).steps;
  const at = '2025-01-01T00:00:01.000Z';
  const extra = (type: string, data: object): RecordedEvent => ({ ...created[0], id: randomUUID(), type, data: { todoId: first.todoId, ...data } });
  // Events that end a run, placed inside a todo's life: a note, evidence, a retired step
  // (its chat must not be written), a todo deleted, a second evaluation round, a force-complete.
  events.splice(
    events.indexOf(planned) + 1,
    0,
    extra('StepNoteAdded', { stepId: stepA.stepId, content: 'Called the venue', addedAt: at }),
    extra('EvidenceAdded', { evidenceId: randomUUID(), stepId: stepA.stepId, contentType: 'text', contentText: 'Quote attached', fileUrl: null, addedAt: at }),
    extra('StepsRetired', { stepIds: [stepB.stepId], retiredAt: at }),
  );
  // A reply that extracted findings (stored as JSON, a quote in a text).
  const replied = created[10].data as { todoId: string };
  const reply = events.find((e) => e.type === 'StepAssistantReplied' && (e.data as { todoId: string }).todoId === replied.todoId)!;
  Object.assign(reply.data as object, { extractedFindings: [{ findingType: 'decision', title: 'Venue "A" is cheaper', content: 'Saves 20%' }] });
  const deleted = created[3].data as { todoId: string };
  events.push({ ...created[0], id: randomUUID(), type: 'TodoDeleted', data: { todoId: deleted.todoId, deletedAt: at } });
  // Undo and restore: a deleted todo back, one left in Recently deleted, the re-plan above undone,
  // a step completion undone.
  const trashed = created[4].data as { todoId: string };
  const completion = events.find((e) => e.type === 'StepCompleted')!.data as { todoId: string; stepId: string };
  events.push(
    { ...created[0], id: randomUUID(), type: 'TodoRestored', data: { todoId: deleted.todoId, missionId: null, restoredAt: at } },
    { ...created[0], id: randomUUID(), type: 'TodoDeleted', data: { todoId: trashed.todoId, deletedAt: at } },
    extra('TodoReplanUndone', { undoneRevision: 3, restoredStepIds: [stepB.stepId], retiredStepIds: [stepA.stepId], undoneAt: at }),
    { ...created[0], id: randomUUID(), type: 'StepCompletionUndone', data: { ...completion, undoneRevision: 9, stepStatus: 'pending', todoStatus: 'in_progress', clearsEvaluation: true, undoneAt: at } },
  );
  const again = created[5].data as { todoId: string };
  const requestId = randomUUID();
  events.push(
    { ...created[0], id: randomUUID(), type: 'TodoEvaluationRequested', data: { todoId: again.todoId, requestId, requestedAt: at } },
    { ...created[0], id: randomUUID(), type: 'TodoForceCompleted', data: { todoId: again.todoId, completedAt: at } },
    { ...created[0], id: randomUUID(), type: 'TodoReopened', data: { todoId: again.todoId, status: 'pending', reopenedAt: at } },
  );
  // Reopening inside runs: a step of a todo the evaluation completed (its later events follow in
  // the same run), and a completed todo.
  const autoCompleted = events.filter((e) => e.type === 'TodoAutoCompleted');
  for (const [i, done] of [autoCompleted[2], autoCompleted[5]].entries()) {
    const { todoId } = done.data as { todoId: string };
    const step = events.find((e) => e.type === 'StepCompleted' && (e.data as { todoId: string }).todoId === todoId)!.data as { stepId: string };
    const reopened = i === 0
      ? { type: 'StepReopened', data: { todoId, stepId: step.stepId, todoStatus: 'in_progress', clearsEvaluation: true, reopenedAt: at } }
      : { type: 'TodoReopened', data: { todoId, status: 'in_progress', reopenedAt: at } };
    events.splice(events.indexOf(done) + 1, 0, { ...done, id: randomUUID(), ...reopened });
  }

  await buildReadModel(db(), todosProjector, 'one_by_one', events, 'one by one');
  // Odd slice sizes cut runs at arbitrary places.
  await buildReadModel(db(), todosProjector, 'batched', events, { slicesOf: 97 });
  const expected = await dump('one_by_one');
  expect(expected.todos.length).toBeGreaterThan(20);
  expect(expected.step_chat_messages.length).toBeGreaterThan(20);
  expect(expected.todos.filter((t) => t.status === 'completed').length).toBeGreaterThan(10);
  expect(expected.trashed_todos.map((t) => t.id)).toEqual([trashed.todoId]);
  expect(expected.todos.some((t) => t.id === deleted.todoId)).toBe(true);
  expect(expected.todos.find((t) => t.id === again.todoId)).toMatchObject({ status: 'pending', completed_at: null, completion_evaluation: null });
  const reopenedStepTodo = expected.todos.find((t) => t.id === (autoCompleted[2].data as { todoId: string }).todoId)!;
  expect(reopenedStepTodo).toMatchObject({ status: 'in_progress', completed_at: null, completion_evaluation: null });
  expect(reopenedStepTodo.completed_steps).toBeLessThan(reopenedStepTodo.total_steps as number);
  expect(expected.todos.filter((t) => t.title === 'Lone \ufffd surrogate')).toHaveLength(1);
  expect(expected.step_chat_messages.filter((m) => Array.isArray(m.extracted_findings) && m.extracted_findings.length === 1)).toHaveLength(1);
  expect(await dump('batched')).toEqual(expected);
  // One batch: most todos and steps are created, completed and evaluated within one run.
  await buildReadModel(db(), todosProjector, 'whole', events, 'as one batch');
  expect(await dump('whole')).toEqual(expected);
  // The missions' figures kept by the triggers are what the todos add up to.
  const { rows: figuresFromTodos } = await db().raw(`
    SELECT mission_id, user_id, count(*)::int AS total_todos, (count(*) FILTER (WHERE status = 'completed'))::int AS completed_todos,
           (count(*) FILTER (WHERE status = 'in_progress'))::int AS in_progress_count,
           coalesce(array_agg(due_date ORDER BY due_date) FILTER (WHERE status <> 'completed' AND due_date IS NOT NULL), '{}') AS open_due,
           coalesce(array_agg(due_date ORDER BY due_date) FILTER (WHERE status <> 'completed' AND due_date IS NOT NULL AND completed_steps = 0), '{}') AS open_due_no_progress
    FROM batched.todos WHERE mission_id IS NOT NULL GROUP BY mission_id, user_id ORDER BY mission_id`);
  expect(figuresFromTodos.length).toBeGreaterThan(3);
  expect(expected.mission_todo_figures).toEqual(figuresFromTodos);
});

it('a batch applied again right after itself (rows already there) writes what applying it once writes', async () => {
  // The realistic log holds only the events runs are made of: applying a run twice is the same as once.
  const events = [...realisticLog(3000)];
  await buildReadModel(db(), todosProjector, 'once', events, 'one by one');
  await buildReadModel(db(), todosProjector, 'twice', events, { slicesOf: 97, eachTwice: true });
  const expected = await dump('once');
  expect(expected.steps.filter((s) => s.status === 'completed').length).toBeGreaterThan(50);
  expect(await dump('twice')).toEqual(expected);
});

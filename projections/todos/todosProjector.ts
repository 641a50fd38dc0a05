import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { TodoEvent } from '../../domain/todos/events';
import { appendNote } from '../../domain/todos/notes';
import { forceCompletedEvaluation } from '../../domain/todos/todoState';
import { defineProjector } from '../projector';
import { fromEvaluationRecord, toEvaluationRecord, type EvaluationRecord } from './evaluationRecord';
import { createTodoTables, TODO_TABLES } from './todoTables';
import { applyTodosBatch, evaluationRecordOf, todoRow } from './applyTodosBatch';

/** Events of other areas this read model follows (names and payloads read from their schemas). */
type ForeignEvent =
  | { type: 'MissionDeleted'; data: { missionId: string; deletedAt: string } }
  | { type: 'MissionReplanRequested'; data: { missionId: string; requestedAt: string } }
  | { type: 'UserDeleted'; data: { userId: string } };
type Handled = TodoEvent | StepChatEvent | ForeignEvent;

const TODO_EVENTS: Handled['type'][] = [
  'TodoCreated',
  'TodoDetailsUpdated',
  'TodoStatusChanged',
  'TodoStarted',
  'TodoLinkedToMission',
  'TodoUnlinkedFromMission',
  'TodoDeleted',
  'StepAdded',
  'StepsPlanned',
  'StepsRetired',
  'StepUpdated',
  'StepStarted',
  'StepCompleted',
  'StepNoteAdded',
  'TodoEvaluationRequested',
  'TodoEvaluated',
  'TodoAutoCompleted',
  'TodoForceCompleted',
  'EvidenceAdded',
  'FindingAdded',
  'FindingDeleted',
  'StepChatMessagePosted',
  'StepAssistantReplied',
  'MissionDeleted',
  'MissionReplanRequested',
  'UserDeleted',
];

/** Removes todos and everything hanging off them. */
async function removeTodos(trx: Knex.Transaction, todoIds: string[]) {
  if (todoIds.length === 0) return;
  for (const table of ['steps', 'evidence', 'findings', 'step_chat_messages']) await trx(table).whereIn('todo_id', todoIds).delete();
  await trx('todos').whereIn('id', todoIds).delete();
}

/** Keeps the step counts on the todo row in step with the steps table. */
async function recountSteps(trx: Knex.Transaction, todoId: string, at: string) {
  await trx('todos')
    .where({ id: todoId })
    .update({
      total_steps: trx('steps').count('*').where({ todo_id: todoId }),
      completed_steps: trx('steps').count('*').where({ todo_id: todoId, status: 'completed' }),
      updated_at: at,
    });
}

/** The owner of a live todo; undefined when the todo left the read model (deleted, re-planned away). */
async function ownerOf(trx: Knex.Transaction, todoId: string): Promise<string | undefined> {
  const row = await trx('todos').where({ id: todoId }).first('user_id');
  return row?.user_id;
}

const touch = (trx: Knex.Transaction, todoId: string, at: string) => trx('todos').where({ id: todoId }).update({ updated_at: at });

async function applyEvent(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as Handled;
  switch (event.type) {
    case 'TodoCreated':
      await trx('todos').insert(todoRow(event.data)).onConflict('id').ignore();
      return;
    case 'TodoDetailsUpdated': {
      const { todoId, updatedAt, title, description, successCriteria, priority, dueDate } = event.data;
      const changes = { title, description, success_criteria: successCriteria, priority, due_date: dueDate };
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      await trx('todos').where({ id: todoId }).update({ ...defined, updated_at: updatedAt });
      return;
    }
    case 'TodoStatusChanged':
      await trx('todos').where({ id: event.data.todoId }).update({ status: event.data.status, updated_at: event.data.changedAt });
      return;
    case 'TodoStarted':
      await trx('todos').where({ id: event.data.todoId }).update({ status: 'in_progress', updated_at: event.data.startedAt });
      return;
    case 'TodoLinkedToMission':
      await trx('todos').where({ id: event.data.todoId }).update({ mission_id: event.data.missionId, updated_at: event.data.linkedAt });
      return;
    case 'TodoUnlinkedFromMission':
      await trx('todos').where({ id: event.data.todoId }).update({ mission_id: null, updated_at: event.data.unlinkedAt });
      return;
    case 'TodoDeleted':
      await removeTodos(trx, [event.data.todoId]);
      return;
    case 'StepAdded':
    case 'StepsPlanned': {
      const todoId = event.data.todoId;
      const userId = await ownerOf(trx, todoId);
      if (!userId) return;
      const at = event.type === 'StepAdded' ? event.data.addedAt : event.data.plannedAt;
      const steps = event.type === 'StepAdded' ? [event.data] : event.data.steps;
      await trx('steps')
        .insert(
          steps.map((s) => ({
            id: s.stepId,
            todo_id: todoId,
            user_id: userId,
            title: s.title,
            description: s.description,
            status: 'pending',
            order_index: s.orderIndex,
            created_at: at,
            updated_at: at,
          })),
        )
        .onConflict('id')
        .ignore();
      await recountSteps(trx, todoId, at);
      return;
    }
    case 'StepsRetired': {
      const { todoId, stepIds, retiredAt } = event.data;
      for (const table of ['evidence', 'findings', 'step_chat_messages']) await trx(table).whereIn('step_id', stepIds).delete();
      await trx('steps').whereIn('id', stepIds).delete();
      // An evaluation of (or owed for) the old plan no longer applies.
      await trx('todos').where({ id: todoId }).update({ completion_evaluation: null, pending_evaluation_request_id: null, evaluation_requested_at: null });
      await recountSteps(trx, todoId, retiredAt);
      return;
    }
    case 'StepUpdated': {
      const { stepId, title, description, updatedAt } = event.data;
      const changes = Object.fromEntries(Object.entries({ title, description }).filter(([, v]) => v !== undefined));
      await trx('steps').where({ id: stepId }).update({ ...changes, updated_at: updatedAt });
      await touch(trx, event.data.todoId, updatedAt);
      return;
    }
    case 'StepStarted':
      await trx('steps').where({ id: event.data.stepId }).update({ status: 'in_progress', updated_at: event.data.startedAt });
      await recountSteps(trx, event.data.todoId, event.data.startedAt);
      return;
    case 'StepCompleted':
      await trx('steps').where({ id: event.data.stepId }).update({ status: 'completed', completed_at: event.data.completedAt, updated_at: event.data.completedAt });
      await recountSteps(trx, event.data.todoId, event.data.completedAt);
      return;
    case 'StepNoteAdded': {
      const step = await trx('steps').where({ id: event.data.stepId }).first('description');
      if (!step) return;
      await trx('steps').where({ id: event.data.stepId }).update({ description: appendNote(step.description, event.data.content), updated_at: event.data.addedAt });
      await touch(trx, event.data.todoId, event.data.addedAt);
      return;
    }
    case 'TodoEvaluationRequested':
      await trx('todos').where({ id: event.data.todoId }).update({ pending_evaluation_request_id: event.data.requestId, evaluation_requested_at: event.data.requestedAt });
      return;
    case 'TodoEvaluated':
      await trx('todos')
        .where({ id: event.data.todoId })
        .update({ completion_evaluation: JSON.stringify(evaluationRecordOf(event.data)), pending_evaluation_request_id: null, evaluation_requested_at: null });
      return;
    case 'TodoAutoCompleted':
      await trx('todos')
        .where({ id: event.data.todoId })
        .update({
          status: 'completed',
          completed_at: event.data.completedAt,
          updated_at: event.data.completedAt,
          completion_evaluation: trx.raw(`completion_evaluation || '{"todo_auto_completed": true}'::jsonb`),
        });
      return;
    case 'TodoForceCompleted': {
      const { todoId, completedAt } = event.data;
      const row = await trx('todos').where({ id: todoId }).first('completion_evaluation');
      if (!row) return;
      const existing = row.completion_evaluation ? fromEvaluationRecord(row.completion_evaluation as EvaluationRecord) : null;
      await trx('todos')
        .where({ id: todoId })
        .update({
          status: 'completed',
          completed_at: completedAt,
          updated_at: completedAt,
          pending_evaluation_request_id: null,
          evaluation_requested_at: null,
          completion_evaluation: JSON.stringify(toEvaluationRecord(forceCompletedEvaluation(existing, completedAt))),
        });
      return;
    }
    case 'EvidenceAdded': {
      const d = event.data;
      const userId = await ownerOf(trx, d.todoId);
      if (!userId) return;
      await trx('evidence')
        .insert({ id: d.evidenceId, todo_id: d.todoId, step_id: d.stepId, user_id: userId, content_type: d.contentType, content_text: d.contentText, file_url: d.fileUrl, created_at: d.addedAt })
        .onConflict('id')
        .ignore();
      await touch(trx, d.todoId, d.addedAt);
      return;
    }
    case 'FindingAdded': {
      const d = event.data;
      const userId = await ownerOf(trx, d.todoId);
      if (!userId) return;
      await trx('findings')
        .insert({ id: d.findingId, todo_id: d.todoId, step_id: d.stepId, user_id: userId, finding_type: d.findingType, title: d.title, content: d.content, source: d.source, created_at: d.addedAt })
        .onConflict('id')
        .ignore();
      await touch(trx, d.todoId, d.addedAt);
      return;
    }
    case 'FindingDeleted':
      await trx('findings').where({ id: event.data.findingId }).delete();
      await touch(trx, event.data.todoId, event.data.deletedAt);
      return;
    case 'StepChatMessagePosted': {
      const d = event.data;
      if (!(await trx('steps').where({ id: d.stepId }).first('id'))) return;
      await trx('step_chat_messages')
        .insert({ id: d.messageId, step_id: d.stepId, todo_id: d.todoId, user_id: d.userId, role: 'user', message: d.message, created_at: d.postedAt, position: recorded.position.toString() })
        .onConflict('id')
        .ignore();
      return;
    }
    case 'StepAssistantReplied': {
      const d = event.data;
      const step = await trx('steps').where({ id: d.stepId }).first('user_id');
      if (!step) return;
      await trx('step_chat_messages')
        .insert({
          id: d.messageId,
          step_id: d.stepId,
          todo_id: d.todoId,
          user_id: step.user_id,
          role: 'assistant',
          message: d.response,
          extracted_findings: JSON.stringify(d.extractedFindings),
          step_completed: d.stepCompleted,
          next_action: d.nextAction,
          created_at: d.repliedAt,
          position: recorded.position.toString(),
        })
        .onConflict('id')
        .ignore();
      return;
    }
    case 'MissionDeleted':
      // Its todos stay, as standalone todos.
      await trx('todos').where({ mission_id: event.data.missionId }).update({ mission_id: null, updated_at: event.data.deletedAt });
      return;
    case 'MissionReplanRequested':
      // The mission's current todos leave the read models; their events stay in the log.
      await removeTodos(trx, await trx('todos').where({ mission_id: event.data.missionId }).pluck('id'));
      return;
    case 'UserDeleted':
      for (const table of TODO_TABLES) await trx(table).where({ user_id: event.data.userId }).delete();
      return;
  }
}

/** Todos with step counts, steps, evidence, findings and step chat messages: one projector so their removal stays consistent. */
export const todosProjector = defineProjector({
  name: 'todos',
  version: 1,
  tables: [...TODO_TABLES],
  handles: TODO_EVENTS,
  setup: createTodoTables,
  apply: applyEvent,
  applyBatch: (trx, events) => applyTodosBatch(trx, events, applyEvent),
});

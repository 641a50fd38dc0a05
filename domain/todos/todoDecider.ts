import type { Decider } from '../decider';
import { RESTORE_WINDOW_DAYS, withinRestoreWindow } from '../restoreWindow';
import { assertNever, conflict, invalid, notFound } from '../decider';
import { withPlannerCall } from '../plannerCalls/events';
import type { FindingType, JudgedField, PlannedStep, TodoEvent } from './events';
import { FINDING_TYPES, JUDGED_FIELDS } from './events';
import { parseDueDate } from './dueDate';
import { DEFAULT_PRIORITY, normalisePriority, type Priority } from './priority';
import { normaliseStatus } from './status';
import { appendNote } from './notes';
import { oneOf } from '../oneOf';
import { DEPENDENCY_NOT_FOUND, MAX_DEPENDENCIES, TOO_MANY_DEPENDENCIES, WAITS_FOR_ITSELF } from './dependencies';
import { LIMITS, optionalText, optionalWebAddress, requiredText } from './textInput';
import type { NewStepInput, TodoCommand } from './todoCommands';
import { evolveTodo, initialTodoState, type StepState, type TodoState } from './todoState';

export const TODO_NOT_FOUND = 'Todo not found';
export const STEP_NOT_FOUND = 'Step not found';
export const FINDING_NOT_FOUND = 'Finding not found';
export const TITLE_AND_CRITERIA_REQUIRED = 'Please provide both title and success criteria';
export const COMPLETED_STATUS_LOCKED =
  'Completed todos cannot be manually edited. This was auto-completed when all steps were finished.';
export const COMPLETED_IS_SYSTEM_STATUS =
  'Status can be set to pending or in_progress only: a todo is completed when all its steps are done, or with force-complete.';
export const UNKNOWN_STATUS = 'Status must be pending or in_progress';
export const UNKNOWN_PRIORITY = 'Priority must be low, medium or high';
export const BAD_DUE_DATE = 'Due date must be a valid date (YYYY-MM-DD or an ISO 8601 timestamp)';
export const DUE_DATE_OUT_OF_RANGE = 'Due date must be between the years 0001 and 9999 (UTC)';
export const STEP_TITLE_REQUIRED = 'Step title is required';
export const EVIDENCE_REQUIRED = 'Evidence text cannot be empty';
export const NOTE_REQUIRED = 'Note text is required';
export const FINDING_TEXT_REQUIRED = 'Finding title and content are required';
export const UNKNOWN_FINDING_TYPE = 'Finding type must be information, decision or resource';
export const EMPTY_PLAN = 'The plan has no steps';
export const TOO_MANY_STEPS = `A todo can have at most ${LIMITS.stepsPerTodo} steps`;
export const COMPLETED_PLAN_CLOSED = 'Completed todos cannot be re-planned or get new steps. Copy the todo to keep working on it.';
export const ALREADY_COMPLETED = 'This todo is already completed';
export const STEP_NOT_COMPLETED = 'This step is not completed, so there is nothing to reopen.';
export const TODO_NOT_COMPLETED = 'This todo is not completed, so there is nothing to reopen: complete it first, or reopen one of its steps.';

type Cmd<T extends TodoCommand['type']> = Extract<TodoCommand, { type: T }>;

/** A todo that exists, is not deleted and belongs to the acting user: its id is known. */
type OwnedTodo = TodoState & { lifecycle: 'active'; todoId: string; userId: string };

/** The todo when it exists, is not deleted and belongs to the acting user; else "not found". */
function ownedTodo(state: TodoState, userId: string): OwnedTodo {
  const { todoId } = state;
  if (state.lifecycle !== 'active' || state.userId !== userId || todoId === null) throw notFound(TODO_NOT_FOUND);
  return { ...state, lifecycle: 'active', todoId, userId };
}

/**
 * The waits the cap counts: those the todo's answers list. A wait on a todo in Recently deleted
 * (or gone for good) is not listed, so the user could not remove it to make room.
 */
function countedWaits(todo: TodoState, waitsOnGone: readonly string[] = []): number {
  return todo.dependsOn.filter((id) => !waitsOnGone.includes(id)).length;
}

function findStep(state: TodoState, stepId: string): StepState {
  const step = state.steps.find((s) => s.stepId === stepId);
  if (!step) throw notFound(STEP_NOT_FOUND);
  return step;
}

function priorityOf(input: string | null | undefined): Priority {
  if (input === undefined || input === null || input.trim() === '') return DEFAULT_PRIORITY;
  const priority = normalisePriority(input);
  if (!priority) throw invalid(UNKNOWN_PRIORITY);
  return priority;
}

function dueDateOf(input: string | null | undefined): string | null {
  if (input === undefined || input === null || input.trim() === '') return null;
  const parsed = parseDueDate(input);
  if ('error' in parsed) throw invalid(parsed.error === 'out_of_range' ? DUE_DATE_OUT_OF_RANGE : BAD_DUE_DATE);
  return parsed.dueDate;
}

function findingTypeOf(input: string): FindingType {
  const findingType = oneOf(FINDING_TYPES, input.trim().toLowerCase());
  if (findingType === undefined) throw invalid(UNKNOWN_FINDING_TYPE);
  return findingType;
}

/**
 * A finding the assistant extracted, cleaned up: the user did not type it, so an unusable one
 * is dropped (never a 400 for the user) and an overlong one is shortened.
 */
function assistantFinding(f: Cmd<'ApplyStepChatOutcome'>['findings'][number]) {
  const findingType = oneOf(FINDING_TYPES, f.findingType.trim().toLowerCase());
  const title = f.title.trim().slice(0, LIMITS.findingTitle);
  const content = f.content.trim().slice(0, LIMITS.findingContent);
  if (findingType === undefined || title === '' || content === '') return null;
  return { findingId: f.findingId, findingType, title, content, source: 'step_assistant' };
}

/** Planned steps numbered after the given index, titles checked. */
function planSteps(steps: NewStepInput[], firstIndex: number): PlannedStep[] {
  if (steps.length === 0) throw invalid(EMPTY_PLAN);
  if (steps.length > LIMITS.stepsPerTodo) throw invalid(TOO_MANY_STEPS);
  return steps.map((s, i) => ({
    stepId: s.stepId,
    title: requiredText(s.title, LIMITS.stepTitle, 'Step title', STEP_TITLE_REQUIRED),
    description: optionalText(s.description, LIMITS.description, 'Step description'),
    orderIndex: firstIndex + i,
  }));
}

const nextOrderIndex = (state: TodoState) => state.steps.reduce((max, s) => Math.max(max, s.orderIndex + 1), 0);

/**
 * Completing `stepId` (already applied to `steps`), by a person or by a chat reply's outcome
 * (`by`): asks for an evaluation only on the transition to all-steps-complete of an open todo.
 * Two concurrent completions of the last two steps cannot both see that transition: the second
 * append conflicts and re-decides.
 */
function completionEvents(todo: OwnedTodo, stepId: string, requestId: string, now: string, by: 'step_completed' | { chatReplyId: string }): TodoEvent[] {
  const byChat = by !== 'step_completed';
  const events: TodoEvent[] = [{ type: 'StepCompleted', data: { todoId: todo.todoId, stepId, completedAt: now, ...(byChat ? { chatReplyId: by.chatReplyId } : {}) } }];
  if (todo.status === 'pending') events.push({ type: 'TodoStarted', data: { todoId: todo.todoId, reason: byChat ? 'step_chat' : 'step_completed', startedAt: now } });
  const allDone = todo.steps.every((s) => s.stepId === stepId || s.status === 'completed');
  if (allDone && todo.status !== 'completed') {
    events.push({ type: 'TodoEvaluationRequested', data: { todoId: todo.todoId, requestId, requestedAt: now } });
  }
  return events;
}

/**
 * Proof added to a step (evidence, a finding, a note) of an open todo whose steps are all done
 * and whose evaluation found gaps asks for a new evaluation: the gaps ask for that proof, and a
 * verdict made before it judged less than the todo now shows. One already owed judges the proof
 * when it lands, so it asks for none; a todo reopened by hand (no verdict) is left open.
 */
function proofEvaluation(todo: OwnedTodo, requestId: string | undefined, now: string): TodoEvent[] {
  if (requestId === undefined || todo.status === 'completed' || todo.pendingEvaluationRequestId !== null || todo.evaluation?.gapsFound !== true) return [];
  if (!todo.steps.every((s) => s.status === 'completed')) return [];
  return [{ type: 'TodoEvaluationRequested', data: { todoId: todo.todoId, requestId, requestedAt: now } }];
}

export const REPLAN_TODO_NEEDS_MISSION = 'replan_revision needs the mission_id of the re-planned mission';

function createTodo(c: Cmd<'CreateTodo'>, state: TodoState): TodoEvent[] {
  if (state.lifecycle !== 'absent') throw conflict('A todo with this id already exists');
  const title = optionalText(c.title, LIMITS.title, 'Title');
  const successCriteria = optionalText(c.successCriteria, LIMITS.successCriteria, 'Success criteria');
  if (title === null || successCriteria === null) throw invalid(TITLE_AND_CRITERIA_REQUIRED);
  // A re-plan belongs to a mission: a todo created for one is created in it.
  if (c.replanRevision !== undefined && !c.missionId) throw invalid(REPLAN_TODO_NEEDS_MISSION);
  const events: TodoEvent[] = [
    {
      type: 'TodoCreated',
      data: {
        todoId: c.todoId,
        userId: c.userId,
        title,
        description: optionalText(c.description, LIMITS.description, 'Description'),
        successCriteria,
        priority: priorityOf(c.priority),
        dueDate: dueDateOf(c.dueDate),
        missionId: c.missionId ?? null,
        copiedFromTodoId: null,
        createdAt: c.now,
        ...(c.replanRevision === undefined ? {} : { replanRevision: c.replanRevision }),
      },
    },
  ];
  if (c.steps && c.steps.length > 0) {
    events.push({ type: 'StepsPlanned', data: { todoId: c.todoId, steps: planSteps(c.steps, 0), plannedAt: c.now } });
  }
  return events;
}

function copyTodo(c: Cmd<'CopyTodo'>, state: TodoState): TodoEvent[] {
  if (state.lifecycle !== 'absent') throw conflict('A todo with this id already exists');
  const source = ownedTodo(c.source, c.userId);
  if (c.stepIds.length !== source.steps.length) throw invalid('The copy needs one new step id per source step');
  const events: TodoEvent[] = [
    {
      type: 'TodoCreated',
      data: {
        todoId: c.todoId,
        userId: c.userId,
        title: copyTitle(source.title),
        description: source.description,
        successCriteria: source.successCriteria,
        priority: source.priority,
        dueDate: source.dueDate,
        missionId: source.missionId,
        copiedFromTodoId: source.todoId,
        createdAt: c.now,
      },
    },
  ];
  if (source.steps.length > 0) {
    const steps = source.steps.map((s, i) => ({ stepId: c.stepIds[i], title: s.title, description: s.description, orderIndex: s.orderIndex }));
    events.push({ type: 'StepsPlanned', data: { todoId: c.todoId, steps, plannedAt: c.now } });
  }
  return events;
}

/** '<title> (Copy)', shortened when needed so the copy stays editable. */
function copyTitle(title: string): string {
  const suffix = ' (Copy)';
  return title.length + suffix.length <= LIMITS.title ? `${title}${suffix}` : `${title.slice(0, LIMITS.title - suffix.length - 1).trimEnd()}…${suffix}`;
}

function updateTodo(c: Cmd<'UpdateTodo'>, state: TodoState): TodoEvent[] {
  const todo = ownedTodo(state, c.userId);
  const details: Omit<Extract<TodoEvent, { type: 'TodoDetailsUpdated' }>['data'], 'todoId' | 'updatedAt'> = {};

  if (c.title !== undefined || c.successCriteria !== undefined) {
    const title = c.title === undefined ? todo.title : optionalText(c.title, LIMITS.title, 'Title');
    const criteria = c.successCriteria === undefined ? todo.successCriteria : optionalText(c.successCriteria, LIMITS.successCriteria, 'Success criteria');
    if (title === null || criteria === null) throw invalid(TITLE_AND_CRITERIA_REQUIRED);
    if (title !== todo.title) details.title = title;
    if (criteria !== todo.successCriteria) details.successCriteria = criteria;
  }
  if (c.description !== undefined) {
    const description = optionalText(c.description, LIMITS.description, 'Description');
    if (description !== todo.description) details.description = description;
  }
  if (c.priority !== undefined) {
    const priority = priorityOf(c.priority);
    if (priority !== todo.priority) details.priority = priority;
  }
  if (c.dueDate !== undefined) {
    const dueDate = dueDateOf(c.dueDate);
    if (dueDate !== todo.dueDate) details.dueDate = dueDate;
  }

  let newStatus: 'pending' | 'in_progress' | null = null;
  if (c.status !== undefined) {
    const status = normaliseStatus(c.status);
    if (status === null) throw invalid(UNKNOWN_STATUS);
    if (todo.status === 'completed') {
      if (status !== 'completed') throw invalid(COMPLETED_STATUS_LOCKED);
    } else if (status === 'completed') {
      throw invalid(COMPLETED_IS_SYSTEM_STATUS);
    } else if (status !== todo.status) {
      newStatus = status;
    }
  }

  const events: TodoEvent[] = [];
  if (Object.keys(details).length > 0) {
    events.push({ type: 'TodoDetailsUpdated', data: { todoId: todo.todoId, ...details, updatedAt: c.now } });
  }
  if (newStatus) events.push({ type: 'TodoStatusChanged', data: { todoId: todo.todoId, status: newStatus, changedAt: c.now } });
  if (c.missionId !== undefined && c.missionId !== todo.missionId) {
    if (c.missionId !== null) {
      events.push({ type: 'TodoLinkedToMission', data: { todoId: todo.todoId, missionId: c.missionId, previousMissionId: todo.missionId, linkedAt: c.now } });
    } else if (todo.missionId !== null) {
      events.push({ type: 'TodoUnlinkedFromMission', data: { todoId: todo.todoId, missionId: todo.missionId, unlinkedAt: c.now } });
    }
  }
  if (asksForEvaluation(todo, details)) {
    events.push({ type: 'TodoEvaluationRequested', data: { todoId: todo.todoId, requestId: c.evaluationRequestId, requestedAt: c.now } });
  }
  return events;
}

/**
 * An edit of what an evaluation judges (title, description, success criteria) of a todo whose
 * steps are all done and which is still open asks for a new evaluation, as completing its last
 * step did: the verdict it has judged texts it no longer has. One already owed is made against
 * the texts as they are when it lands (a verdict on older ones is set aside), so it asks for none.
 */
function asksForEvaluation(todo: TodoState, details: Partial<Record<JudgedField, unknown>>): boolean {
  if (!JUDGED_FIELDS.some((field) => field in details)) return false;
  const allDone = todo.steps.length > 0 && todo.steps.every((s) => s.status === 'completed');
  return allDone && todo.status !== 'completed' && todo.pendingEvaluationRequestId === null;
}

function addStep(c: Cmd<'AddStep'>, state: TodoState): TodoEvent[] {
  const todo = ownedTodo(state, c.userId);
  const title = requiredText(c.title, LIMITS.stepTitle, 'Step title', STEP_TITLE_REQUIRED);
  const description = optionalText(c.description, LIMITS.description, 'Step description');
  if (todo.status === 'completed') throw conflict(COMPLETED_PLAN_CLOSED);
  if (todo.steps.some((s) => s.stepId === c.stepId)) throw conflict('A step with this id already exists');
  if (todo.steps.length >= LIMITS.stepsPerTodo) throw invalid(TOO_MANY_STEPS);
  let orderIndex: number;
  if (c.orderIndex === undefined || c.orderIndex === null) orderIndex = nextOrderIndex(todo);
  else if (Number.isInteger(c.orderIndex) && c.orderIndex >= 0 && c.orderIndex <= LIMITS.orderIndex) orderIndex = c.orderIndex;
  else throw invalid(`Order index must be a whole number from 0 to ${LIMITS.orderIndex}`);
  return [{ type: 'StepAdded', data: { todoId: todo.todoId, stepId: c.stepId, title, description, orderIndex, addedAt: c.now } }];
}

function decide(command: TodoCommand, state: TodoState): TodoEvent[] {
  switch (command.type) {
    case 'CreateTodo':
      return createTodo(command, state);
    case 'CopyTodo':
      return copyTodo(command, state);
    case 'UpdateTodo':
      return updateTodo(command, state);
    case 'DeleteTodo': {
      const todo = ownedTodo(state, command.userId);
      return [{ type: 'TodoDeleted', data: { todoId: todo.todoId, deletedAt: command.now } }];
    }
    case 'AddStep':
      return addStep(command, state);
    case 'PlanSteps': {
      const todo = ownedTodo(state, command.userId);
      // Idempotent: a todo that already has a plan (or was completed) keeps it.
      if (todo.steps.length > 0 || todo.status === 'completed') return [];
      return withPlannerCall<TodoEvent>([{ type: 'StepsPlanned', data: { todoId: todo.todoId, steps: planSteps(command.steps, 0), plannedAt: command.now } }], command.plannerCall);
    }
    case 'RegenerateSteps': {
      const todo = ownedTodo(state, command.userId);
      if (todo.status === 'completed') throw conflict(COMPLETED_PLAN_CLOSED);
      const steps = planSteps(command.steps, 0);
      const events: TodoEvent[] = [];
      if (todo.steps.length > 0) {
        events.push({ type: 'StepsRetired', data: { todoId: todo.todoId, stepIds: todo.steps.map((s) => s.stepId), retiredAt: command.now } });
      }
      events.push({ type: 'StepsPlanned', data: { todoId: todo.todoId, steps, plannedAt: command.now } });
      return withPlannerCall(events, command.plannerCall);
    }
    case 'UpdateStep': {
      const todo = ownedTodo(state, command.userId);
      const step = findStep(todo, command.stepId);
      if (command.title === undefined && command.description === undefined) throw invalid('Provide a title or description to update the step');
      const changes: { title?: string; description?: string | null } = {};
      if (command.title !== undefined) {
        const title = requiredText(command.title, LIMITS.stepTitle, 'Step title', STEP_TITLE_REQUIRED);
        if (title !== step.title) changes.title = title;
      }
      if (command.description !== undefined) {
        const description = optionalText(command.description, LIMITS.description, 'Step description');
        if (description !== step.description) changes.description = description;
      }
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'StepUpdated', data: { todoId: todo.todoId, stepId: step.stepId, ...changes, updatedAt: command.now } }];
    }
    case 'CompleteStep': {
      const todo = ownedTodo(state, command.userId);
      const step = findStep(todo, command.stepId);
      if (step.status === 'completed') return [];
      return completionEvents(todo, step.stepId, command.evaluationRequestId, command.now, 'step_completed');
    }
    case 'ApplyStepChatOutcome': {
      const todo = ownedTodo(state, command.userId);
      // Applied once per reply (by the request that recorded it, or by the reactor finishing
      // it after a crash): the events it appended carry the reply's id.
      if (todo.chatRepliesApplied.includes(command.replyId)) return [];
      const step = findStep(todo, command.stepId);
      const chatReplyId = command.replyId;
      const events: TodoEvent[] = [];
      if (todo.status === 'pending') events.push({ type: 'TodoStarted', data: { todoId: todo.todoId, reason: 'step_chat', startedAt: command.now } });
      for (const f of command.findings) {
        const finding = assistantFinding(f);
        if (finding) events.push({ type: 'FindingAdded', data: { todoId: todo.todoId, stepId: step.stepId, ...finding, addedAt: command.now, chatReplyId } });
      }
      if (command.stepCompleted && step.status !== 'completed') {
        // The todo was started just above when it was pending: don't start it twice.
        const started = todo.status === 'pending' ? { ...todo, status: 'in_progress' as const } : todo;
        events.push(...completionEvents(started, step.stepId, command.evaluationRequestId, command.now, { chatReplyId }));
      } else if (step.status === 'pending') {
        events.push({ type: 'StepStarted', data: { todoId: todo.todoId, stepId: step.stepId, startedAt: command.now, chatReplyId } });
      } else if (events.some((e) => e.type === 'FindingAdded')) {
        events.push(...proofEvaluation(todo, command.evaluationRequestId, command.now));
      }
      return events;
    }
    case 'RecordEvaluation': {
      const todo = ownedTodo(state, command.userId);
      // Accepted once per request: a repeated or stale (re-planned since) result changes nothing.
      if (todo.pendingEvaluationRequestId !== command.requestId) return [];
      // A verdict on texts the todo no longer has is not its verdict: the request stays owed.
      const changed = JUDGED_FIELDS.filter((field) => command.judged[field] !== todo[field]);
      if (changed.length > 0) {
        return withPlannerCall<TodoEvent>([{ type: 'TodoEvaluationDiscarded', data: { todoId: todo.todoId, requestId: command.requestId, changed, discardedAt: command.now } }], command.plannerCall);
      }
      const e = command.evaluation;
      const gapsFound = e.gapsFound || e.gaps.length > 0;
      const events: TodoEvent[] = [
        {
          type: 'TodoEvaluated',
          data: {
            todoId: todo.todoId,
            requestId: command.requestId,
            gapsFound,
            gaps: e.gaps,
            suggestions: e.suggestions,
            recommendation: e.recommendation,
            criteria: e.criteria,
            evaluatedAt: command.now,
            // The call on record says which planner made it (none is passed for the sample odyssey's).
            ...(command.plannerCall
              ? { planner: { name: command.plannerCall.model, fallback: command.plannerCall.fallback, reason: command.plannerCall.fallbackReason ?? null } }
              : {}),
          },
        },
      ];
      const allDone = todo.steps.length > 0 && todo.steps.every((s) => s.status === 'completed');
      if (!gapsFound && allDone && todo.status !== 'completed') {
        events.push({ type: 'TodoAutoCompleted', data: { todoId: todo.todoId, requestId: command.requestId, completedAt: command.now } });
      }
      return withPlannerCall(events, command.plannerCall);
    }
    case 'ForceCompleteTodo': {
      const todo = ownedTodo(state, command.userId);
      if (todo.status === 'completed') throw conflict(ALREADY_COMPLETED);
      return [{ type: 'TodoForceCompleted', data: { todoId: todo.todoId, completedAt: command.now } }];
    }
    case 'ReopenStep': {
      const todo = ownedTodo(state, command.userId);
      const step = findStep(todo, command.stepId);
      if (step.status !== 'completed') throw conflict(STEP_NOT_COMPLETED);
      // A completed todo has open work again; otherwise its status (set by hand or by the system) stays.
      const todoStatus = todo.status === 'completed' ? 'in_progress' : todo.status;
      const clearsEvaluation = todo.evaluation !== null || todo.pendingEvaluationRequestId !== null;
      return [{ type: 'StepReopened', data: { todoId: todo.todoId, stepId: step.stepId, todoStatus, clearsEvaluation, reopenedAt: command.now } }];
    }
    case 'ReopenTodo': {
      const todo = ownedTodo(state, command.userId);
      if (todo.status !== 'completed') throw conflict(TODO_NOT_COMPLETED);
      const status = todo.steps.some((s) => s.status === 'completed') ? 'in_progress' : 'pending';
      return [{ type: 'TodoReopened', data: { todoId: todo.todoId, status, reopenedAt: command.now } }];
    }
    case 'AddEvidence': {
      const todo = ownedTodo(state, command.userId);
      const step = findStep(todo, command.stepId);
      const contentText = requiredText(command.contentText, LIMITS.evidence, 'Evidence', EVIDENCE_REQUIRED);
      return [
        {
          type: 'EvidenceAdded',
          data: {
            todoId: todo.todoId,
            evidenceId: command.evidenceId,
            stepId: step.stepId,
            contentType: optionalText(command.contentType, LIMITS.label, 'Evidence content_type') ?? 'text',
            contentText,
            fileUrl: optionalWebAddress(command.fileUrl, 2_000, 'File URL'),
            addedAt: command.now,
          },
        },
        ...proofEvaluation(todo, command.evaluationRequestId, command.now),
      ];
    }
    case 'AddFinding': {
      const todo = ownedTodo(state, command.userId);
      const step = findStep(todo, command.stepId);
      return [
        {
          type: 'FindingAdded',
          data: {
            todoId: todo.todoId,
            findingId: command.findingId,
            stepId: step.stepId,
            findingType: findingTypeOf(command.findingType),
            title: requiredText(command.title, LIMITS.findingTitle, 'Finding title', FINDING_TEXT_REQUIRED),
            content: requiredText(command.content, LIMITS.findingContent, 'Finding content', FINDING_TEXT_REQUIRED),
            source: optionalText(command.source, LIMITS.label, 'Finding source') ?? 'user',
            addedAt: command.now,
          },
        },
        ...proofEvaluation(todo, command.evaluationRequestId, command.now),
      ];
    }
    case 'DeleteFinding': {
      const todo = ownedTodo(state, command.userId);
      if (!todo.findings.some((f) => f.findingId === command.findingId)) throw notFound(FINDING_NOT_FOUND);
      return [{ type: 'FindingDeleted', data: { todoId: todo.todoId, findingId: command.findingId, deletedAt: command.now } }];
    }
    case 'AddStepNote': {
      const todo = ownedTodo(state, command.userId);
      const step = findStep(todo, command.stepId);
      const content = requiredText(command.content, LIMITS.note, 'Note', NOTE_REQUIRED);
      if (appendNote(step.description, content).length > LIMITS.description) {
        throw invalid(`This step's description is full (at most ${LIMITS.description} characters with its notes): edit it to make room for the note`);
      }
      return [{ type: 'StepNoteAdded', data: { todoId: todo.todoId, stepId: step.stepId, content, addedAt: command.now } }, ...proofEvaluation(todo, command.evaluationRequestId, command.now)];
    }
    case 'AddTodoDependency': {
      const todo = ownedTodo(state, command.userId);
      if (command.dependsOn === todo.todoId) throw invalid(WAITS_FOR_ITSELF);
      // Adding a link that is there already changes nothing.
      if (todo.dependsOn.includes(command.dependsOn)) return [];
      if (countedWaits(todo, command.waitsOnGone) >= MAX_DEPENDENCIES) throw invalid(TOO_MANY_DEPENDENCIES);
      return [{ type: 'TodoDependencyAdded', data: { todoId: todo.todoId, dependsOn: command.dependsOn, addedAt: command.now } }];
    }
    case 'RemoveTodoDependency': {
      const todo = ownedTodo(state, command.userId);
      if (!todo.dependsOn.includes(command.dependsOn)) throw notFound(DEPENDENCY_NOT_FOUND);
      return [{ type: 'TodoDependencyRemoved', data: { todoId: todo.todoId, dependsOn: command.dependsOn, removedAt: command.now } }];
    }
    case 'RestoreTodo':
      return restoreTodo(command, state);
    case 'UndoTodoChange':
      return undoTodoChange(command, state);
    case 'RecordPlannerCall':
      ownedTodo(state, command.userId);
      return [{ type: 'PlannerCallRecorded', data: command.plannerCall }];
    default:
      return assertNever(command);
  }
}

function restoreTodo(c: Cmd<'RestoreTodo'>, state: TodoState): TodoEvent[] {
  if (state.lifecycle === 'absent' || state.userId !== c.userId || state.todoId === null) throw notFound(TODO_NOT_FOUND);
  // Deleted on its own stream, or set aside by its mission's re-plan (then still active here).
  const removedAt = state.lifecycle === 'deleted' ? state.deletedAt : (c.setAsideAt ?? null);
  if (removedAt === null) throw conflict('This todo is not deleted: it was restored already.');
  if (c.revision !== undefined && c.revision !== state.revision) throw conflict('This todo changed after it was deleted, so the deletion can no longer be undone.');
  if (!withinRestoreWindow(removedAt, c.now)) {
    throw conflict(`This todo was deleted more than ${RESTORE_WINDOW_DAYS} days ago and can no longer be restored.`);
  }
  return [{ type: 'TodoRestored', data: { todoId: state.todoId, missionId: c.missionId, restoredAt: c.now } }];
}

const UNDO_NAMES: Record<Cmd<'UndoTodoChange'>['kind'], { what: string; types: ReadonlySet<TodoEvent['type']> }> = {
  edit: {
    what: 'that edit, so the edit',
    types: new Set([
      'TodoDetailsUpdated',
      'TodoStatusChanged',
      'TodoLinkedToMission',
      'TodoUnlinkedFromMission',
      // The evaluation the edit asked for, made in the same request.
      'TodoEvaluationRequested',
      'TodoEvaluationDiscarded',
      'TodoEvaluated',
      'TodoAutoCompleted',
    ]),
  },
  step_completion: {
    what: 'that step was completed, so the completion',
    types: new Set(['StepCompleted', 'TodoStarted', 'TodoEvaluationRequested', 'TodoEvaluated', 'TodoAutoCompleted']),
  },
  replan: { what: 'that re-plan, so the re-plan', types: new Set(['StepsRetired', 'StepsPlanned']) },
  dependency: { what: 'that change to what it waits for, so the change', types: new Set(['TodoDependencyAdded', 'TodoDependencyRemoved']) },
};

const CHANGE_NAMES: Record<Cmd<'UndoTodoChange'>['kind'], string> = {
  edit: 'an edit',
  step_completion: 'a step completion',
  replan: 'a re-plan',
  dependency: 'a change to what it waits for',
};

/** Undo of the todo's last change: refused when anything happened to the todo since. */
function undoTodoChange(c: Cmd<'UndoTodoChange'>, state: TodoState): TodoEvent[] {
  const todo = ownedTodo(state, c.userId);
  const names = UNDO_NAMES[c.kind];
  // The audit record of the planner call that produced a change is part of it, and stays on record.
  const change = c.change.filter((e) => e.type !== 'PlannerCallRecorded');
  if (c.revision !== todo.revision) throw conflict(`This todo changed after ${names.what} can no longer be undone.`);
  if (change.length === 0 || change.some((e) => !names.types.has(e.type))) {
    throw invalid(`The change at revision ${c.revision} is not ${CHANGE_NAMES[c.kind]} of this todo.`);
  }
  const base = { todoId: todo.todoId, undoneRevision: c.revision, undoneAt: c.now };
  const before = c.before;
  switch (c.kind) {
    case 'edit': {
      const previous: Extract<TodoEvent, { type: 'TodoEditUndone' }>['data']['previous'] = {};
      for (const e of change) {
        if (e.type === 'TodoDetailsUpdated') {
          if (e.data.title !== undefined) previous.title = before.title;
          if (e.data.description !== undefined) previous.description = before.description;
          if (e.data.successCriteria !== undefined) previous.successCriteria = before.successCriteria;
          if (e.data.priority !== undefined) previous.priority = before.priority;
          if (e.data.dueDate !== undefined) previous.dueDate = before.dueDate;
        } else if (e.type === 'TodoStatusChanged' && before.status !== 'completed') {
          previous.status = before.status;
        } else if (e.type === 'TodoLinkedToMission' || e.type === 'TodoUnlinkedFromMission') {
          // A former mission deleted since cannot take the todo back: it stays standalone.
          previous.missionId = before.missionId !== null && !c.previousMissionExists ? null : before.missionId;
        } else if (e.type === 'TodoEvaluationRequested') {
          // The texts come back, and with them the verdict made on them (the edit asked only when none was owed).
          previous.evaluation = before.evaluation;
        } else if (e.type === 'TodoAutoCompleted' && before.status !== 'completed') {
          previous.status = before.status;
        }
      }
      return [{ type: 'TodoEditUndone', data: { ...base, previous } }];
    }
    case 'step_completion': {
      const completed = change.filter((e) => e.type === 'StepCompleted');
      const stepId = completed.length === 1 ? completed[0].data.stepId : null;
      const step = stepId === null ? undefined : before.steps.find((s) => s.stepId === stepId);
      if (!step || step.status === 'completed' || !todo.steps.some((s) => s.stepId === step.stepId)) throw invalid('That change did not complete one step of this todo.');
      return [
        {
          type: 'StepCompletionUndone',
          data: {
            ...base,
            stepId: step.stepId,
            stepStatus: step.status,
            todoStatus: before.status,
            clearsEvaluation: change.some((e) => e.type === 'TodoEvaluationRequested'),
          },
        },
      ];
    }
    case 'replan': {
      const planned = change.find((e) => e.type === 'StepsPlanned');
      if (!planned) throw invalid('That change did not re-plan this todo.');
      const restoredStepIds = change.flatMap((e) => (e.type === 'StepsRetired' ? e.data.stepIds : []));
      return [{ type: 'TodoReplanUndone', data: { ...base, restoredStepIds, retiredStepIds: planned.data.steps.map((s) => s.stepId) } }];
    }
    case 'dependency': {
      // One link added or removed by one request: the undo is the opposite link change.
      const [only] = change;
      if (change.length !== 1 || (only.type !== 'TodoDependencyAdded' && only.type !== 'TodoDependencyRemoved')) throw invalid('That change did not add or remove one wait of this todo.');
      const { dependsOn } = only.data;
      if (only.type === 'TodoDependencyAdded') {
        return [{ type: 'TodoDependencyRemoved', data: { todoId: todo.todoId, dependsOn, removedAt: c.now, undoneRevision: c.revision } }];
      }
      if (countedWaits(todo, c.waitsOnGone) >= MAX_DEPENDENCIES) throw invalid(TOO_MANY_DEPENDENCIES);
      return [{ type: 'TodoDependencyAdded', data: { todoId: todo.todoId, dependsOn, addedAt: c.now, undoneRevision: c.revision } }];
    }
    default:
      return assertNever(c.kind);
  }
}

export const todoDecider: Decider<TodoState, TodoCommand, TodoEvent> = {
  initialState: initialTodoState,
  evolve: evolveTodo,
  decide,
};

export const todoStreamId = (todoId: string) => `todo-${todoId}`;

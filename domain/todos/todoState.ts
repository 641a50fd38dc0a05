import { assertNever } from '../decider';
import type { CriterionCheck, EvaluationPlanner, FindingType, TodoEvent } from './events';
import { appendNote } from './notes';
import type { Priority } from './priority';
import type { StepStatus, TodoStatus } from './status';

export type StepState = {
  stepId: string;
  title: string;
  description: string | null;
  status: StepStatus;
  orderIndex: number;
  completedAt: string | null;
};

export type EvidenceState = {
  evidenceId: string;
  stepId: string;
  contentType: string;
  contentText: string;
  fileUrl: string | null;
  addedAt: string;
};

export type FindingState = {
  findingId: string;
  stepId: string;
  findingType: FindingType;
  title: string;
  content: string;
  source: string;
  addedAt: string;
};

export type CompletionEvaluation = {
  gapsFound: boolean;
  gaps: string[];
  suggestions: string[];
  recommendation: string;
  criteria: CriterionCheck[];
  todoAutoCompleted: boolean;
  userOverride: boolean;
  evaluatedAt: string | null;
  /** Which planner made it; absent when not known (recorded before it was kept, or no planner call). */
  planner?: EvaluationPlanner;
};

/** The todo aggregate as the decider sees it: only what its rules need, plus what a copy takes. */
export type TodoState = {
  lifecycle: 'absent' | 'active' | 'deleted';
  todoId: string | null;
  userId: string | null;
  title: string;
  description: string | null;
  successCriteria: string;
  priority: Priority;
  dueDate: string | null;
  missionId: string | null;
  status: TodoStatus;
  createdAt: string | null;
  updatedAt: string | null;
  completedAt: string | null;
  /** Active steps in plan order (retired steps are gone). */
  steps: StepState[];
  evidence: EvidenceState[];
  findings: FindingState[];
  /** Set while an evaluation is owed for the latest all-steps-complete transition. */
  pendingEvaluationRequestId: string | null;
  evaluation: CompletionEvaluation | null;
  /** Revision of the stream's last event (-1 before the first): an undo names the one it undoes. */
  revision: number;
  /** When it was deleted (restorable for a while); null while it is active. */
  deletedAt: string | null;
  /** What the latest re-plan retired, so that re-plan can be undone. */
  retired: { steps: StepState[]; evidence: EvidenceState[]; findings: FindingState[] };
  /** Step-assistant replies whose outcome is on the todo (their message ids): each is applied once. */
  chatRepliesApplied: string[];
  /** The todos it waits for, in the order the links were made (deleted ones too: a restore brings them back). */
  dependsOn: string[];
};

export const initialTodoState = (): TodoState => ({
  lifecycle: 'absent',
  todoId: null,
  userId: null,
  title: '',
  description: null,
  successCriteria: '',
  priority: 'medium',
  dueDate: null,
  missionId: null,
  status: 'pending',
  createdAt: null,
  updatedAt: null,
  completedAt: null,
  steps: [],
  evidence: [],
  findings: [],
  pendingEvaluationRequestId: null,
  evaluation: null,
  revision: -1,
  deletedAt: null,
  retired: { steps: [], evidence: [], findings: [] },
  chatRepliesApplied: [],
  dependsOn: [],
});

const sortSteps = (steps: StepState[]) => [...steps].sort((a, b) => a.orderIndex - b.orderIndex);

/** Steps with the evidence and findings on them: what a re-plan retires and its undo brings back. */
type StepWork = TodoState['retired'];

/** Splits the work into that of the steps in `stepIds` and the rest, each in its order. */
const splitWork = (work: StepWork, stepIds: ReadonlySet<string>): { of: StepWork; rest: StepWork } => {
  const of = (item: { stepId: string }) => stepIds.has(item.stepId);
  const not = (item: { stepId: string }) => !of(item);
  return {
    of: { steps: work.steps.filter(of), evidence: work.evidence.filter(of), findings: work.findings.filter(of) },
    rest: { steps: work.steps.filter(not), evidence: work.evidence.filter(not), findings: work.findings.filter(not) },
  };
};

const mapStep = (state: TodoState, stepId: string, change: (step: StepState) => StepState): StepState[] =>
  state.steps.map((step) => (step.stepId === stepId ? change(step) : step));

export function evolveTodo(state: TodoState, event: TodoEvent): TodoState {
  const next = { ...evolveFields(state, event), revision: state.revision + 1 };
  const replyId = chatReplyOf(event);
  return replyId === undefined || next.chatRepliesApplied.includes(replyId) ? next : { ...next, chatRepliesApplied: [...next.chatRepliesApplied, replyId] };
}

/** The step-assistant reply whose outcome appended the event, if one did. */
const chatReplyOf = (event: TodoEvent): string | undefined =>
  event.type === 'FindingAdded' || event.type === 'StepStarted' || event.type === 'StepCompleted' ? event.data.chatReplyId : undefined;

function evolveFields(state: TodoState, event: TodoEvent): TodoState {
  switch (event.type) {
    case 'TodoCreated': {
      const d = event.data;
      return {
        ...initialTodoState(),
        lifecycle: 'active',
        todoId: d.todoId,
        userId: d.userId,
        title: d.title,
        description: d.description,
        successCriteria: d.successCriteria,
        priority: d.priority,
        dueDate: d.dueDate,
        missionId: d.missionId,
        createdAt: d.createdAt,
        updatedAt: d.createdAt,
      };
    }
    case 'TodoDetailsUpdated': {
      const { todoId: _todoId, updatedAt, ...changes } = event.data;
      return { ...state, ...changes, updatedAt };
    }
    case 'TodoStatusChanged':
      return { ...state, status: event.data.status, updatedAt: event.data.changedAt };
    case 'TodoStarted':
      return { ...state, status: 'in_progress', updatedAt: event.data.startedAt };
    case 'TodoLinkedToMission':
      return { ...state, missionId: event.data.missionId, updatedAt: event.data.linkedAt };
    case 'TodoUnlinkedFromMission':
      return { ...state, missionId: null, updatedAt: event.data.unlinkedAt };
    case 'TodoDeleted':
      return { ...state, lifecycle: 'deleted', deletedAt: event.data.deletedAt, updatedAt: event.data.deletedAt };
    case 'TodoRestored':
      return { ...state, lifecycle: 'active', deletedAt: null, missionId: event.data.missionId, updatedAt: event.data.restoredAt };
    case 'TodoEditUndone': {
      const { evaluation, ...fields } = event.data.previous;
      const next = { ...state, ...fields, updatedAt: event.data.undoneAt };
      // A status put back is an open one: the edit's evaluation may have completed the todo.
      if (fields.status !== undefined) next.completedAt = null;
      return evaluation === undefined ? next : { ...next, evaluation, pendingEvaluationRequestId: null };
    }
    case 'StepCompletionUndone': {
      const d = event.data;
      return {
        ...state,
        steps: mapStep(state, d.stepId, (s) => ({ ...s, status: d.stepStatus, completedAt: null })),
        status: d.todoStatus,
        completedAt: d.todoStatus === 'completed' ? state.completedAt : null,
        pendingEvaluationRequestId: d.clearsEvaluation ? null : state.pendingEvaluationRequestId,
        evaluation: d.clearsEvaluation ? null : state.evaluation,
        updatedAt: d.undoneAt,
      };
    }
    case 'StepReopened': {
      const d = event.data;
      return {
        ...state,
        steps: mapStep(state, d.stepId, (s) => ({ ...s, status: 'pending', completedAt: null })),
        status: d.todoStatus,
        completedAt: null,
        pendingEvaluationRequestId: d.clearsEvaluation ? null : state.pendingEvaluationRequestId,
        evaluation: d.clearsEvaluation ? null : state.evaluation,
        updatedAt: d.reopenedAt,
      };
    }
    case 'TodoReopened':
      return {
        ...state,
        status: event.data.status,
        completedAt: null,
        pendingEvaluationRequestId: null,
        evaluation: null,
        updatedAt: event.data.reopenedAt,
      };
    case 'TodoReplanUndone': {
      const out = splitWork(state, new Set(event.data.retiredStepIds));
      const back = splitWork(state.retired, new Set(event.data.restoredStepIds)).of;
      return {
        ...state,
        steps: sortSteps([...out.rest.steps, ...back.steps]),
        evidence: [...out.rest.evidence, ...back.evidence],
        findings: [...out.rest.findings, ...back.findings],
        retired: out.of,
        pendingEvaluationRequestId: null,
        evaluation: null,
        updatedAt: event.data.undoneAt,
      };
    }
    case 'StepAdded': {
      const { stepId, title, description, orderIndex, addedAt } = event.data;
      const step: StepState = { stepId, title, description, orderIndex, status: 'pending', completedAt: null };
      return { ...state, steps: sortSteps([...state.steps, step]), updatedAt: addedAt };
    }
    case 'StepsPlanned': {
      const planned = event.data.steps.map(
        (s): StepState => ({ ...s, status: 'pending', completedAt: null }),
      );
      return { ...state, steps: sortSteps([...state.steps, ...planned]), updatedAt: event.data.plannedAt };
    }
    case 'StepsRetired': {
      const { of: retired, rest } = splitWork(state, new Set(event.data.stepIds));
      return {
        ...state,
        ...rest,
        // Only the latest re-plan can be undone: earlier retirements are forgotten.
        retired,
        // An evaluation of (or owed for) the old plan no longer applies.
        pendingEvaluationRequestId: null,
        evaluation: null,
        updatedAt: event.data.retiredAt,
      };
    }
    case 'StepUpdated': {
      const { stepId, updatedAt, todoId: _todoId, ...changes } = event.data;
      return { ...state, steps: mapStep(state, stepId, (s) => ({ ...s, ...changes })), updatedAt };
    }
    case 'StepStarted':
      return {
        ...state,
        steps: mapStep(state, event.data.stepId, (s) => ({ ...s, status: 'in_progress' })),
        updatedAt: event.data.startedAt,
      };
    case 'StepCompleted':
      return {
        ...state,
        steps: mapStep(state, event.data.stepId, (s) => ({ ...s, status: 'completed', completedAt: event.data.completedAt })),
        updatedAt: event.data.completedAt,
      };
    case 'StepNoteAdded':
      return {
        ...state,
        steps: mapStep(state, event.data.stepId, (s) => ({ ...s, description: appendNote(s.description, event.data.content) })),
        updatedAt: event.data.addedAt,
      };
    case 'TodoEvaluationRequested':
      return { ...state, pendingEvaluationRequestId: event.data.requestId };
    case 'TodoEvaluationDiscarded':
      return state;
    case 'TodoEvaluated': {
      const d = event.data;
      return {
        ...state,
        pendingEvaluationRequestId: null,
        evaluation: {
          gapsFound: d.gapsFound,
          gaps: d.gaps,
          suggestions: d.suggestions,
          recommendation: d.recommendation,
          criteria: d.criteria,
          todoAutoCompleted: false,
          userOverride: false,
          evaluatedAt: d.evaluatedAt,
          ...(d.planner ? { planner: d.planner } : {}),
        },
      };
    }
    case 'TodoAutoCompleted':
      return {
        ...state,
        status: 'completed',
        completedAt: event.data.completedAt,
        updatedAt: event.data.completedAt,
        evaluation: state.evaluation && { ...state.evaluation, todoAutoCompleted: true },
      };
    case 'TodoForceCompleted':
      return {
        ...state,
        status: 'completed',
        completedAt: event.data.completedAt,
        updatedAt: event.data.completedAt,
        pendingEvaluationRequestId: null,
        evaluation: forceCompletedEvaluation(state.evaluation, event.data.completedAt),
      };
    case 'EvidenceAdded': {
      const { todoId: _todoId, ...evidence } = event.data;
      return { ...state, evidence: [...state.evidence, evidence], updatedAt: evidence.addedAt };
    }
    case 'FindingAdded': {
      const { todoId: _todoId, chatReplyId: _reply, ...finding } = event.data;
      return { ...state, findings: [...state.findings, finding], updatedAt: finding.addedAt };
    }
    case 'FindingDeleted':
      return {
        ...state,
        findings: state.findings.filter((f) => f.findingId !== event.data.findingId),
        updatedAt: event.data.deletedAt,
      };
    case 'TodoDependencyAdded':
      return state.dependsOn.includes(event.data.dependsOn) ? state : { ...state, dependsOn: [...state.dependsOn, event.data.dependsOn] };
    case 'TodoDependencyRemoved':
      return { ...state, dependsOn: state.dependsOn.filter((id) => id !== event.data.dependsOn) };
    case 'PlannerCallRecorded':
      return state;
    default:
      return assertNever(event);
  }
}

/**
 * Force-complete keeps the evaluation the user overrode (gaps and all) and marks the override;
 * without an earlier evaluation it records that the user completed the todo unevaluated.
 */
export function forceCompletedEvaluation(existing: CompletionEvaluation | null, completedAt: string): CompletionEvaluation {
  if (existing) return { ...existing, todoAutoCompleted: false, userOverride: true };
  return {
    gapsFound: false,
    gaps: [],
    suggestions: [],
    recommendation: 'Completed by the user without an evaluation.',
    criteria: [],
    todoAutoCompleted: false,
    userOverride: true,
    evaluatedAt: completedAt,
  };
}

import { assertNever, conflict, invalid, notFound, type Decider } from '../decider';
import { requireRestorable } from '../restoreWindow';
import { withPlannerCall, type PlannerCallData } from '../plannerCalls/events';
import type { MissionEvent } from './events';
import { normaliseMissionStatus, type MissionStatus } from './missionStatus';
import { MISSION_TITLE_MAX, missionDescription, missionTitle } from './missionText';

export type MissionState = {
  exists: boolean;
  deleted: boolean;
  /** When it was deleted (restorable for a while); null while it is active. */
  deletedAt: string | null;
  missionId: string | null;
  userId: string | null;
  title: string;
  description: string | null;
  status: MissionStatus;
  odysseyId: string | null;
  completionEvaluation: string | null;
  /** Index of the stream's last event (-1: none); an undo names the revision it undoes. */
  revision: number;
  /** What the last re-plan replaced, at the revision it was recorded (null: none since creation). */
  lastReplan: { revision: number; title: string; description: string | null } | null;
};

/**
 * The odyssey a command links the mission to, as the caller found it in the read models
 * (the caller answers 404 when it does not exist or belongs to someone else).
 */
export type ChosenOdyssey = { odysseyId: string; status: string };

export type CreateMission = {
  type: 'CreateMission';
  missionId: string;
  userId: string;
  title: string;
  description?: string | null;
  odyssey?: ChosenOdyssey | null;
  now: string;
};

/** Fields left undefined stay as they are; `odyssey: null` clears the link. */
export type UpdateMission = {
  type: 'UpdateMission';
  userId: string;
  title?: string;
  description?: string | null;
  status?: string;
  odyssey?: ChosenOdyssey | null;
  now: string;
};

export type DeleteMission = { type: 'DeleteMission'; userId: string; now: string };

/** `odysseyId`: the link it comes back with, which the caller checked still exists (null: standalone). */
export type RestoreMission = { type: 'RestoreMission'; userId: string; odysseyId: string | null; now: string };

/** Runs on the NEW mission's stream with the source's fields as the caller read them. */
export type CopyMission = {
  type: 'CopyMission';
  missionId: string;
  userId: string;
  source: { missionId: string; title: string; description: string | null; odysseyId: string | null };
  now: string;
};

export type RequestMissionReplan = {
  type: 'RequestMissionReplan';
  userId: string;
  title: string;
  description?: string | null;
  now: string;
};

/** `revision`: the stream revision right after the re-plan (the X-Undo header's). */
export type UndoMissionReplan = { type: 'UndoMissionReplan'; userId: string; revision: number; now: string };

/** From the completion reactor, with the todo counts it read when deciding to complete. */
export type CompleteMission = {
  type: 'CompleteMission';
  evaluation: string;
  todos: { total: number; completed: number };
  now: string;
  /** The audit record of the planner call that wrote the summary. */
  plannerCall?: PlannerCallData;
};

/** From the completion reactor: a todo of the mission was reopened. */
export type ReopenMission = { type: 'ReopenMission'; todoId: string; now: string };

export type MissionCommand =
  | CreateMission
  | UpdateMission
  | DeleteMission
  | RestoreMission
  | CopyMission
  | RequestMissionReplan
  | UndoMissionReplan
  | CompleteMission
  | ReopenMission;

const initialState = (): MissionState => ({
  exists: false,
  deleted: false,
  deletedAt: null,
  missionId: null,
  userId: null,
  title: '',
  description: null,
  status: 'active',
  odysseyId: null,
  completionEvaluation: null,
  revision: -1,
  lastReplan: null,
});

function evolve(state: MissionState, event: MissionEvent): MissionState {
  return { ...evolveFields(state, event), revision: state.revision + 1 };
}

function evolveFields(state: MissionState, event: MissionEvent): MissionState {
  switch (event.type) {
    case 'MissionCreated':
      return {
        ...state,
        exists: true,
        missionId: event.data.missionId,
        userId: event.data.userId,
        title: event.data.title,
        description: event.data.description,
        odysseyId: event.data.odysseyId,
        status: 'active',
      };
    case 'MissionDetailsUpdated':
      return { ...state, title: event.data.title, description: event.data.description };
    case 'MissionStatusChanged':
      return {
        ...state,
        status: event.data.status,
        // Re-opening a completed mission drops the old completion summary.
        completionEvaluation: event.data.status === 'completed' ? state.completionEvaluation : null,
      };
    case 'MissionOdysseyChanged':
      return { ...state, odysseyId: event.data.odysseyId };
    case 'MissionDeleted':
      return { ...state, deleted: true, deletedAt: event.data.deletedAt };
    case 'MissionRestored':
      return { ...state, deleted: false, deletedAt: null, odysseyId: event.data.odysseyId };
    case 'MissionReplanRequested':
      // A new plan is new work: a completed mission becomes active again.
      return {
        ...state,
        lastReplan: { revision: state.revision + 1, title: state.title, description: state.description },
        title: event.data.title,
        description: event.data.description,
        status: state.status === 'completed' ? 'active' : state.status,
        completionEvaluation: null,
      };
    case 'MissionReplanUndone':
      return { ...state, title: event.data.title, description: event.data.description, lastReplan: null };
    case 'MissionCompleted':
      return { ...state, status: 'completed', completionEvaluation: event.data.evaluation };
    case 'MissionReopened':
      return { ...state, status: 'active', completionEvaluation: null };
    case 'PlannerCallRecorded':
      return state;
    default:
      return assertNever(event);
  }
}

export const MISSION_NOT_FOUND = 'Mission not found';
export const REPLAN_UNDO_CONFLICT = 'This mission changed after that re-plan, so the re-plan can no longer be undone.';

/** The id of a mission that exists and is not deleted; else "not found". */
function liveMissionId(state: MissionState): string {
  const { missionId } = state;
  if (!state.exists || state.deleted || missionId === null) throw notFound(MISSION_NOT_FOUND);
  return missionId;
}

/** The id of the acting user's live mission: another user's mission is reported exactly like a missing one. */
function requireOwnMission(state: MissionState, userId: string): string {
  if (state.userId !== userId) throw notFound(MISSION_NOT_FOUND);
  return liveMissionId(state);
}

function requireActiveOdyssey(odyssey: ChosenOdyssey): void {
  if (odyssey.status !== 'active') {
    throw invalid('Only active odysseys can be chosen for a mission; this odyssey is ' + odyssey.status);
  }
}

function decide(command: MissionCommand, state: MissionState): MissionEvent[] {
  switch (command.type) {
    case 'CreateMission': {
      if (state.exists) throw conflict('This mission already exists');
      const title = missionTitle(command.title);
      const description = missionDescription(command.description);
      if (command.odyssey) requireActiveOdyssey(command.odyssey);
      return [
        {
          type: 'MissionCreated',
          data: {
            missionId: command.missionId,
            userId: command.userId,
            title,
            description,
            odysseyId: command.odyssey?.odysseyId ?? null,
            copiedFromMissionId: null,
            createdAt: command.now,
          },
        },
      ];
    }
    case 'CopyMission': {
      if (state.exists) throw conflict('This mission already exists');
      // Only the link to an odyssey is carried over; whether it may still take new missions
      // is the caller's check (it clears the link when the odyssey is no longer active).
      return [
        {
          type: 'MissionCreated',
          data: {
            missionId: command.missionId,
            userId: command.userId,
            title: copyTitle(command.source.title),
            description: command.source.description,
            odysseyId: command.source.odysseyId,
            copiedFromMissionId: command.source.missionId,
            createdAt: command.now,
          },
        },
      ];
    }
    case 'UpdateMission': {
      const missionId = requireOwnMission(state, command.userId);
      const events: MissionEvent[] = [];
      const title = command.title === undefined ? state.title : missionTitle(command.title);
      const description = command.description === undefined ? state.description : missionDescription(command.description);
      const status = command.status === undefined ? state.status : normaliseMissionStatus(command.status);
      if (title !== state.title || description !== state.description) {
        events.push({ type: 'MissionDetailsUpdated', data: { missionId, title, description, updatedAt: command.now } });
      }
      const odysseyId = command.odyssey === undefined ? state.odysseyId : (command.odyssey?.odysseyId ?? null);
      if (odysseyId !== state.odysseyId) {
        // Keeping the current odyssey is always fine; a NEW parent must be active.
        if (command.odyssey) requireActiveOdyssey(command.odyssey);
        events.push({ type: 'MissionOdysseyChanged', data: { missionId, odysseyId, changedAt: command.now } });
      }
      if (status !== state.status) {
        events.push({ type: 'MissionStatusChanged', data: { missionId, status, changedAt: command.now } });
      }
      return events;
    }
    case 'DeleteMission': {
      const missionId = requireOwnMission(state, command.userId);
      return [{ type: 'MissionDeleted', data: { missionId, deletedAt: command.now } }];
    }
    case 'RestoreMission': {
      const { missionId } = state;
      if (!state.exists || state.userId !== command.userId || missionId === null) throw notFound(MISSION_NOT_FOUND);
      requireRestorable('mission', state.deleted ? state.deletedAt : null, command.now);
      return [{ type: 'MissionRestored', data: { missionId, odysseyId: command.odysseyId, restoredAt: command.now } }];
    }
    case 'RequestMissionReplan': {
      const missionId = requireOwnMission(state, command.userId);
      return [
        {
          type: 'MissionReplanRequested',
          data: {
            missionId,
            title: missionTitle(command.title),
            description: missionDescription(command.description),
            requestedAt: command.now,
          },
        },
      ];
    }
    case 'UndoMissionReplan': {
      const missionId = requireOwnMission(state, command.userId);
      // Only while the re-plan is still the mission's last change (todos created in it since live on their own streams).
      if (command.revision !== state.revision) throw conflict(REPLAN_UNDO_CONFLICT);
      const replan = state.lastReplan;
      if (replan === null || replan.revision !== command.revision) throw invalid(`The change at revision ${command.revision} is not a re-plan of this mission.`);
      return [
        {
          type: 'MissionReplanUndone',
          data: { missionId, title: replan.title, description: replan.description, undoneRevision: command.revision, undoneAt: command.now, plannedTodosOnly: true },
        },
      ];
    }
    case 'CompleteMission': {
      const missionId = liveMissionId(state);
      const { total, completed } = command.todos;
      if (total === 0 || completed < total) throw conflict('A mission completes only when every one of its todos is completed');
      // Already completed with a summary: a repeated trigger changes nothing.
      if (state.status === 'completed' && state.completionEvaluation !== null) return [];
      const evaluation = command.evaluation.trim();
      if (!evaluation) throw invalid('A mission completion needs an evaluation text');
      return withPlannerCall<MissionEvent>([{ type: 'MissionCompleted', data: { missionId, evaluation, completedAt: command.now } }], command.plannerCall);
    }
    case 'ReopenMission': {
      const missionId = liveMissionId(state);
      // Only a completed mission reopens; a repeated trigger changes nothing.
      if (state.status !== 'completed') return [];
      return [{ type: 'MissionReopened', data: { missionId, todoId: command.todoId, reopenedAt: command.now } }];
    }
    default:
      return assertNever(command);
  }
}

const COPY_SUFFIX = ' (Copy)';

/** '<title> (Copy)', shortened so the copy's title stays editable (within the maximum length). */
export function copyTitle(title: string): string {
  return `${title.slice(0, MISSION_TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

export const missionDecider: Decider<MissionState, MissionCommand, MissionEvent> = { initialState, evolve, decide };

export const missionStreamId = (missionId: string) => `mission-${missionId}`;

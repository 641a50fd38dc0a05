import { assertNever, conflict, notFound, type Decider } from '../decider';
import { requireRestorable } from '../restoreWindow';
import { withPlannerCall, type PlannerCallData } from '../plannerCalls/events';
import type { OdysseyEvent } from './events';
import { normaliseOdysseyStatus, type OdysseyStatus } from './odysseyStatus';
import { odysseyDescription, odysseyTitle } from './odysseyText';

export type OdysseyState = {
  exists: boolean;
  deleted: boolean;
  /** When it was deleted (restorable for a while); null while it is active. */
  deletedAt: string | null;
  odysseyId: string | null;
  userId: string | null;
  title: string;
  description: string | null;
  status: OdysseyStatus;
  isSample: boolean;
};

export type CreateOdyssey = {
  type: 'CreateOdyssey';
  odysseyId: string;
  userId: string;
  title: string;
  description?: string | null;
  isSample?: boolean;
  now: string;
  /** The audit record of the planner call that wrote a sample odyssey. */
  plannerCall?: PlannerCallData;
};

/** Fields left undefined stay as they are. */
export type UpdateOdyssey = {
  type: 'UpdateOdyssey';
  userId: string;
  title?: string;
  description?: string | null;
  status?: string;
  now: string;
};

export type CompleteOdyssey = { type: 'CompleteOdyssey'; userId: string; now: string };
export type DeleteOdyssey = { type: 'DeleteOdyssey'; userId: string; now: string };
export type RestoreOdyssey = { type: 'RestoreOdyssey'; userId: string; now: string };

export type OdysseyCommand = CreateOdyssey | UpdateOdyssey | CompleteOdyssey | DeleteOdyssey | RestoreOdyssey;

const initialState = (): OdysseyState => ({
  exists: false,
  deleted: false,
  deletedAt: null,
  odysseyId: null,
  userId: null,
  title: '',
  description: null,
  status: 'active',
  isSample: false,
});

function evolve(state: OdysseyState, event: OdysseyEvent): OdysseyState {
  switch (event.type) {
    case 'OdysseyCreated':
      return {
        ...state,
        exists: true,
        odysseyId: event.data.odysseyId,
        userId: event.data.userId,
        title: event.data.title,
        description: event.data.description,
        isSample: event.data.isSample,
        status: 'active',
      };
    case 'OdysseyDetailsUpdated':
      return { ...state, title: event.data.title, description: event.data.description };
    case 'OdysseyStatusChanged':
      return { ...state, status: event.data.status };
    case 'OdysseyCompleted':
      return { ...state, status: 'completed' };
    case 'OdysseyDeleted':
      return { ...state, deleted: true, deletedAt: event.data.deletedAt };
    case 'OdysseyRestored':
      return { ...state, deleted: false, deletedAt: null };
    case 'PlannerCallRecorded':
      return state;
    default:
      return assertNever(event);
  }
}

export const ODYSSEY_NOT_FOUND = 'Odyssey not found';

/** Another user's odyssey is reported exactly like a missing one. */
function requireOwnOdyssey(state: OdysseyState, userId: string): string {
  const { odysseyId } = state;
  if (!state.exists || state.deleted || state.userId !== userId || odysseyId === null) throw notFound(ODYSSEY_NOT_FOUND);
  return odysseyId;
}

function statusEvent(odysseyId: string, status: OdysseyStatus, now: string): OdysseyEvent {
  if (status === 'completed') return { type: 'OdysseyCompleted', data: { odysseyId, completedAt: now } };
  return { type: 'OdysseyStatusChanged', data: { odysseyId, status, changedAt: now } };
}

function decide(command: OdysseyCommand, state: OdysseyState): OdysseyEvent[] {
  switch (command.type) {
    case 'CreateOdyssey': {
      if (state.exists) throw conflict('This odyssey already exists');
      return withPlannerCall<OdysseyEvent>(
        [
          {
            type: 'OdysseyCreated',
            data: {
              odysseyId: command.odysseyId,
              userId: command.userId,
              title: odysseyTitle(command.title),
              description: odysseyDescription(command.description),
              isSample: command.isSample ?? false,
              createdAt: command.now,
            },
          },
        ],
        command.plannerCall,
      );
    }
    case 'UpdateOdyssey': {
      const odysseyId = requireOwnOdyssey(state, command.userId);
      const events: OdysseyEvent[] = [];
      const title = command.title === undefined ? state.title : odysseyTitle(command.title);
      const description = command.description === undefined ? state.description : odysseyDescription(command.description);
      const status = command.status === undefined ? state.status : normaliseOdysseyStatus(command.status);
      if (title !== state.title || description !== state.description) {
        events.push({ type: 'OdysseyDetailsUpdated', data: { odysseyId, title, description, updatedAt: command.now } });
      }
      if (status !== state.status) events.push(statusEvent(odysseyId, status, command.now));
      return events;
    }
    case 'CompleteOdyssey': {
      const odysseyId = requireOwnOdyssey(state, command.userId);
      // Completing twice is harmless: the odyssey simply stays completed.
      if (state.status === 'completed') return [];
      return [statusEvent(odysseyId, 'completed', command.now)];
    }
    case 'DeleteOdyssey': {
      const odysseyId = requireOwnOdyssey(state, command.userId);
      return [{ type: 'OdysseyDeleted', data: { odysseyId, deletedAt: command.now } }];
    }
    case 'RestoreOdyssey': {
      const { odysseyId } = state;
      if (!state.exists || state.userId !== command.userId || odysseyId === null) throw notFound(ODYSSEY_NOT_FOUND);
      requireRestorable('odyssey', state.deleted ? state.deletedAt : null, command.now);
      return [{ type: 'OdysseyRestored', data: { odysseyId, restoredAt: command.now } }];
    }
    default:
      return assertNever(command);
  }
}

export const odysseyDecider: Decider<OdysseyState, OdysseyCommand, OdysseyEvent> = { initialState, evolve, decide };

export const odysseyStreamId = (odysseyId: string) => `odyssey-${odysseyId}`;

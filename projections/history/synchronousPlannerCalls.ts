import type { EventStore, RecordedEvent } from '../../commands/eventStore';
import { plannerCallsStreamId, type PlannerCallData } from '../../domain/plannerCalls/events';
import type { HistoryEntityKind } from './historyAnswer';
import { titleKey, wizardMatchWindow } from './historyLinksProjector';

/** The capabilities that plan each kind: its questions and its plan. */
const PLANNING: Partial<Record<HistoryEntityKind, { capabilities: string[]; titleInputs: string[]; idOf: (d: PlannerCallData) => string | undefined }>> = {
  mission: { capabilities: ['missionQuestions', 'missionTodos'], titleInputs: ['title', 'mission_title'], idOf: (d) => d.missionId },
  odyssey: { capabilities: ['odysseyQuestions', 'odysseyMissions'], titleInputs: ['title', 'odyssey_title'], idOf: (d) => d.odysseyId },
};

/**
 * The synchronous planner calls behind a mission or an odyssey, from its owner's record: those
 * that name it, and those a wizard made before it existed, matched as wizard jobs are.
 */
export async function synchronousPlannerCalls(store: EventStore, kind: HistoryEntityKind, id: string, ownerId: string, creation: RecordedEvent): Promise<RecordedEvent[]> {
  const planning = PLANNING[kind];
  if (!planning) return [];
  const created = creation.data as { title?: unknown; createdAt?: unknown };
  const title = typeof created.title === 'string' ? titleKey(created.title) : null;
  const window = typeof created.createdAt === 'string' ? wizardMatchWindow(created.createdAt) : null;
  const calls = await store.readStream(plannerCallsStreamId(ownerId));
  return calls.filter((e) => {
    if (e.type !== 'PlannerCallRecorded') return false;
    const d = e.data as PlannerCallData;
    if (!planning.capabilities.includes(d.capability)) return false;
    const named = planning.idOf(d);
    if (named) return named === id;
    if (!title || !window || e.position > creation.position) return false;
    const recordedAt = new Date(d.recordedAt);
    const asked = planning.titleInputs.map((key) => d.inputs[key]).find((v): v is string => typeof v === 'string');
    return asked !== undefined && titleKey(asked) === title && recordedAt >= window.earliest && recordedAt <= window.latest;
  });
}

import type { EventStore, RecordedEvent } from '../../commands/eventStore';
import type { HistoryEntityKind } from './historyAnswer';
import { titleSetBy } from './titleSetBy';

/** The stream of the other entity an event of a todo or mission names: the todo a wait is for, the todo or mission it was copied from. */
function otherStreamOf(e: RecordedEvent): string | null {
  const d = e.data as { dependsOn?: string; copiedFromTodoId?: string | null; copiedFromMissionId?: string | null };
  if (e.type === 'TodoDependencyAdded' || e.type === 'TodoDependencyRemoved') return d.dependsOn ? `todo-${d.dependsOn}` : null;
  if (e.type === 'TodoCreated') return d.copiedFromTodoId ? `todo-${d.copiedFromTodoId}` : null;
  if (e.type === 'MissionCreated') return d.copiedFromMissionId ? `mission-${d.copiedFromMissionId}` : null;
  return null;
}

/**
 * For each event of a todo's or mission's own stream that names another todo or mission of the
 * owner, that one's title as it was then (by event id): a line keeps the name it had when it
 * happened, through later renames, deletions and the entity gone for good (the log keeps its
 * stream). One read of each other entity's stream.
 */
export async function namedTitles(store: EventStore, kind: HistoryEntityKind, own: RecordedEvent[], ownerId: string): Promise<Map<string, string>> {
  if (kind !== 'todo' && kind !== 'mission') return new Map();
  const streamIds = [...new Set(own.map(otherStreamOf).filter((id): id is string => id !== null))];
  const streams = await Promise.all(streamIds.map((id) => store.readStream(id)));
  const renames = new Map<string, Array<{ position: bigint; title: string }>>();
  for (const [i, stream] of streams.entries()) {
    if ((stream[0]?.data as { userId?: string } | undefined)?.userId !== ownerId) continue;
    renames.set(
      streamIds[i],
      stream.flatMap((e) => {
        const title = titleSetBy(e);
        return title === null ? [] : [{ position: e.position, title }];
      }),
    );
  }
  const titles = new Map<string, string>();
  for (const e of own) {
    const other = otherStreamOf(e);
    const then = other === null ? undefined : renames.get(other)?.filter((r) => r.position < e.position).at(-1);
    if (then) titles.set(e.id, then.title);
  }
  return titles;
}

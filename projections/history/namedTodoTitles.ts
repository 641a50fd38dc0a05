import type { EventStore, RecordedEvent } from '../../commands/eventStore';
import { titleSetBy } from './titleSetBy';

/** The other todo a todo's event names: the one a wait is for, or the one it was copied from. */
function otherTodoOf(e: RecordedEvent): string | null {
  const d = e.data as { dependsOn?: string; copiedFromTodoId?: string | null };
  if (e.type === 'TodoDependencyAdded' || e.type === 'TodoDependencyRemoved') return d.dependsOn ?? null;
  if (e.type === 'TodoCreated') return d.copiedFromTodoId ?? null;
  return null;
}

/**
 * For each event of the todo's own stream that names another todo of the owner, that todo's
 * title as it was then (by event id): a line keeps the name it had when it happened, through
 * later renames, deletions and the todo gone for good (the log keeps its stream). One read of
 * each other todo's stream.
 */
export async function namedTodoTitles(store: EventStore, own: RecordedEvent[], ownerId: string): Promise<Map<string, string>> {
  const ids = [...new Set(own.map(otherTodoOf).filter((id): id is string => id !== null))];
  const streams = await Promise.all(ids.map((id) => store.readStream(`todo-${id}`)));
  const renames = new Map<string, Array<{ position: bigint; title: string }>>();
  for (const [i, stream] of streams.entries()) {
    if ((stream[0]?.data as { userId?: string } | undefined)?.userId !== ownerId) continue;
    renames.set(
      ids[i],
      stream.flatMap((e) => {
        const title = titleSetBy(e);
        return title === null ? [] : [{ position: e.position, title }];
      }),
    );
  }
  const titles = new Map<string, string>();
  for (const e of own) {
    const other = otherTodoOf(e);
    const then = other === null ? undefined : renames.get(other)?.filter((r) => r.position < e.position).at(-1);
    if (then) titles.set(e.id, then.title);
  }
  return titles;
}

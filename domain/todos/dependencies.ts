/**
 * A todo can wait for other todos of the same user: it is meant to be done after them. The
 * links never loop (a todo that waits for itself, directly or through others, could never be
 * started), which the use case checks over all the user's links before adding one.
 */

/** The most todos one todo may wait for. */
export const MAX_DEPENDENCIES = 50;

export const WAITS_FOR_ITSELF = 'A todo cannot wait for itself.';
export const TOO_MANY_DEPENDENCIES = `A todo can wait for at most ${MAX_DEPENDENCIES} other todos: remove one before adding another.`;
export const DEPENDENCY_NOT_FOUND = 'This todo does not wait for that todo.';

/** A todo on a chain of waits as the read models name it; `title` null: gone for good. */
export type WaitLink = { title: string | null; deleted: boolean };

/** The todos named between the two ends of a loop before the rest are counted. */
const NAMED_BETWEEN = 3;

const named = (todo: WaitLink) => (todo.title === null ? 'a deleted todo' : `"${todo.title}"${todo.deleted ? ' (in Recently deleted)' : ''}`);

/**
 * Why a todo cannot wait for another: `chain` runs from the todo it would wait for to the todo
 * itself, each waiting for the next, so the new link would close a loop. E.g.
 * `"Book the venue" already waits for "Send the invitations" (through "Pick a date"), so
 * "Send the invitations" cannot wait for "Book the venue".`
 */
export function waitLoopRefusal(chain: WaitLink[]): string {
  const first = chain[0];
  const last = chain[chain.length - 1];
  const between = chain.slice(1, -1);
  const through =
    between.length === 0
      ? ''
      : between.length <= NAMED_BETWEEN
        ? ` (through ${between.map(named).join(', then ')})`
        : ` (through ${between.slice(0, NAMED_BETWEEN).map(named).join(', then ')} and ${between.length - NAMED_BETWEEN} more)`;
  return `${named(first)} already waits for ${named(last)}${through}, so ${named(last)} cannot wait for ${named(first)}.`;
}

/**
 * The todos in an order that respects their waits: each after every todo of the list it waits
 * for, ties in the order given (waits on todos not in the list do not count). Should the links
 * ever loop, the todos caught in it follow in the order given.
 */
export function orderByWaits<T extends { id: string; depends_on: readonly string[] }>(todos: readonly T[]): string[] {
  const indexOf = new Map(todos.map((t, i) => [t.id, i]));
  const waitsLeft = todos.map(() => 0);
  const neededBy: number[][] = todos.map(() => []);
  todos.forEach((t, i) => {
    for (const id of new Set(t.depends_on)) {
      const j = indexOf.get(id);
      if (j === undefined || j === i) continue;
      waitsLeft[i]++;
      neededBy[j].push(i);
    }
  });
  // Ready todos, kept sorted by their place in the list (Kahn's order with ties as given).
  const ready = todos.flatMap((_, i) => (waitsLeft[i] === 0 ? [i] : []));
  const order: string[] = [];
  const placed = new Set<number>();
  for (let i = ready.shift(); i !== undefined; i = ready.shift()) {
    placed.add(i);
    order.push(todos[i].id);
    for (const k of neededBy[i]) {
      if (--waitsLeft[k] > 0) continue;
      let at = ready.findIndex((r) => r > k);
      if (at === -1) at = ready.length;
      ready.splice(at, 0, k);
    }
  }
  todos.forEach((t, i) => {
    if (!placed.has(i)) order.push(t.id);
  });
  return order;
}

/**
 * The order of a plan's open todos: a todo can only start once the todos it waits for are done,
 * so the open todos a todo waits for, directly or through others, come before it. The longest
 * such chain ending at a todo is the least work left before that todo is done.
 */

/** "`todoId` waits for `dependsOn`". */
export type WaitLink = { todoId: string; dependsOn: string };

/**
 * For each open todo, the longest chain of open todos ending at it, first to last (the todo
 * itself last). Completed todos and links to todos not in `open` do not count: a done todo no
 * longer holds anything up. Links never loop (the command refuses a loop); a loop in the input
 * leaves the todos on it standing alone, so the answer always ends.
 */
export function longestOpenChains(open: ReadonlySet<string>, links: readonly WaitLink[]): Map<string, string[]> {
  // Kahn's order over the open todos: a todo is settled once everything it waits for is,
  // keeping the longest chain among them (ties: the smaller id, so answers are stable).
  const next = new Map<string, string[]>();
  const waiting = new Map<string, number>();
  for (const id of open) waiting.set(id, 0);
  for (const { todoId, dependsOn } of links) {
    if (!open.has(todoId) || !open.has(dependsOn) || todoId === dependsOn) continue;
    next.set(dependsOn, [...(next.get(dependsOn) ?? []), todoId]);
    waiting.set(todoId, (waiting.get(todoId) ?? 0) + 1);
  }
  const before = new Map<string, { length: number; previous: string | null }>();
  const ready = [...open].filter((id) => waiting.get(id) === 0).sort();
  for (const id of ready) before.set(id, { length: 1, previous: null });
  while (ready.length > 0) {
    const id = ready.shift() as string;
    const own = before.get(id) ?? { length: 1, previous: null };
    for (const after of next.get(id) ?? []) {
      const theirs = before.get(after);
      if (!theirs || own.length + 1 > theirs.length || (own.length + 1 === theirs.length && theirs.previous !== null && id < theirs.previous)) {
        before.set(after, { length: own.length + 1, previous: id });
      }
      const left = (waiting.get(after) ?? 1) - 1;
      waiting.set(after, left);
      if (left === 0) ready.push(after);
    }
  }
  const chains = new Map<string, string[]>();
  for (const id of open) {
    const chain: string[] = [];
    // A todo on a loop never settles: it stands alone (the command refuses loops).
    for (let at: string | null = id; at !== null && chain.length <= open.size; at = before.get(at)?.previous ?? null) chain.unshift(at);
    chains.set(id, chain);
  }
  return chains;
}

/**
 * The critical path of a set of todos (a mission's): the longest chain of open todos that ends
 * at one of them, which may pass through todos of other plans. Empty when none of them waits
 * for an open todo (every chain is the todo alone).
 */
export function criticalPath(todoIds: readonly string[], chains: ReadonlyMap<string, string[]>): string[] {
  let longest: string[] = [];
  for (const id of [...todoIds].sort()) {
    const chain = chains.get(id) ?? [];
    if (chain.length > longest.length) longest = chain;
  }
  return longest.length > 1 ? longest : [];
}

import { orderByWaits } from '../todos/dependencies';

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
 * longer holds anything up. Links never loop (the command refuses a loop); on a loop in the
 * input the answer still ends.
 */
export function longestOpenChains(open: ReadonlySet<string>, links: readonly WaitLink[]): Map<string, string[]> {
  const waitsFor = new Map<string, string[]>();
  for (const { todoId, dependsOn } of links) {
    if (!open.has(todoId) || !open.has(dependsOn) || todoId === dependsOn) continue;
    waitsFor.set(todoId, [...(waitsFor.get(todoId) ?? []), dependsOn]);
  }
  // In an order that respects the waits each todo comes after those it waits for, whose
  // chains are then known: the longest of them, plus the todo (ties: the smaller id).
  const chains = new Map<string, string[]>();
  const ids = [...open].sort();
  for (const id of orderByWaits(ids.map((id) => ({ id, depends_on: waitsFor.get(id) ?? [] })))) {
    let longest: string[] = [];
    for (const before of (waitsFor.get(id) ?? []).sort()) {
      const chain = chains.get(before) ?? [];
      if (chain.length > longest.length) longest = chain;
    }
    chains.set(id, [...longest, id]);
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

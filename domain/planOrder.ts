import type { GeneratedTodo } from './planning';

/**
 * A generated plan's order kept to what it can mean: a todo waits only for todos listed before
 * it (the plan lists them in the order they are done), so the order never loops. A reference
 * to itself, to a later todo or to no todo of the plan, and a repeated one, is dropped and
 * named in `dropped` (for the planner-call record).
 */
export function keepPlanOrder(todos: GeneratedTodo[]): { todos: GeneratedTodo[]; dropped: string[] } {
  const dropped: string[] = [];
  const kept = todos.map((todo, index) => {
    if (todo.depends_on === undefined) return todo;
    const earlier = new Set<number>();
    for (const ref of todo.depends_on) {
      if (ref >= 0 && ref < index && !earlier.has(ref)) earlier.add(ref);
      else dropped.push(`todo ${index + 1} ("${todo.title}") cannot wait for ${describeRef(ref, index, todos.length)}`);
    }
    return { ...todo, depends_on: [...earlier].sort((a, b) => a - b) };
  });
  return { todos: kept, dropped };
}

function describeRef(ref: number, index: number, count: number): string {
  if (ref === index) return 'itself';
  if (ref < 0 || ref >= count) return `todo ${ref + 1}, which the plan does not have`;
  return ref > index ? `todo ${ref + 1}, listed after it` : `todo ${ref + 1} twice`;
}

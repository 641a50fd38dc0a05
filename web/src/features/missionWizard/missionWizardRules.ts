import type { GeneratedTodo } from '../../shared/jobs/job';

export const MISSING_MISSION_FIELDS = 'Please provide both mission title and description';
export const UNANSWERED_QUESTIONS = 'Please answer all questions before proceeding';
export const NO_TODOS_LEFT = 'Keep at least one todo to create the mission from the plan';

export function detailsComplete(title: string, description: string): boolean {
  return title.trim().length > 0 && description.trim().length > 0;
}

export function allAnswered(answers: string[]): boolean {
  return answers.length > 0 && answers.every((answer) => answer.trim().length > 0);
}

/**
 * The plan without the todos `dropped` names (by place). Waits are places in the plan (each on
 * an earlier todo): a wait on a dropped todo goes, and the places after it move up, so every
 * kept wait still names the same todo.
 */
export function withoutTodos(todos: GeneratedTodo[], dropped: (index: number) => boolean): GeneratedTodo[] {
  const places: (number | null)[] = [];
  let next = 0;
  todos.forEach((_, index) => places.push(dropped(index) ? null : next++));
  return todos.flatMap((todo, index) => {
    if (places[index] === null) return [];
    const waits = (todo.depends_on ?? []).filter((earlier) => earlier >= 0 && earlier < index).flatMap((earlier) => {
      const place = places[earlier];
      return place === null || place === undefined ? [] : [place];
    });
    return [{ ...todo, depends_on: [...new Set(waits)] }];
  });
}

/** The plan with one wait less: the todo at `index` no longer waits for the one at `earlier`. */
export function withoutWait(todos: GeneratedTodo[], index: number, earlier: number): GeneratedTodo[] {
  return todos.map((todo, i) => (i === index ? { ...todo, depends_on: (todo.depends_on ?? []).filter((place) => place !== earlier) } : todo));
}

/** Todos worth creating: a title and success criteria after trimming (the waits follow them). */
export function reviewedTodos(todos: GeneratedTodo[]): GeneratedTodo[] {
  const trimmed = todos.map((todo) => ({ ...todo, title: todo.title.trim(), description: todo.description.trim(), success_criteria: todo.success_criteria.trim() }));
  return withoutTodos(trimmed, (index) => !trimmed[index].title || !trimmed[index].success_criteria);
}

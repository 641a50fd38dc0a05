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

/** Todos worth creating: a title and success criteria after trimming. */
export function reviewedTodos(todos: GeneratedTodo[]): GeneratedTodo[] {
  return todos
    .map((todo) => ({ ...todo, title: todo.title.trim(), description: todo.description.trim(), success_criteria: todo.success_criteria.trim() }))
    .filter((todo) => todo.title && todo.success_criteria);
}

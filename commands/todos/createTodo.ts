import type { TodoCommand } from '../../domain/todos/todoCommands';
import { chosenMission } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleTodoCommand } from './handleTodoCommand';

export type NewTodo = Omit<Extract<TodoCommand, { type: 'CreateTodo' }>, 'type' | 'todoId' | 'userId' | 'now' | 'steps'>;

/** Creates a todo, standalone or in one of the user's active missions. */
export async function createTodo(deps: UseCaseDepsWith<'findOwnMission' | 'liveParentCheck'>, input: { actor: UserActor; todo: NewTodo }): Promise<{ todoId: string }> {
  const { actor, todo } = input;
  const missionStillThere = todo.missionId ? await chosenMission(deps.queries, actor.userId, todo.missionId) : undefined;
  const todoId = deps.ids();
  await handleTodoCommand(deps, actor, { ...todo, type: 'CreateTodo', todoId, userId: actor.userId, now: deps.now().toISOString() }, missionStillThere);
  return { todoId };
}

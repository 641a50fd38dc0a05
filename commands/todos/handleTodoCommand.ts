import type { TodoCommand } from '../../domain/todos/todoCommands';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { handleCommand, type Actor, type CommandDeps } from '../handleCommand';

/** Runs a command on its todo's stream. */
export function handleTodoCommand(deps: CommandDeps, actor: Actor, command: TodoCommand) {
  return handleCommand(deps, { streamId: todoStreamId(command.todoId), decider: todoDecider, command, actor });
}

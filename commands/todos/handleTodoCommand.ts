import type { TodoCommand } from '../../domain/todos/todoCommands';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { AppendPrecondition } from '../eventStore';
import { handleCommand, type Actor, type CommandDeps } from '../handleCommand';

/** Runs a command on its todo's stream; `precondition`: what its append needs still there (a parent it links to). */
export function handleTodoCommand(deps: CommandDeps, actor: Actor, command: TodoCommand, precondition?: AppendPrecondition) {
  return handleCommand(deps, { streamId: todoStreamId(command.todoId), decider: todoDecider, command, actor, precondition });
}

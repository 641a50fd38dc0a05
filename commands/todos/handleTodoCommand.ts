import type { TodoCommand } from '../../domain/todos/todoCommands';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { TodoState } from '../../domain/todos/todoState';
import type { AppendPrecondition } from '../eventStore';
import { handleCommand, type Actor, type CommandDeps } from '../handleCommand';

/** A command, or the todo's id and how to build the command from the state it is decided on (the stream read once for both). */
export type TodoCommandOn = TodoCommand | { todoId: string; build: (todo: TodoState) => Promise<TodoCommand> };

/** Runs a command on its todo's stream; `precondition`: what its append needs still there (a parent it links to). */
export function handleTodoCommand(deps: CommandDeps, actor: Actor, command: TodoCommandOn, precondition?: AppendPrecondition) {
  return handleCommand(deps, { streamId: todoStreamId(command.todoId), decider: todoDecider, command: 'build' in command ? command.build : command, actor, precondition });
}

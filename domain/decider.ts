/**
 * A decider per aggregate (Emmett / EventSourcing.NodeJS style): pure functions,
 * no I/O, no clock reads. Time comes in on the command (`now`).
 */
export type DomainEvent<Type extends string = string, Data = unknown> = {
  type: Type;
  data: Data;
};

export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  /** Returns the events to append, or throws a DomainError. */
  decide: (command: Command, state: State) => Event[];
};

/** A rule broken by a command. `code` maps to an HTTP status in the API. */
export type DomainErrorCode = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);

/** Exhaustiveness check for `switch` over a union. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}

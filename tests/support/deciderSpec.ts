import type { Decider, DomainEvent } from '../../domain/decider';
import { DomainError } from '../../domain/decider';

/**
 * given(events).when(command).then(events) / .thenThrows(code, message?)
 * for a pure decider.
 */
export function deciderSpec<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return {
    given(events: E[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: C) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            /** For events with generated parts: assert on the produced list. */
            thenEvents(check: (events: E[]) => void) {
              check(run());
            },
            thenThrows(code: DomainError['code'], message?: string | RegExp) {
              let error: unknown;
              try {
                run();
              } catch (e) {
                error = e;
              }
              expect(error).toBeInstanceOf(DomainError);
              expect((error as DomainError).code).toBe(code);
              if (message !== undefined) expect((error as DomainError).message).toMatch(message);
            },
          };
        },
      };
    },
  };
}

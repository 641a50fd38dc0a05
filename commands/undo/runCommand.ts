import type { Knex } from 'knex';
import type { DomainEvent } from '../../domain/decider';
import type { EventStore } from '../eventStore';
import type { HandleOptions, HandleResult } from '../handleCommand';

/** Runs a command as the acting user (and waits for the answers' read models). */
export type RunCommand = <S, C, E extends DomainEvent>(options: Omit<HandleOptions<S, C, E>, 'actor'>) => Promise<HandleResult<S, E>>;

/** What the undo and restore use cases need: the log, the read models and a way to run commands. */
export type UndoDeps = { store: EventStore; db: Knex; run: RunCommand };

/** Whether the user's mission / odyssey is live in the read models (a restored link must point at one). */
export async function liveParentExists(db: Knex, table: 'missions' | 'odysseys', userId: string, id: string | null): Promise<boolean> {
  if (id === null) return false;
  return Boolean(await db(table).where({ id, user_id: userId }).first('id'));
}

import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import { ERASED } from '../../domain/personalFields';
import type { UserEvent } from '../../domain/users/events';
import { applyInRuns, insertFirstOfEachId } from '../batchRuns';
import { byEventType, defineProjector } from '../projector';

/** Any event but a registration, where it falls in the log. */
const OTHER_EVENTS = byEventType<Exclude<UserEvent, { type: 'UserRegistered' }>>({
  async PasswordChanged(trx, d, recorded) {
    await trx('users').where({ id: d.userId }).update({ token_generation: d.tokenGeneration });
    await recordAuthChange(trx, recorded.position, d.userId);
  },
  async OnboardingCompleted(trx, d) {
    await trx('users').where({ id: d.userId }).update({ has_completed_onboarding: true });
  },
  async UserDeleted(trx, d, recorded) {
    await trx('users').where({ id: d.userId }).delete();
    await recordAuthChange(trx, recorded.position, d.userId);
  },
});

/**
 * `users`: one row per active account (deleted accounts leave it; their events stay).
 * `user_auth_changes`: the log position of every change that can make a token fail (deletion,
 * password change), so a process's cache of signed-in users re-reads only those users.
 */
export const usersProjector = defineProjector({
  name: 'users',
  // Async: token revocation (api/userAuthCache.ts) follows the runtime's commits of this read model; registration and password answers wait for it.
  lifecycle: 'async',
  version: 3,
  tables: ['users', 'user_auth_changes'],
  handles: ['UserRegistered', ...OTHER_EVENTS.handles],
  async setup(db) {
    await db.schema.createTable('users', (t) => {
      t.uuid('id').primary();
      t.text('email').notNullable();
      t.text('role').notNullable();
      t.integer('token_generation').notNullable().defaultTo(0);
      t.boolean('has_completed_onboarding').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
    // Unique among readable addresses: every erased account's reads "[erased]" (in a replay, or a
    // log imported without its data keys), and the log keeps addresses unique itself.
    await db.raw(`CREATE UNIQUE INDEX users_email_unique ON users (email) WHERE email <> '${ERASED}'`);
    await db.schema.createTable('user_auth_changes', (t) => {
      t.bigInteger('position').notNullable().index();
      t.uuid('user_id').notNullable();
    });
  },
  /** Replays are dominated by registrations: runs of them go in together. */
  apply: (trx, events) => applyInRuns(trx, events, isRegistration, insertRegistrations, OTHER_EVENTS.applyEvent),
});

type Registration = RecordedEvent & Extract<UserEvent, { type: 'UserRegistered' }>;
const isRegistration = (e: RecordedEvent): e is Registration => e.type === 'UserRegistered';

const insertRegistrations = (trx: Knex.Transaction, run: Registration[]) =>
  insertFirstOfEachId(trx, 'users', run.map(({ data: d }) => ({ id: d.userId, email: d.email, role: d.role, created_at: d.registeredAt })));

const recordAuthChange = (trx: Knex.Transaction, position: bigint, userId: string) =>
  trx('user_auth_changes').insert({ position: position.toString(), user_id: userId });

import type { DirectorSettingsEvent } from '../../domain/director/events';
import type { UserDeleted } from '../../domain/users/events';
import { byEventType, defineProjector, deleteUserRows } from '../projector';

/** `director_settings`: one row per user who saved settings; no row means the defaults. */
export const directorSettingsProjector = defineProjector({
  name: 'director_settings',
  // Inline: the settings answer is read back from its row; one row per user.
  lifecycle: 'inline',
  version: 1,
  tables: ['director_settings'],
  async setup(db) {
    await db.schema.createTable('director_settings', (t) => {
      t.uuid('user_id').primary();
      t.text('response_style').notNullable();
      t.double('temperature').notNullable();
      t.integer('max_tokens').notNullable();
      t.jsonb('tool_permissions').notNullable();
      t.jsonb('context_settings').notNullable();
      t.text('system_prompt_role').notNullable();
      t.text('custom_system_prompt').nullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  ...byEventType<DirectorSettingsEvent | UserDeleted>({
    async DirectorSettingsUpdated(trx, { settings: s, userId, updatedAt }) {
      await trx('director_settings')
        .insert({
          user_id: userId,
          response_style: s.response_style,
          temperature: s.temperature,
          max_tokens: s.max_tokens,
          tool_permissions: JSON.stringify(s.tool_permissions),
          context_settings: JSON.stringify(s.context_settings),
          system_prompt_role: s.system_prompt_role,
          custom_system_prompt: s.custom_system_prompt,
          updated_at: updatedAt,
        })
        .onConflict('user_id')
        .merge();
    },
    async UserDeleted(trx, d) {
      await deleteUserRows(trx, d.userId, ['director_settings']);
    },
  }),
});

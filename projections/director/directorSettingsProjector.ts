import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { DirectorSettingsEvent } from '../../domain/director/events';
import type { UserEvent } from '../../domain/users/events';
import { defineProjector, deleteUserRows, eachInTurn } from '../projector';

/** `director_settings`: one row per user who saved settings; no row means the defaults. */
export const directorSettingsProjector = defineProjector({
  name: 'director_settings',
  // Inline: the settings answer is read back from its row; one row per user.
  lifecycle: 'inline',
  version: 1,
  tables: ['director_settings'],
  handles: ['DirectorSettingsUpdated', 'UserDeleted'],
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
  apply: eachInTurn(async (trx: Knex.Transaction, recorded: RecordedEvent) => {
    const event = recorded as unknown as DirectorSettingsEvent | UserEvent;
    switch (event.type) {
      case 'DirectorSettingsUpdated': {
        const s = event.data.settings;
        await trx('director_settings')
          .insert({
            user_id: event.data.userId,
            response_style: s.response_style,
            temperature: s.temperature,
            max_tokens: s.max_tokens,
            tool_permissions: JSON.stringify(s.tool_permissions),
            context_settings: JSON.stringify(s.context_settings),
            system_prompt_role: s.system_prompt_role,
            custom_system_prompt: s.custom_system_prompt,
            updated_at: event.data.updatedAt,
          })
          .onConflict('user_id')
          .merge();
        return;
      }
      case 'UserDeleted':
        await deleteUserRows(trx, event.data.userId, ['director_settings']);
        return;
    }
  }),
});

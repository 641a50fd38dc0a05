import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { JobEvent } from '../../domain/jobs/events';
import type { MissionCreated } from '../../domain/missions/events';
import type { OdysseyCreated } from '../../domain/odysseys/events';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { UserEvent } from '../../domain/users/events';
import { defineProjector } from '../projector';

type Handled =
  | Extract<UserEvent, { type: 'UserDeleted' }>
  | Extract<StepChatEvent, { type: 'StepChatMessagePosted' }>
  | Extract<JobEvent, { type: 'JobRequested' }>
  | MissionCreated
  | OdysseyCreated;

export type HistoryEntityKind = 'odyssey' | 'mission' | 'todo' | 'conversation';

/** How far back a wizard's planning job may be matched to the mission or odyssey it became. */
const WIZARD_MATCH_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Titles match the way a person would see them: trimmed, case and inner spacing ignored. */
export const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * `history_links`: which other streams belong to an entity's history (step chats of a todo,
 * planning jobs of a mission or odyssey), so the history can read them from the log.
 *
 * A job names its mission or odyssey when it re-plans one (metadata.missionId / odysseyId).
 * The wizards plan BEFORE the mission or odyssey exists: such a job is kept as a candidate
 * and linked to the first mission / odyssey the same user then creates with the same title.
 */
export const historyLinksProjector = defineProjector({
  name: 'history_links',
  version: 2,
  tables: ['history_links', 'history_job_candidates'],
  handles: ['StepChatMessagePosted', 'JobRequested', 'MissionCreated', 'OdysseyCreated', 'UserDeleted'],

  async setup(db) {
    await db.schema.createTable('history_links', (t) => {
      t.text('entity_kind').notNullable();
      t.uuid('entity_id').notNullable();
      t.text('stream_id').notNullable();
      t.uuid('user_id').notNullable();
      /** step_chat | job_for_entity | wizard_plan */
      t.text('reason').notNullable();
      t.bigInteger('position').notNullable();
      t.primary(['entity_kind', 'entity_id', 'stream_id']);
    });
    await db.schema.createTable('history_job_candidates', (t) => {
      t.uuid('job_id').primary();
      t.uuid('user_id').notNullable();
      t.text('job_type').notNullable();
      t.text('title_key').notNullable();
      t.timestamp('requested_at', { useTz: true }).notNullable();
      t.boolean('used').notNullable().defaultTo(false);
      t.index(['user_id', 'job_type', 'title_key']);
    });
  },

  /** Step chat messages dominate: their links go in with one statement per batch. */
  async applyBatch(trx, events) {
    const chatLinks = new Map<string, object>();
    for (const e of events) {
      if (e.type !== 'StepChatMessagePosted') {
        await historyLinksProjector.apply(trx, e);
        continue;
      }
      const d = e.data as { todoId: string; userId: string };
      const key = `${d.todoId}|${e.streamId}`;
      if (!chatLinks.has(key)) chatLinks.set(key, { entity_kind: 'todo', entity_id: d.todoId, stream_id: e.streamId, user_id: d.userId, reason: 'step_chat', position: e.position.toString() });
    }
    const rows = [...chatLinks.values()];
    for (let i = 0; i < rows.length; i += 2000) {
      await trx('history_links').insert(rows.slice(i, i + 2000)).onConflict(['entity_kind', 'entity_id', 'stream_id']).ignore();
    }
  },

  async apply(trx: Knex.Transaction, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as Handled;
    const link = (entityKind: HistoryEntityKind, entityId: string, streamId: string, userId: string, reason: string) =>
      trx('history_links')
        .insert({ entity_kind: entityKind, entity_id: entityId, stream_id: streamId, user_id: userId, reason, position: recorded.position.toString() })
        .onConflict(['entity_kind', 'entity_id', 'stream_id'])
        .ignore();

    switch (event.type) {
      case 'StepChatMessagePosted':
        await link('todo', event.data.todoId, recorded.streamId, event.data.userId, 'step_chat');
        return;
      case 'JobRequested': {
        const d = event.data;
        const stream = `job-${d.jobId}`;
        if (d.metadata.missionId) await link('mission', d.metadata.missionId, stream, d.userId, 'job_for_entity');
        if (d.type === 'odyssey_missions' && d.metadata.odysseyId) await link('odyssey', d.metadata.odysseyId, stream, d.userId, 'job_for_entity');
        const forNewEntity = d.type === 'odyssey_missions' ? !d.metadata.odysseyId : !d.metadata.missionId;
        if (forNewEntity) {
          const title = 'mission_title' in d.input ? d.input.mission_title : d.input.odyssey_title;
          await trx('history_job_candidates')
            .insert({ job_id: d.jobId, user_id: d.userId, job_type: d.type, title_key: titleKey(title), requested_at: d.requestedAt })
            .onConflict('job_id')
            .ignore();
        }
        return;
      }
      case 'MissionCreated':
        await linkWizardJob(trx, 'mission', event.data.missionId, event.data.userId, event.data.title, event.data.createdAt, recorded.position);
        return;
      case 'OdysseyCreated':
        await linkWizardJob(trx, 'odyssey', event.data.odysseyId, event.data.userId, event.data.title, event.data.createdAt, recorded.position);
        return;
      case 'UserDeleted':
        // Candidates hold title keys (personal), and wizard links were matched by title: a
        // rebuild matches erased titles, so neither may outlive the user. Id-based links stay.
        await trx('history_job_candidates').where({ user_id: event.data.userId }).delete();
        await trx('history_links').where({ user_id: event.data.userId, reason: 'wizard_plan' }).delete();
        return;
    }
  },
});

/** The newest unused wizard job of the same user and title becomes part of the new entity's history. */
async function linkWizardJob(trx: Knex.Transaction, kind: 'mission' | 'odyssey', entityId: string, userId: string, title: string, createdAt: string, position: bigint) {
  const created = new Date(createdAt);
  const candidate = await trx('history_job_candidates')
    .where({ user_id: userId, job_type: kind === 'mission' ? 'mission_todos' : 'odyssey_missions', title_key: titleKey(title), used: false })
    .where('requested_at', '<=', created)
    .where('requested_at', '>=', new Date(created.getTime() - WIZARD_MATCH_WINDOW_MS))
    .orderBy('requested_at', 'desc')
    .first('job_id');
  if (!candidate) return;
  await trx('history_job_candidates').where({ job_id: candidate.job_id }).update({ used: true });
  await trx('history_links')
    .insert({ entity_kind: kind, entity_id: entityId, stream_id: `job-${candidate.job_id}`, user_id: userId, reason: 'wizard_plan', position: position.toString() })
    .onConflict(['entity_kind', 'entity_id', 'stream_id'])
    .ignore();
}

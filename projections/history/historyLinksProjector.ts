import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { JobEvent } from '../../domain/jobs/events';
import type { MissionCreated } from '../../domain/missions/events';
import type { OdysseyCreated } from '../../domain/odysseys/events';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { UserEvent } from '../../domain/users/events';
import { defineProjector } from '../projector';
import { applyHistoryLinksBatch } from './historyLinksBatch';
import { forgetWizardMatches, wizardCandidateOf, wizardJobType, wizardMatchWindow, titleKey, type WizardEntityKind } from './wizardJobCandidates';

/** The events this projector reads. */
export type HistoryLinksEvent =
  | Extract<UserEvent, { type: 'UserDeleted' }>
  | Extract<StepChatEvent, { type: 'StepChatMessagePosted' }>
  | Extract<JobEvent, { type: 'JobRequested' }>
  | MissionCreated
  | OdysseyCreated;

export type HistoryEntityKind = 'odyssey' | 'mission' | 'todo' | 'conversation';

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

  /** Same rows as `apply` one event at a time, in a few statements a batch (see historyLinksBatch.ts). */
  async applyBatch(trx, events) {
    await applyHistoryLinksBatch(trx, events);
  },

  async apply(trx: Knex.Transaction, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as HistoryLinksEvent;
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
        const candidate = wizardCandidateOf(d);
        if (candidate) await trx('history_job_candidates').insert(candidate).onConflict('job_id').ignore();
        return;
      }
      case 'MissionCreated':
        await linkWizardJob(trx, 'mission', event.data.missionId, event.data.userId, event.data.title, event.data.createdAt, recorded.position);
        return;
      case 'OdysseyCreated':
        await linkWizardJob(trx, 'odyssey', event.data.odysseyId, event.data.userId, event.data.title, event.data.createdAt, recorded.position);
        return;
      case 'UserDeleted':
        await forgetWizardMatches(trx, event.data.userId);
        return;
    }
  },
});

/**
 * The newest unused wizard job of the same user and title becomes part of the new entity's
 * history (among equally new ones the greatest job id, so the choice is the batch path's too).
 */
async function linkWizardJob(trx: Knex.Transaction, kind: WizardEntityKind, entityId: string, userId: string, title: string, createdAt: string, position: bigint) {
  const window = wizardMatchWindow(createdAt);
  const candidate = await trx('history_job_candidates')
    .where({ user_id: userId, job_type: wizardJobType(kind), title_key: titleKey(title), used: false })
    .where('requested_at', '<=', window.latest)
    .where('requested_at', '>=', window.earliest)
    .orderBy([{ column: 'requested_at', order: 'desc' }, { column: 'job_id', order: 'desc' }])
    .first('job_id');
  if (!candidate) return;
  await trx('history_job_candidates').where({ job_id: candidate.job_id }).update({ used: true });
  await trx('history_links')
    .insert({ entity_kind: kind, entity_id: entityId, stream_id: `job-${candidate.job_id}`, user_id: userId, reason: 'wizard_plan', position: position.toString() })
    .onConflict(['entity_kind', 'entity_id', 'stream_id'])
    .ignore();
}

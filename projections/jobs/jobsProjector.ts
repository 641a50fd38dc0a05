import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { JobEvent } from '../../domain/jobs/events';
import type { PlannerCallRecorded } from '../../domain/plannerCalls/events';
import type { UserEvent } from '../../domain/users/events';
import { defineProjector, deleteUserRows, eachInTurn } from '../projector';

type Handled = JobEvent | PlannerCallRecorded | Extract<UserEvent, { type: 'UserDeleted' }>;

/** One row per planning job: what the wizard polls, and what workers re-scan (lease_until of running jobs). */
export const jobsProjector = defineProjector({
  name: 'jobs',
  // Inline: a job's status is polled right after it is requested; one row per job.
  lifecycle: 'inline',
  version: 3,
  tables: ['jobs'],
  handles: ['JobRequested', 'JobClaimed', 'JobProgressed', 'JobCompleted', 'JobFailed', 'PlannerCallRecorded', 'UserDeleted'],

  async setup(db) {
    await db.schema.createTable('jobs', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable();
      t.text('type').notNullable();
      t.text('status').notNullable();
      t.integer('progress').notNullable().defaultTo(0);
      t.jsonb('input').notNullable();
      t.jsonb('result').nullable();
      t.text('error_message').nullable();
      /** { name, fallback, reason } of the planner call behind the outcome; null before it. */
      t.jsonb('planner').nullable();
      /** { mission_id, odyssey_id } as the API answers it. */
      t.jsonb('metadata').notNullable();
      t.text('worker_id').nullable();
      t.timestamp('lease_until', { useTz: true }).nullable();
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.timestamp('finished_at', { useTz: true }).nullable();
      t.index(['user_id', 'created_at']);
      t.index(['status', 'lease_until']);
    });
  },

  apply: eachInTurn(async (trx: Knex.Transaction, recorded: RecordedEvent) => {
    const event = { type: recorded.type, data: recorded.data } as Handled;
    const jobs = () => trx('jobs');
    switch (event.type) {
      case 'JobRequested': {
        const d = event.data;
        await jobs()
          .insert({
            id: d.jobId,
            user_id: d.userId,
            type: d.type,
            status: 'pending',
            progress: 0,
            input: JSON.stringify(d.input),
            metadata: JSON.stringify({ mission_id: d.metadata.missionId, odyssey_id: d.metadata.odysseyId }),
            created_at: d.requestedAt,
            updated_at: d.requestedAt,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'JobClaimed':
        await jobs().where({ id: event.data.jobId }).update({
          status: 'running',
          worker_id: event.data.workerId,
          lease_until: event.data.leaseUntil,
          attempts: event.data.attempt,
          updated_at: event.data.claimedAt,
        });
        return;
      case 'JobProgressed':
        await jobs().where({ id: event.data.jobId }).update({ progress: event.data.progress, updated_at: event.data.progressedAt });
        return;
      case 'JobCompleted':
        await jobs()
          .where({ id: event.data.jobId })
          .update({ status: 'completed', progress: 100, result: JSON.stringify(event.data.result), ...finishedAt(event.data.completedAt) });
        return;
      case 'JobFailed':
        await jobs().where({ id: event.data.jobId }).update({ status: 'failed', error_message: event.data.errorMessage, ...finishedAt(event.data.failedAt) });
        return;
      case 'PlannerCallRecorded': {
        // Only a job's own record names its job; calls on other streams are not jobs'.
        const d = event.data;
        if (!d.jobId) return;
        await jobs()
          .where({ id: d.jobId })
          .update({ planner: JSON.stringify({ name: d.model, fallback: d.fallback, reason: d.fallbackReason ?? null }) });
        return;
      }
      case 'UserDeleted':
        await deleteUserRows(trx, event.data.userId, ['jobs']);
        return;
    }
  }),
});

/** A job that ended: its lease is over. */
const finishedAt = (at: string) => ({ lease_until: null, updated_at: at, finished_at: at });

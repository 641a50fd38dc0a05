import type { JobEvent } from '../../domain/jobs/events';
import type { PlannerCallRecorded } from '../../domain/plannerCalls/events';
import type { UserDeleted } from '../../domain/users/events';
import { byEventType, defineProjector, deleteUserRows } from '../projector';

type Handled = JobEvent | PlannerCallRecorded | UserDeleted;

/** One row per planning job: what the wizard polls, and what workers re-scan (lease_until of running jobs). */
export const jobsProjector = defineProjector({
  name: 'jobs',
  // Inline: a job's status is polled right after it is requested; one row per job.
  lifecycle: 'inline',
  version: 3,
  tables: ['jobs'],
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

  ...byEventType<Handled>({
    async JobRequested(trx, d) {
      await trx('jobs')
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
    },
    async JobClaimed(trx, d) {
      await trx('jobs').where({ id: d.jobId }).update({
        status: 'running',
        worker_id: d.workerId,
        lease_until: d.leaseUntil,
        attempts: d.attempt,
        updated_at: d.claimedAt,
      });
    },
    async JobProgressed(trx, d) {
      await trx('jobs').where({ id: d.jobId }).update({ progress: d.progress, updated_at: d.progressedAt });
    },
    async JobCompleted(trx, d) {
      await trx('jobs')
        .where({ id: d.jobId })
        .update({ status: 'completed', progress: 100, result: JSON.stringify(d.result), ...finishedAt(d.completedAt) });
    },
    async JobFailed(trx, d) {
      await trx('jobs').where({ id: d.jobId }).update({ status: 'failed', error_message: d.errorMessage, ...finishedAt(d.failedAt) });
    },
    async PlannerCallRecorded(trx, d) {
      // Only a job's own record names its job; calls on other streams are not jobs'.
      if (!d.jobId) return;
      await trx('jobs')
        .where({ id: d.jobId })
        .update({ planner: JSON.stringify({ name: d.model, fallback: d.fallback, reason: d.fallbackReason ?? null }) });
    },
    async UserDeleted(trx, d) {
      await deleteUserRows(trx, d.userId, ['jobs']);
    },
  }),
});

/** A job that ended: its lease is over. */
const finishedAt = (at: string) => ({ lease_until: null, updated_at: at, finished_at: at });

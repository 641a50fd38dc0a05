import type { Knex } from 'knex';
import type { JobEvent } from '../../domain/jobs/events';

type JobRequestedData = Extract<JobEvent, { type: 'JobRequested' }>['data'];

/** How a wizard's planning job (requested BEFORE its mission or odyssey exists) is matched to the entity it became. */

/** How far back a wizard's planning job may be matched to the mission or odyssey it became. */
const WIZARD_MATCH_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Titles match the way a person would see them: trimmed, case and inner spacing ignored. */
export const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

export type WizardEntityKind = 'mission' | 'odyssey';

/** The job type a wizard runs before it creates a mission / an odyssey. */
export const wizardJobType = (kind: WizardEntityKind) => (kind === 'mission' ? 'mission_todos' : 'odyssey_missions');

/** A row of `history_job_candidates` as first inserted (`used` false). */
export type WizardCandidate = { job_id: string; user_id: string; job_type: string; title_key: string; requested_at: string };

/** A job for an entity that does not exist yet (a wizard's) is kept to be matched by title; others are not. */
export function wizardCandidateOf(d: JobRequestedData): WizardCandidate | null {
  const forNewEntity = d.type === 'odyssey_missions' ? !d.metadata.odysseyId : !d.metadata.missionId;
  if (!forNewEntity) return null;
  const title = 'mission_title' in d.input ? d.input.mission_title : d.input.odyssey_title;
  return { job_id: d.jobId, user_id: d.userId, job_type: d.type, title_key: titleKey(title), requested_at: d.requestedAt };
}

/**
 * The instants between which a matching job must have been requested, for an entity created at
 * `createdAt` (millisecond precision: the bounds travel to PostgreSQL as JS dates).
 */
export function wizardMatchWindow(createdAt: string): { earliest: Date; latest: Date } {
  const latest = new Date(createdAt);
  return { earliest: new Date(latest.getTime() - WIZARD_MATCH_WINDOW_MS), latest };
}

/**
 * Candidates hold title keys (personal), and wizard links were matched by title: a rebuild
 * matches erased titles, so neither may outlive the user. Id-based links stay.
 */
export async function forgetWizardMatches(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('history_job_candidates').where({ user_id: userId }).delete();
  await trx('history_links').where({ user_id: userId, reason: 'wizard_plan' }).delete();
}

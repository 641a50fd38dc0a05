import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { JobEvent } from '../../domain/jobs/events';
import type { MissionEvent } from '../../domain/missions/events';
import type { OdysseyEvent } from '../../domain/odysseys/events';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { TodoEvent } from '../../domain/todos/events';
import type { UserDeleted } from '../../domain/users/events';
import { defineProjector } from '../projector';
import { applyInRuns } from '../batchRuns';
import { uuidKey } from '../uuidKey';
import type { HistoryEntityKind } from './historyAnswer';

/** The events this projector reads. */
type HistoryLinksEvent =
  | UserDeleted
  | Extract<StepChatEvent, { type: 'StepChatMessagePosted' }>
  | Extract<JobEvent, { type: 'JobRequested' }>
  | Extract<MissionEvent, { type: 'MissionCreated' }>
  | Extract<OdysseyEvent, { type: 'OdysseyCreated' }>
  | Extract<TodoEvent, { type: 'TodoCreated' }>;

/** A link from a todo or mission to a copy of it: its history shows the copy's creation, not the rest of its stream. */
export const COPY_LINK = 'copy';

/**
 * `history_links`: the other streams of an entity's history (step chats of a todo, the copies
 * made of a todo or mission, planning jobs of a mission or odyssey). The wizards plan BEFORE the mission or
 * odyssey exists: such a job is kept as a candidate and linked to the first one the same user
 * then creates with the same title.
 */
export const historyLinksProjector = defineProjector({
  name: 'history_links',
  // Async: history screens may lag; its links join across streams and it replays often.
  lifecycle: 'async',
  version: 4,
  tables: ['history_links', 'history_job_candidates'],
  handles: ['StepChatMessagePosted', 'JobRequested', 'MissionCreated', 'OdysseyCreated', 'TodoCreated', 'UserDeleted'],

  async setup(db) {
    await db.schema.createTable('history_links', (t) => {
      t.text('entity_kind').notNullable();
      t.uuid('entity_id').notNullable();
      t.text('stream_id').notNullable();
      t.uuid('user_id').notNullable();
      /** step_chat | job_for_entity | wizard_plan | copy */
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

  // A UserDeleted (it deletes candidates and wizard links) is applied where it falls, the rows
  // before it written first.
  apply: (trx, events) => applyInRuns(trx, events, notUserDeleted, applyRun, (t, deleted) => forgetWizardMatches(t, (deleted as UserDeleted).data.userId)),
});

/**
 * Candidates hold title keys (personal), and wizard links were matched by title: a rebuild
 * matches erased titles, so neither may outlive the user. Id-based links stay.
 */
async function forgetWizardMatches(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('history_job_candidates').where({ user_id: userId }).delete();
  await trx('history_links').where({ user_id: userId, reason: 'wizard_plan' }).delete();
}

/** How far back a wizard's planning job may be matched to the mission or odyssey it became. */
const WIZARD_MATCH_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Titles match the way a person would see them: trimmed, case and inner spacing ignored. */
export const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The instants between which a matching job must have been requested, for an entity created at
 * `createdAt` (millisecond precision: the bounds travel to PostgreSQL as JS dates).
 */
export function wizardMatchWindow(createdAt: string): { earliest: Date; latest: Date } {
  const latest = new Date(createdAt);
  return { earliest: new Date(latest.getTime() - WIZARD_MATCH_WINDOW_MS), latest };
}

/** What each creation is, and the job type a wizard runs before it (a new mission: its todos; a new odyssey: its missions). */
const WIZARD_PLANS = { MissionCreated: { kind: 'mission', jobType: 'mission_todos' }, OdysseyCreated: { kind: 'odyssey', jobType: 'odyssey_missions' } } as const;

/** A row of `history_job_candidates` as first inserted (`used` false). */
type WizardCandidate = { job_id: string; user_id: string; job_type: string; title_key: string; requested_at: string };

/** A job for an entity that does not exist yet (a wizard's) is kept to be matched by title; others are not. */
function wizardCandidateOf(d: Extract<JobEvent, { type: 'JobRequested' }>['data']): WizardCandidate | null {
  const forNewEntity = d.type === 'odyssey_missions' ? !d.metadata.odysseyId : !d.metadata.missionId;
  if (!forNewEntity) return null;
  const title = 'mission_title' in d.input ? d.input.mission_title : d.input.odyssey_title;
  return { job_id: d.jobId, user_id: d.userId, job_type: d.type, title_key: titleKey(title), requested_at: d.requestedAt };
}

const notUserDeleted = (e: RecordedEvent): e is RecordedEvent => e.type !== 'UserDeleted';

/** Checked against its schema when read from the log; the type names what this projector reads. */
const asHistoryLinksEvent = (recorded: RecordedEvent) => ({ type: recorded.type, data: recorded.data }) as HistoryLinksEvent;

const candidateKey = (userId: string, jobType: string, title: string) => `${uuidKey(userId)}|${jobType}|${title}`;

type LinkRow = { entity_kind: HistoryEntityKind; entity_id: string; stream_id: string; user_id: string; reason: 'step_chat' | 'job_for_entity' | 'wizard_plan' | typeof COPY_LINK; position: string };

/** A job that may still become part of an entity's history, as the batch sees it. */
type Candidate = { jobId: string; requestedMicros: bigint; matchableFrom: number; used: boolean };

/** A row read back: `inserted` by this batch, or unused and already there. */
type CandidateRow = { inserted: boolean; job_id: string; user_id: string; job_type: string; title_key: string; requested_micros: string };

/**
 * Events without a UserDeleted among them only insert links and candidates and mark candidates
 * used, so a few statements do: the candidates they may match are read with the insert of their
 * own, matched in memory in log order, and the links (the first per key, as ON CONFLICT would
 * keep) inserted with the used candidates marked.
 */
async function applyRun(trx: Knex.Transaction, events: RecordedEvent[]): Promise<void> {
  // The batch's own candidates (the first per job: a later insert of the same job is ignored)
  // and the keys its new missions and odysseys look candidates up by.
  const newCandidates = new Map<string, { candidate: WizardCandidate; index: number }>();
  const lookups = new Map<string, { user_id: string; job_type: string; title_key: string }>();
  for (const [index, recorded] of events.entries()) {
    const event = asHistoryLinksEvent(recorded);
    if (event.type === 'JobRequested') {
      const candidate = wizardCandidateOf(event.data);
      if (candidate && !newCandidates.has(uuidKey(candidate.job_id))) newCandidates.set(uuidKey(candidate.job_id), { candidate, index });
    } else if (event.type === 'MissionCreated' || event.type === 'OdysseyCreated') {
      const lookup = { user_id: event.data.userId, job_type: WIZARD_PLANS[event.type].jobType, title_key: titleKey(event.data.title) };
      lookups.set(candidateKey(lookup.user_id, lookup.job_type, lookup.title_key), lookup);
    }
  }
  const candidates = newCandidates.size > 0 || lookups.size > 0 ? await insertAndReadCandidates(trx, newCandidates, [...lookups.values()]) : new Map<string, Candidate[]>();

  const links = new Map<string, LinkRow>();
  const addLink = (row: LinkRow) => {
    const key = `${row.entity_kind}|${uuidKey(row.entity_id)}|${row.stream_id}`;
    if (!links.has(key)) links.set(key, row);
  };
  const used: string[] = [];
  for (const [index, recorded] of events.entries()) {
    const event = asHistoryLinksEvent(recorded);
    const position = recorded.position.toString();
    switch (event.type) {
      case 'StepChatMessagePosted':
        addLink({ entity_kind: 'todo', entity_id: event.data.todoId, stream_id: recorded.streamId, user_id: event.data.userId, reason: 'step_chat', position });
        break;
      case 'TodoCreated':
        if (event.data.copiedFromTodoId) addLink({ entity_kind: 'todo', entity_id: event.data.copiedFromTodoId, stream_id: recorded.streamId, user_id: event.data.userId, reason: COPY_LINK, position });
        break;
      case 'JobRequested': {
        const d = event.data;
        const stream = `job-${d.jobId}`;
        if (d.metadata.missionId) addLink({ entity_kind: 'mission', entity_id: d.metadata.missionId, stream_id: stream, user_id: d.userId, reason: 'job_for_entity', position });
        if (d.type === 'odyssey_missions' && d.metadata.odysseyId) addLink({ entity_kind: 'odyssey', entity_id: d.metadata.odysseyId, stream_id: stream, user_id: d.userId, reason: 'job_for_entity', position });
        break;
      }
      case 'MissionCreated':
      case 'OdysseyCreated': {
        if (event.type === 'MissionCreated' && event.data.copiedFromMissionId) {
          addLink({ entity_kind: 'mission', entity_id: event.data.copiedFromMissionId, stream_id: recorded.streamId, user_id: event.data.userId, reason: COPY_LINK, position });
        }
        const { kind, jobType } = WIZARD_PLANS[event.type];
        const entityId = event.type === 'MissionCreated' ? event.data.missionId : event.data.odysseyId;
        const ofKey = candidates.get(candidateKey(event.data.userId, jobType, titleKey(event.data.title))) ?? [];
        const match = newestMatchable(ofKey, index, wizardMatchWindow(event.data.createdAt));
        if (!match) break;
        match.used = true;
        used.push(match.jobId);
        addLink({ entity_kind: kind, entity_id: entityId, stream_id: `job-${match.jobId}`, user_id: event.data.userId, reason: 'wizard_plan', position });
        break;
      }
    }
  }
  // A used candidate always brought a link (or met one already there), so no links means none used.
  if (links.size === 0) return;
  const rows = [...links.values()];
  await trx.raw(
    `WITH marked AS (UPDATE history_job_candidates SET used = true WHERE job_id = ANY (?::uuid[]))
     INSERT INTO history_links (entity_kind, entity_id, stream_id, user_id, reason, position)
     SELECT * FROM unnest(?::text[], ?::uuid[], ?::text[], ?::uuid[], ?::text[], ?::bigint[])
     ON CONFLICT (entity_kind, entity_id, stream_id) DO NOTHING`,
    [used, ...columnsOf(rows, ['entity_kind', 'entity_id', 'stream_id', 'user_id', 'reason', 'position'])],
  );
}

/**
 * Inserts the batch's candidates and reads, in the same statement, the unused ones already there
 * under the keys looked up. Times come back as microseconds: PostgreSQL's own reading, exact.
 */
async function insertAndReadCandidates(
  trx: Knex.Transaction,
  newCandidates: Map<string, { candidate: WizardCandidate; index: number }>,
  lookups: { user_id: string; job_type: string; title_key: string }[],
): Promise<Map<string, Candidate[]>> {
  const inserting = [...newCandidates.values()].map((c) => c.candidate);
  const micros = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint::text AS requested_micros`;
  const { rows }: { rows: CandidateRow[] } = await trx.raw(
    `WITH inserted AS (
       INSERT INTO history_job_candidates (job_id, user_id, job_type, title_key, requested_at)
       SELECT * FROM unnest(?::uuid[], ?::uuid[], ?::text[], ?::text[], ?::timestamptz[])
       ON CONFLICT (job_id) DO NOTHING
       RETURNING job_id, user_id, job_type, title_key, requested_at
     )
     SELECT true AS inserted, job_id, user_id, job_type, title_key, ${micros('requested_at')} FROM inserted
     UNION ALL
     SELECT false, c.job_id, c.user_id, c.job_type, c.title_key, ${micros('c.requested_at')}
       FROM history_job_candidates c
      WHERE NOT c.used AND (c.user_id, c.job_type, c.title_key) IN (SELECT * FROM unnest(?::uuid[], ?::text[], ?::text[]))`,
    [...columnsOf(inserting, ['job_id', 'user_id', 'job_type', 'title_key', 'requested_at']), ...columnsOf(lookups, ['user_id', 'job_type', 'title_key'])],
  );
  const byKey = new Map<string, Candidate[]>();
  for (const row of rows) {
    let matchableFrom = -1;
    if (row.inserted) {
      const own = newCandidates.get(row.job_id);
      if (!own) throw new Error(`history links: candidate ${row.job_id} came back from an insert that did not hold it`);
      matchableFrom = own.index;
    }
    const key = candidateKey(row.user_id, row.job_type, row.title_key);
    const list = byKey.get(key) ?? [];
    list.push({ jobId: row.job_id, requestedMicros: BigInt(row.requested_micros), matchableFrom, used: false });
    byKey.set(key, list);
  }
  return byKey;
}

/** The candidate a new mission or odyssey takes: unused, recorded before it, within the window; the newest, then the greatest job id. */
function newestMatchable(candidates: Candidate[], index: number, window: { earliest: Date; latest: Date }): Candidate | undefined {
  const earliest = BigInt(window.earliest.getTime()) * 1000n;
  const latest = BigInt(window.latest.getTime()) * 1000n;
  let best: Candidate | undefined;
  for (const c of candidates) {
    if (c.used || c.matchableFrom >= index || c.requestedMicros < earliest || c.requestedMicros > latest) continue;
    if (!best || c.requestedMicros > best.requestedMicros || (c.requestedMicros === best.requestedMicros && c.jobId > best.jobId)) best = c;
  }
  return best;
}

/** The rows' values column by column: the arrays `unnest` turns back into rows. */
const columnsOf = <Row>(rows: Row[], columns: (keyof Row)[]) => columns.map((column) => rows.map((row) => row[column]));

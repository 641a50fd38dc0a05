import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../../commands/eventStore';
import { historyLinksProjector } from '../../../projections/history/historyLinksProjector';
import { buildReadModel, tableRowsAsJson, useScratchDatabase } from '../../support/readModelBuild';
import { realisticLog } from '../../support/realisticLog';

// Builds the history links read model several times from a realistic log.
jest.setTimeout(120_000);

const db = useScratchDatabase();

const dump = (schema: string) =>
  tableRowsAsJson(db(), schema, { history_links: ['entity_kind', 'entity_id', 'stream_id'], history_job_candidates: 'job_id' });

type Link = { entity_kind: string; entity_id: string; stream_id: string; user_id: string; reason: string };

const at = (base: number, offsetMs: number) => new Date(base + offsetMs).toISOString();
const HOUR = 60 * 60 * 1000;

/**
 * Wizard jobs and the missions and odysseys they become, for one fresh user, with every rule
 * of the matching in play: newest first, window edges, a job requested after the creation,
 * a job logged after the creation, equal request times, microseconds, duplicate jobs, titles written differently, an upper-case
 * user id, re-plan jobs naming their entity, and (`deleteUser`) the user deleted half-way.
 */
function wizardScenario(base: number, deleteUser: boolean) {
  const userId = randomUUID();
  const ids = Object.fromEntries(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'o1', 'o2'].map((k) => [k, randomUUID()]));
  const jobs = Object.fromEntries(['j1', 'j2', 'j3', 'j4', 'j5', 'j6', 'j7', 'j8', 'j9', 'j10', 'j11', 'j12'].map((k) => [k, randomUUID()]));
  const job = (jobId: string, type: string, title: string, requestedAt: string, metadata = { missionId: null as string | null, odysseyId: null as string | null }) => ({
    type: 'JobRequested',
    streamId: `job-${jobId}`,
    userId,
    data: {
      jobId,
      userId,
      type,
      input: type === 'odyssey_missions' ? { odyssey_title: title, odyssey_description: '', qa_pairs: [] } : { mission_title: title, mission_description: '', qa_pairs: [] },
      metadata,
      requestedAt,
    },
  });
  const mission = (missionId: string, title: string, createdAt: string, owner = userId) => ({
    type: 'MissionCreated',
    streamId: `mission-${missionId}`,
    userId: owner,
    data: { missionId, userId: owner, title, description: null, odysseyId: null, copiedFromMissionId: null, createdAt },
  });
  const odyssey = (odysseyId: string, title: string, createdAt: string) => ({
    type: 'OdysseyCreated',
    streamId: `odyssey-${odysseyId}`,
    userId,
    data: { odysseyId, userId, title, description: null, isSample: false, createdAt },
  });
  const [tieLow, tieHigh] = [jobs.j5, jobs.j6].sort();
  const events = [
    job(jobs.j1, 'mission_todos', 'Plan  the Trip ', at(base, -2 * HOUR)),
    job(jobs.j2, 'mission_todos', 'plan the trip', at(base, -1 * HOUR)),
    job(jobs.j3, 'mission_todos', 'Plan the trip', at(base, -25 * HOUR)),
    job(jobs.j4, 'mission_todos', 'Plan the trip', at(base, 1 * HOUR)),
    // The newest in the window (j2), then the next (j1); j4 was requested after both.
    mission(ids.m1, 'Plan the trip', at(base, 0)),
    mission(ids.m2, 'PLAN THE TRIP', at(base, 0)),
    mission(ids.m3, 'Plan the trip', at(base, 2 * HOUR)),
    // Equal request times: the greater job id.
    job(tieLow, 'odyssey_missions', 'Run', at(base, 0)),
    job(tieHigh, 'odyssey_missions', 'Run', at(base, 0)),
    odyssey(ids.o1, 'run', at(base, 0)),
    // 456 µs after the creation's millisecond: too late. Exactly 24 h before: just in time.
    job(jobs.j7, 'mission_todos', 'Micro', `${at(base, 0).slice(0, 23)}456Z`),
    mission(ids.m4, 'Micro', at(base, 0)),
    job(jobs.j8, 'mission_todos', 'Edge', at(base, -24 * HOUR)),
    mission(ids.m5, 'Edge', at(base, 0)),
    // Logged after the creation, though requested before it (another clock): too late.
    mission(ids.m8, 'Late', at(base, 0)),
    job(jobs.j12, 'mission_todos', 'Late', at(base, -1 * HOUR)),
    // Re-plans name their entity; a second request of j2 meets the wizard link already there.
    job(jobs.j9, 'mission_replan', 'Plan the trip', at(base, 3 * HOUR), { missionId: ids.m1, odysseyId: null }),
    job(jobs.j10, 'odyssey_missions', 'Run', at(base, 3 * HOUR), { missionId: ids.m2, odysseyId: ids.o1 }),
    job(jobs.j2, 'mission_replan', 'Plan the trip', at(base, 3 * HOUR), { missionId: ids.m1, odysseyId: null }),
    // A second request of j1 under another title is ignored: nothing for "Other".
    job(jobs.j1, 'mission_todos', 'Other', at(base, 3 * HOUR)),
    mission(ids.m6, 'Other', at(base, 4 * HOUR)),
    // The user id in upper case is the same user.
    job(jobs.j11, 'odyssey_missions', 'Shout', at(base, 4 * HOUR)),
    { type: 'OdysseyCreated', streamId: `odyssey-${ids.o2}`, userId, data: { odysseyId: ids.o2, userId: userId.toUpperCase(), title: 'Shout', description: null, isSample: false, createdAt: at(base, 5 * HOUR) } },
    ...(deleteUser ? [{ type: 'UserDeleted', streamId: `user-${userId}`, userId, data: { userId, deletedBy: userId, deletedAt: at(base, 6 * HOUR) } }] : []),
    // After the deletion: new candidates match again.
    job(jobs.j3, 'mission_todos', 'After', at(base, 7 * HOUR)),
    mission(ids.m7, 'After', at(base, 8 * HOUR)),
  ];
  return { userId, ids, jobs, tie: tieHigh, events };
}

/** A log event after the realistic ones' fashion (positions are set once the log is assembled). */
function recorded(e: { type: string; streamId: string; userId: string; data: object }): RecordedEvent {
  const now = new Date().toISOString();
  return { id: randomUUID(), streamId: e.streamId, revision: 0n, position: 0n, type: e.type, data: e.data, metadata: { userId: e.userId, occurredAt: now, correlationId: randomUUID(), causationId: null, schemaVersion: 1 }, recordedAt: now };
}

it('the batched path writes exactly what applying the events one by one writes', async () => {
  const events = [...realisticLog(4000)];
  const realisticCreations = events.filter((e) => e.type === 'MissionCreated' || e.type === 'OdysseyCreated').slice(0, 30);
  const base = Date.parse('2025-03-01T12:00:00.000Z');
  // Copies of the scenario, their events spread through the log at different spacings, so
  // batch boundaries fall between (and not between) a job and the entity it becomes.
  const spacings = [1, 13, 41, 3];
  const scenarios = spacings.map((_, n) => wizardScenario(base + n * 100 * HOUR, n >= 2));
  for (const [n, scenario] of scenarios.entries()) {
    const spacing = spacings[n];
    scenario.events.forEach((e, i) => events.splice(200 + n * 7 + i * (spacing + 1), 0, recorded(e)));
  }
  // Wizard jobs of realistic users shortly before their missions and odysseys are created.
  for (const created of realisticCreations) {
    const d = created.data as { userId: string; title: string; createdAt: string };
    const type = created.type === 'MissionCreated' ? 'mission_todos' : 'odyssey_missions';
    const jobId = randomUUID();
    const input = type === 'mission_todos' ? { mission_title: d.title, mission_description: '', qa_pairs: [] } : { odyssey_title: d.title, odyssey_description: '', qa_pairs: [] };
    const request = recorded({ type: 'JobRequested', streamId: `job-${jobId}`, userId: d.userId, data: { jobId, userId: d.userId, type, input, metadata: { missionId: null, odysseyId: null }, requestedAt: at(Date.parse(d.createdAt), -1000) } });
    events.splice(Math.max(0, events.indexOf(created) - 60), 0, request);
  }
  // A step chat posted twice in one stream: one link, the first message's position.
  const firstChat = events.find((e) => e.type === 'StepChatMessagePosted');
  if (!firstChat) throw new Error('the realistic log has step chats');
  events.splice(events.indexOf(firstChat) + 150, 0, { ...firstChat, id: randomUUID(), data: { ...(firstChat.data as object), messageId: randomUUID() } });
  const log = events.map((e, i) => ({ ...e, position: BigInt(i + 1) }));

  await buildReadModel(db(), historyLinksProjector, 'one_by_one', log, 'one by one');
  const expected = await dump('one_by_one');
  const links: Link[] = expected.history_links.map((r) => JSON.parse(r));
  const wizard = (entityId: string) => links.filter((l) => l.entity_id === entityId && l.reason === 'wizard_plan').map((l) => l.stream_id);
  // The scenarios did what they were written for.
  for (const [n, { ids, jobs, tie, userId }] of scenarios.entries()) {
    const wizard = (entityId: string) => links.filter((l) => l.entity_id === entityId && l.reason === 'wizard_plan').map((l) => l.stream_id);
    const jobLinks = links.filter((l) => l.user_id === userId && l.reason === 'job_for_entity').map((l) => `${l.entity_kind}:${l.entity_id}:${l.stream_id}`);
    const expectedJobLinks = [`mission:${ids.m1}:job-${jobs.j9}`, `mission:${ids.m2}:job-${jobs.j10}`, `odyssey:${ids.o1}:job-${jobs.j10}`];
    if (n >= 2) {
      // Deleted: the wizard links before the deletion went, and so did the one that hid a
      // re-plan's; j3's candidate went too, so its second request is one again.
      expect(wizard(ids.m7)).toEqual([`job-${jobs.j3}`]);
      expect(links.filter((l) => l.user_id === userId && l.reason === 'wizard_plan').map((l) => l.entity_id)).toEqual([ids.m7]);
      expect(jobLinks.sort()).toEqual(expectedJobLinks.sort());
      continue;
    }
    expect(wizard(ids.m1)).toEqual([`job-${jobs.j2}`]);
    expect(wizard(ids.m2)).toEqual([`job-${jobs.j1}`]);
    expect(wizard(ids.m3)).toEqual([`job-${jobs.j4}`]);
    expect(wizard(ids.o1)).toEqual([`job-${tie}`]);
    expect(wizard(ids.m4)).toEqual([]);
    expect(wizard(ids.m5)).toEqual([`job-${jobs.j8}`]);
    expect(wizard(ids.m6)).toEqual([]);
    expect(wizard(ids.m8)).toEqual([]);
    expect(wizard(ids.o2)).toEqual([`job-${jobs.j11}`]);
    // j3's second request was ignored: its candidate was still there.
    expect(wizard(ids.m7)).toEqual([]);
    expect(jobLinks.sort()).toEqual(expectedJobLinks.sort());
  }
  expect(links.filter((l) => l.reason === 'wizard_plan').length).toBeGreaterThan(30);
  expect(links.filter((l) => l.reason === 'step_chat').length).toBeGreaterThan(20);
  expect(expected.history_job_candidates.length).toBeGreaterThan(40);

  for (const size of [1, 2, 97, 1000, log.length]) {
    await buildReadModel(db(), historyLinksProjector, `batched_${size}`, log, { slicesOf: size });
    expect({ size, ...(await dump(`batched_${size}`)) }).toEqual({ size, ...expected });
  }
});

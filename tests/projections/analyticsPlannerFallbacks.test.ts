import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Client } from 'pg';
import { decodeEvent } from '../../commands/eventCodec';
import { erasePayload } from '../../commands/personalData/sealing';
import { recordPlannerCall } from '../../commands/plannerCalls/recordPlannerCall';
import { describeFailure } from '../../commands/plannerCalls/recordingPlanner';
import { PlannerError, type PlannerErrorReason } from '../../commands/ports/planner';
import { allEventSchemas } from '../../domain/allEventSchemas';
import { plannerCallsStreamId, type PlannerCallData } from '../../domain/plannerCalls/events';
import { FALLBACK_REASON_KINDS, fallbackReasonKind } from '../../domain/plannerCalls/fallbackReasons';
import { setupAnalytics } from '../../projections/analytics/setupAnalytics';
import { testServerUrl } from '../support/db';
import { startFakeOpenAI, type FakeOpenAI, type FakeReply, type RecordedRequest } from '../support/fakeOpenAI';
import { plannerOnFake, toolOf } from '../support/modelAppForSuite';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';

/**
 * analytics.planner_fallbacks, read by the analyst role: how often the offline planner stood in
 * for the model, per day, capability and reason, next to the calls that went to the model.
 */
const role = `odyssey_analyst_test_${randomBytes(4).toString('hex')}`;

let fake: FakeOpenAI;
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let db: Knex;
/** The UTC days the calls were made between (the run may cross midnight). */
const days: string[] = [];
const utcDay = () => new Date().toISOString().slice(0, 10);
/** Replies per tool, in order; a tool with none left answers well. */
const scripted: Record<string, FakeReply[]> = {};

function modelReply(req: RecordedRequest): FakeReply {
  const tool = toolOf(req) ?? 'text';
  const next = scripted[tool]?.shift();
  if (next) return next;
  if (tool === 'mission_questions') return { json: { questions: ['How many hours a week can you give it?'] } };
  return { status: 500, message: `unexpected call (${tool})` };
}

async function asAnalyst<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw(`SET LOCAL ROLE ${role}`);
    return work(trx);
  });
}

beforeAll(async () => {
  days.push(utcDay());
  fake = await startFakeOpenAI();
  fake.setDefaultReply(modelReply);
  t = await startTestApp({ planner: plannerOnFake(fake) });
  db = t.services.deps.db;
  alice = await t.registerUser();
  bob = await t.registerUser();

  const questions = (user: TestUser) => t.as(user).post('/api/mission-breakdown/questions', { title: 'Run a 10k', description: '' });
  // Questions: the endpoint fails twice (two users), answers once.
  scripted.mission_questions = [{ status: 500, message: 'down' }, { status: 500, message: 'down' }];
  for (const user of [alice, bob]) expect((await questions(user)).json().planner).toMatchObject({ fallback: true });
  expect((await questions(alice)).json().planner).toMatchObject({ fallback: false });
  // Todos: two replies that fail validation, so the offline plan stands in.
  scripted.mission_todos = [{ malformed: true }, { malformed: true }];
  const todos = await t.as(alice).post('/api/mission-breakdown/generate-todos', { mission_title: 'Run a 10k', mission_description: '', qa_pairs: [] });
  expect(todos.json().planner).toMatchObject({ fallback: true });
  await t.quiet();
  days.push(utcDay());

  await setupAnalytics(db, { role });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
  const admin = new Client({ connectionString: testServerUrl() });
  await admin.connect();
  await admin.query(`DROP ROLE IF EXISTS ${role}`).finally(() => admin.end());
});

describe('analytics.planner_fallbacks', () => {
  it('counts the fallbacks per day, capability and reason, with the calls that went to the model', async () => {
    // The day as text: no time zone of this process in between.
    const rows = await asAnalyst((trx) => trx('analytics.planner_fallbacks').select(trx.raw('day::text AS day'), 'capability', 'reason', 'fallbacks', 'users', 'model_calls', 'share_of_model_calls').orderBy('capability'));
    const day = rows[0]?.day;
    expect(days).toContain(day);
    expect(rows).toEqual([
      { day, capability: 'mission_questions', reason: 'unavailable', fallbacks: '2', users: '2', model_calls: '3', share_of_model_calls: '0.667' },
      { day, capability: 'mission_todos', reason: 'malformed', fallbacks: '1', users: '1', model_calls: '1', share_of_model_calls: '1.000' },
    ]);
  });

  it('holds no text of the calls: the reason is a word', async () => {
    const columns = await asAnalyst((trx) => trx.raw("SELECT column_name FROM information_schema.columns WHERE table_schema = 'analytics' AND table_name = 'planner_fallbacks' ORDER BY ordinal_position"));
    expect(columns.rows.map((c: { column_name: string }) => c.column_name)).toEqual(['day', 'capability', 'reason', 'fallbacks', 'users', 'model_calls', 'share_of_model_calls']);
  });
});

describe('the reason of a fallback, as a word', () => {
  const messages: Record<PlannerErrorReason, string[]> = {
    timeout: ['The AI planner did not answer within 60 seconds.', 'The AI planner did not finish within its budget of 2 minutes after 2 tries.', 'The AI planner stopped answering for 30 seconds.'],
    unavailable: ['The AI planner is unavailable: it is rate limited.', 'The AI planner could not be reached.', 'The AI planner’s reply broke off (socket hang up).'],
    malformed: ['The AI planner returned an answer in an unexpected format.'],
    rule_violation: ['The AI plan did not respect your answers (no deadline).'],
    aborted: ['The planning request was cancelled.'],
  };
  it.each(Object.entries(messages))('%s: every wording of it', (reason, texts) => {
    for (const text of texts) {
      const withProblems = new PlannerError(reason as PlannerErrorReason, text, { problems: ['attempt 2: todos: too few'] });
      expect(fallbackReasonKind(describeFailure(withProblems))).toBe(reason);
      expect(fallbackReasonKind(describeFailure(new PlannerError(reason as PlannerErrorReason, text)))).toBe(reason);
    }
  });

  it('none recorded, or erased with its owner: unknown; another wording: other', () => {
    expect(fallbackReasonKind(null)).toBe('unknown');
    expect(fallbackReasonKind('[erased]')).toBe('unknown');
    expect(fallbackReasonKind('the summary could not be written')).toBe('other');
  });
});

describe('the reason of a fallback, as recorded with the call', () => {
  /** A call recorded for a user of its own, so the counts above stay theirs. */
  const call = (userId: string, over: Partial<PlannerCallData>) => ({
    userId,
    capability: 'missionTodos',
    model: 'offline (fallback from local-model)',
    promptVersion: 'v1',
    inputs: {},
    output: null,
    usage: null,
    latencyMs: 5,
    attempts: 1,
    fallback: true,
    fallbackReason: 'the model could not help this time',
    fallbackKind: 'other' as const,
    problems: [],
    error: null,
    recordedAt: new Date().toISOString(),
    ...over,
  });
  const reasonsOf = async (userId: string) => {
    await t.quiet();
    const rows: Array<{ model: string; fallback_reason: string | null }> = await db('analytics_planner_call_records').where({ user_id: userId }).select('model', 'fallback_reason');
    return Object.fromEntries(rows.map((r) => [r.model, r.fallback_reason]));
  };

  it('reaches analytics as recorded, whatever the reason says in words', async () => {
    const user = await t.registerUser();
    const actor = { userId: user.user.id, correlationId: randomUUID() };
    for (const kind of FALLBACK_REASON_KINDS) {
      await recordPlannerCall(t.services.deps, user.user.id, call(user.user.id, { model: `stood in (${kind})`, fallbackKind: kind }), actor);
    }
    await recordPlannerCall(t.services.deps, user.user.id, call(user.user.id, { model: 'local-model', fallback: false, fallbackReason: null, fallbackKind: null }), actor);
    expect(await reasonsOf(user.user.id)).toEqual({
      ...Object.fromEntries(FALLBACK_REASON_KINDS.map((kind) => [`stood in (${kind})`, kind])),
      'local-model': null,
    });
  });

  it('a record of the first version, with the reason in words only, is read with the kind its wording names', async () => {
    const user = await t.registerUser();
    const words: Array<[string | null, string]> = [
      ['the AI planner did not answer within 60 seconds', 'timeout'],
      ['its reply failed validation twice: todos: too few', 'malformed'],
      ['the summary could not be written', 'other'],
      [null, 'unknown'],
    ];
    const v1 = (model: string, over: object) => {
      const { fallbackKind: _none, ...data } = call(user.user.id, { model, ...over });
      // As written then: no schema version in its metadata (version 1), no kind.
      return { id: randomUUID(), type: 'PlannerCallRecorded', data, metadata: { userId: user.user.id, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null } };
    };
    const events = [...words.map(([reason], i) => v1(`stood in ${i}`, { fallbackReason: reason })), v1('local-model', { fallback: false, fallbackReason: null })];
    await t.services.rawStore.appendToStream(plannerCallsStreamId(user.user.id), events, { expectedRevision: 'any' });

    const read = await t.services.deps.store.readStream(plannerCallsStreamId(user.user.id));
    expect(read.map((e) => [e.metadata.schemaVersion, (e.data as PlannerCallData).fallbackKind])).toEqual([...words.map(([, kind]) => [2, kind]), [2, null]]);
    expect(await reasonsOf(user.user.id)).toEqual({ ...Object.fromEntries(words.map(([, kind], i) => [`stood in ${i}`, kind])), 'local-model': null });
  });

  it('is not personal: it stays when its owner is erased, while an old record erased reads as unknown', () => {
    const erased = erasePayload('PlannerCallRecorded', { ...call(randomUUID(), {}), fallbackKind: 'timeout' });
    expect(erased).toMatchObject({ fallbackReason: '[erased]', fallbackKind: 'timeout' });
    const { fallbackKind: _none, ...v1 } = call(randomUUID(), { fallbackReason: 'the AI planner did not answer within 60 seconds' });
    const decoded = decodeEvent(allEventSchemas, {
      id: randomUUID(),
      streamId: 'planner-calls-x',
      revision: 0n,
      position: 1n,
      type: 'PlannerCallRecorded',
      data: erasePayload('PlannerCallRecorded', v1),
      metadata: { userId: null, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null },
      recordedAt: new Date().toISOString(),
    });
    expect(decoded.data).toMatchObject({ fallbackReason: '[erased]', fallbackKind: 'unknown' });
  });
});

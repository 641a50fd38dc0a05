import { createPlanner, type PlannerEnv } from '../../planner/createPlanner';
import { startFakeOpenAI, type FakeOpenAI, type FakeReply, type RecordedRequest } from './fakeOpenAI';
import { startTestApp, type TestApp } from './testApp';

/** The structured answer a planner request asks for: its tool, or its JSON schema (undefined: plain text). */
export const toolOf = (req: RecordedRequest): string | undefined => req.body.tools?.[0]?.function?.name ?? req.body.response_format?.json_schema?.name;

/** The answer to a request the test did not script: an error naming what it asked for. */
export const unscripted = (req: RecordedRequest): FakeReply => ({ status: 500, message: `unexpected call (${toolOf(req) ?? 'text'})` });

/** The planner the app builds from its settings, with `fake` as its model: no retries unless `env` says. */
export const plannerOnFake = (fake: FakeOpenAI, env: PlannerEnv = {}) =>
  createPlanner({ OPENAI_BASE_URL: fake.baseURL, PLANNER_MODEL: 'local-model', PLANNER_MAX_RETRIES: 0, PLANNER_BACKGROUND_MAX_RETRIES: 0, ...env });

/**
 * For a whole suite: a fake model server answering by `reply` (null: a 500 unless a test queues
 * replies) and a test app whose planner asks it (`env`: other planner settings). Started in
 * beforeAll, closed in afterAll; call it at the top of the file (or of a describe) and register
 * the accounts in a beforeAll after it.
 */
export function modelAppForSuite(
  reply: ((req: RecordedRequest) => FakeReply) | null,
  { env, ...options }: Omit<Parameters<typeof startTestApp>[0] & object, 'planner'> & { env?: PlannerEnv } = {},
): { fake: FakeOpenAI; t: TestApp } {
  const suite = { fake: {} as FakeOpenAI, t: {} as TestApp };
  let fake: FakeOpenAI | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    fake.setDefaultReply(reply);
    Object.assign(suite.fake, fake);
    started = await startTestApp({ ...options, planner: plannerOnFake(fake, env) });
    Object.assign(suite.t, started);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
    await fake?.close();
  }, 60_000);
  return suite;
}

/** The model's verdict on a todo whose criterion asks for a 10k under 50 minutes and no time is recorded. */
export const RACE_TIME_MISSING = {
  gaps_found: true,
  gaps: ['No finishing time under 50 minutes recorded'],
  suggestions: ['Add your race time as evidence'],
  recommendation: 'Record a time under 50 minutes first.',
  criteria: [{ criterion: 'Finish a 10k race in under 50 minutes', met: false, evidence: 'No time recorded' }],
};

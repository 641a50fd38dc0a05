import { OfflinePlanner } from '../../planner/offlinePlanner';
import { LangChainPlanner } from '../../planner/langchainPlanner';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fakeOpenAI';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

const offline = new OfflinePlanner();

async function pollJob(t: TestApp, user: TestUser, jobId: string, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const res = await t.as(user).get(`/api/jobs/${jobId}`);
    expect(res.statusCode).toBe(200);
    const job = res.json();
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() - started > timeoutMs) throw new Error(`job still ${job.status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('planning API (offline planner)', () => {
  const { t, alice, bob } = testAppForSuite();

  const todosBody = {
    mission_title: 'Learn Spanish',
    mission_description: 'Hold a conversation with my in-laws',
    qa_pairs: [
      { question: 'By when?', answer: 'by June 2026' },
      { question: 'Time?', answer: '3 hours per week' },
    ],
  };

  it.each([
    ['/api/mission-breakdown/questions', {}, 'Invalid title: title is required'],
    ['/api/mission-breakdown/generate-todos', { qa_pairs: [] }, 'Invalid mission_title: mission_title is required'],
    ['/api/odyssey-breakdown/generate-missions-async', { qa_pairs: [] }, 'Invalid odyssey_title: odyssey_title is required'],
  ])('%s says a missing title is required', async (url, body, detail) => {
    const res = await t.as(alice).post(url, body);
    expect([res.statusCode, res.json()]).toEqual([400, { detail }]);
  });

  describe('questions', () => {
    it.each(['/api/mission-breakdown/questions', '/api/odyssey-breakdown/questions'])('%s answers questions that fit the goal', async (url) => {
      const res = await t.as(alice).post(url, { title: 'Run a half marathon', description: 'In the autumn' });

      expect(res.statusCode).toBe(200);
      expect(res.json().questions.length).toBeGreaterThanOrEqual(3);
      expect(res.json().questions.join(' ')).toMatch(/starting point|baseline/);
    });

    it('refuses a blank or missing title with a readable detail', async () => {
      const blank = await t.as(alice).post('/api/mission-breakdown/questions', { title: '   ', description: 'x' });
      const missing = await t.as(alice).post('/api/odyssey-breakdown/questions', { description: 'x' });

      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ detail: 'Invalid title: title must not be blank' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toMatch(/^Invalid title: /);
    });

    it('needs a signed-in user', async () => {
      expect((await t.as(null).post('/api/mission-breakdown/questions', { title: 'x', description: '' })).statusCode).toBe(401);
    });
  });

  describe('mission todos', () => {
    it('generates todos synchronously from the answers, without creating any', async () => {
      const res = await t.as(alice).post('/api/mission-breakdown/generate-todos', todosBody);

      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...(await offline.missionTodos(todosBody)), planner: { name: 'offline', fallback: false, reason: null } });
      expect(JSON.stringify(res.json())).toContain('by June 2026');
      const todos = await t.as(alice).get('/api/todos/');
      expect(todos.json()).toEqual([]);
    });

    it('plans a goal whose answers rule out much of it, and says which answers to loosen when they rule out everything', async () => {
      const bakeSale = { mission_title: 'Run a bake sale for the school', mission_description: '', qa_pairs: [{ question: 'Limits?', answer: 'no oven, no gym, no meat, no running' }] };
      const nothingLeft = { mission_title: 'Sort my photo collection', mission_description: '', qa_pairs: [{ question: 'Limits?', answer: 'no decide, no list, no weekly time, no review, no finish' }] };

      const planned = await t.as(alice).post('/api/mission-breakdown/generate-todos', bakeSale);
      const refused = await t.as(alice).post('/api/mission-breakdown/generate-todos', nothingLeft);

      expect(planned.statusCode).toBe(200);
      expect(planned.json().todos.at(-1).title).toBe('Finish running a bake sale for the school');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        detail: 'Your answers rule out every todo of a plan for "Sort my photo collection" (decide, list, weekly, review, finish). Allow one of them and plan again.',
      });
      const job = await pollJob(t, alice, (await t.as(alice).post('/api/mission-breakdown/generate-todos-async', nothingLeft)).json().job_id);
      expect(job).toMatchObject({ status: 'failed', error_message: refused.json().detail });
    });

    it('validates the body: blank mission title, bad qa_pairs, malformed ids', async () => {
      const cases: Array<[unknown, RegExp]> = [
        [{ ...todosBody, mission_title: '' }, /^Invalid mission_title: mission_title must not be blank$/],
        [{ ...todosBody, qa_pairs: 'none' }, /^Invalid qa_pairs: qa_pairs must be a list of \{ question, answer \} pairs$/],
        [{ ...todosBody, qa_pairs: ['Yes'] }, /^Invalid qa_pairs\.0: each of qa_pairs must be a \{ question, answer \} pair$/],
        [{ ...todosBody, qa_pairs: [{ question: '', answer: 'x' }] }, /^Invalid qa_pairs\.0\.question: question must not be blank$/],
        [{ ...todosBody, mission_id: 'not-a-uuid' }, /^Invalid mission_id: mission_id must be a UUID$/],
      ];
      for (const [body, detail] of cases) {
        const res = await t.as(alice).post('/api/mission-breakdown/generate-todos-async', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toMatch(detail);
      }
    });

    it('starts a job the client polls to completed, with the same plan as the synchronous call', async () => {
      const res = await t.as(alice).post('/api/mission-breakdown/generate-todos-async', todosBody);

      expect(res.statusCode).toBe(202);
      const { job_id } = res.json();
      const job = await pollJob(t, alice, job_id);
      expect(job).toMatchObject({ id: job_id, job_id, type: 'mission_todos', status: 'completed', progress: 100, error_message: null, metadata: { mission_id: null, odyssey_id: null } });
      expect(job.result).toEqual(await offline.missionTodos(todosBody));
    });

    it('a job for an existing mission is a re-plan that names the mission', async () => {
      const mission = await t.as(alice).post('/api/missions/', { title: 'Learn Spanish', description: 'Conversations' });
      expect(mission.statusCode).toBe(201);
      const missionId = mission.json().id;

      const res = await t.as(alice).post('/api/mission-breakdown/generate-todos-async', { ...todosBody, mission_id: missionId });

      const job = await pollJob(t, alice, res.json().job_id);
      expect(job).toMatchObject({ type: 'mission_replan', status: 'completed', metadata: { mission_id: missionId } });
      expect(job.result.todos.length).toBeGreaterThan(0);
    });

    it('answers 404 for another user\'s mission or odyssey, and starts no job', async () => {
      const bobsMission = (await t.as(bob).post('/api/missions/', { title: 'Bob mission', description: '' })).json().id;
      const bobsOdyssey = (await t.as(bob).post('/api/odysseys/', { title: 'Bob odyssey', description: 'x' })).json().id;
      const before = (await t.as(alice).get('/api/jobs/user/me')).json().length;

      const viaMission = await t.as(alice).post('/api/mission-breakdown/generate-todos-async', { ...todosBody, mission_id: bobsMission });
      const viaOdyssey = await t.as(alice).post('/api/mission-breakdown/generate-todos', { ...todosBody, odyssey_id: bobsOdyssey });

      expect(viaMission.statusCode).toBe(404);
      expect(viaMission.json()).toEqual({ detail: 'Mission not found' });
      expect(viaOdyssey.statusCode).toBe(404);
      expect(viaOdyssey.json()).toEqual({ detail: 'Odyssey not found' });
      expect((await t.as(alice).get('/api/jobs/user/me')).json()).toHaveLength(before);
    });
  });

  describe('a mission planned as part of its odyssey', () => {
    // "Build the base" names no field of its own: alone it gets the general frame ("Decide what done means ...").
    const base = { mission_title: 'Build the base', mission_description: '', qa_pairs: [] };
    const training = ['Measure your starting baseline', 'Write a weekly training plan', 'Get the gear and a place to train', 'Complete the first four weeks of training'];
    const titlesOf = (plan: { todos: Array<{ title: string }> }) => plan.todos.map((todo) => todo.title);
    const marathonOf = async (user: TestUser) => (await t.as(user).post('/api/odysseys/', { title: 'Run a marathon in October', description: 'My first one' })).json().id as string;

    it('plans the todos of the odyssey the request names in its field', async () => {
      const odysseyId = await marathonOf(alice);

      const alone = await t.as(alice).post('/api/mission-breakdown/generate-todos', base);
      const inOdyssey = await t.as(alice).post('/api/mission-breakdown/generate-todos', { ...base, odyssey_id: odysseyId });

      expect(titlesOf(alone.json())).toContain('Decide what done means for building the base');
      expect(inOdyssey.statusCode).toBe(200);
      expect(titlesOf(inOdyssey.json())).toEqual(training);
      expect(JSON.stringify(inOdyssey.json())).toContain('your progress towards a marathon');
    });

    it('re-plans a mission in its own odyssey in a job, the odyssey kept with the job', async () => {
      const odysseyId = await marathonOf(alice);
      const missionId = (await t.as(alice).post('/api/missions/', { title: 'Build the base', description: '', odyssey_id: odysseyId })).json().id;

      const res = await t.as(alice).post('/api/mission-breakdown/generate-todos-async', { ...base, mission_id: missionId });

      const job = await pollJob(t, alice, res.json().job_id);
      expect(job).toMatchObject({ type: 'mission_replan', status: 'completed', metadata: { mission_id: missionId } });
      expect(titlesOf(job.result)).toEqual(training);
    });

    it("answers 404 for another user's odyssey, whatever it is about, and starts no job", async () => {
      const bobsMarathon = await marathonOf(bob);
      const alicesMission = (await t.as(alice).post('/api/missions/', { title: 'Build the base', description: '' })).json().id;
      const before = (await t.as(alice).get('/api/jobs/user/me')).json().length;

      const answers = [
        await t.as(alice).post('/api/mission-breakdown/generate-todos', { ...base, odyssey_id: bobsMarathon }),
        await t.as(alice).post('/api/mission-breakdown/generate-todos-async', { ...base, odyssey_id: bobsMarathon }),
        await t.as(alice).post('/api/mission-breakdown/generate-todos-async', { ...base, mission_id: alicesMission, odyssey_id: bobsMarathon }),
        await t.as(alice).post('/api/odyssey-breakdown/generate-missions', { odyssey_title: 'Run a marathon', odyssey_description: '', qa_pairs: [], odyssey_id: bobsMarathon }),
        await t.as(alice).post('/api/odyssey-breakdown/generate-missions-async', { odyssey_title: 'Run a marathon', odyssey_description: '', qa_pairs: [], odyssey_id: bobsMarathon }),
      ];

      for (const res of answers) expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Odyssey not found' }]);
      expect((await t.as(alice).get('/api/jobs/user/me')).json()).toHaveLength(before);
    });
  });

  describe("a mission's questions in its odyssey", () => {
    const finance = /monthly income|debts|fixed costs/i;
    const moving = /moving date|movers|household/i;
    const flatOf = async (user: TestUser) => (await t.as(user).post('/api/odysseys/', { title: 'Move to a bigger flat', description: '' })).json().id as string;
    const asked = (res: { json: () => { questions: string[] } }) => res.json().questions.join(' ');

    it("asks in the odyssey's field, named by the request or (re-planning) the mission's own", async () => {
      const odysseyId = await flatOf(alice);
      const missionId = (await t.as(alice).post('/api/missions/', { title: 'Sort out the money', description: '', odyssey_id: odysseyId })).json().id;

      const named = await t.as(alice).post('/api/mission-breakdown/questions', { title: 'Decide and budget', description: '', odyssey_id: odysseyId });
      const replan = await t.as(alice).post('/api/mission-breakdown/questions', { title: 'Sort out the money', description: '', mission_id: missionId });
      const alone = await t.as(alice).post('/api/mission-breakdown/questions', { title: 'Sort out the money', description: '' });

      expect(named.statusCode).toBe(200);
      expect(asked(named)).toMatch(moving);
      expect(asked(named)).not.toMatch(finance);
      expect(asked(replan)).toMatch(moving);
      expect(asked(alone)).not.toMatch(moving);
    });

    it("answers 404 for another user's odyssey or mission", async () => {
      const bobsFlat = await flatOf(bob);
      const bobsMission = (await t.as(bob).post('/api/missions/', { title: 'Sort out the money', description: '', odyssey_id: bobsFlat })).json().id;

      const viaOdyssey = await t.as(alice).post('/api/mission-breakdown/questions', { title: 'Decide and budget', description: '', odyssey_id: bobsFlat });
      const viaMission = await t.as(alice).post('/api/mission-breakdown/questions', { title: 'Sort out the money', description: '', mission_id: bobsMission });

      expect([viaOdyssey.statusCode, viaOdyssey.json()]).toEqual([404, { detail: 'Odyssey not found' }]);
      expect([viaMission.statusCode, viaMission.json()]).toEqual([404, { detail: 'Mission not found' }]);
    });
  });

  describe('odyssey missions', () => {
    const missionsBody = { odyssey_title: 'Move to Lisbon', odyssey_description: 'With two kids, by August 2026', qa_pairs: [{ question: 'Budget?', answer: 'Budget of 8000 EUR' }] };

    it('generates ordered missions synchronously', async () => {
      const res = await t.as(alice).post('/api/odyssey-breakdown/generate-missions', missionsBody);

      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...(await offline.odysseyMissions(missionsBody)), planner: { name: 'offline', fallback: false, reason: null } });
      expect(res.json().missions.map((m: { order: number }) => m.order)).toEqual([1, 2, 3, 4]);
    });

    it('runs the async form as an odyssey_missions job', async () => {
      const odysseyId = (await t.as(alice).post('/api/odysseys/', { title: 'Move to Lisbon', description: 'x' })).json().id;
      const res = await t.as(alice).post('/api/odyssey-breakdown/generate-missions-async', { ...missionsBody, odyssey_id: odysseyId });

      expect(res.statusCode).toBe(202);
      const job = await pollJob(t, alice, res.json().job_id);
      expect(job).toMatchObject({ type: 'odyssey_missions', status: 'completed', metadata: { odyssey_id: odysseyId, mission_id: null } });
      expect(job.result).toEqual(await offline.odysseyMissions(missionsBody));
    });

    it('refuses a blank odyssey title', async () => {
      const res = await t.as(alice).post('/api/odyssey-breakdown/generate-missions-async', { ...missionsBody, odyssey_title: ' ' });

      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid odyssey_title: odyssey_title must not be blank' });
    });
  });
});

describe('planning API with an AI planner that fails', () => {
  let t: TestApp;
  let fake: FakeOpenAI;
  let user: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await startTestApp({ planner: new LangChainPlanner({ apiKey: 'k', baseURL: fake.baseURL, model: 'gpt-4o-mini', timeoutMs: 20_000, maxRetries: 0 }) });
    user = await t.registerUser();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers 503 with the planner\'s reason instead of a 500', async () => {
    fake.reply({ status: 500, message: 'model crashed' });

    const res = await t.as(user).post('/api/mission-breakdown/questions', { title: 'Learn Go', description: '' });

    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'The AI planner is unavailable: it answered with status 500. Please try again.' });
  });

  it('a failing job ends failed with the readable error message the wizard shows', async () => {
    fake.reply({ malformed: true }, { malformed: true });

    const res = await t.as(user).post('/api/mission-breakdown/generate-todos-async', { mission_title: 'Learn Go', mission_description: '', qa_pairs: [] });
    const job = await pollJob(t, user, res.json().job_id);

    expect(job).toMatchObject({ status: 'failed', result: null, error_message: 'The AI planner returned an answer in an unexpected format. Please try again.' });
  });

  it('a job completes with the model\'s validated plan', async () => {
    const plan = { todos: [{ title: 'Install Go', description: 'Use the official installer.', success_criteria: '- go version works', priority: 'high' }] };
    fake.reply({ json: plan });

    const res = await t.as(user).post('/api/mission-breakdown/generate-todos-async', { mission_title: 'Learn Go', mission_description: '', qa_pairs: [] });
    const job = await pollJob(t, user, res.json().job_id);

    expect(job).toMatchObject({ status: 'completed', result: plan });
    expect(fake.promptOf()).toContain('Mission: Learn Go');
  });
});

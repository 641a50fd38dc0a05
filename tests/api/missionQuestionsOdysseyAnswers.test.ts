import { modelAppForSuite, toolOf } from '../support/modelAppForSuite';
import { testAppForSuite } from '../support/testAppForSuite';
import type { TestApp, TestUser } from '../support/testApp';

/** A running odyssey whose description states where the person stands, the race and an old injury. */
const halfMarathon = {
  title: 'Run a half marathon in under 2 hours',
  description: 'I run 5 km three times a week at about 6:30 per km. Race is the Lisbon half in October 2027. I had a knee strain last year.',
};

const WHY = /why does running a half marathon in under 2 hours matter to you/i;
const DAYS = /which days and times will you protect for it/i;

/** The person's answers to the odyssey's questions: the why, and the days and times. */
function answersTo(questions: string[]) {
  return questions.map((question) => ({
    question,
    answer: WHY.test(question) ? 'I want to prove to myself I can stick with something hard' : DAYS.test(question) ? 'Tuesday and Thursday 7am, Sunday long run' : 'Not sure yet',
  }));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function odysseyQuestions(t: TestApp, user: TestUser): Promise<string[]> {
  const res = await t.as(user).post('/api/odyssey-breakdown/questions', halfMarathon);
  expect(res.statusCode).toBe(200);
  return res.json().questions;
}

async function missionUnder(t: TestApp, user: TestUser, odysseyId: string) {
  const res = await t.as(user).post('/api/missions/', { title: 'Build the base', description: '', odyssey_id: odysseyId });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function missionQuestions(t: TestApp, user: TestUser, missionId: string): Promise<string[]> {
  const res = await t.as(user).post('/api/mission-breakdown/questions', { title: 'Build the base', description: '', mission_id: missionId });
  expect(res.statusCode).toBe(200);
  return res.json().questions;
}

/** The odyssey answered and its missions generated for it by id, then a mission of it created. */
async function answeredOdysseyMission(t: TestApp) {
  const user = await t.registerUser();
  const odysseyId = (await t.as(user).post('/api/odysseys/', halfMarathon)).json().id as string;
  const qa_pairs = answersTo(await odysseyQuestions(t, user));
  const generated = await t.as(user).post('/api/odyssey-breakdown/generate-missions', { odyssey_title: halfMarathon.title, odyssey_description: halfMarathon.description, qa_pairs, odyssey_id: odysseyId });
  expect(generated.statusCode).toBe(200);
  return { user, missionId: await missionUnder(t, user, odysseyId) };
}

describe("a mission's questions after its odyssey's were answered (offline planner)", () => {
  const { t } = testAppForSuite();

  it('asks neither the why nor the days and times again, says the days back, and follows up on the knee strain', async () => {
    const { user, missionId } = await answeredOdysseyMission(t);

    const questions = await missionQuestions(t, user, missionId);

    expect(questions.join(' ')).not.toMatch(WHY);
    expect(questions.join(' ')).not.toMatch(DAYS);
    expect(questions).not.toContain('Do you have injuries, health conditions or limits the plan must respect?');
    expect(questions).toContain('You mentioned "Tuesday and Thursday 7am, Sunday long run": how long can each session be?');
    expect(questions).toContain('You had a knee strain last year: does it still bother you, and what did the physio or doctor say?');
  });

  it("hears the answers the wizard's planning job was given before the odyssey existed", async () => {
    const user = await t.registerUser();
    const qa_pairs = answersTo(await odysseyQuestions(t, user));
    const started = await t.as(user).post('/api/odyssey-breakdown/generate-missions-async', { odyssey_title: halfMarathon.title, odyssey_description: halfMarathon.description, qa_pairs });
    expect(started.statusCode).toBe(202);
    for (let i = 0; ; i++) {
      const job = (await t.as(user).get(`/api/jobs/${started.json().job_id}`)).json();
      if (job.status === 'completed') break;
      if (i > 200 || job.status === 'failed') throw new Error(`the job ended ${job.status}`);
      await sleep(25);
    }
    const odysseyId = (await t.as(user).post('/api/odysseys/', halfMarathon)).json().id as string;
    const missionId = await missionUnder(t, user, odysseyId);

    // The odyssey is matched to the wizard's job as the history reads it, which may take a moment.
    let questions: string[] = [];
    for (let i = 0; i < 100; i++) {
      questions = await missionQuestions(t, user, missionId);
      if (!DAYS.test(questions.join(' '))) break;
      await sleep(50);
    }
    expect(questions.join(' ')).not.toMatch(DAYS);
    expect(questions).toContain('You mentioned "Tuesday and Thursday 7am, Sunday long run": how long can each session be?');
  });

  it('asks as before in an odyssey whose missions were never generated from answers', async () => {
    const user = await t.registerUser();
    const odysseyId = (await t.as(user).post('/api/odysseys/', halfMarathon)).json().id as string;

    const questions = await missionQuestions(t, user, await missionUnder(t, user, odysseyId));

    expect(questions.join(' ')).toMatch(DAYS);
    expect(questions.join(' ')).not.toMatch(WHY);
  });
});

describe("a mission's questions after its odyssey's were answered (model)", () => {
  const odysseyAsks = [
    'Why does running a half marathon in under 2 hours matter to you, and how will your life feel different when you get there?',
    'You mentioned three times a week: which days and times will you protect for it?',
    'What is the longest run you have done so far?',
  ];
  // The missions are planned offline (the model fails them): the answers are on the record all the same.
  const { t, fake } = modelAppForSuite((req) =>
    toolOf(req) === 'odyssey_missions'
      ? { status: 500, message: 'no missions today' }
      : { json: { questions: toolOf(req) === 'odyssey_questions' ? odysseyAsks : ['How long can the Sunday run be?', 'Which shoes do you run in?', 'Where do you run?'] } },
  );

  it("gives the model the odyssey's questions and answers and tells it not to ask them again", async () => {
    const { user, missionId } = await answeredOdysseyMission(t);

    await missionQuestions(t, user, missionId);

    const prompt = fake.promptOf();
    expect(prompt).toContain('Title: Build the base');
    expect(prompt).toContain('Tuesday and Thursday 7am, Sunday long run');
    expect(prompt).toContain('I want to prove to myself I can stick with something hard');
    expect(prompt).toMatch(/Do not ask again what the odyssey's questions were answered/);
  });
});

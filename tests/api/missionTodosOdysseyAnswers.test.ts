import { modelAppForSuite, toolOf } from '../support/modelAppForSuite';
import { testAppForSuite } from '../support/testAppForSuite';
import type { TestApp } from '../support/testApp';

/** A move into another role, answered with the role, the gap and the weekly time. */
const career = { title: 'Move from support engineer to product manager by September 2027', description: '' };
const qa_pairs = [
  { question: 'Where do you want your career to be in two to three years?', answer: 'I want to become a product manager at a B2B SaaS company' },
  { question: 'Which skills, credentials or experience stand between you and where you want to be?', answer: 'My biggest gap is writing product specs and talking to customers' },
  { question: 'How many hours per week can you spend on it, and who in your network could help?', answer: 'I can give 5 hours a week' },
];
const proof = { title: 'Build the proof', description: 'Close skill gaps and update CV, LinkedIn and portfolio.' };

/** The odyssey answered and its missions generated for it by id, then its proof mission created. */
async function answeredCareerMission(t: TestApp) {
  const user = await t.registerUser();
  const odysseyId = (await t.as(user).post('/api/odysseys/', career)).json().id as string;
  const generated = await t.as(user).post('/api/odyssey-breakdown/generate-missions', { odyssey_title: career.title, odyssey_description: '', qa_pairs, odyssey_id: odysseyId });
  expect(generated.statusCode).toBe(200);
  const mission = await t.as(user).post('/api/missions/', { ...proof, odyssey_id: odysseyId });
  expect(mission.statusCode).toBe(201);
  return { user, missionId: mission.json().id as string };
}

describe("a mission's todos after its odyssey's questions were answered (offline planner)", () => {
  const { t } = testAppForSuite();

  it('practise the gap the odyssey was told about', async () => {
    const { user, missionId } = await answeredCareerMission(t);

    const res = await t.as(user).post('/api/mission-breakdown/generate-todos', { mission_title: proof.title, mission_description: proof.description, qa_pairs: [], mission_id: missionId });

    expect(res.statusCode).toBe(200);
    expect(res.json().todos.map((todo: { title: string }) => todo.title)).toContain('Practise writing product specs: one real piece a week');
  });
});

describe("a mission's todos after its odyssey's questions were answered (model)", () => {
  // The missions are planned offline (the model fails them): the answers are on the record all the same.
  const { t, fake } = modelAppForSuite((req) =>
    toolOf(req) === 'odyssey_missions'
      ? { status: 500, message: 'no missions today' }
      : { json: { todos: [{ title: 'Write one product spec', description: 'For a feature you know.', success_criteria: '- Spec written', priority: 'high', depends_on: [] }] } },
  );

  it("gives the model the odyssey's questions and answers to plan with", async () => {
    const { user, missionId } = await answeredCareerMission(t);

    await t.as(user).post('/api/mission-breakdown/generate-todos', { mission_title: proof.title, mission_description: proof.description, qa_pairs: [], mission_id: missionId });

    const prompt = fake.promptOf();
    expect(prompt).toContain('Mission: Build the proof');
    expect(prompt).toContain('My biggest gap is writing product specs and talking to customers');
    expect(prompt).toMatch(/Plan with those answers too/);
  });
});

import { modelAppForSuite } from '../support/modelAppForSuite';
import { testAppForSuite } from '../support/testAppForSuite';
import type { TestApp } from '../support/testApp';

/** A saving odyssey whose description states what the person earns, pays in rent and owes. */
const wedding = {
  title: 'Save 10,000 for a wedding by June 2027',
  description: 'I earn 3,200 a month after tax, rent is 1,100, I owe 1,800 on a credit card at 21%.',
};

/** The questions for a mission created under the wedding odyssey, asked by the mission's id. */
async function askUnderWedding(t: TestApp) {
  const user = await t.registerUser();
  const odysseyId = (await t.as(user).post('/api/odysseys/', wedding)).json().id as string;
  const missionId = (await t.as(user).post('/api/missions/', { title: 'Pay off the credit card', description: '', odyssey_id: odysseyId })).json().id as string;
  return t.as(user).post('/api/mission-breakdown/questions', { title: 'Pay off the credit card', description: '', mission_id: missionId });
}

describe("a mission's questions under an odyssey that states the person's figures (offline planner)", () => {
  const { t } = testAppForSuite();

  it('says back the income, rent and debt the odyssey states instead of asking them', async () => {
    const res = await askUnderWedding(t);

    expect(res.statusCode).toBe(200);
    const questions: string[] = res.json().questions;
    expect(questions.join(' ')).not.toMatch(/What are your monthly income and fixed costs today\?|Which debts or recurring payments do you have/);
    expect(questions).toContain('You earn 3,200 a month after tax, and rent is 1,100: what do bills and other fixed costs take each month?');
    expect(questions).toContain('You owe 1,800 on a credit card at 21%: are there other debts, and which recurring payments (subscriptions, instalments) do you have?');
  });
});

describe("a mission's questions under an odyssey that states the person's figures (model)", () => {
  const { t, fake } = modelAppForSuite(() => ({ json: { questions: ['What do bills take each month?', 'Any other debts?', 'Which payments recur?'] } }));

  it("gives the model the odyssey's description and tells it not to ask again what the odyssey says", async () => {
    const res = await askUnderWedding(t);

    expect(res.statusCode).toBe(200);
    const prompt = fake.promptOf();
    expect(prompt).toContain('Title: Pay off the credit card');
    expect(prompt).toContain(wedding.description);
    expect(prompt).toMatch(/Do not ask again what the odyssey's title and description already say/);
  });
});

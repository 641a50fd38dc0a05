import { createPlanner } from '../../planner/createPlanner';
import { startFakeOpenAI } from '../support/fakeOpenAI';

describe('createPlanner', () => {
  it('is offline when neither a key nor an endpoint is configured', () => {
    expect(createPlanner({}).kind).toBe('offline');
    expect(createPlanner({ OPENAI_API_KEY: '  ', PLANNER_MODEL: 'gpt-4o' }).kind).toBe('offline');
    expect(createPlanner({ OPENAI_API_KEY: 'sk-test' }).kind).toBe('langchain');
  });

  it('talks to OPENAI_BASE_URL with no key (local servers), with PLANNER_MODEL or gpt-4o-mini', async () => {
    const fake = await startFakeOpenAI();
    try {
      fake.setDefaultReply({ json: { questions: ['When?'] } });
      await createPlanner({ OPENAI_BASE_URL: fake.baseURL }).missionQuestions({ title: 'Learn Go', description: '' });
      await createPlanner({ OPENAI_BASE_URL: fake.baseURL, PLANNER_MODEL: 'llama3.1:8b' }).missionQuestions({ title: 'Learn Go', description: '' });

      expect(fake.requests.map((r) => r.body.model)).toEqual(['gpt-4o-mini', 'llama3.1:8b']);
    } finally {
      await fake.close();
    }
  });
});

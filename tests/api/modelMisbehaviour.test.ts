import { createPlanner } from '../../planner/createPlanner';
import { startFakeOpenAI, type FakeOpenAI, type FakeReply, type RecordedRequest } from '../support/fakeOpenAI';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';
import { listenLocally } from '../support/listenLocally';

/**
 * What a person sees through the API when the model behind the real LangChain client misbehaves
 * the ways real models do (a fake OpenAI-compatible server plays the model): the answer is still
 * usable, a stand-in is labelled as such, nothing the person owns is half-written, and the
 * planner-call record says what happened.
 */

/** Replies queued per capability (the structured call's tool name, or `director`); the rest answer well. */
const queued: Record<string, FakeReply[]> = {};
const capabilityOf = (req: RecordedRequest): string => {
  const tools: Array<{ function: { name: string } }> = req.body.tools ?? [];
  // A structured call forces its one tool; the Director binds several tools or none.
  return tools.length === 1 && req.body.tool_choice ? tools[0].function.name : 'director';
};
function modelReply(req: RecordedRequest): FakeReply {
  const capability = capabilityOf(req);
  const next = queued[capability]?.shift();
  if (next) return next;
  switch (capability) {
    case 'mission_questions':
      return { json: { questions: ['How many hours a week can you train?'] } };
    case 'mission_todos':
      return { json: { todos: [{ title: 'Book the race', description: 'Pick a date', success_criteria: '- Race booked', priority: 'high' }] } };
    case 'todo_steps':
      return { json: { steps: [{ title: 'Warm up for ten minutes', description: 'Easy pace' }, { title: 'Run the 10k', description: 'Race pace' }] } };
    case 'step_chat':
      return { json: { response: 'Keep the warm-up easy.', extracted_findings: [], step_completed: false, next_action: 'Run the 10k' } };
    case 'todo_evaluation':
      return { json: { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Well done.', criteria: [] } };
  }
  return { content: 'Focus on the 10k today.' };
}
const queue = (capability: string, ...replies: FakeReply[]) => void (queued[capability] = [...(queued[capability] ?? []), ...replies]);

let fake: FakeOpenAI;
let t: TestApp;
let alice: TestUser;
let baseUrl: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  fake.setDefaultReply(modelReply);
  const planner = createPlanner({ OPENAI_BASE_URL: fake.baseURL, PLANNER_MODEL: 'local-model', PLANNER_MAX_RETRIES: 1, PLANNER_TIMEOUT_MS: 5_000, PLANNER_BACKGROUND_MAX_RETRIES: 0 });
  t = await startTestApp({ planner });
  baseUrl = await listenLocally(t.app);
  alice = await t.registerUser();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => {
  for (const key of Object.keys(queued)) delete queued[key];
});

const todo = (title: string, extra: object = {}) => ({ title, description: 'd', success_criteria: '- done', priority: 'medium', ...extra });
const requestsFor = (capability: string) => fake.requests.filter((r) => capabilityOf(r) === capability);

describe('a mission plan', () => {
  it('never carries a due date that is no day of the calendar: the model is asked again, and every todo can be created', async () => {
    queue('mission_todos', { json: { todos: [todo('Buy running shoes', { due_date: '2099-02-30' }), todo('Run the race', { due_date: '2099-03-01' })] } });
    const before = requestsFor('mission_todos').length;

    const res = await t.as(alice).post('/api/mission-breakdown/generate-todos', { mission_title: 'Run a 10k', mission_description: '', qa_pairs: [] });

    expect(res.statusCode).toBe(200);
    const asked = requestsFor('mission_todos').slice(before);
    expect(asked).toHaveLength(2);
    expect(JSON.stringify(asked[1].body.messages)).toContain('due_date must be a day of the calendar');
    for (const planned of res.json().todos) {
      const created = await t.as(alice).post('/api/todos/', { title: planned.title, description: planned.description, success_criteria: planned.success_criteria, priority: planned.priority, due_date: planned.due_date });
      expect(created.statusCode).toBe(201);
    }
  });
});

import type { GeneratedTodo } from '../jobs/job';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { createPlannedTodos } from './createPlannedTodos';

const plan: GeneratedTodo[] = [
  { title: 'Choose a venue', description: 'Near the station', success_criteria: 'Venue booked', priority: 'high', due_date: '2026-05-01', depends_on: [] },
  { title: 'Book the band', description: '', success_criteria: 'Band signed', priority: 'medium', depends_on: [0] },
  { title: 'Open the doors', description: '', success_criteria: 'Guests in', priority: 'low', depends_on: [0, 1] },
];

/** Todos are created as t1, t2, ... in the order they are posted. */
function fakeTodos(): FakeApi {
  let created = 0;
  return installFakeApi()
    .on('POST', '/todos/', () => ({ status: 201, body: { id: `t${(created += 1)}` } }))
    .on('POST', /^\/todos\/t\d+\/dependencies$/, { status: 201, body: {} });
}

const posts = (api: FakeApi) => api.calls('POST', /^\/todos\//).map((c) => (c.path === '/todos/' ? `todo ${(c.body as { title: string }).title}` : `${c.path} -> ${(c.body as { depends_on: string }).depends_on}`));

describe('creating a plan’s todos and their waits', () => {
  it('creates the todos in the mission in order, then each wait between the created todos, saying how far it is', async () => {
    const api = fakeTodos();
    const progress: string[] = [];
    const outcome = await createPlannedTodos('m1', plan, (text) => progress.push(text));
    expect(posts(api)).toEqual([
      'todo Choose a venue',
      'todo Book the band',
      'todo Open the doors',
      '/todos/t2/dependencies -> t1',
      '/todos/t3/dependencies -> t1',
      '/todos/t3/dependencies -> t2',
    ]);
    expect(api.calls('POST', '/todos/')[0].body).toEqual({ title: 'Choose a venue', description: 'Near the station', success_criteria: 'Venue booked', due_date: '2026-05-01', priority: 'high', mission_id: 'm1' });
    expect(api.calls('POST', '/todos/')[1].body).toMatchObject({ description: null, due_date: null, mission_id: 'm1' });
    expect(progress).toEqual([
      'Creating todo 1 of 3...',
      'Creating todo 2 of 3...',
      'Creating todo 3 of 3...',
      'Setting the order: wait 1 of 3...',
      'Setting the order: wait 2 of 3...',
      'Setting the order: wait 3 of 3...',
    ]);
    expect(outcome).toEqual({ created: 3, todosFailed: false, waitsFailed: [] });
  });

  it("marks each todo as the re-plan's when given its revision", async () => {
    const api = fakeTodos();
    await createPlannedTodos('m1', plan.slice(0, 2), undefined, 3);
    expect(api.calls('POST', '/todos/').map((c) => (c.body as { replan_revision?: number }).replan_revision)).toEqual([3, 3]);
  });

  it('a wait the server refuses is named with its reason; the todos and the other waits stay', async () => {
    const api = fakeTodos().on('POST', '/todos/t3/dependencies', (request) =>
      (request.body as { depends_on: string }).depends_on === 't1' ? { status: 400, body: { detail: 'That would make a loop.' } } : { status: 201, body: {} },
    );
    const outcome = await createPlannedTodos('m1', plan);
    expect(api.calls('POST', '/todos/')).toHaveLength(3);
    expect(api.calls('POST', /\/dependencies$/)).toHaveLength(3);
    expect(api.calls('DELETE', /./)).toHaveLength(0);
    expect(outcome).toEqual({ created: 3, todosFailed: false, waitsFailed: [{ waiting: 'Open the doors', waitsFor: 'Choose a venue', reason: 'That would make a loop.' }] });
  });

  it('a todo that fails stops the rest; the waits between the todos that exist still go', async () => {
    let created = 0;
    const api = fakeTodos().on('POST', '/todos/', () => (created === 2 ? { status: 503, body: { detail: 'down' } } : { status: 201, body: { id: `t${(created += 1)}` } }));
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await createPlannedTodos('m1', plan);
    quiet.mockRestore();
    expect(posts(api)).toEqual(['todo Choose a venue', 'todo Book the band', 'todo Open the doors', '/todos/t2/dependencies -> t1']);
    expect(outcome).toEqual({ created: 2, todosFailed: true, waitsFailed: [] });
  });
});

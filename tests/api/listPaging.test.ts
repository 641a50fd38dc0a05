import { randomUUID } from 'node:crypto';
import { waitForProjections } from '../../api/appDeps';
import { handleCommand } from '../../commands/handleCommand';
import { conversationDecider } from '../../domain/director/conversationDecider';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';

/** One clock for every write: rows share their instant, so the tie-breakers carry the order. */
const NOW = new Date('2025-04-01T08:00:00.000Z');

let t: TestApp;
let admin: TestUser;
let alice: TestUser;

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  admin = await t.registerUser();
  alice = await t.registerUser();
  for (let i = 0; i < 3; i++) await t.registerUser();
  for (let i = 0; i < 5; i++) expect((await t.as(alice).post('/api/todos/', { title: `Todo ${i}`, success_criteria: 'Done' })).statusCode).toBe(201);
  const deps = t.services.deps;
  let position: bigint | null = null;
  for (let i = 0; i < 5; i++) {
    const conversationId = randomUUID();
    const result = await handleCommand(deps, {
      streamId: `conversation-${conversationId}`,
      decider: conversationDecider,
      command: { type: 'StartConversation', conversationId, userId: alice.user.id, messageId: randomUUID(), content: `Thread ${i}`, now: NOW.toISOString() },
      actor: { userId: alice.user.id, correlationId: 'paging-test' },
    });
    position = result.position ?? position;
  }
  await waitForProjections(deps, position);
});

afterAll(async () => {
  await t?.close();
});

/** Follows X-Next-Cursor from the first page to the last; returns the pages' bodies. */
async function walk(user: TestUser, path: string, limit: number): Promise<unknown[][]> {
  const pages: unknown[][] = [];
  let cursor: string | undefined;
  do {
    const query = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await t.as(user).get(`${path}${path.includes('?') ? '&' : '?'}${query}`);
    expect(res.statusCode).toBe(200);
    pages.push(res.json());
    cursor = res.headers['x-next-cursor'] as string | undefined;
    expect(pages.length).toBeLessThan(20);
  } while (cursor);
  return pages;
}

describe.each([
  { list: 'admin users', path: '/api/admin/users', as: () => admin, total: 5 },
  { list: 'admin todos', path: '/api/admin/todos', as: () => admin, total: 5 },
  { list: 'Director conversations', path: '/api/director/conversations', as: () => alice, total: 5 },
])('$list: limit and cursor', ({ path, as, total }) => {
  it('pages through the same rows, in the same order, as the whole list', async () => {
    const whole = await t.as(as()).get(path);
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toHaveLength(total);
    expect(whole.headers['x-next-cursor']).toBeUndefined();

    const pages = await walk(as(), path, 2);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(whole.json());
  });

  it('a page as long as what is left ends the list: no cursor after it', async () => {
    const pages = await walk(as(), path, total);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toEqual([]);
  });

  it('refuses a made-up cursor and a limit out of range with 400', async () => {
    for (const query of ['cursor=not-a-cursor', 'limit=0', 'limit=abc', `cursor=${Buffer.from('["2025-04-01T08:00:00.000000Z","x"]').toString('base64url')}`]) {
      const res = await t.as(as()).get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
  });
});

describe('a cursor in the right shape that names no real instant or position', () => {
  const made = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const id = randomUUID();
  const impossible = ['2025-02-30T08:00:00.000000Z', '2025-13-01T08:00:00.000000Z', '2025-04-01T25:00:00.000000Z', '0000-01-01T00:00:00.000000Z'];

  it.each([
    ['/api/todos/', () => alice, 'uuid'],
    ['/api/admin/users', () => admin, 'uuid'],
    ['/api/admin/todos', () => admin, 'uuid'],
    ['/api/director/conversations', () => alice, 'position'],
    ['/api/search?q=todo', () => alice, 'ranked'],
  ] as const)('%s answers 400, never 500', async (path, as, key) => {
    const cursors = impossible.map((at) => (key === 'ranked' ? made([0, at, id]) : made([at, key === 'uuid' ? id : '12'])));
    // A log position beyond what PostgreSQL's bigint holds.
    if (key === 'position') cursors.push(made(['2025-04-01T08:00:00.000000Z', '9999999999999999999']));
    // Longer than any cursor the API makes.
    cursors.push('A'.repeat(201));
    for (const cursor of cursors) {
      const res = await t.as(as()).get(`${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`);
      expect([cursor, res.statusCode, res.json()]).toEqual([cursor, 400, { detail: 'cursor is not one this list gave; start again without it' }]);
    }
  });
});

describe('cursors belong to their list', () => {
  it('a todo list cursor (row ids) is refused by the conversations (log positions)', async () => {
    const first = await t.as(alice).get('/api/todos/?limit=2');
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const res = await t.as(alice).get(`/api/director/conversations?cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
  });

  it('admin todos: a cursor and an offset together are refused', async () => {
    const first = await t.as(admin).get('/api/admin/todos?limit=2');
    const cursor = first.headers['x-next-cursor'] as string;
    const res = await t.as(admin).get(`/api/admin/todos?offset=1&cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
  });

  it('other users do not see the rows of a page', async () => {
    const admins = await t.as(admin).get('/api/director/conversations?limit=10');
    expect(admins.json()).toEqual([]);
    expect((await t.as(alice).get('/api/admin/users?limit=2')).statusCode).toBe(403);
  });
});

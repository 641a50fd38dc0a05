import { badTextIn } from '../../api/plugins/textGuard';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

const { t, alice } = testAppForSuite();

/** `{"a":{"a":...}}` `depth` levels deep around `inner`, as raw JSON text. */
const nestedObject = (depth: number, inner = '1') => '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
const nestedArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const send = (url: string, payload: string, user: TestUser | null = null) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...(user ? user.headers : {}) } });

describe('a JSON body nested too deeply', () => {
  const tooDeep = [
    ['5,000 objects', nestedObject(5_000)],
    ['100,000 arrays', nestedArray(100_000)],
    ['100,000 objects in a field', `{"email":"a@example.com","password":"long enough","x":${nestedObject(100_000)}}`],
  ] as const;

  for (const url of ['/api/auth/register', '/api/auth/login']) {
    it.each(tooDeep)(`answers 400 with a detail on ${url} without a token (%s)`, async (_name, body) => {
      const res = await send(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'The request body nests arrays or objects more than 64 levels deep; send a flatter body.' });
    });
  }

  it.each(tooDeep)('answers 400 with a detail on a signed-in route (%s)', async (_name, body) => {
    const res = await send('/api/todos/', body, alice);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/more than 64 levels deep/);
  });

  it('takes a body at the limit to validation, and brackets inside strings do not count', async () => {
    const atLimit = await send('/api/todos/', `{"title":"x","success_criteria":"y","extra":${nestedObject(63)}}`, alice);
    expect(atLimit.statusCode).toBe(201);
    const overLimit = await send('/api/todos/', `{"title":"x","success_criteria":"y","extra":${nestedObject(64)}}`, alice);
    expect(overLimit.statusCode).toBe(400);
    const brackets = '[{'.repeat(300) + '\\"';
    const inText = await send('/api/todos/', JSON.stringify({ title: brackets.slice(0, 200), success_criteria: brackets }), alice);
    expect(inText.statusCode).toBe(201);
    expect(inText.json().success_criteria).toBe(brackets);
  });
});

describe('the text guard', () => {
  it('walks values of any depth without exhausting the stack, and still finds bad text deep down', () => {
    let deep: unknown = 'fine';
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    expect(badTextIn(deep, '')).toBeNull();
    let bad: unknown = ['ok', 'bad\u0000'];
    for (let i = 0; i < 3; i++) bad = { a: bad };
    expect(badTextIn(bad, '')).toBe('a.a.a.1');
    expect(badTextIn({ ['k\u0000']: 1 }, 'body')).toBe('body');
  });
});

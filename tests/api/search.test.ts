import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

const clock = { offsetMs: 0 };

const { t, alice, bob } = testAppForSuite({ now: () => new Date(Date.now() + clock.offsetMs) });

type Hit = {
  kind: 'todo' | 'mission' | 'odyssey';
  id: string;
  title: string;
  matched_in: 'title' | 'description';
  snippet: string | null;
  status: string;
  parent_title: string | null;
  mission_id?: string | null;
  odyssey_id?: string | null;
  created_at: string;
};
type Results = { items: Hit[]; next_cursor: string | null };

/** Each call is a moment later than the one before, so "newest first" has an order to follow. */
const later = () => {
  clock.offsetMs += 1_000;
};

async function todo(user: TestUser, title: string, description: string | null = null, missionId: string | null = null) {
  later();
  const res = await t.as(user).post('/api/todos/', { title, description, success_criteria: `${title} is done`, mission_id: missionId });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
async function mission(user: TestUser, title: string, description: string | null = null, odysseyId: string | null = null) {
  later();
  const res = await t.as(user).post('/api/missions/', { title, description, odyssey_id: odysseyId });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
async function odyssey(user: TestUser, title: string, description: string | null = null) {
  later();
  const res = await t.as(user).post('/api/odysseys/', { title, description });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const searchUrl = (q: string, extra = '') => `/api/search?q=${encodeURIComponent(q)}${extra}`;
async function search(user: TestUser, q: string, extra = ''): Promise<Results> {
  const res = await t.as(user).get(searchUrl(q, extra));
  expect(res.statusCode).toBe(200);
  return res.json();
}
const titles = (results: Results) => results.items.map((hit) => hit.title);

describe('GET /api/search', () => {
  it("finds the user's todos, missions and odysseys by part of a title, in any case", async () => {
    const odysseyId = await odyssey(alice, 'Walk the Camino de Santiago');
    const missionId = await mission(alice, 'Camino training walks', null, odysseyId);
    const todoId = await todo(alice, 'Book the CAMINO pilgrim passport', null, missionId);

    const results = await search(alice, 'camino');
    expect(results.items.map(({ kind, id, title, status, parent_title, matched_in }) => ({ kind, id, title, status, parent_title, matched_in }))).toEqual([
      { kind: 'todo', id: todoId, title: 'Book the CAMINO pilgrim passport', status: 'pending', parent_title: 'Camino training walks', matched_in: 'title' },
      { kind: 'mission', id: missionId, title: 'Camino training walks', status: 'active', parent_title: 'Walk the Camino de Santiago', matched_in: 'title' },
      { kind: 'odyssey', id: odysseyId, title: 'Walk the Camino de Santiago', status: 'active', parent_title: null, matched_in: 'title' },
    ]);
    expect(results.items[0].mission_id).toBe(missionId);
    expect(results.items[1].odyssey_id).toBe(odysseyId);
    expect(results.next_cursor).toBeNull();
    expect(titles(await search(alice, 'PILGRIM pass'))).toEqual(['Book the CAMINO pilgrim passport']);
  });

  it('ranks title matches before description-only ones, the whole query in a title first', async () => {
    const inDescription = await todo(alice, 'Pack the bag', 'Do not forget the harmonica case and the harmonica itself.');
    const wordsInTitle = await mission(alice, 'Harmonica blues lessons');
    const oldPhraseInTitle = await todo(alice, 'Tune the blues harmonica');
    const newPhraseInTitle = await odyssey(alice, 'Play blues harmonica on stage', 'Years of blues harmonica');

    const results = await search(alice, 'blues harmonica');
    expect(results.items.map((hit) => hit.id)).toEqual([newPhraseInTitle, oldPhraseInTitle, wordsInTitle]);

    const byWord = await search(alice, 'harmonica');
    expect(byWord.items.map((hit) => hit.id)).toEqual([newPhraseInTitle, oldPhraseInTitle, wordsInTitle, inDescription]);
    const described = byWord.items[3];
    expect(described).toMatchObject({ matched_in: 'description', snippet: 'Do not forget the harmonica case and the harmonica itself.' });
    expect(byWord.items[2]).toMatchObject({ matched_in: 'title', snippet: null });
  });

  it('matches every word of the query, each in the title or the description', async () => {
    const both = await todo(alice, 'Renew the xylophone licence', 'Bring the quokka photo to the office');
    await todo(alice, 'Polish the xylophone');

    expect((await search(alice, 'quokka xylophone')).items.map((hit) => hit.id)).toEqual([both]);
    expect((await search(alice, 'xylophone walrus')).items).toEqual([]);
  });

  it('shows the description around the match when it is long', async () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(20);
    await mission(alice, 'Garden plans', `${filler}plant the zucchini seedlings after the frost ${filler}`);

    const [hit] = (await search(alice, 'zucchini')).items;
    expect(hit.snippet).toMatch(/^….*plant the zucchini seedlings after the frost.*…$/);
    expect(hit.snippet!.length).toBeLessThanOrEqual(142);
  });

  it('takes % and _ as the characters they are, not as wildcards', async () => {
    const percent = await todo(alice, 'Save 20% of the salary');
    const underscore = await todo(alice, 'Rename file_name in the script');
    await todo(alice, 'Save 200 euros for the filexname trip');

    expect((await search(alice, '%')).items.map((hit) => hit.id)).toEqual([percent]);
    expect((await search(alice, '_')).items.map((hit) => hit.id)).toEqual([underscore]);
    expect((await search(alice, '20%')).items.map((hit) => hit.id)).toEqual([percent]);
    expect((await search(alice, 'file_name')).items.map((hit) => hit.id)).toEqual([underscore]);
    expect((await search(alice, '\\')).items).toEqual([]);
  });

  it("never answers with another user's todos, missions or odysseys", async () => {
    await todo(alice, 'Alice secret narwhal plan', 'narwhal');
    await mission(alice, 'Narwhal mission');
    await odyssey(alice, 'Narwhal odyssey');
    const bobs = await todo(bob, 'Bob narwhal sketch');

    const bobResults = await search(bob, 'narwhal');
    expect(bobResults.items.map((hit) => hit.id)).toEqual([bobs]);
    expect(titles(await search(alice, 'narwhal'))).not.toContain('Bob narwhal sketch');
    expect(titles(await search(alice, 'narwhal'))).toHaveLength(3);
  });

  it('leaves deleted todos, missions and odysseys out', async () => {
    const todoId = await todo(alice, 'Gone platypus todo');
    const missionId = await mission(alice, 'Gone platypus mission');
    const odysseyId = await odyssey(alice, 'Gone platypus odyssey');
    const kept = await todo(alice, 'Kept platypus todo');
    expect((await search(alice, 'platypus')).items).toHaveLength(4);

    for (const url of [`/api/todos/${todoId}`, `/api/missions/${missionId}`, `/api/odysseys/${odysseyId}`]) {
      expect((await t.as(alice).delete(url)).statusCode).toBe(204);
    }
    expect((await search(alice, 'platypus')).items.map((hit) => hit.id)).toEqual([kept]);
  });

  it('pages with limit and next_cursor through every match once, in the same order as one page', async () => {
    for (let i = 0; i < 4; i += 1) await todo(alice, `Axolotl tank ${i}`);
    for (let i = 0; i < 3; i += 1) await mission(alice, `Aquarium ${i}`, 'Feed the axolotl');
    const whole = (await search(alice, 'axolotl', '&limit=50')).items.map((hit) => hit.id);
    expect(whole).toHaveLength(7);

    const paged: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await t.as(alice).get(searchUrl('axolotl', `&limit=2${cursor ? `&cursor=${cursor}` : ''}`));
      expect(res.statusCode).toBe(200);
      const body = res.json() as Results;
      expect(body.items.length).toBeLessThanOrEqual(2);
      expect(res.headers['x-next-cursor'] ?? null).toBe(body.next_cursor);
      paged.push(...body.items.map((hit) => hit.id));
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(paged).toEqual(whole);
    expect(pages).toBe(4);
  });

  it('answers 20 at most by default', async () => {
    for (let i = 0; i < 21; i += 1) await todo(alice, `Meerkat ${i}`);
    const first = await search(alice, 'meerkat');
    expect(first.items).toHaveLength(20);
    expect(first.next_cursor).not.toBeNull();
    expect((await search(alice, 'meerkat', `&cursor=${first.next_cursor}`)).items.map((hit) => hit.title)).toEqual(['Meerkat 0']);
  });

  it.each([
    ['no q', '/api/search', /^Invalid querystring q: q is what to search for: 1 to 200 characters\.$/],
    ['a blank q', searchUrl('   '), /q is what to search for/],
    ['a q of 201 characters', searchUrl('x'.repeat(201)), /q is what to search for/],
    ['limit 0', searchUrl('tea', '&limit=0'), /limit must be a number from 1 to 50/],
    ['limit 51', searchUrl('tea', '&limit=51'), /limit must be a number from 1 to 50/],
    ['limit abc', searchUrl('tea', '&limit=abc'), /limit must be a number from 1 to 50/],
    ['a cursor this API did not make', searchUrl('tea', '&cursor=bm9wZQ'), /^cursor is not one this list gave/],
    ['a cursor of another list', searchUrl('tea', `&cursor=${Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`), /^cursor is not one/],
  ])('answers 400 with a detail for %s', async (_case, url, detail) => {
    const res = await t.as(alice).get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(detail);
  });

  it('takes a query of 200 characters, trimmed', async () => {
    const title = `Ocelot ${'y'.repeat(193)}`;
    expect(title).toHaveLength(200);
    const id = await todo(alice, title);
    expect((await search(alice, `  ${title}  `)).items.map((hit) => hit.id)).toEqual([id]);
  });

  it('asks for a signed-in user', async () => {
    expect((await t.as(null).get(searchUrl('tea'))).statusCode).toBe(401);
  });

  it('caps the searches of one user per minute with a 429 and a detail', async () => {
    const carol = await t.registerUser();
    for (let i = 0; i < 120; i += 1) expect((await t.as(carol).get(searchUrl('tea'))).statusCode).toBe(200);
    const refused = await t.as(carol).get(searchUrl('tea'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^You have searched 120 times in the last minute\. Try again in \d+ seconds\.$/);
    expect((await t.as(bob).get(searchUrl('tea'))).statusCode).toBe(200);
  });
});

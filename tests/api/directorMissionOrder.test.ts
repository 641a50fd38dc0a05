import { offlineDirectorReply } from '../../planner/director/offlineDirector';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { testAppForSuite } from '../support/testAppForSuite';
import { listenLocally } from '../support/listenLocally';
import { directorReplyText } from '../support/directorReplyText';

/** A clock a second further on each read: missions made one after another have their own creation times. */
let tick = 0;
const now = () => new Date(Date.parse('2025-03-10T09:00:00.000Z') + 1000 * tick++);
const { t } = testAppForSuite({ planner: new OfflinePlanner(offlineDirectorReply), now });
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await listenLocally(t.app);
});

it('the Director lists an odyssey’s missions in the order the plan made them, not by title', async () => {
  const saver = await t.registerUser();
  const odyssey = await t.as(saver).post('/api/odysseys/', { title: 'Save for a deposit', description: null });
  for (const title of ['Track spending', 'Stabilise', 'Pay down debt']) {
    expect((await t.as(saver).post('/api/missions/', { title, description: null, odyssey_id: odyssey.json().id })).statusCode).toBe(201);
  }
  const text = await directorReplyText(baseUrl, saver, 'How is Save for a deposit going?');
  const rows = text.split('\n').filter((l) => /^\| (Track spending|Stabilise|Pay down debt) \|/.test(l));
  expect(rows.map((r) => r.split('|')[1].trim())).toEqual(['Track spending', 'Stabilise', 'Pay down debt']);
});

import { offlineDirectorReply } from '../../planner/director/offlineDirector';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { testAppForSuite } from '../support/testAppForSuite';
import { listenLocally } from '../support/listenLocally';
import { directorReplyText } from '../support/directorReplyText';

/**
 * Without a model, the Director answers a question about a thing the person wrote in an odyssey's
 * or a mission's description ("Is my knee a risk?", "When is my race?") from those words, as saved.
 */
const { t } = testAppForSuite({ planner: new OfflinePlanner(offlineDirectorReply), now: () => new Date('2026-11-29T09:00:00.000Z') });
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await listenLocally(t.app);
});

it('the offline Director quotes the odyssey and mission descriptions a question is about, with the plan’s dates', async () => {
  const runner = await t.registerUser();
  const odyssey = await t.as(runner).post('/api/odysseys/', {
    title: 'Run a half marathon in under 2 hours',
    description: 'I run 5 km three times a week at about 6:30 per km. Race is the Lisbon half in October 2027. I had a knee strain last year.',
  });
  const mission = await t.as(runner).post('/api/missions/', { title: 'Peak for a half marathon in under 2 hours', description: 'Taper in the last two weeks.', odyssey_id: odyssey.json().id });
  expect([odyssey.statusCode, mission.statusCode]).toEqual([201, 201]);
  const target = await t
    .as(runner)
    .post('/api/todos/', { title: 'Reach the target: a half marathon in under 2 hours', success_criteria: 'Finished under 2 hours', description: null, priority: 'high', due_date: '2027-10-31', mission_id: mission.json().id });
  expect(target.statusCode).toBe(201);

  const knee = await directorReplyText(baseUrl, runner, 'Is my knee a risk?');
  expect(knee).toContain('Your odyssey **Run a half marathon in under 2 hours** says: "I had a knee strain last year."');
  expect(knee).toContain('Nothing in your plan addresses your knee');
  expect(knee).not.toContain('Overdue and at risk');

  const race = await directorReplyText(baseUrl, runner, 'When is my race?');
  expect(race).toContain('"Race is the Lisbon half in October 2027." The todo **Reach the target: a half marathon in under 2 hours** (mission **Peak for a half marathon in under 2 hours**) is due 31 October 2027.');

  const taper = await directorReplyText(baseUrl, runner, 'Anything about the taper?');
  expect(taper).toContain('- Mission **Peak for a half marathon in under 2 hours** (odyssey **Run a half marathon in under 2 hours**) · Active: "Taper in the last two weeks."');
});

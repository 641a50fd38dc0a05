import { testAppForSuite } from '../support/testAppForSuite';

/**
 * The loop check counts the waits of deleted todos while a restore can still bring them back;
 * a todo deleted longer ago than Recently deleted keeps things can never come back, so a chain
 * through it no longer stands in the way of a wait.
 */
const DAY = 24 * 60 * 60 * 1000;
let clock = Date.parse('2025-04-01T09:00:00.000Z');
const { t, alice } = testAppForSuite({ now: () => new Date((clock += 1)) });

async function todo(title: string): Promise<string> {
  const res = await t.as(alice).post('/api/todos/', { title, success_criteria: 'Done' });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
const wait = (todoId: string, dependsOn: string) => t.as(alice).post(`/api/todos/${todoId}/dependencies`, { depends_on: dependsOn });

it('refuses a loop through a deleted todo while it can be restored, and allows the wait once it is gone for good', async () => {
  const [party, deposit, venue] = [await todo('Throw the party'), await todo('Pay the deposit'), await todo('Book the venue')];
  expect((await wait(party, deposit)).statusCode).toBe(200);
  expect((await wait(deposit, venue)).statusCode).toBe(200);
  expect((await t.as(alice).delete(`/api/todos/${deposit}`)).statusCode).toBe(204);

  clock += 29 * DAY;
  const refused = await wait(venue, party);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().detail).toBe('"Throw the party" already waits for "Book the venue" (through "Pay the deposit" (in Recently deleted)), so "Book the venue" cannot wait for "Throw the party".');

  clock += 2 * DAY;
  expect((await t.as(alice).post(`/api/trash/todo/${deposit}/restore`)).statusCode).toBe(409);
  const allowed = await wait(venue, party);
  expect(allowed.statusCode).toBe(200);
  expect(allowed.json()).toMatchObject({ depends_on: [{ id: party, title: 'Throw the party', status: 'pending' }], blocked: true });
});

it('still refuses a loop through a todo a mission re-plan set aside, whatever its age: undoing the re-plan brings it back', async () => {
  const missionId = (await t.as(alice).post('/api/missions/', { title: 'Shed' })).json().id as string;
  const base = (await t.as(alice).post('/api/todos/', { title: 'Pour the base', success_criteria: 'Done', mission_id: missionId })).json().id as string;
  const [roof, permit] = [await todo('Put on the roof'), await todo('Get a permit')];
  expect((await wait(roof, base)).statusCode).toBe(200);
  expect((await wait(base, permit)).statusCode).toBe(200);
  const replan = await t.as(alice).post(`/api/missions/${missionId}/replan`, { title: 'Shed' });
  expect(replan.statusCode).toBe(200);

  clock += 40 * DAY;
  expect((await wait(permit, roof)).statusCode).toBe(400);
  expect((await t.as(alice).post('/api/undo', JSON.parse(replan.headers['x-undo'] as string))).statusCode).toBe(200);
  expect((await t.as(alice).get(`/api/todos/${roof}`)).json()).toMatchObject({ blocked: true, depends_on: [{ id: base }] });
});

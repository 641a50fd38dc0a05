import { installFakeApi } from '../../testing/fakeApi';
import { aMission } from '../../testing/missionFixture';
import { copyMissionWithPlan } from './copyMission';

const mission = aMission();
const plan = [
  { title: 'Choose a date', description: '', success_criteria: 'Date agreed', priority: 'high', depends_on: [] },
  { title: 'Book the band', description: '', success_criteria: 'Band signed', priority: 'medium', depends_on: [0] },
];

function fakeCopy() {
  let created = 0;
  return installFakeApi()
    .on('POST', '/missions/m1/copy', { status: 201, body: { ...mission, id: 'm2', title: 'Summer fair (Copy)' } })
    .on('POST', '/mission-breakdown/questions', { body: { questions: ['When?'] } })
    .on('POST', '/mission-breakdown/generate-todos', { body: { todos: plan } })
    .on('POST', '/todos/', () => ({ status: 201, body: { id: `t${(created += 1)}` } }))
    .on('POST', /^\/todos\/t\d+\/dependencies$/, { status: 201, body: {} });
}

describe('copying a mission with a fresh plan', () => {
  const values = { title: mission.title, description: mission.description, status: mission.status, odyssey_id: null };

  it('creates the planned todos in the copy, then the waits between them', async () => {
    const api = fakeCopy();
    expect(await copyMissionWithPlan(mission, values)).toEqual({ ok: true, copyId: 'm2', todoCount: 2, waitsFailed: [], planner: null });
    expect(api.calls('POST', '/todos/').map((c) => (c.body as { mission_id: string }).mission_id)).toEqual(['m2', 'm2']);
    expect(api.calls('POST', /\/dependencies$/).map((c) => [c.path, c.body])).toEqual([['/todos/t2/dependencies', { depends_on: 't1' }]]);
  });

  it("asks the questions for the copy in its odyssey, as its todos are planned", async () => {
    const api = fakeCopy().on('PUT', '/missions/m2', { body: { ...mission, id: 'm2', odyssey_id: 'o1' } });
    expect(await copyMissionWithPlan(mission, { ...values, odyssey_id: 'o1' })).toMatchObject({ ok: true });
    expect(api.calls('POST', '/mission-breakdown/questions').map((c) => c.body)).toEqual([{ title: 'Summer fair (Copy)', description: mission.description, odyssey_id: 'o1', mission_id: 'm2' }]);
  });

  it('a wait that could not be set is named; the copy and its todos stand', async () => {
    fakeCopy().on('POST', '/todos/t2/dependencies', { status: 503, body: { detail: 'The server is busy.' } });
    expect(await copyMissionWithPlan(mission, values)).toEqual({ ok: true, copyId: 'm2', todoCount: 2, waitsFailed: [{ waiting: 'Book the band', waitsFor: 'Choose a date', reason: 'The server is busy.' }], planner: null });
  });
});

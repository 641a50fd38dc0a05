import type { GraphMissionData, OdysseyGraphData } from './graphData';
import { distance } from './graphLayout';
import { buildMissionGraph, buildOdysseyGraph, detailsRoute, type GraphModel } from './graphModel';

const step = (id: string, order: number | null, extra: object = {}) => ({ id, title: `Step ${id}`, status: 'pending', order_index: order, ...extra });
const todo = (id: string, steps: ReturnType<typeof step>[] = [], status = 'pending') => ({ id, title: `Todo ${id}`, status, steps });
const mission = (id: string, todos: ReturnType<typeof todo>[] = [], status = 'active') => ({ id, title: `Mission ${id}`, status, todos });

function odyssey(missions: GraphMissionData[]): OdysseyGraphData {
  return { id: 'o1', title: 'Odyssey', status: 'active', missions };
}

const node = (model: GraphModel, id: string) => model.nodes.find((n) => n.id === id)!;
const round = (value: number) => Math.round(value * 1000) / 1000;

describe('odyssey graph layout', () => {
  test('missions circle the odyssey at 7 + 3 * (i mod 5)', () => {
    const missions = Array.from({ length: 7 }, (_, i) => mission(`m${i}`));
    const model = buildOdysseyGraph(odyssey(missions));
    const radii = missions.map((m) => round(distance(node(model, m.id).position, [0, 0, 0])));
    expect(radii).toEqual([7, 10, 13, 16, 19, 7, 10]);
    expect(model.nodes[0]).toEqual(expect.objectContaining({ kind: 'odyssey', position: [0, 0, 0], parent: null }));
  });

  test('crowded odysseys spread the mission circle by the zoom factor', () => {
    const missions = Array.from({ length: 20 }, (_, i) => mission(`m${i}`));
    const model = buildOdysseyGraph(odyssey(missions));
    expect(round(distance(node(model, 'm0').position, [0, 0, 0]))).toBe(14);
    expect(round(distance(node(model, 'm4').position, [0, 0, 0]))).toBe(38);
  });

  test('todos circle their mission at 3 + 0.3 * (j mod 4), steps their todo at 1.2 + 0.15 * (k mod 5)', () => {
    const todos = Array.from({ length: 5 }, (_, j) => todo(`t${j}`, j === 0 ? Array.from({ length: 6 }, (_, k) => step(`s${k}`, k)) : []));
    const model = buildOdysseyGraph(odyssey([mission('m0', todos)]));
    const missionAt = node(model, 'm0').position;
    expect(todos.map((t) => round(distance(node(model, t.id).position, missionAt)))).toEqual([3, 3.3, 3.6, 3.9, 3]);
    const todoAt = node(model, 't0').position;
    expect([0, 1, 2, 3, 4, 5].map((k) => round(distance(node(model, `s${k}`).position, todoAt)))).toEqual([1.2, 1.35, 1.5, 1.65, 1.8, 1.2]);
  });

  test('links every node to its parent and counts each level', () => {
    const model = buildOdysseyGraph(
      odyssey([mission('m0', [todo('t0', [step('s0', 0), step('s1', 1, { status: 'completed' })])], 'completed'), mission('m1')]),
    );
    expect(model.counts).toEqual({ missions: 2, todos: 1, steps: 2, completed: 2 });
    expect(model.edges).toHaveLength(model.nodes.length - 1);
    for (const [parent, child] of model.edges) expect(model.nodes[child].parent).toBe(parent);
  });

  test('steps follow order_index, carry their todo and their evidence and finding counts', () => {
    const model = buildOdysseyGraph(
      odyssey([
        mission('m0', [
          todo('t0', [
            step('late', 2, { evidence: [{}, {}], findings: [{}] }),
            step('early', 0),
            step('middle', 1, { evidence_count: 4, finding_count: 3 }),
          ]),
        ]),
      ]),
    );
    expect(['early', 'middle', 'late'].map((id) => node(model, id).order)).toEqual([1, 2, 3]);
    expect(node(model, 'late')).toEqual(expect.objectContaining({ todoId: 't0', evidenceCount: 2, findingCount: 1 }));
    expect(node(model, 'middle')).toEqual(expect.objectContaining({ evidenceCount: 4, findingCount: 3 }));
  });

  test('status spellings are normalised and colour missions by completed, active, paused or other', () => {
    const model = buildOdysseyGraph(
      odyssey([mission('a', [], 'completed'), mission('b', [], 'ACTIVE'), mission('c', [], 'paused'), mission('d', [], 'archived')]),
    );
    const colors = ['a', 'b', 'c', 'd'].map((id) => node(model, id).color);
    expect(new Set(colors).size).toBe(4);
    expect(node(model, 'b').status).toBe('active');
    const withTodo = buildOdysseyGraph(odyssey([mission('m', [todo('t', [], 'InProgress'), todo('u', [], 'inprogress')])]));
    expect(node(withTodo, 'u').status).toBe('in_progress');
  });

  test('tolerates missing lists', () => {
    const model = buildOdysseyGraph({ id: 'o', title: 'Empty', status: 'active', missions: null });
    expect(model.nodes).toHaveLength(1);
    expect(model.counts).toEqual({ missions: 0, todos: 0, steps: 0, completed: 0 });
  });
});

describe('mission graph layout', () => {
  test('todos on a ring of 5 around the mission, steps on a ring of 2 around each todo', () => {
    const model = buildMissionGraph(mission('m', [todo('t0', [step('s0', 0), step('s1', 1), step('s2', 2)]), todo('t1'), todo('t2')]));
    expect(model.nodes[0]).toEqual(expect.objectContaining({ id: 'm', kind: 'mission', position: [0, 0, 0] }));
    for (const id of ['t0', 't1', 't2']) expect(round(distance(node(model, id).position, [0, 0, 0]))).toBe(5);
    for (const id of ['s0', 's1', 's2']) expect(round(distance(node(model, id).position, node(model, 't0').position))).toBe(2);
    expect(model.counts).toEqual({ missions: 1, todos: 3, steps: 3, completed: 0 });
  });
});

describe('waits between todos', () => {
  const waiting = (id: string, dependsOn: string[]) => ({ ...todo(id), depends_on: dependsOn });

  test('each wait inside the graph is a line from the waiting todo to the one it waits for, apart from the lines of belonging', () => {
    const model = buildMissionGraph(mission('m', [todo('t0'), waiting('t1', ['t0']), waiting('t2', ['t0', 't1', 't0'])]));
    const pairs = model.waitEdges.map(([from, to]) => [model.nodes[from].id, model.nodes[to].id]);
    expect(pairs).toEqual([
      ['t1', 't0'],
      ['t2', 't0'],
      ['t2', 't1'],
    ]);
    expect(model.edges).toHaveLength(model.nodes.length - 1);
    expect(node(model, 't2').waitsFor.map((index) => model.nodes[index].id)).toEqual(['t0', 't1']);
  });

  test('a wait for a todo outside the graph is counted on the todo, not drawn', () => {
    const model = buildOdysseyGraph(odyssey([mission('m0', [todo('a')]), mission('m1', [waiting('b', ['a', 'elsewhere', 'b'])])]));
    expect(model.waitEdges.map(([from, to]) => [model.nodes[from].id, model.nodes[to].id])).toEqual([['b', 'a']]);
    expect(node(model, 'b')).toEqual(expect.objectContaining({ waitsOutside: 1 }));
    expect(node(model, 'a')).toEqual(expect.objectContaining({ waitsFor: [], waitsOutside: 0 }));
  });
});

describe("'View Details' targets", () => {
  const model = buildOdysseyGraph(odyssey([mission('m0', [todo('t0', [step('s0', 0)])])]));
  test('odyssey, mission, todo and step', () => {
    expect(detailsRoute(node(model, 'o1'), 'odyssey')).toBe('/odysseys/o1');
    expect(detailsRoute(node(model, 'm0'), 'odyssey')).toBe('/missions/m0/graph');
    expect(detailsRoute(node(model, 't0'), 'odyssey')).toBe('/todo/t0');
    expect(detailsRoute(node(model, 's0'), 'odyssey')).toBe('/todo/t0');
  });
  test("a mission's own graph offers no button for its centre", () => {
    const own = buildMissionGraph(mission('m0', [todo('t0', [step('s0', 0)])]));
    expect(detailsRoute(node(own, 'm0'), 'mission')).toBeNull();
    expect(detailsRoute(node(own, 's0'), 'mission')).toBe('/todo/t0');
  });
});

import { nodeColor, normalizeStatus } from './graphColors';
import type { GraphMissionData, GraphNodeData, GraphStepData, GraphTodoData, OdysseyGraphData } from './graphData';
import {
  MISSION_STEP_RING,
  MISSION_TODO_CAPACITY,
  MISSION_TODO_RING,
  ODYSSEY_MISSION_CAPACITY,
  UP,
  normalize,
  odysseyMissionRadius,
  odysseyStepRadius,
  odysseyTodoRadius,
  onRing,
  ringAngle,
  zoomFactor,
  type Vec3,
} from './graphLayout';
import { MISSION_GRAPH, ODYSSEY_GRAPH, type NodeKind } from './graphSettings';

/** One sphere of a graph, flattened: nodes refer to each other by index. */
export type GraphNode = {
  index: number;
  id: string;
  kind: NodeKind;
  title: string;
  description: string;
  status: string;
  position: Vec3;
  radius: number;
  color: string;
  parent: number | null;
  /** The todo a 'View Details' of this node opens (todos: itself; steps: their todo). */
  todoId: string | null;
  /** Steps: 1-based position within the todo's plan. */
  order: number | null;
  evidenceCount: number;
  findingCount: number;
  /** Todos: the todos of this graph it waits for (node indexes). */
  waitsFor: number[];
  /** Todos: how many todos it waits for lie outside this graph (another mission's, standalone ones). */
  waitsOutside: number;
};

export type GraphCounts = { missions: number; todos: number; steps: number; completed: number };

export type GraphModel = {
  nodes: GraphNode[];
  /** Parent to child: what belongs to what. */
  edges: Array<[number, number]>;
  /** A todo to a todo it waits for, both in this graph. */
  waitEdges: Array<[number, number]>;
  counts: GraphCounts;
};

class GraphBuilder {
  nodes: GraphNode[] = [];
  edges: Array<[number, number]> = [];
  /** Per todo node, the ids it waits for, resolved once every todo has its index. */
  private waits = new Map<number, string[]>();

  add(
    kind: NodeKind,
    data: GraphNodeData,
    position: Vec3,
    radius: number,
    parent: number | null,
    extra: Partial<Pick<GraphNode, 'todoId' | 'order' | 'evidenceCount' | 'findingCount'>> & { dependsOn?: string[] | null } = {},
  ): number {
    const index = this.nodes.length;
    const status = normalizeStatus(data.status);
    this.nodes.push({
      index,
      id: data.id,
      kind,
      title: data.title ?? '',
      description: data.description ?? '',
      status,
      position,
      radius,
      color: nodeColor(kind, status),
      parent,
      todoId: extra.todoId ?? null,
      order: extra.order ?? null,
      evidenceCount: extra.evidenceCount ?? 0,
      findingCount: extra.findingCount ?? 0,
      waitsFor: [],
      waitsOutside: 0,
    });
    if (parent !== null) this.edges.push([parent, index]);
    if (Array.isArray(extra.dependsOn) && extra.dependsOn.length > 0) this.waits.set(index, extra.dependsOn);
    return index;
  }

  result(): GraphModel {
    const count = (kind: NodeKind) => this.nodes.filter((node) => node.kind === kind).length;
    const todoIndex = new Map(this.nodes.filter((node) => node.kind === 'todo').map((node) => [node.id, node.index]));
    const waitEdges: Array<[number, number]> = [];
    for (const [from, ids] of this.waits) {
      const node = this.nodes[from];
      for (const id of new Set(ids)) {
        const to = todoIndex.get(id);
        if (to === undefined) node.waitsOutside += 1;
        else if (to !== from) {
          node.waitsFor.push(to);
          waitEdges.push([from, to]);
        }
      }
    }
    return {
      nodes: this.nodes,
      edges: this.edges,
      waitEdges,
      counts: {
        missions: count('mission'),
        todos: count('todo'),
        steps: count('step'),
        completed: this.nodes.filter((node) => node.status === 'completed').length,
      },
    };
  }
}

/** Steps in plan order (order_index, then as sent). */
export function orderedSteps(todo: GraphTodoData): GraphStepData[] {
  const steps = Array.isArray(todo.steps) ? [...todo.steps] : [];
  return steps
    .map((step, position) => ({ step, position }))
    .sort((a, b) => (a.step.order_index ?? a.position) - (b.step.order_index ?? b.position) || a.position - b.position)
    .map(({ step }) => step);
}

function listCount(list: unknown[] | null | undefined, fallback: number | undefined): number {
  return Array.isArray(list) ? list.length : (fallback ?? 0);
}

function addSteps(
  builder: GraphBuilder,
  todo: GraphTodoData,
  todoIndex: number,
  center: Vec3,
  u: Vec3,
  v: Vec3,
  radiusOf: (k: number) => number,
  radius: number,
  turn: number,
) {
  const steps = orderedSteps(todo);
  steps.forEach((step, k) => {
    const position = onRing(center, u, v, radiusOf(k), ringAngle(k, steps.length, turn));
    builder.add('step', step, position, radius, todoIndex, {
      todoId: todo.id,
      order: k + 1,
      evidenceCount: listCount(step.evidence, step.evidence_count),
      findingCount: listCount(step.findings, step.finding_count),
    });
  });
}

/** One child's place on the root's horizontal ring: its outward and its sideways direction. */
type Spoke = { index: number; zoom: number; radial: Vec3; tangent: Vec3 };

/**
 * The root at the origin and its children spread round it in the horizontal plane (the ring
 * widens past `capacity` children); `addChild` places each child and what hangs from it.
 */
function radialGraph<Child>(
  root: { kind: NodeKind; data: GraphNodeData; radius: number },
  children: Child[] | null | undefined,
  capacity: number,
  addChild: (builder: GraphBuilder, rootIndex: number, child: Child, spoke: Spoke) => void,
): GraphModel {
  const builder = new GraphBuilder();
  const rootIndex = builder.add(root.kind, root.data, [0, 0, 0], root.radius, null);
  const list = Array.isArray(children) ? children : [];
  const zoom = zoomFactor(list.length, capacity);
  list.forEach((child, index) => {
    const angle = ringAngle(index, list.length);
    addChild(builder, rootIndex, child, { index, zoom, radial: [Math.cos(angle), 0, Math.sin(angle)], tangent: [-Math.sin(angle), 0, Math.cos(angle)] });
  });
  return builder.result();
}

/** The odyssey at the centre, missions on a circle, todos around each mission, steps around each todo. */
export function buildOdysseyGraph(odyssey: OdysseyGraphData): GraphModel {
  const radius = ODYSSEY_GRAPH.nodeRadius;
  return radialGraph({ kind: 'odyssey', data: odyssey, radius: radius.odyssey }, odyssey.missions, ODYSSEY_MISSION_CAPACITY, (builder, root, mission, { index: i, zoom, radial, tangent }) => {
    const missionPosition = onRing([0, 0, 0], radial, tangent, odysseyMissionRadius(i, zoom), 0);
    const missionIndex = builder.add('mission', mission, missionPosition, radius.mission, root);

    // Todos stand in the plane of the radial direction and the vertical, away from neighbours.
    const todos = Array.isArray(mission.todos) ? mission.todos : [];
    todos.forEach((todo, j) => {
      const todoAngle = ringAngle(j, todos.length, Math.PI / 2);
      const todoPosition = onRing(missionPosition, radial, UP, odysseyTodoRadius(j), todoAngle);
      const todoIndex = builder.add('todo', todo, todoPosition, radius.todo, missionIndex, { todoId: todo.id, dependsOn: todo.depends_on });
      const outward = normalize([
        todoPosition[0] - missionPosition[0],
        todoPosition[1] - missionPosition[1],
        todoPosition[2] - missionPosition[2],
      ]);
      addSteps(builder, todo, todoIndex, todoPosition, tangent, outward, odysseyStepRadius, radius.step, j * 0.4);
    });
  });
}

/** The mission at the centre, todos on a ring of 5, steps on a ring of 2 around each todo. */
export function buildMissionGraph(mission: GraphMissionData): GraphModel {
  const radius = MISSION_GRAPH.nodeRadius;
  return radialGraph({ kind: 'mission', data: mission, radius: radius.mission }, mission.todos, MISSION_TODO_CAPACITY, (builder, root, todo, { index: j, zoom, radial, tangent }) => {
    const todoPosition = onRing([0, 0, 0], radial, tangent, MISSION_TODO_RING * zoom, 0);
    const todoIndex = builder.add('todo', todo, todoPosition, radius.todo, root, { todoId: todo.id, dependsOn: todo.depends_on });
    addSteps(builder, todo, todoIndex, todoPosition, radial, UP, () => MISSION_STEP_RING * zoom, radius.step, j * 0.4);
  });
}

export type GraphView = 'odyssey' | 'mission';

/**
 * Where 'View Details' goes: odyssey -> its detail, mission -> its graph,
 * todo and step -> the todo. In a mission's own graph the centre mission has no such button.
 */
export function detailsRoute(node: GraphNode, view: GraphView): string | null {
  switch (node.kind) {
    case 'odyssey':
      return `/odysseys/${node.id}`;
    case 'mission':
      return view === 'odyssey' ? `/missions/${node.id}/graph` : null;
    case 'todo':
    case 'step':
      return node.todoId ? `/todo/${node.todoId}` : null;
  }
}

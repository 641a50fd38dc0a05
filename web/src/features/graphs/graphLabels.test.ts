import { buildOdysseyGraph } from './graphModel';
import { labelCharLimit, labelOpacity, pickLabelledNodes, sanitizeLabel, spreadLabels, stepOpacity, truncateLabel } from './graphLabels';
import { MISSION_GRAPH, ODYSSEY_GRAPH } from './graphSettings';

describe('label limits by camera distance', () => {
  test('odyssey graph: odyssey 100 -> 20, mission 80 -> 15, todo 60 -> 12, step 50 -> 10', () => {
    const close = ODYSSEY_GRAPH.minDistance;
    expect(['odyssey', 'mission', 'todo', 'step'].map((k) => labelCharLimit(ODYSSEY_GRAPH, k as never, close))).toEqual([100, 80, 60, 50]);
    expect(['odyssey', 'mission', 'todo', 'step'].map((k) => labelCharLimit(ODYSSEY_GRAPH, k as never, 22))).toEqual([20, 15, 12, 10]);
    expect(labelCharLimit(ODYSSEY_GRAPH, 'mission', 30)).toBe(15);
    const middle = labelCharLimit(ODYSSEY_GRAPH, 'mission', 12.5);
    expect(middle).toBeLessThan(80);
    expect(middle).toBeGreaterThan(15);
  });

  test('mission graph: mission 100 -> 20, todo 80 -> 15, step 50 -> 10', () => {
    expect(labelCharLimit(MISSION_GRAPH, 'mission', 2)).toBe(100);
    expect(labelCharLimit(MISSION_GRAPH, 'todo', 2)).toBe(80);
    expect(labelCharLimit(MISSION_GRAPH, 'todo', 25)).toBe(15);
    expect(labelCharLimit(MISSION_GRAPH, 'step', 25)).toBe(10);
  });

  test('the camera numbers of the spec', () => {
    expect([ODYSSEY_GRAPH.cameraDistance, ODYSSEY_GRAPH.minDistance, ODYSSEY_GRAPH.maxDistance, ODYSSEY_GRAPH.autoRotateSpeed]).toEqual([15, 3, 30, 0.5]);
    expect([MISSION_GRAPH.cameraDistance, MISSION_GRAPH.minDistance, MISSION_GRAPH.maxDistance, MISSION_GRAPH.autoRotateSpeed]).toEqual([12, 2, 25, 0.5]);
  });
});

describe('label text', () => {
  test('truncates with an ellipsis within the limit', () => {
    expect(truncateLabel('Research the market', 40)).toBe('Research the market');
    expect(truncateLabel('Research the market', 10)).toBe('Research…');
    expect(truncateLabel('Research the market', 10).length).toBeLessThanOrEqual(10);
  });

  test('drops glyphs the bundled font lacks (they would be fetched from the internet)', () => {
    expect(sanitizeLabel('🚀 Launch   día 1 — Ωmega Привет 漢字')).toBe('Launch día 1 — Ωmega Привет');
  });
});

describe('fading', () => {
  test('labels vanish beyond 22, step labels sooner; step spheres dim but stay visible', () => {
    expect(labelOpacity('mission', 15, 22)).toBe(1);
    expect(labelOpacity('mission', 22, 22)).toBe(0);
    expect(labelOpacity('mission', 19, 22)).toBeCloseTo(0.5);
    expect(labelOpacity('step', 16, 22)).toBe(0);
    expect(labelOpacity('step', 10, 22)).toBe(1);
    expect(stepOpacity(5)).toBe(1);
    expect(stepOpacity(30)).toBeCloseTo(0.3);
  });

  test('picks roots first, nearest first, within the budget, always keeping pinned nodes', () => {
    const model = buildOdysseyGraph({
      id: 'o',
      title: 'O',
      status: 'active',
      missions: Array.from({ length: 4 }, (_, i) => ({
        id: `m${i}`,
        title: `M${i}`,
        status: 'active',
        todos: [{ id: `t${i}`, title: `T${i}`, status: 'pending', steps: [{ id: `s${i}`, title: `S${i}`, status: 'pending' }] }],
      })),
    });
    const stepIndex = model.nodes.findIndex((n) => n.id === 's3');
    const picked = pickLabelledNodes(model.nodes, [0, 5, 15], 15, 22, 4, [stepIndex, null]);
    expect(picked).toHaveLength(4);
    expect(picked[0]).toBe(stepIndex);
    expect(picked.slice(1).map((i) => model.nodes[i].kind)).toEqual(['odyssey', 'mission', 'mission']);
    // Step labels are gone from 16 on, so unpinned steps are not picked there.
    const many = pickLabelledNodes(model.nodes, [0, 5, 17], 17, 22, 100, []);
    expect(many.some((i) => model.nodes[i].kind === 'step')).toBe(false);
    expect(many).toHaveLength(1 + 4 + 4);
  });
});

describe('labels spread on the canvas', () => {
  const canvas = { width: 390, height: 400 };
  const box = (left: number, top: number, width = 100, height = 14) => ({ left, top, right: left + width, bottom: top + height });

  // Below a label's sphere stands a box one line lower: the same box shifted down by its height and the sphere.
  const at = (left: number, top: number) => ({ above: box(left, top), below: box(left, top + 40) });

  test('a label that would cover one taken before it moves under its sphere; with no room there either it is left out', () => {
    const kept = spreadLabels(
      [
        { item: 'root', boxes: at(140, 190), pinned: false },
        { item: 'mission beside the root', boxes: at(160, 196), pinned: false },
        { item: 'todo touching both', boxes: { above: box(150, 203), below: box(150, 240) }, pinned: false },
        { item: 'todo far below', boxes: at(150, 300), pinned: false },
      ],
      canvas,
    );
    expect(kept).toEqual([
      { item: 'root', side: 'above' },
      { item: 'mission beside the root', side: 'below' },
      { item: 'todo far below', side: 'above' },
    ]);
  });

  test('a label cut by the canvas edge on both sides is left out, unless pinned (hovered or selected)', () => {
    expect(spreadLabels([{ item: 'cut', boxes: at(-20, 100), pinned: false }], canvas)).toEqual([]);
    expect(spreadLabels([{ item: 'top edge', boxes: at(30, -5), pinned: false }], canvas)).toEqual([{ item: 'top edge', side: 'below' }]);
    expect(spreadLabels([{ item: 'hovered', boxes: at(-20, 100), pinned: true }, { item: 'beside', boxes: at(30, 100), pinned: false }], canvas)).toEqual([
      { item: 'hovered', side: 'above' },
      { item: 'beside', side: 'below' },
    ]);
  });
});

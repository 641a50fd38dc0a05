import { fitScale, fitScaleWithLabels, horizontalRadius, labelBoxes, type LabelBox } from './graphFit';
import { buildOdysseyGraph, type GraphNode } from './graphModel';
import { ODYSSEY_GRAPH } from './graphSettings';

const odyssey = (missions: number, titles: string[] = []) =>
  buildOdysseyGraph({
    id: 'o',
    title: 'Odyssey',
    description: null,
    status: 'active',
    missions: Array.from({ length: missions }, (_, m) => ({
      id: `m${m}`,
      title: titles[m] ?? `Mission ${m}`,
      description: null,
      status: 'active',
      todos: [{ id: `t${m}`, title: 'Todo', description: null, status: 'pending', steps: [] }],
    })),
  } as Parameters<typeof buildOdysseyGraph>[0]);

/** Half the horizontal angle a sphere of `radius` at `distance` takes up, against the canvas's. */
function fits(radius: number, distance: number, fov: number, aspect: number): boolean {
  const halfHorizontal = Math.atan(Math.tan((fov * Math.PI) / 360) * aspect);
  return Math.asin(Math.min(1, radius / distance)) <= halfHorizontal + 1e-9;
}

describe('fitting the camera to the graph', () => {
  it('measures the graph around its vertical axis, sphere included', () => {
    const model = odyssey(5);
    const outer = Math.max(...model.nodes.map((n) => Math.hypot(n.position[0], n.position[2]) + n.radius));
    expect(horizontalRadius(model.nodes)).toBeCloseTo(outer);
    expect(horizontalRadius(odyssey(5).nodes)).toBeGreaterThan(horizontalRadius(odyssey(1).nodes));
  });

  it('stands back on a phone held upright until all five missions fit, and keeps the usual distance when they already do', () => {
    const radius = horizontalRadius(odyssey(5).nodes);
    const phone = fitScale(radius, 15, 55, 358 / 590);
    expect(phone).toBeGreaterThan(1);
    expect(fits(radius, 15 * phone, 55, 358 / 590)).toBe(true);
    expect(fits(radius, 15, 55, 358 / 590)).toBe(false);

    const desktop = fitScale(radius, 15, 55, 1230 / 560);
    expect(desktop).toBeLessThan(phone);
    expect(fits(radius, 15 * desktop, 55, 1230 / 560)).toBe(true);

    expect(fitScale(2, 15, 55, 2)).toBe(1);
    expect(fitScale(radius, 15, 55, 0)).toBe(1);
  });
});

type V = [number, number, number];
const plus = (a: V, b: V): V => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const times = (a: V, k: number): V => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V, b: V): V => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: V): V => times(a, 1 / Math.hypot(...a));

/**
 * Where a node's label lies on screen (-1 to 1 inside, both ways) with the graph turned by
 * `turn`: a camera at the view's start position looking at the centre, the label facing it.
 */
function labelCorners(box: LabelBox, scale: number, aspect: number, turn: number): Array<[number, number]> {
  const distance = 15 * scale;
  const eye: V = [0, distance * Math.sin(Math.PI / 7), distance * Math.cos(Math.PI / 7)];
  const forward = unit(times(eye, -1));
  const right = unit(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const [x, y, z] = box.node.position;
  const turned: V = [x * Math.cos(turn) + z * Math.sin(turn), y, -x * Math.sin(turn) + z * Math.cos(turn)];
  const base = plus(turned, [0, box.node.radius + 0.1 * scale, 0]);
  const half = times(right, box.halfWidth * scale);
  const top = times(up, box.height * scale);
  const tan = Math.tan((55 * Math.PI) / 360);
  return [plus(base, half), plus(base, times(half, -1)), plus(plus(base, half), top), plus(plus(base, times(half, -1)), top)].map((corner) => {
    const seen: V = plus(corner, times(eye, -1));
    const depth = dot(seen, forward);
    return [dot(seen, right) / (depth * tan * aspect), dot(seen, up) / (depth * tan)];
  });
}

/** True when every label stays on the canvas at every turn of the graph. */
function labelsInView(nodes: GraphNode[], scale: number, aspect: number): boolean {
  const boxes = labelBoxes(nodes, ODYSSEY_GRAPH);
  for (let degrees = 0; degrees < 360; degrees += 3) {
    for (const box of boxes) {
      const corners = labelCorners(box, scale, aspect, (degrees * Math.PI) / 180);
      if (corners.some(([x, y]) => Math.abs(x) > 1 || Math.abs(y) > 1)) return false;
    }
  }
  return true;
}

const MARATHON = ['Build the base', 'Increase the load', 'Peak for a marathon', 'Recover and review', 'Run the race itself'];
const PHONE = 358 / 590;

describe('fitting the camera to the labels', () => {
  const model = odyssey(5, MARATHON);
  const fitted = (aspect: number) => fitScaleWithLabels(labelBoxes(model.nodes, ODYSSEY_GRAPH), 15, 55, aspect);

  it('keeps the outer ring\'s labels on a phone held upright whichever way the graph turns', () => {
    const scale = fitted(PHONE);
    expect(labelsInView(model.nodes, scale, PHONE)).toBe(true);
    // Fitting the spheres alone leaves the labels at the edge cut off.
    expect(labelsInView(model.nodes, fitScale(horizontalRadius(model.nodes), 15, 55, PHONE), PHONE)).toBe(false);
  });

  it('keeps them on a desktop too, without standing back further than the phone', () => {
    const desktop = fitted(1230 / 560);
    expect(labelsInView(model.nodes, desktop, 1230 / 560)).toBe(true);
    expect(desktop).toBeLessThan(fitted(PHONE));
  });

  it('keeps the usual distance when graph and labels already fit', () => {
    expect(fitScaleWithLabels(labelBoxes(odyssey(1, ['Go']).nodes.slice(0, 1), ODYSSEY_GRAPH), 15, 55, 2)).toBe(1);
  });

  it('does not shrink the graph to a dot for a title longer than a phone is wide', () => {
    const long = odyssey(5, MARATHON.map((title) => `${title} with every detail of the plan spelled out`));
    const spheresOnly = fitScale(horizontalRadius(long.nodes), 15, 55, PHONE);
    const scale = fitScaleWithLabels(labelBoxes(long.nodes, ODYSSEY_GRAPH), 15, 55, PHONE);
    expect(scale).toBeLessThanOrEqual(2.5 * spheresOnly);
  });
});

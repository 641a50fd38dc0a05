import { fitScale, horizontalRadius } from './graphFit';
import { buildOdysseyGraph } from './graphModel';

const odyssey = (missions: number) =>
  buildOdysseyGraph({
    id: 'o',
    title: 'Odyssey',
    description: null,
    status: 'active',
    missions: Array.from({ length: missions }, (_, m) => ({
      id: `m${m}`,
      title: `Mission ${m}`,
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

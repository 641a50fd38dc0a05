import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { canvasShowsAPicture, createOdysseyTree, enableGraphStats, signUpWithoutTour, waitForGraphFrames } from './support/planTrees';

jest.setTimeout(240_000);

const app = browserAppForSuite();

/** Every script the page downloads, with its size. */
function recordScripts(page: Page): Array<{ url: string; bytes: number }> {
  const scripts: Array<{ url: string; bytes: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), bytes: body.length });
  });
  return scripts;
}

describe('3D graphs', () => {
  it('an odyssey graph renders, its node list opens the detail panel, and View Details follows the hierarchy', async () => {
    const page = await app.newPage();
    const external: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(app.baseUrl) && !url.startsWith('blob:') && !url.startsWith('data:')) external.push(url);
    });
    const scripts = recordScripts(page);
    const { api } = await signUpWithoutTour(page, app.baseUrl);
    const tree = await createOdysseyTree(api);
    await enableGraphStats(page);

    await page.goto(`/odysseys/${tree.id}`);
    await page.getByRole('heading', { name: tree.title }).waitFor();
    expect(scripts.some((s) => /GraphView/.test(s.url))).toBe(false);

    await page.getByRole('link', { name: 'View 3D Graph' }).click();
    await page.waitForURL(`**/odysseys/${tree.id}/graph`);
    await page.getByRole('heading', { name: tree.title }).waitFor();
    const steps = tree.missions.flatMap((m) => m.todos.flatMap((t) => t.steps)).length;
    await page.getByText(`3 missions · 6 todos · ${steps} steps`).waitFor();
    await page.getByRole('link', { name: '← Back to Odyssey' }).waitFor();

    const stats = await waitForGraphFrames(page, 5);
    expect(stats.nodes).toBe(1 + 3 + 6 + steps);
    // Instancing: the whole graph is a handful of draw calls (stars, lines, two sphere sets, labels).
    expect(stats.drawCalls).toBeLessThanOrEqual(6);
    const picture = await canvasShowsAPicture(page);
    expect(picture.distinctColours).toBeGreaterThan(50);
    expect(picture.litPixels).toBeGreaterThan(500);
    await screenshot(page, 'odyssey-graph');

    // Legend and Info toggles.
    await page.getByRole('button', { name: 'Legend' }).click();
    await page.getByRole('region', { name: 'Legend' }).waitFor();
    await page.getByRole('button', { name: 'Info' }).click();
    const info = page.getByRole('region', { name: 'Info' });
    await info.getByText('Drag to rotate').waitFor();
    await info.getByText('Statistics').waitFor();
    expect(await page.getByRole('button', { name: 'Legend' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Rotate' }).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await screenshot(page, 'odyssey-graph-panels');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The accessible node list selects a mission: its panel offers its own graph.
    await page.getByText(/Browse nodes as a list/).click();
    const list = page.getByRole('navigation', { name: 'Graph nodes' });
    await list.getByRole('button', { name: 'Mission: Design the menu (Active)' }).click();
    const panel = page.getByRole('complementary', { name: 'Design the menu' });
    await panel.getByText('Type:').waitFor();
    await panel.getByText('Mission 2 of the bakery').waitFor();
    await screenshot(page, 'odyssey-graph-selected');
    await panel.getByRole('button', { name: 'View Details' }).click();
    const missionId = tree.missions[1].id;
    await page.waitForURL(`**/missions/${missionId}/graph`);

    // The mission graph: a todo's panel opens the todo.
    await page.getByRole('link', { name: '← Back to Mission' }).waitFor();
    await page.getByText(/2 todos · \d+ steps/).waitFor();
    const missionStats = await waitForGraphFrames(page, 3);
    expect(missionStats.drawCalls).toBeLessThanOrEqual(6);
    await page.getByRole('button', { name: 'Controls' }).click();
    await page.getByRole('region', { name: 'Controls' }).getByText('Scroll or pinch to zoom').waitFor();
    await page.getByText(/Browse nodes as a list/).click();
    const todoId = tree.missions[1].todos[0].id;
    await page.getByRole('navigation', { name: 'Graph nodes' }).getByRole('button', { name: /^Todo: Task 1 for design the menu/ }).click();
    await screenshot(page, 'mission-graph-selected');
    await page.getByRole('button', { name: 'View Details' }).click();
    await page.waitForURL(`**/todo/${todoId}`);

    // A step opens its todo too; the odyssey node opens the odyssey.
    await page.goto(`/odysseys/${tree.id}/graph`);
    await page.getByText(/Browse nodes as a list/).click();
    await page.getByRole('navigation', { name: 'Graph nodes' }).getByRole('button', { name: /^Step 1: / }).first().click();
    await page.getByRole('complementary').getByText('Evidence / Findings:').waitFor();
    await page.getByRole('button', { name: 'View Details' }).click();
    await page.waitForURL(`**/todo/${tree.missions[0].todos[0].id}`);
    await page.goto(`/odysseys/${tree.id}/graph`);
    await page.getByText(/Browse nodes as a list/).click();
    await page.getByRole('navigation', { name: 'Graph nodes' }).getByRole('button', { name: /^Odyssey: / }).click();
    await page.getByRole('button', { name: 'View Details' }).click();
    await page.waitForURL(`**/odysseys/${tree.id}`);

    // Labels use the bundled font: nothing was fetched from another origin.
    expect(external).toEqual([]);
    const graphChunk = scripts.find((s) => /GraphView/.test(s.url));
    expect(graphChunk).toBeDefined();
    console.log(`graph chunk: ${(graphChunk!.bytes / 1024).toFixed(1)} KB uncompressed (${graphChunk!.url.split('/').pop()})`);
  });

  it('a phone shows every mission of the graph with labels, no console or page errors under the CSP, in light and dark', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const { api } = await signUpWithoutTour(page, app.baseUrl);
    const tree = await createOdysseyTree(api, 5, 1);
    await enableGraphStats(page);

    const answer = await page.goto(`/odysseys/${tree.id}/graph`);
    const policy = (await answer!.allHeaders())['content-security-policy'];
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|worker-src[^;]*blob:/);
    await page.getByText(/5 missions · 5 todos/).waitFor();
    // Each label is typeset on its own, so the count rises over a few frames: wait for the labels
    // a reader should see, then read that frame's figures.
    const labelled = async (expected: number) => {
      await page.waitForFunction(
        (count) => ((window as unknown as { __graphStats?: { labels: number } }).__graphStats?.labels ?? 0) >= count,
        expected,
        { timeout: 60_000 },
      );
      return page.evaluate(() => (window as unknown as { __graphStats: { labels: number; offScreen: number; nodes: number } }).__graphStats);
    };
    // The odyssey and its five missions are labelled at the start distance; nothing lies outside the canvas.
    const odyssey = await labelled(6);
    expect(odyssey.offScreen).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await screenshot(page, 'odyssey-graph-390-light');

    // The system turns dark: the page and the scene follow, and stay readable.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await waitForGraphFrames(page, 3);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'odyssey-graph-390-dark');

    await page.goto(`/missions/${tree.missions[0].id}/graph`);
    await page.getByText(/1 todos? · \d+ steps/).waitFor();
    const mission = await labelled(2);
    expect(mission.offScreen).toBe(0);

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('a phone keeps the labels of a mission of 30 todos legible: none covers another', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    await signUpWithoutTour(page, app.baseUrl);
    await enableGraphStats(page);
    const id = randomUUID();
    const todos = Array.from({ length: 30 }, (_, t) => {
      const todoId = randomUUID();
      return {
        id: todoId,
        title: `Call supplier ${t + 1} about the flour delivery schedule`,
        description: null,
        status: ['pending', 'in_progress', 'completed'][t % 3],
        depends_on: [],
        steps: Array.from({ length: 3 }, (_, s) => ({ id: randomUUID(), todo_id: todoId, title: `Step ${s + 1} of the call`, description: null, status: 'pending', order_index: s, evidence_count: 0, finding_count: 0 })),
      };
    });
    const graph = { id, title: 'Find the flour suppliers', description: null, status: 'active', odyssey_id: null, todos };
    // The server would answer the same shape; serving it directly sets the number of todos.
    await page.route('**/api/missions/*/graph', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(graph) }));
    await page.goto(`/missions/${id}/graph`);
    await page.getByText('30 todos · 90 steps').waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    // Labels are typeset over a few frames: wait for the first ones, then for the layer to settle.
    await page.waitForFunction(() => ((window as unknown as { __graphStats?: { labels: number } }).__graphStats?.labels ?? 0) >= 2, null, { timeout: 60_000 });
    const { frames } = await page.evaluate(() => (window as unknown as { __graphStats: { frames: number } }).__graphStats);
    await waitForGraphFrames(page, frames + 10);
    const stats = await page.evaluate(() => (window as unknown as { __graphStats: { labels: number; labelOverlaps: number } }).__graphStats);
    await screenshot(page, 'mission-graph-30-todos-390');
    expect(stats.labels).toBeGreaterThanOrEqual(2);
    expect(stats.labelOverlaps).toBe(0);
  });

  it('hovering a sphere shows its tooltip and clicking it opens the panel', async () => {
    const page = await app.newPage();
    const { api } = await signUpWithoutTour(page, app.baseUrl);
    const tree = await createOdysseyTree(api, 1, 1);
    await page.goto(`/odysseys/${tree.id}/graph`);
    await page.locator('canvas').first().waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    // The odyssey sits at the centre of the scene.
    const box = (await page.locator('canvas').first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('tooltip').getByText('Odyssey', { exact: true }).waitFor({ timeout: 30_000 });
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('complementary', { name: tree.title }).waitFor({ timeout: 30_000 });
  });

  it('shows the not-found messages and a clear message without WebGL', async () => {
    const page = await app.newPage();
    await signUpWithoutTour(page, app.baseUrl);
    await page.goto(`/odysseys/${randomUUID()}/graph`);
    await page.getByText('Odyssey not found').waitFor();
    await page.goto(`/missions/${randomUUID()}/graph`);
    await page.getByText('Mission not found').waitFor();

    const noWebGL = await app.newPage();
    await noWebGL.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type.startsWith('webgl')) return null;
        return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof original;
    });
    const { api } = await signUpWithoutTour(noWebGL, app.baseUrl);
    const tree = await createOdysseyTree(api, 1, 1);
    await noWebGL.goto(`/odysseys/${tree.id}/graph`);
    await noWebGL.getByText(/3D graphics are not available in this browser/).waitFor();
    // The list still works.
    await noWebGL.getByText(/Browse nodes as a list/).click();
    await noWebGL.getByRole('navigation', { name: 'Graph nodes' }).getByRole('button', { name: /^Mission: / }).click();
    await noWebGL.getByRole('button', { name: 'View Details' }).waitFor();
    await screenshot(noWebGL, 'odyssey-graph-no-webgl');
  });

  it('measures a 2,000-node graph: draw calls stay constant', async () => {
    const page = await app.newPage();
    await signUpWithoutTour(page, app.baseUrl);
    await enableGraphStats(page);
    const statuses = ['pending', 'in_progress', 'completed'];
    const id = randomUUID();
    const graph = {
      id,
      title: 'Large odyssey',
      description: 'Ten missions, a hundred todos, nineteen hundred steps',
      status: 'active',
      missions: Array.from({ length: 10 }, (_, m) => ({
        id: randomUUID(),
        title: `Mission ${m + 1}`,
        description: null,
        status: ['active', 'completed', 'paused'][m % 3],
        todos: Array.from({ length: 10 }, (_, t) => {
          const todoId = randomUUID();
          return {
            id: todoId,
            title: `Todo ${m + 1}.${t + 1}`,
            description: null,
            status: statuses[t % 3],
            steps: Array.from({ length: 19 }, (_, s) => ({
              id: randomUUID(),
              todo_id: todoId,
              title: `Step ${s + 1}`,
              description: null,
              status: statuses[s % 3],
              order_index: s,
              evidence_count: s % 2,
              finding_count: s % 3,
            })),
          };
        }),
      })),
    };
    // The server would answer the same shape; serving it directly measures rendering only.
    await page.route('**/api/odysseys/*/graph', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(graph) }));
    await page.goto(`/odysseys/${id}/graph`);
    await page.getByText('10 missions · 100 todos · 1900 steps').waitFor();
    // Some frames in, once the labels have been laid out.
    const stats = await waitForGraphFrames(page, 12);
    expect(stats.nodes).toBe(2011);
    expect(stats.drawCalls).toBeLessThanOrEqual(6);
    console.log(`2,011-node graph: ${stats.drawCalls} draw calls, ${stats.triangles} triangles per frame, ${stats.fps} fps (SwiftShader, software WebGL)`);
    await screenshot(page, 'odyssey-graph-2000-nodes');
  });
});

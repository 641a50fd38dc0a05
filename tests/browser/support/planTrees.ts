import type { Page } from 'playwright-core';
import { apiAs, finishOnboarding, registerAndLogin, tokenOf } from './browserApp';

/** Helpers shared by the part-2 journeys (odysseys, graphs, tour, Director). */

export type ApiClient = {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
};

/** JSON calls to the real API as one user (path relative to /api). */
export function apiClient(baseUrl: string, token: string): ApiClient {
  return {
    get: (path) => apiAs(baseUrl, token, 'GET', path),
    post: (path, body) => apiAs(baseUrl, token, 'POST', path, body ?? {}),
  };
}

/** Signs up through the UI; returns the API client of the new user. */
export async function signUp(page: Page, baseUrl: string): Promise<{ email: string; api: ApiClient }> {
  const email = await registerAndLogin(page);
  return { email, api: apiClient(baseUrl, await tokenOf(page)) };
}

/** Signs up and completes onboarding on the server, so the tour stays out of the way. */
export async function signUpWithoutTour(page: Page, baseUrl: string): Promise<{ email: string; api: ApiClient }> {
  const account = await signUp(page, baseUrl);
  await finishOnboarding(page);
  await page.getByRole('heading', { name: 'Command Center' }).waitFor();
  return account;
}

type GraphAnswer = { id: string; missions: Array<{ id: string; todos: Array<{ id: string; steps: Array<{ id: string }> }> }> };

/** An odyssey with missions and todos over the API; waits until the planner gave every todo its steps. */
export async function createOdysseyTree(api: ApiClient, missions = 3, todosPerMission = 2): Promise<GraphAnswer & { title: string }> {
  const title = 'Open a neighbourhood bakery';
  const odyssey = await api.post<{ id: string }>('/odysseys/', { title, description: 'Fresh bread for the street within a year.' });
  const names = ['Find the premises', 'Design the menu', 'Hire the team', 'Launch the shop', 'Grow regulars'];
  for (let m = 0; m < missions; m += 1) {
    const mission = await api.post<{ id: string }>('/missions/', {
      title: names[m % names.length],
      description: `Mission ${m + 1} of the bakery`,
      odyssey_id: odyssey.id,
    });
    for (let t = 0; t < todosPerMission; t += 1) {
      await api.post('/todos/', {
        title: `Task ${t + 1} for ${names[m % names.length].toLowerCase()}`,
        description: 'Work that moves the mission forward',
        success_criteria: 'Done and checked with a friend',
        mission_id: mission.id,
      });
    }
  }
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const graph = await api.get<GraphAnswer>(`/odysseys/${odyssey.id}/graph`);
    const todos = graph.missions.flatMap((mission) => mission.todos);
    if (todos.length === missions * todosPerMission && todos.every((todo) => todo.steps.length > 0)) return { ...graph, title };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the planner did not plan the steps in time');
}

/**
 * True when the graph canvas shows a picture: the screenshot of its box (the page, not the
 * WebGL canvas, so SwiftShader's buffer is captured) decoded in the page, counting colours.
 */
export async function canvasShowsAPicture(page: Page): Promise<{ distinctColours: number; litPixels: number }> {
  const canvas = page.locator('canvas').first();
  await canvas.waitFor();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the canvas has no box');
  const png = await page.screenshot({ clip: box });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const scratch = document.createElement('canvas');
    scratch.width = image.width;
    scratch.height = image.height;
    const context = scratch.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const colours = new Set<number>();
    let lit = 0;
    for (let i = 0; i < data.length; i += 4) {
      colours.add(((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3));
      if (data[i] + data[i + 1] + data[i + 2] > 150) lit += 1;
    }
    return { distinctColours: colours.size, litPixels: lit };
  }, png.toString('base64'));
}

/** Makes graph pages publish renderer statistics on window.__graphStats (read after the next load). */
export async function enableGraphStats(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('graph_stats', '1'));
}

/** Waits until the graph has rendered a few frames and returns the last frame's statistics. */
export async function waitForGraphFrames(page: Page, frames = 3): Promise<{ drawCalls: number; triangles: number; nodes: number; fps: number }> {
  await page.waitForFunction((n) => ((window as unknown as { __graphStats?: { frames: number } }).__graphStats?.frames ?? 0) >= n, frames, {
    timeout: 60_000,
  });
  return page.evaluate(() => (window as unknown as { __graphStats: { drawCalls: number; triangles: number; nodes: number; fps: number } }).__graphStats);
}

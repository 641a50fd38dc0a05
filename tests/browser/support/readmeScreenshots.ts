/**
 * npm run screenshots: writes the README's pictures, docs/screenshots/{dashboard,todo,forecast}.png
 * (1280 x 800), from the real app on a fresh database with the offline planner, so they show the
 * product as it is. Uses TEST_DATABASE_URL when set (a PostgreSQL superuser URL), else starts an
 * embedded PostgreSQL and discards it afterwards. Not part of `npm test`.
 *
 * The plan is made over the last nine days (the server's clock runs behind until the data is in),
 * so the dashboard has history and the forecast a burn-up of several days.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiAs, finishOnboarding, PASSWORD, registerByApi, startBrowserApp, type BrowserApp } from './browserApp';

const OUT_DIR = path.resolve(__dirname, '../../../docs/screenshots');
const VIEWPORT = { width: 1280, height: 800 };
const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 9;

/** The server's clock: `HISTORY_DAYS` behind at first, moved on while the plan is made. */
let clockOffset = -HISTORY_DAYS * DAY_MS;
const now = () => new Date(Date.now() + clockOffset);
const dueIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

type Todo = { id: string; title: string };
type Step = { id: string };
type Api = { post<T>(apiPath: string, body?: unknown): Promise<T>; put<T>(apiPath: string): Promise<T>; get<T>(apiPath: string): Promise<T> };

function client(baseUrl: string, token: string): Api {
  return {
    post: (apiPath, body) => apiAs(baseUrl, token, 'POST', apiPath, body ?? {}),
    put: (apiPath) => apiAs(baseUrl, token, 'PUT', apiPath),
    get: (apiPath) => apiAs(baseUrl, token, 'GET', apiPath),
  };
}

async function plannedSteps(api: Api, todoId: string): Promise<Step[]> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const steps = await api.get<Step[]>(`/steps/todo/${todoId}`);
    if (steps.length > 0) return steps;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the planner gave todo ${todoId} no steps`);
}

type PlannedTodo = { title: string; criteria: string; due: number; priority: 'high' | 'medium' | 'low'; doneOnDay?: number; stepsDone?: number };
type PlannedMission = { title: string; description: string; todos: PlannedTodo[] };

const ODYSSEY = { title: 'Run the Lisbon half marathon', description: 'Cross the line in October, healthy and under two hours.' };
const MISSIONS: PlannedMission[] = [
  {
    title: 'Build the running base',
    description: 'Three easy runs a week until 15 km feels comfortable.',
    todos: [
      { title: 'Run 5 km without stopping', criteria: 'A 5 km run logged with no walking breaks', due: -6, priority: 'high', doneOnDay: 1 },
      { title: 'Run 8 km at an easy pace', criteria: 'Heart rate under 150 for the whole run', due: -3, priority: 'high', doneOnDay: 3 },
      { title: 'Run 10 km', criteria: 'A 10 km run logged', due: -1, priority: 'medium', doneOnDay: 5 },
      { title: 'Run 12 km with a friend', criteria: 'Finished together, still able to talk', due: 2, priority: 'medium', doneOnDay: 7 },
      { title: 'Run 15 km', criteria: 'A 15 km run logged under 1 h 45', due: 6, priority: 'high', stepsDone: 2 },
      { title: 'Long run of 18 km', criteria: 'Finished without cramps', due: 12, priority: 'medium' },
    ],
  },
  {
    title: 'Gear and nutrition',
    description: 'Shoes, kit and race-day food tested before the race.',
    todos: [
      { title: 'Buy running shoes', criteria: 'Fitted at a running shop and worn on three runs', due: -4, priority: 'high', doneOnDay: 2 },
      { title: 'Test energy gels on a long run', criteria: 'Two gels taken on a run with no stomach trouble', due: 5, priority: 'medium', stepsDone: 1 },
      { title: 'Plan the race-morning breakfast', criteria: 'Eaten before two long runs', due: 20, priority: 'low' },
    ],
  },
  {
    title: 'Race week',
    description: 'Arrive rested, registered and with a plan.',
    todos: [
      { title: 'Book the hotel near the start', criteria: 'Booking confirmed for two nights', due: 10, priority: 'high' },
      { title: 'Pick up the race bib', criteria: 'Bib and chip in hand', due: 30, priority: 'medium' },
    ],
  },
];

/** The odyssey, its missions and todos, made over the last days: completions land on their day. */
async function createPlan(api: Api): Promise<{ odysseyId: string; missionIds: string[]; todosByTitle: Map<string, Todo> }> {
  const odyssey = await api.post<{ id: string }>('/odysseys/', ODYSSEY);
  const missionIds: string[] = [];
  const todosByTitle = new Map<string, Todo>();
  const plan: Array<{ todo: Todo; planned: PlannedTodo }> = [];
  for (const mission of MISSIONS) {
    const created = await api.post<{ id: string }>('/missions/', { title: mission.title, description: mission.description, odyssey_id: odyssey.id });
    missionIds.push(created.id);
    for (const planned of mission.todos) {
      const todo = await api.post<Todo>('/todos/', {
        title: planned.title,
        success_criteria: planned.criteria,
        due_date: dueIn(planned.due),
        priority: planned.priority,
        mission_id: created.id,
      });
      todosByTitle.set(planned.title, todo);
      plan.push({ todo, planned });
    }
  }
  for (const { todo } of plan) await plannedSteps(api, todo.id);

  for (let day = 1; day <= HISTORY_DAYS; day += 1) {
    clockOffset = (day - HISTORY_DAYS) * DAY_MS;
    for (const { todo, planned } of plan) {
      if (planned.doneOnDay === day) await api.post(`/todos/${todo.id}/force-complete`);
    }
  }
  clockOffset = 0;
  for (const { todo, planned } of plan) {
    if (!planned.stepsDone) continue;
    const steps = await plannedSteps(api, todo.id);
    for (const step of steps.slice(0, planned.stepsDone)) await api.put(`/steps/${step.id}/complete`);
  }
  return { odysseyId: odyssey.id, missionIds, todosByTitle };
}

async function shoot(page: Page, name: string): Promise<void> {
  // Nothing moving: the caret, hover states and animations stay out of the picture.
  await page.mouse.move(0, VIEWPORT.height - 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const file = path.join(OUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  console.log(`Wrote ${path.relative(process.cwd(), file)} (${Math.round(fs.statSync(file).size / 1024)} KB).`);
}

/** Scrolls so `heading` sits just under the sticky navigation bar. */
async function scrollTo(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { name: heading }).evaluate((element) => {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - header - 24, behavior: 'instant' });
  });
}

async function takeScreenshots(app: BrowserApp): Promise<void> {
  await registerByApi(app.baseUrl, 'admin@example.com');
  const { token } = await registerByApi(app.baseUrl, 'maya@example.com');
  const api = client(app.baseUrl, token);
  const { missionIds, todosByTitle } = await createPlan(api);

  const page = await app.newPage(VIEWPORT);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('/login');
  await page.getByLabel('Email').fill('maya@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL('**/dashboard');
  await finishOnboarding(page);

  await page.getByRole('heading', { name: 'Command Center' }).waitFor();
  // Today's focus and "Needs attention" list the plan.
  await page.locator('section[aria-labelledby="focus-title"] li').first().waitFor();
  await page.locator('section[aria-labelledby="attention-title"] li').first().waitFor();
  await shoot(page, 'dashboard');

  const todo = todosByTitle.get('Run 15 km');
  if (!todo) throw new Error('the plan has no todo "Run 15 km"');
  await page.goto(`/todo/${todo.id}`);
  await page.getByRole('heading', { name: 'Run 15 km' }).first().waitFor();
  await page.getByRole('button', { name: 'Reopen' }).first().waitFor();
  await shoot(page, 'todo');

  await page.goto(`/missions/${missionIds[0]}`);
  const forecast = page.getByRole('region', { name: 'Pace and forecast' });
  // A flat line has an empty box, which Playwright counts as hidden: wait for it to be drawn.
  await forecast.getByTestId('burnup-chart').locator('svg .recharts-line-curve').first().waitFor({ state: 'attached' });
  await scrollTo(page, 'Pace and forecast');
  await shoot(page, 'forecast');
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  let discardDatabase: (() => Promise<void>) | null = null;
  if (!process.env.TEST_DATABASE_URL) {
    const { startEmbeddedPostgres } = await import('../../../api/embeddedPostgres.mjs');
    const pg = await startEmbeddedPostgres({ database: 'screenshots', throwaway: true });
    process.env.TEST_DATABASE_URL = pg.url;
    discardDatabase = () => pg.discard();
  }
  try {
    const app = await startBrowserApp({ now });
    try {
      await takeScreenshots(app);
    } catch (error) {
      const page = app.browser.contexts().at(-1)?.pages().at(-1);
      await page?.screenshot({ path: path.join(OUT_DIR, 'failed.png') }).catch(() => undefined);
      if (page) console.error(`The page when it failed: ${path.join(OUT_DIR, 'failed.png')} (${page.url()})`);
      throw error;
    } finally {
      await app.close();
    }
  } finally {
    await discardDatabase?.();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Could not write the screenshots: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);

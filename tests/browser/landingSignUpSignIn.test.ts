import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import {
  PASSWORD,
  apiAs,
  registerAndLogin,
  registerByApi,
  screenshot,
  seriousA11yViolations,
  startBrowserApp,
  tokenOf,
  uniqueEmail,
  type BrowserApp,
} from './support/browserApp';

jest.setTimeout(120_000);

let app: BrowserApp;
let adminEmail: string;

beforeAll(async () => {
  app = await startBrowserApp();
  // The first account becomes the admin; every journey below signs up after it.
  adminEmail = (await registerByApi(app.baseUrl, uniqueEmail('admin'))).email;
});

afterAll(async () => {
  await app?.close();
});

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('landing, sign-up and sign-in', () => {
  it('the landing page has every section of the spec, is accessible and light', async () => {
    const page = await app.newPage();
    const scripts: { url: string; bytes: number; gzipBytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    await page.getByRole('heading', { name: 'Break it down. Build it up. Get it done.' }).waitFor();
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    await page.getByRole('link', { name: 'Get Started', exact: true }).waitFor();
    expect(await page.locator('#features-title + ul > li').count()).toBe(4);
    await page.getByRole('heading', { name: 'Meet The Director' }).waitFor();
    await page.getByRole('heading', { name: 'How It Works' }).waitFor();
    expect(await page.locator('#how-title + ol > li').count()).toBe(4);
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
    for (const item of ['Self-Learning Memory', 'Autonomous Tool Use', 'Team Collaboration', 'Enterprise Security']) {
      await page.getByRole('heading', { name: item }).waitFor();
    }
    await page.getByRole('heading', { name: 'Ready to start your Odyssey?' }).waitFor();
    await screenshot(page, 'landing');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The landing page must never download three.js (graph routes only).
    expect(scripts.some((s) => /three|fiber|drei|Graph/i.test(s.url))).toBe(false);
    const raw = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const gzipped = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    console.log(`landing page JS: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzip`);
    // Budget of the brief: at most 130 KB gzip of JavaScript for the landing page.
    expect(gzipped).toBeLessThanOrEqual(130 * 1024);

    // Phones: nothing overflows sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'landing-phone');
  });

  it('register -> Command Center, then logout -> /login and the session is gone', async () => {
    const page = await app.newPage();
    await page.goto('/register');
    await screenshot(page, 'register');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const email = await registerAndLogin(page);
    await page.getByRole('heading', { name: 'Command Center' }).waitFor();
    await page.getByRole('heading', { name: "Today's Focus" }).waitFor();
    await page.getByRole('heading', { name: 'Needs Attention' }).waitFor();
    await page.getByRole('button', { name: 'Start a Todo' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Dashboard', 'Todos', 'Missions', 'Odysseys', 'Director']) await nav.getByRole('link', { name: label, exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await screenshot(page, 'dashboard');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A signed-in visitor on / goes to the dashboard.
    await page.goto('/');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: /User menu|ada|@example.com/ }).first().click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/todos');
    await page.waitForURL('**/login');

    // And back in with the same account.
    await logIn(page, email);
    await page.waitForURL('**/dashboard');
  });

  it("shows the server's detail on a failed login, and 'Passwords do not match' on sign-up", async () => {
    const page = await app.newPage();
    await logIn(page, adminEmail, 'wrong password!');
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
    await screenshot(page, 'login-failed');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/register');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('something else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
    expect(page.url()).toMatch(/\/register$/);

    // An email already taken: the server's detail.
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }).waitFor();
  });

  it('a non-admin is kept off /admin; the admin lands on /admin after login', async () => {
    const page = await app.newPage();
    await registerAndLogin(page);
    await page.goto('/admin');
    await page.waitForURL('**/dashboard');

    const adminPage = await app.newPage();
    await logIn(adminPage, adminEmail);
    await adminPage.waitForURL('**/admin');
    await adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).waitFor();
  });

  it('an unknown visitor is sent to /login, and a rejected token signs out', async () => {
    const page = await app.newPage();
    await page.goto('/missions');
    await page.waitForURL('**/login');

    await registerAndLogin(page);
    await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
    await page.goto('/todos');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('works at a phone width: the navigation folds behind a button', async () => {
    const page = await app.newPage({ width: 375, height: 740 });
    await registerAndLogin(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main mobile' }).getByRole('link', { name: 'Todos' }).click();
    await page.waitForURL('**/todos');
    await page.getByRole('heading', { name: 'Todos Workspace' }).waitFor();
    await screenshot(page, 'todos-phone');

    // Every main screen fits a phone's width (no sideways scrolling).
    const token = await tokenOf(page);
    const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Move to a new flat', description: 'By the end of March' });
    const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', {
      title: 'Compare moving companies and book the cheapest reliable one',
      success_criteria: 'Three quotes compared and one company booked',
      mission_id: mission.id,
      due_date: '2031-03-01',
    });
    for (const [path, heading] of [
      ['/dashboard', 'Command Center'],
      ['/missions', 'Missions Dashboard'],
      [`/missions/${mission.id}`, 'Move to a new flat'],
      [`/todo/${todo.id}`, 'Compare moving companies and book the cheapest reliable one'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
    await page.getByRole('checkbox').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'todo-detail-phone');
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp } from '../../../api/app';
import { argon2idHasher } from '../../../api/passwords';
import { startServices, type Services } from '../../../api/services';
import { createPlanner } from '../../../planner/createPlanner';
import type { Planner } from '../../../commands/ports/planner';
import { createTestDatabase } from '../../support/db';
import { installColourReader } from './colourReader';

const ROOT = path.resolve(__dirname, '../../..');
const WEB_DIST = path.join(ROOT, 'web/dist');
export const SCREENSHOT_DIR = path.join(ROOT, 'test-artifacts/screenshots');
export const PASSWORD = 'correct horse battery';

/** Debian's Chromium (CHROMIUM_PATH overrides), with a clear message when it is missing. */
function chromiumPath(): string {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executable)) {
    throw new Error(`The browser journeys need Chromium at ${executable}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH. bash .ci/run installs it.`);
  }
  return executable;
}

/** Flags proven on these machines (STACK-NOTES): Debian's chromium, no sandbox, no network chatter. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BrowserApp = {
  baseUrl: string;
  browser: Browser;
  services: Services;
  /** A fresh browser context (own storage) and page at desktop size, or the given viewport. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
};

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** Builds web/dist when it is missing or older than the SPA's sources. */
export function ensureWebBuild(): void {
  const index = path.join(WEB_DIST, 'index.html');
  const sources = Math.max(newestMtime(path.join(ROOT, 'web/src')), fs.statSync(path.join(ROOT, 'web/index.html')).mtimeMs);
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= sources) return;
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.mts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // jest sets NODE_ENV=test, which would make vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
}

const silent = { info() {}, warn() {}, error() {} };

/**
 * The real server (API + built SPA) on a fresh database and a free port, with the offline
 * planner unless one is given, and Chromium launched against it.
 */
export async function startBrowserApp(options: { planner?: Planner; now?: () => Date } = {}): Promise<BrowserApp> {
  ensureWebBuild();
  const database = await createTestDatabase('odyssey_browser');
  const services = await startServices({
    databaseUrl: database.url,
    eventStore: { kind: 'postgres' },
    planner: options.planner ?? createPlanner({}),
    roles: new Set(['api', 'projector', 'planner']),
    logger: silent,
    jwtSecret: 'browser-test-secret-browser-test-secret-0123',
    passwords: argon2idHasher({ fast: true }),
    authRateLimit: 10_000,
    plannerRateLimit: 10_000,
    evaluationRateLimit: 10_000,
    poolSize: 4,
    now: options.now,
  });
  const app = await buildApp({ deps: services.deps, webDist: WEB_DIST });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const stopServer = async () => {
    await app.close();
    await services.stop();
    await database.drop();
  };
  let browser: Browser;
  try {
    // playwright gives every launch a fresh temporary profile (the --user-data-dir of STACK-NOTES).
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  } catch (error) {
    await stopServer();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  // The Content-Security-Policy must let every page work: a refusal fails the suite.
  const cspViolations: string[] = [];

  return {
    baseUrl,
    browser,
    services,
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport });
      contexts.push(context);
      await installColourReader(context);
      const page = await context.newPage();
      // The software-rendered 3D graphs can hold a page's main thread for many seconds on a
      // loaded 2-core machine; each suite's Jest budget still bounds the whole journey.
      page.setDefaultTimeout(30_000);
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await stopServer();
      if (cspViolations.length > 0) throw new Error(`The Content-Security-Policy refused:\n${cspViolations.join('\n')}`);
    },
  };
}

let emailCounter = 0;

/** A unique address per call, readable in screenshots. */
export function uniqueEmail(name = 'user'): string {
  emailCounter += 1;
  return `${name}-${Date.now().toString(36)}-${emailCounter}@example.com`;
}

/** Registers through the /register screen and waits for the dashboard. Returns the email. */
export async function registerAndLogin(page: Page, email: string = uniqueEmail()): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
  return email;
}

/** Registers an account over HTTP (e.g. the first account, which becomes the admin). */
export async function registerByApi(baseUrl: string, email: string = uniqueEmail()): Promise<{ email: string; token: string }> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { access_token: string };
  return { email, token: body.access_token };
}

/** Saves a screenshot as test-artifacts/screenshots/<name>.png: the full page, or the viewport (open dialogs). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** Runs axe on the page and returns the serious and critical violations (empty when clean). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/**
 * Marks onboarding done for the signed-in user and reloads, so the tour overlay (its own
 * journeys test it) does not cover the screens under test.
 */
export async function finishOnboarding(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/onboarding/complete', { method: 'POST', headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return response.status;
  });
  if (status >= 300) throw new Error(`onboarding/complete answered ${status}`);
  await page.evaluate(() => {
    for (const key of ['onboarding_step', 'onboarding_sample_created', 'onboarding_odyssey_id', 'onboarding_user_id', 'onboarding_retake']) localStorage.removeItem(key);
  });
  await page.reload();
}

/** A new page signed in as a new user who has finished onboarding (no tour in the way). */
export async function newSignedInPage(app: BrowserApp): Promise<Page> {
  const page = await app.newPage();
  await registerAndLogin(page);
  await finishOnboarding(page);
  return page;
}

export type Theme = 'light' | 'dark';

/** A new page of this size and theme, signed in as a new user who has finished onboarding, with the user's token. */
export async function signedInPageIn(app: BrowserApp, viewport: { width: number; height: number }, theme: Theme = 'light'): Promise<{ page: Page; token: string }> {
  const page = await app.newPage(viewport);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.evaluate((choice) => localStorage.setItem('theme', choice), theme);
  await registerAndLogin(page);
  await finishOnboarding(page);
  return { page, token: await tokenOf(page) };
}

/** Reads the signed-in user's token from the page (for setting up data over HTTP). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('not signed in');
  return token;
}

/** A conversation with The Director over the API, as the user of `token` (the reply streams; its end is waited for). */
export async function converseWithDirector(baseUrl: string, token: string, message: string): Promise<void> {
  await fetch(`${baseUrl}/api/director/chat`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  }).then((response) => response.text());
}

/** A JSON call to the API as a user, for setting up data a journey starts from. */
export async function apiAs<T>(baseUrl: string, token: string, method: string, apiPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

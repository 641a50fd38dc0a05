import type { Page } from 'playwright-core';
import { PASSWORD, apiAs, registerByApi, screenshot, seriousA11yViolations, startBrowserApp, uniqueEmail, type BrowserApp } from './support/browserApp';

jest.setTimeout(120_000);

let app: BrowserApp;
let admin: { email: string; token: string };
let alice: { email: string; token: string };
let bob: { email: string; token: string };

beforeAll(async () => {
  app = await startBrowserApp();
  // The first account is the admin.
  admin = await registerByApi(app.baseUrl, uniqueEmail('admin'));
  alice = await registerByApi(app.baseUrl, uniqueEmail('alice'));
  bob = await registerByApi(app.baseUrl, uniqueEmail('bob'));
  await apiAs(app.baseUrl, alice.token, 'POST', '/todos/', { title: 'Renew passport', success_criteria: 'New passport received', priority: 'high', due_date: '2031-01-15' });
  await apiAs(app.baseUrl, alice.token, 'POST', '/todos/', { title: 'Call the plumber', success_criteria: 'Leak fixed' });
});

afterAll(async () => {
  await app?.close();
});

async function logInAsAdmin(): Promise<Page> {
  const page = await app.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin');
  // The tour overlay is tested elsewhere: minimise it if it shows.
  const minimize = page.getByRole('button', { name: 'Minimize' });
  if (await minimize.isVisible().catch(() => false)) await minimize.click();
  return page;
}

function card(page: Page, label: string) {
  return page.getByRole('button', { name: new RegExp(`^${label}`) });
}

describe('admin', () => {
  it('sees the statistics and opens each detail panel', async () => {
    const page = await logInAsAdmin();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await card(page, 'Total Users').getByText('3', { exact: true }).waitFor();
    await card(page, 'Total Todos').getByText('2', { exact: true }).waitFor();
    await card(page, 'Pending').getByText('2', { exact: true }).waitFor();
    await card(page, 'Completed').getByText('0', { exact: true }).waitFor();
    await screenshot(page, 'admin');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Users panel: one admin of three = 33.3%, two regular = 66.7%, all new this week.
    await card(page, 'Total Users').click();
    const panel = page.locator('#admin-detail');
    await panel.getByText('(33.3%)').waitFor();
    await panel.getByText('(66.7%)').waitFor();
    expect(await panel.getByText('(100.0%)').count()).toBe(2);
    await screenshot(page, 'admin-users-panel');
    // The same card again closes it.
    await card(page, 'Total Users').click();
    await panel.waitFor({ state: 'detached' });

    await card(page, 'Total Todos').click();
    await panel.getByRole('cell', { name: /Renew passport/ }).waitFor();
    await panel.getByRole('cell', { name: 'N/A' }).waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });

    await card(page, 'Completed').click();
    await panel.getByText('No data found').waitFor();
    await card(page, 'Pending').click();
    await panel.getByRole('cell', { name: /Call the plumber/ }).waitFor();
  });

  it('cannot delete themself; deletes another user after the confirmation', async () => {
    const page = await logInAsAdmin();
    const table = page.locator('section[aria-labelledby="users-title"] table');
    await table.getByRole('cell', { name: bob.email, exact: true }).waitFor();
    const ownRow = table.getByRole('row').filter({ hasText: admin.email });
    expect(await ownRow.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    expect(await table.getByRole('button', { name: /^Delete/ }).count()).toBe(2);

    await table.getByRole('button', { name: `Delete ${bob.email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await confirm.getByText('Are you sure you want to delete this user?').waitFor();
    await screenshot(page, 'admin-delete-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await table.getByRole('cell', { name: bob.email, exact: true }).waitFor({ state: 'detached' });
    await card(page, 'Total Users').getByText('2', { exact: true }).waitFor();
  });
});

import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { createOdysseyTree, signUpWithoutTour } from './support/planTrees';

jest.setTimeout(240_000);

const app = browserAppForSuite();

const chatInput = (page: Page) => page.getByLabel('Message The Director');
const assistantBubbles = (page: Page) => page.locator('time').locator('..');

type Settings = {
  response_style: string;
  temperature: number;
  max_tokens: number;
  tool_permissions: Record<string, boolean>;
  system_prompt_role: string;
  custom_system_prompt: string | null;
};

describe('The Director', () => {
  it('streams a conversation, lists it, and reloads it from the sidebar', async () => {
    const page = await app.newPage();
    const { api } = await signUpWithoutTour(page, app.baseUrl);
    await createOdysseyTree(api, 1, 2);

    await page.goto('/director');
    await page.getByRole('heading', { name: 'The Director', level: 1 }).waitFor();
    await page.getByText('Your AI productivity assistant').waitFor();
    for (const tab of ['Chat', 'Help', 'Settings']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByText('No conversations yet').waitFor();
    await page.getByRole('heading', { name: 'Welcome to The Director' }).waitFor();
    await page.getByText('Ask me anything about your productivity data').waitFor();
    // The floating button is not on /director.
    expect(await page.getByRole('button', { name: 'The Director', exact: true }).count()).toBe(0);
    expect(await page.getByRole('complementary', { name: 'Conversations' }).evaluate((el) => el.getBoundingClientRect().width)).toBe(300);
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    expect(await chatInput(page).getAttribute('rows')).toBe('3');
    await screenshot(page, 'director-empty');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Shift+Enter adds a line; Enter sends.
    await chatInput(page).fill('What should I focus on today?');
    await chatInput(page).press('Shift+Enter');
    expect(await chatInput(page).inputValue()).toBe('What should I focus on today?\n');
    await chatInput(page).press('Enter');
    expect(await chatInput(page).inputValue()).toBe('');
    await page.getByText('You: What should I focus on today?').waitFor();
    await assistantBubbles(page).first().waitFor({ timeout: 60_000 });
    // Until the markdown renderer's chunk arrives a reply shows as plain text: compare it drawn.
    await assistantBubbles(page).first().locator('.prose > :not(.whitespace-pre-wrap)').first().waitFor({ timeout: 60_000 });
    const firstReply = (await assistantBubbles(page).first().innerText()).trim();
    expect(firstReply.length).toBeGreaterThan(20);
    expect(firstReply).not.toContain('I apologize, but I was unable to generate a response.');
    const entries = page.getByRole('complementary', { name: 'Conversations' }).getByRole('listitem');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(1);
    // The day of its last update, in the locale's date format every screen uses (Nov 27, 2026).
    await entries.first().getByText(new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })).waitFor();
    await screenshot(page, 'director-conversation');

    // A follow-up stays in the same conversation.
    await chatInput(page).fill('And which mission needs attention?');
    await send.click();
    await page.getByText('You: And which mission needs attention?').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('time').length >= 2, null, { timeout: 60_000 });
    expect(await entries.count()).toBe(1);

    // New Conversation clears; the sidebar entry brings the messages back from the server.
    await page.getByRole('button', { name: 'New Conversation' }).click();
    await page.getByRole('heading', { name: 'Welcome to The Director' }).waitFor();
    await page.getByRole('tab', { name: 'Help' }).click();
    await entries.first().getByRole('button').click();
    expect(await page.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true');
    const chat = page.getByRole('tabpanel');
    // The user's bubbles (the reply may quote the question).
    await chat.getByText('You: What should I focus on today?').waitFor();
    await chat.getByText('You: And which mission needs attention?').waitFor();
    expect(await page.locator('time').count()).toBe(2);
    expect((await assistantBubbles(page).first().innerText()).trim()).toBe(firstReply);
    await screenshot(page, 'director-reloaded');

    // Help tab content.
    await page.getByRole('tab', { name: 'Help' }).click();
    for (const group of ['Strategic Overview', 'Task Prioritization', 'Deep Analysis', 'Planning Help']) {
      await page.getByRole('heading', { name: group }).waitFor();
    }
    await screenshot(page, 'director-help');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('saves the settings and reads them back', async () => {
    const page = await app.newPage();
    const { api } = await signUpWithoutTour(page, app.baseUrl);
    await page.goto('/director');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const save = page.getByRole('button', { name: 'Save Settings' });
    await save.waitFor();
    for (const section of ['AI Behavior', 'Tool Permissions', 'Context & Memory', 'System Prompt']) {
      await page.getByRole('group', { name: section }).waitFor();
    }
    await page.getByText('Precise').waitFor();
    await page.getByText('Creative').waitFor();
    expect(await page.getByLabel('Max tokens').getAttribute('min')).toBe('100');
    expect(await page.getByLabel('Max tokens').getAttribute('max')).toBe('4000');
    expect(await page.getByLabel('Custom system prompt (optional)').getAttribute('rows')).toBe('6');
    await screenshot(page, 'director-settings');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Response style').selectOption('detailed');
    await page.getByLabel('Temperature').fill('0.3');
    await page.getByText('0.3', { exact: true }).waitFor();
    await page.getByLabel('Max tokens').fill('2000');
    await page.getByLabel('Create todos').check();
    await page.getByLabel('Include steps').uncheck();
    await page.getByLabel('Role').selectOption('Coach');
    await page.getByLabel('Custom system prompt (optional)').fill('End every answer with one next action.');
    await save.click();
    await page.getByText('Settings saved successfully!').waitFor();

    const stored = await api.get<Settings & { context_settings: Record<string, boolean> }>('/director/settings');
    expect(stored).toEqual(
      expect.objectContaining({
        response_style: 'detailed',
        temperature: 0.3,
        max_tokens: 2000,
        system_prompt_role: 'Coach',
        custom_system_prompt: 'End every answer with one next action.',
      }),
    );
    expect(stored.tool_permissions.can_create_todos).toBe(true);
    expect(stored.context_settings.include_steps).toBe(false);

    // Read back after a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await save.waitFor();
    expect(await page.getByLabel('Response style').inputValue()).toBe('detailed');
    expect(await page.getByLabel('Max tokens').inputValue()).toBe('2000');
    expect(await page.getByLabel('Role').inputValue()).toBe('Coach');
    expect(await page.getByLabel('Create todos').isChecked()).toBe(true);

    // An emptied custom prompt is saved as null.
    await page.getByLabel('Custom system prompt (optional)').fill('   ');
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/director/settings') && response.request().method() === 'PUT'),
      save.click(),
    ]);
    expect((await api.get<Settings>('/director/settings')).custom_system_prompt).toBeNull();

    // The max tokens range is the input's own: the browser refuses 50 and nothing is sent.
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    await page.getByLabel('Max tokens').fill('50');
    await save.click();
    expect(await page.getByLabel('Max tokens').evaluate((el) => (el as HTMLInputElement).validity.rangeUnderflow)).toBe(true);
    expect(puts).toEqual([]);

    // A refused save shows the server's detail, else the generic sentence.
    await page.getByLabel('Max tokens').fill('1500');
    await page.route('**/api/director/settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ detail: 'Temperature must be between 0 and 1.' }) })
        : route.continue(),
    );
    await save.click();
    await page.getByText('Temperature must be between 0 and 1.').waitFor();
    await page.unroute('**/api/director/settings');
    await page.route('**/api/director/settings', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 502, body: 'Bad gateway' }) : route.continue(),
    );
    await save.click();
    await page.getByText('Failed to save settings. Please try again.').waitFor();
    expect(await save.isEnabled()).toBe(true);
    expect((await api.get<Settings>('/director/settings')).max_tokens).toBe(2000);
  });

  it('shows Failed to load settings when they cannot load', async () => {
    const page = await app.newPage();
    await signUpWithoutTour(page, app.baseUrl);
    await page.route('**/api/director/settings', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' }));
    await page.goto('/director');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByText('Failed to load settings').waitFor();
  });

  it('the floating assistant chats from any other page', async () => {
    const page = await app.newPage();
    await signUpWithoutTour(page, app.baseUrl);
    await page.goto('/odysseys');
    await page.getByRole('button', { name: 'The Director', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'The Director' });
    await panel.getByText('Start a conversation').waitFor();
    const input = panel.getByPlaceholder('Ask The Director anything about your work...');
    expect(await input.getAttribute('rows')).toBe('2');
    // The pointer still rests on the button: its hover label must not fade in beside the panel.
    expect(await page.getByRole('button', { name: 'The Director', exact: true }).locator('span').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await input.fill('Give me one tip for today');
    await input.press('Enter');
    await panel.getByText('Give me one tip for today').waitFor();
    await panel.locator('time').first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'director-floating');
    await panel.getByRole('button', { name: 'Close dialog' }).click();
    await panel.waitFor({ state: 'detached' });
    // Reopened: no history is loaded from the server.
    await page.getByRole('button', { name: 'The Director', exact: true }).click();
    await page.getByRole('dialog', { name: 'The Director' }).getByText('Start a conversation').waitFor();
  });
});

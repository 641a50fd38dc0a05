import type { Locator, Page } from 'playwright-core';
import { apiAs, screenshot, signedInPageIn } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { boxesOf, type Box } from './support/layoutChecks';
import { plannedSteps } from './support/plannedSteps';

jest.setTimeout(180_000);

const app = browserAppForSuite();
const PHONE = { width: 390, height: 844 };
const DAY_MS = 24 * 60 * 60 * 1000;
const dueIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A mission made now: its burn-up is one hour old, two points. */
async function youngMission(token: string, title: string): Promise<string> {
  const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title, description: 'Started today.' });
  for (let i = 0; i < 3; i += 1) {
    await apiAs(app.baseUrl, token, 'POST', '/todos/', { title: `Part ${i + 1}`, success_criteria: 'Done', mission_id: mission.id, due_date: dueIn(i + 1) });
  }
  return mission.id;
}

async function openMissionWizard(page: Page): Promise<Locator> {
  await page.goto('/missions');
  await page.getByRole('button', { name: '+ Add Mission' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Create New Mission' });
  await wizard.getByLabel('Mission Title').fill('Plant a vegetable garden');
  await wizard.getByLabel('Description').fill('Beans, tomatoes and courgettes by June.');
  return wizard;
}

describe('cards, the burn-up and the mission wizard on a phone', () => {
  it("every mission card shows its badges on one row of their own under the title, inside the card", async () => {
    const { page, token } = await signedInPageIn(app, PHONE);
    await youngMission(token, 'Short');
    await youngMission(token, 'Kitchen: strip out the old units and replaster every wall properly');
    await page.goto('/missions');
    const cards = page.getByRole('list').last().getByRole('listitem');
    await cards.nth(1).waitFor();
    await screenshot(page, 'mission-cards-phone');
    for (let index = 0; index < (await cards.count()); index += 1) {
      const card = cards.nth(index);
      const [cardBox] = await boxesOf(card);
      const [title] = await boxesOf(card.getByRole('heading'));
      const badges = await boxesOf(card.locator('span.rounded-full'));
      expect(badges.length).toBeGreaterThanOrEqual(2);
      for (const badge of badges) {
        // Under the title (never beside it), starting at its left edge's row, and inside the card.
        expect(badge.top).toBeGreaterThanOrEqual(title.bottom);
        expect(badge.left).toBeGreaterThanOrEqual(title.left);
        expect(badge.right).toBeLessThanOrEqual(cardBox.right);
      }
      expect(badges[0].left).toBe(title.left);
    }
    await page.context().close();
  });

  it("a young mission's burn-up names its first and its last hour on the axis, inside the chart", async () => {
    const { page, token } = await signedInPageIn(app, PHONE);
    const missionId = await youngMission(token, 'Paint the fence');
    await page.goto(`/missions/${missionId}`);
    const chart = page.getByTestId('burnup-chart');
    await chart.locator('svg .recharts-line-curve').first().waitFor({ state: 'attached' });
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'young-burnup-phone', { fullPage: false });
    const forecast = await apiAs<{ burnup: Array<{ at: string }> }>(app.baseUrl, token, 'GET', `/missions/${missionId}/forecast`);
    const labels = await page.evaluate((points) => points.map((point) => new Date(point.at).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })), forecast.burnup);
    const ticks = chart.locator('.recharts-xAxis-tick-labels text');
    const texts = await ticks.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts[0]).toBe(labels[0]);
    expect(texts.at(-1)).toBe(labels.at(-1));
    const [svg] = await boxesOf(chart);
    const boxes = await boxesOf(ticks);
    for (const [index, box] of boxes.entries()) {
      expect(box.left).toBeGreaterThanOrEqual(svg.left);
      expect(box.right).toBeLessThanOrEqual(svg.right);
      if (index > 0) expect(box.left).toBeGreaterThan(boxes[index - 1].right);
    }
    await page.context().close();
  });

  it("the mission wizard's first-step buttons fill their rows edge to edge, none taller than another, on a phone", async () => {
    const { page } = await signedInPageIn(app, PHONE);
    const wizard = await openMissionWizard(page);
    await screenshot(page, 'mission-wizard-footer-phone', { fullPage: false });
    // The title box spans the step's width: the rows of buttons under it span the same.
    const [edges] = await boxesOf(wizard.getByLabel('Mission Title'));
    const buttons = await boxesOf(wizard.getByRole('button', { name: /^(Skip Planning & Create Mission|Cancel|Next: AI Questions)$/ }));
    expect(buttons).toHaveLength(3);
    expect(new Set(buttons.map((button) => button.height)).size).toBe(1);
    const rows = new Map<number, Box[]>();
    for (const button of buttons) rows.set(button.top, [...(rows.get(button.top) ?? []), button]);
    for (const row of rows.values()) {
      expect(Math.min(...row.map((button) => button.left))).toBe(edges.left);
      expect(Math.max(...row.map((button) => button.right))).toBe(edges.right);
    }
    await page.context().close();
  });

  it("a finding's type reads whole beside a long title on a phone, and one finding is counted as one", async () => {
    const { page, token } = await signedInPageIn(app, PHONE);
    const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Choose a contractor', success_criteria: 'A signed quote' });
    const [step] = await plannedSteps(app.baseUrl, token, todo.id);
    await apiAs(app.baseUrl, token, 'POST', '/step-assistant/findings', { step_id: step.id, finding_type: 'decision', title: 'Go with the contractor who answered within a day and quoted the lowest price', content: 'Cheapest and quickest.' });
    await page.goto(`/todo/${todo.id}`);
    await page.getByRole('tab', { name: 'Progress' }).click();
    const badge = page.getByRole('region', { name: 'Key Findings' }).getByRole('listitem').getByText('decision', { exact: true });
    await badge.waitFor();
    await screenshot(page, 'finding-badge-phone');
    expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(page.getByText('1 finding · 0 evidence').waitFor()).resolves.toBeUndefined();
    await page.context().close();
  });
});

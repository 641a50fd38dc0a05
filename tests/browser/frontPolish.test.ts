import { apiAs, screenshot, signedInPageIn, type Theme } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { axeViolations, textOnBackground } from './support/layoutChecks';
import { odysseyWizardAtQuestions } from './support/odysseyWizard';
import { odysseyMissionTodo } from './support/plannedSteps';

jest.setTimeout(240_000);

const app = browserAppForSuite();

/** A signed-in page (no tour) in the given theme and size, with the user's token. */
const signedInPage = (theme: Theme, viewport = { width: 1280, height: 800 }) => signedInPageIn(app, viewport, theme);



describe('front-end polish', () => {
  it.each(['light', 'dark'] as const)("in the %s theme, the odyssey wizard's answer boxes look disabled while the missions job starts, and stay readable", async (theme) => {
    const { page } = await signedInPage(theme);
    const { wizard, generate, answers } = await odysseyWizardAtQuestions(page);
    const answer = answers.first();
    for (let index = 0; index < (await answers.count()); index += 1) await answers.nth(index).fill(`Answer ${index + 1}: four runs a week`);
    const enabled = await textOnBackground(answer);

    // The start of the job is held: the boxes stay disabled for as long as the test looks.
    await page.route('**/api/odyssey-breakdown/generate-missions-async', () => undefined);
    await generate.click();
    await wizard.getByRole('button', { name: 'Generating Missions...' }).waitFor();
    expect(await answer.isDisabled()).toBe(true);
    const disabled = await textOnBackground(answer);
    await screenshot(page, `front-polish-wizard-disabled-answers-${theme}`, { fullPage: false });

    // A disabled box is told apart from an enabled one by its background (the WCAG ratio of the
    // two: white against slate-50 is 1.04, hardly seen; against slate-100 it is 1.09).
    const [lighter, darker] = [enabled.backgroundLuminance, disabled.backgroundLuminance].sort((x, y) => y - x);
    expect((lighter + 0.05) / (darker + 0.05)).toBeGreaterThanOrEqual(1.08);
    expect(disabled.contrast).toBeGreaterThanOrEqual(4.5);
    await page.context().close();
  });

  it('the Delete buttons of an odyssey, a mission and a todo look the same, in both themes', async () => {
    const { page, token } = await signedInPage('light');
    const { odyssey, mission, todo } = await odysseyMissionTodo(app.baseUrl, token);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((choice) => localStorage.setItem('theme', choice), theme);
      const looks: string[] = [];
      for (const [name, route] of [
        ['odyssey', `/odysseys/${odyssey.id}`],
        ['mission', `/missions/${mission.id}`],
        ['todo', `/todo/${todo.id}`],
      ] as const) {
        await page.goto(route);
        const remove = page.getByRole('button', { name: 'Delete', exact: true });
        await remove.waitFor();
        await screenshot(page, `front-polish-delete-${name}-${theme}`, { fullPage: false });
        looks.push(
          await remove.evaluate((button) => {
            const style = getComputedStyle(button);
            return [style.color, style.backgroundColor, style.borderTopColor, style.borderTopWidth, style.fontSize, style.fontWeight, style.borderRadius].join(' | ');
          }),
        );
      }
      expect([theme, new Set(looks).size]).toEqual([theme, 1]);
    }
    await page.context().close();
  });

  it("a step's AI chat keeps its headings in order (axe finds nothing there)", async () => {
    const { page, token } = await signedInPage('light');
    const { todo } = await odysseyMissionTodo(app.baseUrl, token);
    const steps = await apiAs<Array<{ id: string }>>(app.baseUrl, token, 'GET', `/steps/todo/${todo.id}`);
    await apiAs(app.baseUrl, token, 'POST', '/step-assistant/findings', { step_id: steps[0].id, finding_type: 'decision', title: 'Ask for a break clause', content: 'After three years.' });
    await page.goto(`/todo/${todo.id}`);
    await page.getByRole('button', { name: 'AI chat' }).first().click();
    await page.getByRole('heading', { name: 'Findings (1)' }).waitFor();
    await screenshot(page, 'front-polish-step-chat');
    const violations = await axeViolations(page);
    expect(violations.filter((violation) => violation.startsWith('heading-order'))).toEqual([]);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("the dashboard's four stat cards sit two to a row on a phone and four in a row on a desktop", async () => {
    const { page } = await signedInPage('light', { width: 390, height: 844 });
    const cardTops = async () => {
      await page.goto('/dashboard');
      await page.getByText('Critical Missions').waitFor();
      return page.getByRole('region', { name: 'Overview' }).getByRole('link').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    };
    const phone = await cardTops();
    await screenshot(page, 'front-polish-dashboard-phone', { fullPage: false });
    expect(phone).toHaveLength(4);
    expect(phone[1]).toBe(phone[0]);
    expect(phone[3]).toBe(phone[2]);
    expect(phone[2]).toBeGreaterThan(phone[0]);
    // Each card's label stays inside its card.
    const overflowing = await page
      .getByRole('region', { name: 'Overview' })
      .getByRole('link')
      .evaluateAll((cards) => cards.filter((card) => card.scrollWidth > card.clientWidth).map((card) => card.textContent));
    expect(overflowing).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    const desktop = await cardTops();
    expect(new Set(desktop).size).toBe(1);
    await page.context().close();
  });
});

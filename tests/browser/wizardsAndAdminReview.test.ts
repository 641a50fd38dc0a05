import { apiAs, signedInPageIn, type Theme } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { textOnBackground } from './support/layoutChecks';
import { odysseyWizardAtQuestions } from './support/odysseyWizard';

jest.setTimeout(240_000);

const app = browserAppForSuite();

describe('the wizards and the admin page under review', () => {
  it.each<Theme>(['light', 'dark'])("a disabled field's text keeps 4.5:1 on its greyer background (%s)", async (theme) => {
    const { page, token } = await signedInPageIn(app, { width: 1280, height: 800 }, theme);
    const odyssey = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/odysseys/', { title: 'Open a bakery', description: 'Bread for the street.' });
    await apiAs(app.baseUrl, token, 'POST', '/missions/', { title: 'Find the premises', description: 'A corner shop.', odyssey_id: odyssey.id });
    await page.goto(`/odysseys/${odyssey.id}`);
    await page.getByRole('button', { name: 'Add Mission', exact: true }).click();
    // Opened from an odyssey, the mission wizard shows that odyssey in a disabled select.
    const select = page.getByRole('dialog', { name: 'Create New Mission' }).getByLabel(/^Odyssey/);
    await select.waitFor();
    expect(await select.isDisabled()).toBe(true);
    expect((await textOnBackground(select)).contrast).toBeGreaterThanOrEqual(4.5);
    await page.context().close();
  });

  it("on a phone, Start New Odyssey's suggested missions give their title and description boxes the card's width", async () => {
    const { page } = await signedInPageIn(app, { width: 390, height: 844 });
    const { wizard, generate, answers } = await odysseyWizardAtQuestions(page);
    for (let i = 0; i < (await answers.count()); i += 1) await answers.nth(i).fill('Four runs a week');
    await generate.click();
    const review = wizard.getByRole('list', { name: 'Suggested missions' });
    await review.waitFor({ timeout: 60_000 });
    const card = await review.getByRole('listitem').first().boundingBox();
    const title = await review.getByRole('textbox', { name: 'Mission 1 title' }).boundingBox();
    const description = await review.getByRole('textbox', { name: 'Mission 1 description' }).boundingBox();
    // Within the card's padding (12 px a side) and a border, the boxes take the whole width.
    const room = (card?.width ?? 0) - 2 * 13;
    expect([Math.round(title?.width ?? 0) >= room - 1, Math.round(description?.width ?? 0) >= room - 1]).toEqual([true, true]);
    await page.context().close();
  });
});

import { apiAs, signedInPageIn, type Theme } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { textOnBackground } from './support/layoutChecks';

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
});

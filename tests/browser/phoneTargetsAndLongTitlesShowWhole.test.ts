import type { Locator } from 'playwright-core';
import { apiAs, signedInPageIn } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';

jest.setTimeout(240_000);

const app = browserAppForSuite();
const PHONE = { width: 390, height: 844 };
const LONG_MISSION = 'Finish the A2 grammar course and pass every end-of-unit quiz on the first try';

const heightOf = async (target: Locator) => (await target.boundingBox())?.height ?? 0;

/** How much of a box's text lies outside it (sideways and downward); zero when it shows whole. */
const hiddenOf = (box: Locator) => box.evaluate((element) => ({ across: element.scrollWidth - element.clientWidth, down: element.scrollHeight - element.clientHeight }));

/** A mission with a long title holding one todo, made over the API as the page's user. */
async function missionWithATodo(token: string): Promise<string> {
  const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: LONG_MISSION, description: 'Twelve units, one a week.' });
  await apiAs(app.baseUrl, token, 'POST', '/todos/', { title: 'Work through the irregular past tense chapter', success_criteria: 'Twenty sentences checked', mission_id: mission.id });
  return mission.id;
}

describe('on a phone, small controls are targets a finger can hit and long titles show whole', () => {
  it("a mission's 'Burn-up numbers' toggle is at least 24 px high", async () => {
    const { page, token } = await signedInPageIn(app, PHONE);
    await page.goto(`/missions/${await missionWithATodo(token)}`);
    const toggle = page.getByText('Burn-up numbers', { exact: true });
    await toggle.waitFor();
    expect(await heightOf(toggle)).toBeGreaterThanOrEqual(24);
    await page.context().close();
  });

  it("the Director's Temperature slider is at least 24 px high", async () => {
    const { page } = await signedInPageIn(app, PHONE);
    await page.goto('/director');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const slider = page.getByRole('slider', { name: 'Temperature' });
    await slider.waitFor();
    expect(await heightOf(slider)).toBeGreaterThanOrEqual(24);
    await page.context().close();
  });

  it("adding a todo to a mission with a long title shows the mission's whole title in the locked Mission field", async () => {
    const { page, token } = await signedInPageIn(app, PHONE);
    await page.goto(`/missions/${await missionWithATodo(token)}`);
    await page.getByRole('button', { name: '+ Add Todo' }).click();
    const field = page.getByRole('dialog', { name: 'Create New Todo' }).getByLabel('Mission');
    expect([await field.inputValue(), await field.isDisabled()]).toEqual([LONG_MISSION, true]);
    expect(await hiddenOf(field)).toEqual({ across: 0, down: 0 });
    await page.context().close();
  });

  it("a mission's 3D graph page shows the mission's whole long title", async () => {
    const { page, token } = await signedInPageIn(app, PHONE);
    await page.goto(`/missions/${await missionWithATodo(token)}/graph`);
    const title = page.getByRole('heading', { level: 1, name: LONG_MISSION });
    await title.waitFor();
    expect(await hiddenOf(title)).toEqual({ across: 0, down: 0 });
    await page.context().close();
  });

  it('the search palette shows the whole of long result titles that start alike, so they tell apart without hover', async () => {
    const { page, token } = await signedInPageIn(app, PHONE);
    const titles = ['Work through the irregular past tense chapter and write twenty sentences', 'Work through the irregular past tense chapter and record a voice note'];
    for (const title of titles) await apiAs(app.baseUrl, token, 'POST', '/todos/', { title, success_criteria: 'Checked by the tutor' });
    await page.getByRole('button', { name: /Search/ }).first().click();
    const palette = page.getByRole('dialog', { name: 'Search and commands' });
    await palette.getByRole('combobox').fill('irregular');
    await palette.getByText('2 results.').waitFor();
    const shown = palette.getByRole('option').locator('[title]');
    expect((await shown.allTextContents()).sort()).toEqual([...titles].sort());
    for (const title of await shown.all()) expect(await hiddenOf(title)).toEqual({ across: 0, down: 0 });
    await page.context().close();
  });
});

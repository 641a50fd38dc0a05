import { apiAs, signedInPageIn } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';

jest.setTimeout(180_000);

const app = browserAppForSuite();
const PHONE = { width: 390, height: 844 };

it("on a phone, a blocked todo's page names the whole todo it waits for in its Blocked badge, not cut by an ellipsis", async () => {
  const { page, token } = await signedInPageIn(app, PHONE);
  const first = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Swim five lengths of the lake with a friend watching from the shore', success_criteria: 'Done' });
  const second = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Swim six lengths', success_criteria: 'Done' });
  await apiAs(app.baseUrl, token, 'POST', `/todos/${second.id}/dependencies`, { depends_on: first.id });
  await page.goto(`/todo/${second.id}`);
  const badge = page.getByText('Blocked · waits for “Swim five lengths of the lake with a friend watching from the shore”', { exact: true });
  await badge.waitFor();
  const shown = await badge.evaluate((element) => ({ cut: element.scrollWidth > element.clientWidth + 1, inside: element.getBoundingClientRect().right <= window.innerWidth }));
  expect(shown).toEqual({ cut: false, inside: true });
  await page.context().close();
});

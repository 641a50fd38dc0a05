import { startTestApp, type TestApp, type TestUser } from './testApp';

/**
 * One test app for a whole suite, started in beforeAll and closed in afterAll, with three
 * accounts: the admin (the first account registered) and two plain users, alice and bob.
 * Call it at the top of the file (or of a describe); the answers are filled in by beforeAll.
 */
export function testAppForSuite(options: Parameters<typeof startTestApp>[0] = {}): { t: TestApp; admin: TestUser; alice: TestUser; bob: TestUser } {
  const suite = { t: {} as TestApp, admin: {} as TestUser, alice: {} as TestUser, bob: {} as TestUser };
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(options);
    Object.assign(suite.t, started);
    Object.assign(suite.admin, await started.registerUser());
    Object.assign(suite.alice, await started.registerUser());
    Object.assign(suite.bob, await started.registerUser());
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  }, 60_000);
  return suite;
}

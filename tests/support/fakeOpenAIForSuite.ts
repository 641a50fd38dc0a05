import { startFakeOpenAI, type FakeOpenAI } from './fakeOpenAI';

/**
 * One fake OpenAI server for a whole suite, started in beforeAll and closed in afterAll. Call it
 * at the top of the file (or of a describe); the answer is filled in by beforeAll.
 */
export function fakeOpenAIForSuite(): FakeOpenAI {
  const suite = {} as FakeOpenAI;
  let running: FakeOpenAI | undefined;
  beforeAll(async () => {
    running = await startFakeOpenAI();
    Object.assign(suite, running);
  });
  afterAll(async () => {
    await running?.close();
  });
  return suite;
}

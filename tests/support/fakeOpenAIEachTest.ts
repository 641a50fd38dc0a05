import { startFakeOpenAI, type FakeOpenAI } from './fakeOpenAI';

/**
 * A fake OpenAI server of its own for each test of the enclosing describe: started before the
 * test, closed after it. The returned function gives the running one, so no test sees another's requests.
 */
export function fakeOpenAIEachTest(): () => FakeOpenAI {
  let running: FakeOpenAI | undefined;
  beforeEach(async () => {
    running = await startFakeOpenAI();
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  return () => {
    if (!running) throw new Error('The fake OpenAI server runs only while a test does.');
    return running;
  };
}

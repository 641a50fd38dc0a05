import { loadConfig } from '../../api/config';
import { readyMessage } from '../../api/readyMessage';
import { removeDataDir, startApp, tempDataDir, within, type AppProcess } from '../support/appProcess';

// What `npm start` prints once it serves: where to open it and which planner answers.
jest.setTimeout(120_000);

describe('the line the app prints once it is ready', () => {
  const dataDir = tempDataDir('odyssey-ready-');
  let app: AppProcess | undefined;
  afterAll(() => removeDataDir(dataDir, app ? [app] : []));

  it('names the address and says the offline planner plans when no model is configured', async () => {
    const started = (app = await startApp(dataDir, { env: { LOG_LEVEL: 'info' } }));
    const readyLine = () =>
      started
        .output()
        .split('\n')
        .map((line) => (line.startsWith('{') ? ((JSON.parse(line) as { msg?: string }).msg ?? '') : line))
        .find((msg) => msg.startsWith('Odyssey Planner is ready'));
    // It is logged right after the port opens: the pipe may bring it a moment after /api/health answers.
    await within(5000, () => readyLine() !== undefined);
    const ready = readyLine();
    expect(ready).toBe(
      `Odyssey Planner is ready at http://localhost:${app.port}, planning with the offline planner: no OPENAI_API_KEY or OPENAI_BASE_URL is set ("Planning with a model" in README.md).`,
    );
  });
});

it('names the model and its server, without the credentials a base URL may hold', () => {
  const config = loadConfig({ PORT: '3000', OPENAI_API_KEY: 'sk-secret', OPENAI_BASE_URL: 'http://user:pw@127.0.0.1:11434/v1', PLANNER_MODEL: 'llama3.1' });
  const line = readyMessage(config);
  expect(line).toBe('Odyssey Planner is ready at http://localhost:3000, planning with the model llama3.1 at http://127.0.0.1:11434/v1 (the offline planner stands in when it cannot answer).');
  expect(line).not.toMatch(/sk-secret|user|pw@/);
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../support/testApp';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The SPA's types are generated from the server's schemas; a stale copy fails the suite. */
describe('the web API types', () => {
  it('match the OpenAPI document the server serves', async () => {
    const document = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-openapi-')), 'openapi.json');
    fs.writeFileSync(document, (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body);
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const result = await run(tsx, ['api/cli/writeApiTypes.ts', '--check', '--from', document], { cwd: root }).catch((error: { stdout: string; stderr: string }) => error);
    expect(result.stderr.trim()).toBe('');
    expect(result.stdout).toContain('The web API types match the server.');
  }, 120_000);
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm start` builds the web app first: what the build prints is the first thing a newcomer reads.
jest.setTimeout(120_000);

const repoRoot = path.resolve(__dirname, '../..');
const build = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts['build:web'] as string;

it('the web build (the one npm start runs) prints no warning about its own configuration', () => {
  const config = /--config (\S+)/.exec(build)?.[1];
  expect(config).toBeDefined();
  // Into a folder of its own: web/dist is what a running app and the browser suites serve.
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-web-build-'));
  try {
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', config!, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: repoRoot,
      // As npm start runs it: without the NODE_ENV=test Jest sets (a development React is larger).
      env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV')),
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(true);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\(!\)|Vite config uses features/);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

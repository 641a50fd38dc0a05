import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileAtomically } from '../../../api/backup/writeFileAtomically';

/** A file written atomically is whole or as it was before, also when the writer is stopped midway. */

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-atomic-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('aborted after some lines are written: the earlier file stays as it was and the partial file is removed', async () => {
  const file = path.join(dir, 'events.ndjson');
  fs.writeFileSync(file, 'the earlier export\n');
  const controller = new AbortController();
  let reached!: () => void;
  const firstWritten = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  async function* lines() {
    yield 'line 1\n';
    reached();
    await gate;
    yield 'line 2\n';
  }

  const writing = writeFileAtomically(file, lines(), { signal: controller.signal });
  await firstWritten;
  controller.abort('SIGINT');
  release();
  await expect(writing).rejects.toThrow();
  expect(fs.readFileSync(file, 'utf8')).toBe('the earlier export\n');
  expect(fs.readdirSync(dir)).toEqual(['events.ndjson']);
});

it('not aborted: the file holds every line', async () => {
  const file = path.join(dir, 'events.ndjson');
  fs.writeFileSync(file, 'the earlier export\n');
  await writeFileAtomically(file, (async function* () { yield 'line 1\n'; yield 'line 2\n'; })(), { signal: new AbortController().signal });
  expect(fs.readFileSync(file, 'utf8')).toBe('line 1\nline 2\n');
  expect(fs.readdirSync(dir)).toEqual(['events.ndjson']);
});

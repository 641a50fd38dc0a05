import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config';

/**
 * Makes `dir` (and its missing parents) and checks this process may write in it; else one line
 * naming the directory that cannot be written. The nearest existing ancestor is checked first:
 * a recursive mkdir under a directory it may not write reports a misleading ENOENT (and under
 * /proc never returns).
 */
export function ensureWritableDirectory(dir: string, name: string): void {
  let existing = dir;
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  const cannot = (why: string) =>
    new ConfigError(`${name} ${dir} cannot be written (${why}): give this user write access to it, or set ${name} to a directory it can write.`);
  if (!fs.statSync(existing).isDirectory()) throw cannot(`${existing} is not a directory`);
  try {
    fs.accessSync(existing, fs.constants.W_OK);
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    const { code, path: at } = error as { code?: string; path?: string };
    throw cannot(`${code ?? (error as Error).message} on ${at ?? existing}`);
  }
}

import path from 'node:path';

/**
 * A path the operator typed (DATA_DIR, --out, a file argument), absolute, resolved against the
 * directory they typed it in: npm runs a script in the package root and names the directory it
 * was called from INIT_CWD (`npm --prefix`, a subdirectory).
 */
export function operatorPath(typed: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD || process.cwd(), typed);
}

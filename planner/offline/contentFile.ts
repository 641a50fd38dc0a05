import { readFileSync } from 'fs';
import type { z } from 'zod';

/**
 * A content file (JSON) read and checked against its schema: an unreadable or
 * malformed file fails here, with an error naming the file and the path of
 * each bad field ("todos.2.priority").
 */
export function readContentFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`${file} is malformed: ${problems.join('; ')}`);
  }
  return parsed.data;
}

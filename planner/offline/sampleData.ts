import path from 'path';
import { z } from 'zod';
import { Priority } from '../../domain/planning';
import type { SampleData } from '../../commands/ports/planner';
import { readContentFile } from './contentFile';

const Text = z.string().min(1);

/** SampleData as a schema, field for field. */
const SampleDataFile = z.strictObject({
  odyssey: z.strictObject({ title: Text, description: Text }),
  missions: z.array(
    z.strictObject({
      title: Text,
      description: Text,
      todos: z.array(
        z.strictObject({
          title: Text,
          description: Text,
          success_criteria: Text,
          priority: Priority,
          due_in_days: z.number().int().nullable(),
          steps: z.array(z.strictObject({ title: Text, description: Text, completed: z.boolean() })),
        }),
      ),
    }),
  ),
});

/** True when A and B are the same type. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Fails to compile when the schema and SampleData drift apart. */
const SAMPLE_SCHEMA_IS_SAMPLE_DATA: Same<z.output<typeof SampleDataFile>, SampleData> = true;

/**
 * The onboarding sample (sampleData.json): a side project from idea to launch,
 * part done, with one overdue todo and one due soon, so every screen of the
 * tour has something real to show (progress, health, findings, the graph).
 */
const SAMPLE: SampleData = readContentFile(path.join(__dirname, 'sampleData.json'), SampleDataFile);

/** A fresh copy each time: callers may change what they get. */
export function sampleData(): SampleData {
  return structuredClone(SAMPLE);
}

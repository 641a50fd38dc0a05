import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm run lint` proves the layer table: an import across a forbidden line fails it, one along an
// allowed line passes, and the lint prints nothing about its own configuration.
jest.setTimeout(120_000);

const repoRoot = path.resolve(__dirname, '../..');

/** A file (which need not exist) and the one module it imports. */
type Probe = { file: string; imports: string };

const forbidden: Probe[] = [
  { file: 'domain/probe.ts', imports: '../commands/handleCommand' },
  { file: 'commands/missions/probe.ts', imports: '../postgres/inTransaction' },
  { file: 'commands/probe.ts', imports: './exportImport' },
  { file: 'projections/probe.ts', imports: '../commands/postgres/inTransaction' },
  { file: 'projections/probe.ts', imports: '../planner/createPlanner' },
  { file: 'planner/probe.ts', imports: '../api/config' },
  { file: 'commands/postgres/probe.ts', imports: '../../projections/allProjectors' },
  { file: 'api/routes/probe.ts', imports: './todos' },
  { file: 'api/routes/probe.ts', imports: '../../planner/createPlanner' },
  { file: 'api/probe.ts', imports: './routes/todos' },
  { file: 'web/src/features/todos/probe.ts', imports: '../director/SettingsTab' },
  { file: 'web/src/features/todoOrder/components/probe.ts', imports: '../../todos/todoFilters' },
  { file: 'web/src/shared/probe.ts', imports: '../features/director/SettingsTab' },
  { file: 'web/src/app/probe.ts', imports: '../main' },
  { file: 'web/src/probe.ts', imports: '../../api/config' },
];

const allowed: Probe[] = [
  { file: 'commands/missions/probe.ts', imports: '../handleCommand' },
  { file: 'commands/postgres/probe.ts', imports: '../exportImport' },
  { file: 'api/routes/probe.ts', imports: '../../commands/postgres/inTransaction' },
  { file: 'api/probe.ts', imports: './routes/index' },
  { file: 'web/src/features/todoOrder/components/probe.ts', imports: '../../../shared/ui/styles' },
  { file: 'web/src/app/probe.ts', imports: '../features/director/SettingsTab' },
];

/** Lints each probe's source as if it were that file, in one ESLint run with the project's configuration. */
function lint(probes: Probe[]): { stderr: string; boundaryErrors: number[] } {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const counts = [];
    for (const { file, imports } of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText("export * from '" + imports + "';\\n", { filePath: file });
      counts.push(result.messages.filter((message) => message.ruleId === 'boundaries/dependencies').length);
    }
    console.log(JSON.stringify(counts));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(probes)], { cwd: repoRoot, encoding: 'utf8' });
  expect(run.status).toBe(0);
  return { stderr: run.stderr, boundaryErrors: JSON.parse(run.stdout.trim().split('\n').pop()!) as number[] };
}

it('the layer lint fails an import across a forbidden line, passes an allowed one, and prints no warning', () => {
  const { stderr, boundaryErrors } = lint([...forbidden, ...allowed]);
  const verdicts = [...forbidden, ...allowed].map((probe, index) => `${probe.file} -> ${probe.imports}: ${boundaryErrors[index] > 0 ? 'fails' : 'passes'}`);
  expect(verdicts).toEqual([...forbidden.map((probe) => `${probe.file} -> ${probe.imports}: fails`), ...allowed.map((probe) => `${probe.file} -> ${probe.imports}: passes`)]);
  expect(stderr).toBe('');
});

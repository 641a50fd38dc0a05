/**
 * npm run bench: measures the performance targets on this machine and prints them as a
 * Markdown table (copied into docs/performance.md). Uses TEST_DATABASE_URL, else an
 * embedded PostgreSQL of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchResult } from './benchLib';
import { benchCeilings } from './ceilings';
import { benchCore } from './core';

type Section = { title: string; run: () => Promise<BenchResult[]> };

/** Sections from other areas are picked up when their module exists. */
function optional(title: string, file: string, exportName: string): Section | null {
  const full = path.join(__dirname, `${file}.ts`);
  if (!fs.existsSync(full)) return null;
  return { title, run: async () => (await import(full))[exportName]() };
}

async function main() {
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!process.env.TEST_DATABASE_URL) {
    const { startEmbeddedPostgres } = await import('../api/embeddedPostgres.mjs');
    const pg = await startEmbeddedPostgres({ database: 'bench' }).catch((error: Error) => {
      console.error(`The bench could not start the embedded PostgreSQL: ${error.message} (or set TEST_DATABASE_URL to a PostgreSQL superuser URL)`);
      process.exit(1);
    });
    process.env.TEST_DATABASE_URL = pg.url;
    stopEmbedded = () => pg.discard();
  }
  const only = process.argv[2];
  const sections = [
    { title: 'Ceilings', run: benchCeilings },
    { title: 'Event store and projections', run: benchCore },
    optional('Planner and jobs', 'planner', 'benchPlanner'),
    optional('Reactor fairness', 'fairness', 'benchFairness'),
    optional('Todos and steps', 'todos', 'benchTodos'),
    optional('Missions, odysseys, admin', 'missions', 'benchMissions'),
    optional('The Director', 'director', 'benchDirector'),
    optional('History, replay and export', 'history', 'benchHistory'),
    optional('Live updates', 'live', 'benchLive'),
    optional('Reads against the ceilings', 'reads', 'benchReads'),
    optional('Round trips', 'roundTrips', 'benchRoundTrips'),
    optional('Step completion', 'completion', 'benchCompletion'),
  ].filter((s): s is Section => s !== null && (!only || s.title.toLowerCase().includes(only.toLowerCase())));

  const lines = ['| area | measure | result | target | met |', '| --- | --- | --- | --- | --- |'];
  try {
    for (const section of sections) {
      process.stdout.write(`Running: ${section.title}...\n`);
      const results = await section.run();
      for (const r of results) {
        const line = `| ${section.title} | ${r.name} | ${r.value} | ${r.target ?? ''} | ${r.met === undefined ? '' : r.met ? 'yes' : 'no'} |`;
        lines.push(line);
        process.stdout.write(`  ${r.name}: ${r.value}${r.target ? ` (target ${r.target})` : ''}\n`);
      }
    }
  } finally {
    await stopEmbedded?.();
  }
  console.log(`\n${lines.join('\n')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

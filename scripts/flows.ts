/**
 * `npm run flows` writes docs/flows/<machine>.md, a Mermaid chart of every machine exported from
 * src/machines/*Machine.ts. `npm run flows:check` (`--check`) writes nothing and fails when a
 * chart is missing, stale or left over from a machine that is gone.
 */
import './i18n/registerMacroHooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { flowChart } from './flowChart';

const MACHINES_DIR = 'src/machines';
const FLOWS_DIR = 'docs/flows';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && '__xstatenode' in value;

async function expectedCharts(): Promise<Map<string, string>> {
  const charts = new Map<string, string>();
  const files = fs.readdirSync(MACHINES_DIR).filter((file) => file.endsWith('Machine.ts')).sort();
  for (const file of files) {
    const source = path.posix.join(MACHINES_DIR, file);
    const module: Record<string, unknown> = await import(pathToFileURL(path.resolve(source)).href);
    for (const machine of Object.values(module).filter(isMachine)) {
      const name = `${machine.id}.md`;
      if (charts.has(name)) throw new Error(`Two machines have the id "${machine.id}"`);
      charts.set(name, flowChart(machine, source));
    }
  }
  return charts;
}

const existingCharts = () =>
  fs.existsSync(FLOWS_DIR) ? fs.readdirSync(FLOWS_DIR).filter((file) => file.endsWith('.md')) : [];

const charts = await expectedCharts();

if (process.argv.includes('--check')) {
  const problems = [
    ...[...charts].flatMap(([name, chart]) => {
      const file = path.join(FLOWS_DIR, name);
      if (!fs.existsSync(file)) return [`${file} is missing`];
      return fs.readFileSync(file, 'utf8') === chart ? [] : [`${file} is stale`];
    }),
    ...existingCharts().filter((name) => !charts.has(name)).map((name) => `${path.join(FLOWS_DIR, name)} has no machine`),
  ];
  if (problems.length) {
    console.error(`Flow charts are out of date; run \`npm run flows\`:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${charts.size} flow charts are up to date.`);
} else {
  fs.mkdirSync(FLOWS_DIR, { recursive: true });
  for (const name of existingCharts().filter((file) => !charts.has(file))) fs.rmSync(path.join(FLOWS_DIR, name));
  for (const [name, chart] of charts) fs.writeFileSync(path.join(FLOWS_DIR, name), chart);
  console.log(`Wrote ${charts.size} flow charts to ${FLOWS_DIR}/.`);
}

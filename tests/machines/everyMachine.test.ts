import { describe, expect, it } from 'vitest';

/**
 * Every machine src/machines exports (as `npm run flows` charts them) is named by a model-based
 * test in tests/machines: a file that walks a graph with the support's createModel (or a model made
 * from it, as createConfirmModel) and names the machine in its code. A factory's machines may share
 * one table-driven test of the factory that names each, as confirmMachine.test.tsx does.
 */
const machineModules = import.meta.glob<Record<string, unknown>>('/src/machines/*Machine.ts', { eager: true });
const testSources = import.meta.glob<string>('/tests/machines/*.test.{ts,tsx}', { eager: true, query: '?raw', import: 'default' });

const isMachine = (value: unknown) => typeof value === 'object' && value !== null && '__xstatenode' in value;

/** The code of a file without its comments and string literals, where a name could be mentioned without being used. */
const codeOf = (source: string) => source
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\/\/.*$/gm, '')
  .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");

const WALKS_A_GRAPH = /\bcreate\w*Model\(/;

const exported = Object.entries(machineModules).flatMap(([file, module]) =>
  Object.entries(module).filter(([, value]) => isMachine(value)).map(([name]) => ({ name, file })));

const modelTests = Object.entries(testSources)
  .map(([file, source]) => ({ file, code: codeOf(source) }))
  .filter(({ code }) => WALKS_A_GRAPH.test(code));

describe('the model-based tests', () => {
  it('find the machines src/machines exports', () => {
    expect(exported.length).toBeGreaterThan(40);
    expect(modelTests.length).toBeGreaterThan(20);
  });

  it('name every exported machine', () => {
    const untested = exported
      .filter(({ name }) => !modelTests.some(({ code }) => new RegExp(`\\b${name}\\b`).test(code)))
      .map(({ name, file }) => `${name} (${file})`);
    expect(untested).toEqual([]);
  });
});

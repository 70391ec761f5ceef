import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, isRequired } from '@/server/apiOperations';
import { createTestApp, signUp, type TestApp } from './support/testApp';

/** The OpenAPI document at /api/docs/json (issue 28): lint-clean, complete, and true to the routes. */
let t: TestApp;
let document: OpenApi;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://funplans.example' });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => { await t.close(); });

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, Record<string, unknown>> };
  responses: Record<string, unknown>;
}
interface OpenApi {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const operations = () => Object.entries(document.paths).flatMap(([url, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), url, operation })));

/** A URL of the path with every parameter filled with a plausible value. */
const sample = (url: string) => url.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' ? '00000000-0000-4000-8000-000000000000' : 'abc'));

describe('the API document', () => {
  it('passes redocly lint with the recommended rules: no error, no warning', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    try {
      const lint = await promisify(execFile)(
        path.resolve('node_modules/.bin/redocly'), ['lint', file, '--config', path.resolve('redocly.yaml'), '--format=json'],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      ).catch((failure: { stdout: string }) => failure);
      const { totals, problems } = JSON.parse(lint.stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
      expect(problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
      expect(totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('is OpenAPI 3.1 with PUBLIC_URL as its server', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://funplans.example' })]);
  });

  it('gives every operation its summary, description, operationId and tag, from one table that has no stale entry', () => {
    const documented = operations();
    for (const { method, url, operation } of documented) {
      expect(operation, `${method} ${url}`).toMatchObject({ summary: expect.any(String), description: expect.any(String), operationId: expect.any(String) });
      expect(operation.tags?.length, `${method} ${url} has no tag`).toBe(1);
    }
    const keys = new Set(documented.map(({ method, url }) => `${method} ${url.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(Object.keys(OPERATIONS).filter((key) => !keys.has(key)), 'table entries without a route').toEqual([]);
  });

  it('shows an example of every request body (the lint checks each against its schema)', () => {
    for (const { method, url, operation } of operations()) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        expect('example' in media || 'examples' in media, `${method} ${url} (${type}) has no example`).toBe(true);
      }
    }
  });

  it('marks exactly the operations that need credentials: those answer 401 without, the others never do', async () => {
    for (const { method, url, operation } of operations()) {
      const response = await t.app.inject({ method: method as 'GET', url: sample(url) });
      const isProtected = isRequired(operation.security ?? []);
      expect(response.statusCode === 401, `${method} ${url} answered ${response.statusCode} without credentials`).toBe(isProtected);
      if (isProtected) expect(operation.responses, `${method} ${url}`).toHaveProperty('401');
    }
  });

  it('declares the token scope\'s 403 on every protected operation, and the statuses a route answered in this test', async () => {
    const owner = await signUp(t.app);
    for (const { method, url, operation } of operations()) {
      if (!operation.security?.length) continue;
      expect(Object.keys(operation.responses), `${method} ${url}`).toEqual(expect.arrayContaining(['400', '403', '429']));
      const response = await t.app.inject({ method: method as 'GET', url: sample(url), headers: owner.auth, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
      // A provider's route may answer 502: the tests' providers are unreachable on purpose.
      expect(Object.keys(operation.responses), `${method} ${url} answered ${response.statusCode}: ${response.body}`).toContain(String(response.statusCode));
    }
  }, 60_000);
});

describe('the paths renamed so the document is unambiguous', () => {
  it('still answer at their old address, hidden from the document', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { userInviteCode } = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: other.auth })).json();
    for (const url of [`/api/v1/invitecodes/${userInviteCode}`, `/api/v1/users/byinvitecode/${userInviteCode}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: owner.auth });
      expect(response.json(), url).toMatchObject({ userId: other.userId });
    }
    expect(document.paths).not.toHaveProperty(['/api/v1/users/byinvitecode/{code}']);
    expect(document.paths).toHaveProperty(['/api/v1/invitecodes/{code}']);
  });
});

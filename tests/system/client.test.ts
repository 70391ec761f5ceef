import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { example } from '../../client/example';
import { createFunPlansClient } from '../../client/index';
import { SCHEMA_FILE, clientSchema } from '../../scripts/client';
import { finished, runScript, waitForUrl, type Run } from './support/process';

/**
 * The typed client (issue 28): generated fresh from the document, and the README's example run
 * against `npm start` (on the run's build, which server.test.ts leaves `npm start` to make).
 */
let root: string;
let server: Run;
let url: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-client-'));
  server = runScript('scripts/start.ts', [], { PORT: '0', DATA_DIR: path.join(root, 'data'), STATIC_DIR: inject('staticDir') });
  url = await waitForUrl(server);
}, 130_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  if (server) await finished(server);
  fs.rmSync(root, { recursive: true, force: true });
});

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
};

describe('the typed client', () => {
  it('is the one npm run client:generate makes from the current document', async () => {
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8') === await clientSchema(), 'client/schema.d.ts is stale: run npm run client:generate').toBe(true);
  }, 60_000);

  it('runs the README example with a personal access token: lists my people, proposes a plan, reads its answers', async () => {
    const email = 'ada@example.com';
    await post('/auth/register', { inviteCode: '16', firstName: 'Ada', lastName: 'Lovelace', email, password: 'correct horse battery staple' });
    const { token: session } = await post('/auth/login', { email, password: 'correct horse battery staple' });
    const signedIn = { authorization: `Bearer ${session}` };
    await post('/people', { personName: 'Grace', meetFrequency: 'monthly' }, signedIn);
    const { token } = await post('/tokens', { name: 'Example', scopes: ['write'] }, signedIn);

    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { people, plan, answers } = await example(url, token);
    expect(people.map((person) => person.personName)).toEqual(['Grace']);
    expect(log).toHaveBeenCalledWith(`Share ${url}/plan/${plan.shareCode} with Grace`);
    expect(answers.reactions).toEqual([]);

    // Someone answers through the link; the client reads it.
    await post(`/proposedplans/${plan.proposedPlanId}/reactions`, { reactorName: 'Grace', acceptedTimeSlots: JSON.stringify([{ date: `${new Date().getUTCFullYear() + 1}-06-06`, timeSlot: 'evening' }]) });
    const { data } = await createFunPlansClient(url, token).GET('/api/v1/proposedplans/{id}/reactions', { params: { path: { id: plan.proposedPlanId } } });
    expect(data?.reactions.map((answer) => answer.reactorName)).toEqual(['Grace']);
    log.mockRestore();
  }, 60_000);
});

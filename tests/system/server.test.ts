import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finished, runScript, waitForUrl } from './support/process';

const PASSWORD = 'a sturdy passphrase';
let root: string;
let env: Record<string, string>;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-system-'));
  env = { PORT: '0', DATA_DIR: path.join(root, 'data'), STATIC_DIR: path.join(root, 'static') };
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const json = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The web-login link `npm run create-app-user` prints on a line of its own. */
const linkIn = (output: string) => new URL(output.split('\n').find((line) => /^https?:\/\//.test(line))!.trim());
const connectAppUser = (url: string, username: string, link: URL, email: string) => json(`${url}/api/v1/auth/registerappuser`, {
  username, inviteCode: 'funplans-app-user', email, password: PASSWORD, claimToken: link.searchParams.get('claim'),
});

async function stop(run: ReturnType<typeof runScript>) {
  run.child.kill('SIGTERM');
  return finished(run);
}

describe('npm start', () => {
  it('serves the app and keeps data across a restart; a second server on the same DATA_DIR refuses', async () => {
    const first = runScript('scripts/start.ts', [], env);
    const url = await waitForUrl(first);

    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const registered = await json(`${url}/api/v1/auth/register`, {
      inviteCode: '16', firstName: 'Rita', lastName: 'Restart', email: 'rita@example.com', password: PASSWORD,
    });
    expect(registered.status).toBe(201);

    const second = runScript('src/server/main.ts', [], env);
    const refused = await finished(second);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is in use by another FunPlans process');

    const stopped = await stop(first);
    expect(stopped.code).toBe(0);
    expect(fs.existsSync(`${env.DATA_DIR}.lock`)).toBe(false);

    const again = runScript('scripts/start.ts', [], env);
    const secondUrl = await waitForUrl(again);
    const login = await json(`${secondUrl}/api/v1/auth/login`, { email: 'rita@example.com', password: PASSWORD });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${secondUrl}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ firstName: 'Rita', email: 'rita@example.com' });
    expect((await stop(again)).code).toBe(0);
  });
});

describe('admin commands', () => {
  it('backs the database up and restores it into a fresh DATA_DIR', async () => {
    const dataDir = path.join(root, 'backup-source');
    const created = await finished(runScript('scripts/createAppUser.ts', ['mobile_mo'], { DATA_DIR: dataDir }));
    expect(created.output).toContain('Created app user mobile_mo');
    expect(created.code).toBe(0);

    const file = path.join(root, 'funplans.tar.gz');
    const backup = await finished(runScript('scripts/backup.ts', [file], { DATA_DIR: dataDir }));
    expect(backup.code, backup.output).toBe(0);

    const restoredDir = path.join(root, 'restored');
    const restore = await finished(runScript('scripts/restore.ts', [file], { DATA_DIR: restoredDir }));
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('(1 users)');

    // The restored database holds the app user: connecting its web login works there.
    const server = runScript('src/server/main.ts', [], { ...env, DATA_DIR: restoredDir });
    const url = await waitForUrl(server);
    const connected = await connectAppUser(url, 'mobile_mo', linkIn(created.output), 'mo@example.com');
    expect(connected.status).toBe(200);
    await stop(server);

    const refused = await finished(runScript('scripts/restore.ts', [file], { DATA_DIR: restoredDir }));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already holds a database');
  });

  it('creates an app user with a one-time web login link, renews the link, and refuses once connected', async () => {
    const dataDir = path.join(root, 'app-user');
    const created = await finished(runScript('scripts/createAppUser.ts', ['mo+bile'], { DATA_DIR: dataDir, PORT: '8123', PUBLIC_URL: '' }));
    expect(created.code, created.output).toBe(0);
    const first = linkIn(created.output);
    expect(`${first.origin}${first.pathname}`).toBe('http://localhost:8123/appuserregister/mo%2Bbile');
    const renewed = await finished(runScript('scripts/createAppUser.ts', ['mo+bile'], { DATA_DIR: dataDir, PUBLIC_URL: 'https://funplans.example/' }));
    expect(renewed.output).toContain('the previous link no longer works');
    const second = linkIn(renewed.output);
    expect(`${second.origin}${second.pathname}`).toBe('https://funplans.example/appuserregister/mo%2Bbile');

    const server = runScript('src/server/main.ts', [], { ...env, DATA_DIR: dataDir });
    const url = await waitForUrl(server);
    expect((await connectAppUser(url, 'mo+bile', first, 'mo@example.com')).status).toBe(401);
    expect((await connectAppUser(url, 'mo+bile', second, 'mo@example.com')).status).toBe(200);
    const login = await json(`${url}/api/v1/auth/login`, { email: 'mo@example.com', password: PASSWORD });
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    // The first name shows on share pages: not the username, something neutral to change later.
    expect(await me.json()).toMatchObject({ username: 'mo+bile', firstName: 'Friend', signupOrigin: 'app' });
    await stop(server);

    const connected = await finished(runScript('scripts/createAppUser.ts', ['mo+bile'], { DATA_DIR: dataDir }));
    expect(connected.code).toBe(1);
    expect(connected.output).toContain('has a web login already');
  });

  it('makes an admin by email and says so when the email is unknown', async () => {
    const dataDir = path.join(root, 'admin');
    const server = runScript('src/server/main.ts', [], { ...env, DATA_DIR: dataDir });
    const url = await waitForUrl(server);
    await json(`${url}/api/v1/auth/register`, {
      inviteCode: '16', firstName: 'Ann', lastName: 'Admin', email: 'ann@example.com', password: PASSWORD,
    });
    await stop(server);

    const made = await finished(runScript('scripts/makeAdmin.ts', ['ANN@example.com'], { DATA_DIR: dataDir }));
    expect(made.output).toContain('ann@example.com is now an admin');
    const unknown = await finished(runScript('scripts/makeAdmin.ts', ['nobody@example.com'], { DATA_DIR: dataDir }));
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No user with the email nobody@example.com');

    const again = runScript('src/server/main.ts', [], { ...env, DATA_DIR: dataDir });
    const againUrl = await waitForUrl(again);
    const login = await json(`${againUrl}/api/v1/auth/login`, { email: 'ann@example.com', password: PASSWORD });
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${againUrl}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ rights: 'ADMIN' });
    await stop(again);
  });
});

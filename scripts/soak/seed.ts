/** What the soaks seed through the API before the load: accounts and their people. */
export const API = '/api/v1';

/** POSTs JSON to the API at `base` and returns the answer's JSON; any other answer than 2xx throws. */
export async function post(base: string, url: string, body: unknown, token?: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}${API}${url}`, {
    method: 'POST', body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`seeding ${url} answered ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, string>>;
}

/** A new account, signed in: its session token. */
export async function account(base: string, name: string): Promise<string> {
  const body = { inviteCode: '16', firstName: name, lastName: 'Soak', email: `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'a long soak password' };
  await post(base, '/auth/register', body);
  return (await post(base, '/auth/login', body)).token!;
}

/** `count` people of the account; the id of the last. */
export async function addFriends(base: string, token: string, count: number): Promise<string | undefined> {
  let last: string | undefined;
  for (let i = 0; i < count; i++) last = (await post(base, '/people', { personName: `Friend ${i}`, meetFrequency: 'monthly' }, token)).personId;
  return last;
}

/** A stranger's person the workload must never reach (its intended 404). */
export async function strangerPerson(base: string): Promise<string> {
  const stranger = await account(base, 'stranger');
  return (await post(base, '/people', { personName: 'Not yours', meetFrequency: 'weekly' }, stranger)).personId!;
}

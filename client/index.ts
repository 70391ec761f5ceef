import createClient from 'openapi-fetch';
import type { paths } from './schema';

export type { paths } from './schema';

/**
 * A typed client of the FunPlans API (openapi-fetch over the generated `schema.d.ts`): every path,
 * parameter, body and answer is checked by TypeScript. `baseUrl` is the server's origin
 * (`https://funplans.example`), `token` a personal access token (`fp_pat_…`).
 */
export function createFunPlansClient(baseUrl: string, token: string) {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
}

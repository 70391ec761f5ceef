import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { user } from '@/domain/contract/auth';
import { responseSerializerCompiler } from '@/server/serialization';

/** A user row as the database holds it, password hash and all. */
const STORED_USER = {
  userId: '6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  birthDate: null,
  country: null,
  city: null,
  timeZone: 'Europe/London',
  locale: 'de',
  hourCycle: null,
  userAvatar: 'avatar_female_1',
  userColor: '#A9DEF9',
  rights: 'USER',
  pricingPlan: 'TRIAL',
  trialExpirationDate: '2026-12-22',
  userInviteCode: 'ABCD2345',
  signupOrigin: 'web',
  created_at: '2026-11-22T10:00:00.000Z',
  geo: null,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$secret',
};

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A bare Fastify whose one route answers `body` under the `user` contract, with the app's serializer. */
async function answering(body: unknown, checkResponses: boolean) {
  app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler(checkResponses));
  app.get('/me', { schema: { response: { 200: user } } }, async () => body);
  await app.ready();
  return app.inject({ method: 'GET', url: '/me' });
}

describe('responses written from their contract', () => {
  it('sends every field the contract names and drops the rest, a password hash included', async () => {
    const response = await answering(STORED_USER, false);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('argon2');
    const { passwordHash: _secret, ...contractFields } = STORED_USER;
    expect(response.json()).toEqual(contractFields);
    expect(user.parse(response.json())).toEqual(contractFields);
  });

  it('fails the request when a field the contract requires is missing, checked or not', async () => {
    const { email: _email, ...withoutEmail } = STORED_USER;
    expect((await answering(withoutEmail, false)).statusCode).toBe(500);
    expect((await answering(withoutEmail, true)).statusCode).toBe(500);
  });

  it('checks answers against the zod contract when asked: a null name is refused, not sent as ""', async () => {
    const nullName = { ...STORED_USER, firstName: null };
    expect((await answering(nullName, true)).statusCode).toBe(500);
    expect((await answering(STORED_USER, true)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userConnection, personDetail } from '@/domain/contract/people';
import { NO_USER_FOR_INVITE_CODE } from '@/domain/constants';
import { textsIn } from '@/server/i18n';
import { inviteCodeUser } from '@/domain/contract/users';
import { connectionSaved, userConnectionDetail } from '@/domain/contract/userConnections';
import { planCreated, proposedPlan } from '@/domain/contract/proposedPlans';
import { user } from '@/domain/contract/auth';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { addPerson } from './support/network';
import { updateUser } from '@/server/repositories/users';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Account = Awaited<ReturnType<typeof signUp>>;

const inviteCodeOf = async (account: Account) =>
  parseBody(user, await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: account.auth })).userInviteCode;
const lookUp = (account: Account, code: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/users/byinvitecode/${encodeURIComponent(code)}`, headers: account.auth });
const connect = (account: Account, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/userconnections', headers: account.auth, payload });
/** What the connections page does: look the other up by their invite code, then connect. */
async function lookUpAndConnect(account: Account, other: Account, personId: string) {
  parseBody(inviteCodeUser, await lookUp(account, await inviteCodeOf(other)));
  return connect(account, { userId: other.userId, personId });
}
const disconnect = (account: Account, userConnectionId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/userconnections/${userConnectionId}`, headers: account.auth });
const connectionsOf = async (account: Account) =>
  parseBody(z.array(userConnection), await t.app.inject({ method: 'GET', url: '/api/v1/userconnections', headers: account.auth }));

describe('GET /users/byinvitecode/{code}', () => {
  it("returns only the code owner's id and name, whatever the case and spacing of the code", async () => {
    const ada = await signUp(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const grace = await signUp(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const response = await lookUp(ada, ` ${(await inviteCodeOf(grace)).toLowerCase()} `);
    expect(response.json()).toEqual({ userId: grace.userId, firstName: 'Grace', lastName: 'Hopper' });
    parseBody(inviteCodeUser.strict(), response);
  });

  it('answers an unknown code with 404 and the message the page shows', async () => {
    const ada = await signUp(t.app);
    const body = expectError(await lookUp(ada, 'NOSUCHCD'), 404, 'NOT_FOUND');
    expect(body.errorMessage).toBe(textsIn('en')(NO_USER_FOR_INVITE_CODE));
  });

  it("answers it in the app's language (src/domain's catalogue)", async () => {
    const ada = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET', url: '/api/v1/users/byinvitecode/NOSUCHCD', headers: { ...ada.auth, 'accept-language': 'fr' },
    });
    expect(expectError(response, 404, 'NOT_FOUND').errorMessage).toBe('Aucun utilisateur n’a ce code d’invitation. Réessaie.');
  });

  it('refuses your own code', async () => {
    const ada = await signUp(t.app);
    expectError(await lookUp(ada, await inviteCodeOf(ada)), 400, 'VALIDATION_ERROR');
  });

  it('needs a session', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/users/byinvitecode/ABCDEFGH' }), 401, 'INVALID_TOKEN');
  });
});

describe('POST /userconnections', () => {
  it('connects two users: each sees the other, and the linked person shows the connection', async () => {
    const ada = await signUp(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const grace = await signUp(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const gracePerson = await addPerson(t.app, ada.auth, { personName: 'Grace H.' });
    const { userConnectionId } = parseBody(connectionSaved, await lookUpAndConnect(ada, grace, gracePerson), 201);

    const [adaSees] = await connectionsOf(ada);
    expect(adaSees).toMatchObject({
      userConnectionId, userId: grace.userId, firstName: 'Grace', lastName: 'Hopper', connectedWithUserFirstname: 'Grace',
      personId: gracePerson, personName: 'Grace H.',
    });
    const [graceSees] = await connectionsOf(grace);
    expect(graceSees).toMatchObject({ userConnectionId, userId: ada.userId, firstName: 'Ada', personId: null, personName: null });

    const detail = parseBody(personDetail, await t.app.inject({ method: 'GET', url: `/api/v1/people/${gracePerson}`, headers: ada.auth }));
    expect(detail.userConnections.map((c) => c.userConnectionId)).toEqual([userConnectionId]);
    expect(detail.personDetails.userConnections.map((c) => c.userId)).toEqual([grace.userId]);
  });

  it('links the other side to a person of its own on the same connection, and re-links', async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    const { userConnectionId } = parseBody(connectionSaved, await lookUpAndConnect(ada, grace, await addPerson(t.app, ada.auth)), 201);
    // Grace did not look Ada up: linking her side of an existing connection needs no code.
    const adaAtGrace = await addPerson(t.app, grace.auth, { personName: 'Ada L.' });
    expect(parseBody(connectionSaved, await connect(grace, { userId: ada.userId, personId: adaAtGrace }), 200).userConnectionId).toBe(userConnectionId);
    expect((await connectionsOf(grace)).map((c) => [c.userConnectionId, c.personName])).toEqual([[userConnectionId, 'Ada L.']]);

    const other = await addPerson(t.app, grace.auth, { personName: 'Countess' });
    parseBody(connectionSaved, await connect(grace, { userId: ada.userId, personId: other }), 200);
    expect((await connectionsOf(grace)).map((c) => c.personName)).toEqual(['Countess']);
    expect(await connectionsOf(ada)).toHaveLength(1);
  });

  it("refuses another user's person, an unknown or deleted user, and yourself", async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    const gracesPerson = await addPerson(t.app, grace.auth);
    const mine = await addPerson(t.app, ada.auth);
    expectError(await connect(ada, { userId: grace.userId, personId: gracesPerson }), 404, 'NOT_FOUND');
    expectError(await connect(ada, { userId: crypto.randomUUID(), personId: mine }), 404, 'NOT_FOUND');
    expectError(await connect(ada, { userId: ada.userId, personId: mine }), 400, 'VALIDATION_ERROR');
    expectError(await connect(ada, { userId: grace.userId }), 400, 'VALIDATION_ERROR');
    parseBody(inviteCodeUser, await lookUp(ada, await inviteCodeOf(grace)));
    await updateUser(t.database.db, grace.userId, { deletedAt: new Date() });
    expectError(await connect(ada, { userId: grace.userId, personId: mine }), 404, 'NOT_FOUND');
    expect(await connectionsOf(ada)).toEqual([]);
  });

  it("needs a look-up of the other's invite code within the hour: a user id alone gets the unknown user's 404", async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    const mine = await addPerson(t.app, ada.auth);
    const unknown = expectError(await connect(ada, { userId: crypto.randomUUID(), personId: mine }), 404, 'NOT_FOUND');
    const withoutCode = expectError(await connect(ada, { userId: grace.userId, personId: mine }), 404, 'NOT_FOUND');
    expect(withoutCode).toEqual(unknown);
    // Grace's look-up of Ada does not let Ada connect with Grace.
    parseBody(inviteCodeUser, await lookUp(grace, await inviteCodeOf(ada)));
    expectError(await connect(ada, { userId: grace.userId, personId: mine }), 404, 'NOT_FOUND');

    parseBody(inviteCodeUser, await lookUp(ada, await inviteCodeOf(grace)));
    t.clock.advance({ minutes: 61 });
    expectError(await connect(ada, { userId: grace.userId, personId: mine }), 404, 'NOT_FOUND');
    expect(await connectionsOf(ada)).toEqual([]);
    expect(await connectionsOf(grace)).toEqual([]);

    parseBody(inviteCodeUser, await lookUp(ada, await inviteCodeOf(grace)));
    t.clock.advance({ minutes: 59 });
    parseBody(connectionSaved, await connect(ada, { userId: grace.userId, personId: mine }), 201);
    expect((await connectionsOf(grace)).map((c) => c.userId)).toEqual([ada.userId]);
  });
});

/** Ada links her person "Grace" to Grace the user and proposes her a plan, which reaches Grace's inbox. */
async function connectedWithPlan() {
  const ada = await signUp(t.app, { firstName: 'Ada' });
  const grace = await signUp(t.app, { firstName: 'Grace' });
  const gracePerson = await addPerson(t.app, ada.auth, { personName: 'Grace H.' });
  const { userConnectionId } = parseBody(connectionSaved, await lookUpAndConnect(ada, grace, gracePerson), 201);
  const adaAtGrace = await addPerson(t.app, grace.auth, { personName: 'Ada L.' });
  parseBody(connectionSaved, await connect(grace, { userId: ada.userId, personId: adaAtGrace }), 200);
  const proposed = await t.app.inject({
    method: 'POST', url: '/api/v1/proposedplans', headers: ada.auth,
    payload: { withPersonId: gracePerson, proposedPlanTitle: 'Tea', proposedPlanTimeSlots: JSON.stringify([{ date: '2027-01-05', timeSlot: 'noon' }]) },
  });
  const { proposedPlanId } = parseBody(planCreated, proposed, 201);
  expect(await inboxOf(grace)).toEqual([proposedPlanId]);
  return { ada, grace, gracePerson, adaAtGrace, userConnectionId, proposedPlanId };
}

const inboxOf = async (account: Account) =>
  parseBody(z.array(proposedPlan), await t.app.inject({ method: 'GET', url: '/api/v1/proposedplans', headers: account.auth })).map((p) => p.proposedPlanId);
const linkedUsersOf = async (account: Account, personId: string) =>
  parseBody(personDetail, await t.app.inject({ method: 'GET', url: `/api/v1/people/${personId}`, headers: account.auth }))
    .personDetails.userConnections.map((c) => c.userId);

describe('DELETE /userconnections/{id}', () => {
  it("ends the connection from either side: neither lists it, the people drop it, shared plans leave the other's inbox", async () => {
    for (const side of ['ada', 'grace'] as const) {
      const setup = await connectedWithPlan();
      const { ada, grace, userConnectionId } = setup;
      expectError(await disconnect(await signUp(t.app), userConnectionId), 404, 'NOT_FOUND');
      expect(await connectionsOf(ada)).toHaveLength(1);

      expect(parseBody(connectionSaved, await disconnect(setup[side], userConnectionId))).toEqual({ userConnectionId });
      expect(await connectionsOf(ada)).toEqual([]);
      expect(await connectionsOf(grace)).toEqual([]);
      expectError(await t.app.inject({ method: 'GET', url: `/api/v1/userconnections/${userConnectionId}`, headers: grace.auth }), 404, 'NOT_FOUND');
      expect(await linkedUsersOf(ada, setup.gracePerson)).toEqual([]);
      expect(await linkedUsersOf(grace, setup.adaAtGrace)).toEqual([]);
      expect(await inboxOf(grace)).toEqual([]);
      expect(await inboxOf(ada)).toEqual([setup.proposedPlanId]);
      expectError(await disconnect(setup[side], userConnectionId), 404, 'NOT_FOUND');

      // Ada's look-up of Grace's code was used up: connecting again takes a new one.
      expectError(await connect(ada, { userId: grace.userId, personId: setup.gracePerson }), 404, 'NOT_FOUND');
      parseBody(connectionSaved, await lookUpAndConnect(ada, grace, setup.gracePerson), 201);
    }
  });
});

describe('a user an admin deleted', () => {
  it("is gone from the other side's connections, people and inbox, and comes back when restored", async () => {
    const { ada, grace, gracePerson, adaAtGrace, userConnectionId, proposedPlanId } = await connectedWithPlan();
    await updateUser(t.database.db, ada.userId, { deletedAt: new Date() });
    expect(await connectionsOf(grace)).toEqual([]);
    expectError(await t.app.inject({ method: 'GET', url: `/api/v1/userconnections/${userConnectionId}`, headers: grace.auth }), 404, 'NOT_FOUND');
    expectError(await disconnect(grace, userConnectionId), 404, 'NOT_FOUND');
    expect(await linkedUsersOf(grace, adaAtGrace)).toEqual([]);
    expect(await inboxOf(grace)).toEqual([]);

    await updateUser(t.database.db, ada.userId, { deletedAt: null });
    expect((await connectionsOf(grace)).map((c) => c.userConnectionId)).toEqual([userConnectionId]);
    expect(await inboxOf(grace)).toEqual([proposedPlanId]);
    expect(await linkedUsersOf(ada, gracePerson)).toEqual([grace.userId]);
  });
});

describe('GET /userconnections/{id}', () => {
  it('shows either side the connection with since when the other user has an account; others get 404', async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app, { firstName: 'Grace' });
    const graceAccount = parseBody(user, await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: grace.auth }));
    const personId = await addPerson(t.app, ada.auth, { personName: 'Grace' });
    const { userConnectionId } = parseBody(connectionSaved, await lookUpAndConnect(ada, grace, personId), 201);
    const get = (account: Account) => t.app.inject({ method: 'GET', url: `/api/v1/userconnections/${userConnectionId}`, headers: account.auth });

    const adaSees = parseBody(userConnectionDetail, await get(ada));
    expect(adaSees).toMatchObject({ userId: grace.userId, personId, personName: 'Grace', userSince: graceAccount.created_at });
    expect(parseBody(userConnectionDetail, await get(grace)).userId).toBe(ada.userId);
    expectError(await get(await signUp(t.app)), 404, 'NOT_FOUND');
  });
});

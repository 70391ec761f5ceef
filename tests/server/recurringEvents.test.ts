import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringEvent, recurringEventSaved } from '@/domain/contract/recurringEvents';
import { ERROR_CODES } from '@/domain/contract/common';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { addPerson, addRecurringEvent } from './support/network';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Auth = { authorization: string };
const UNKNOWN_ID = '0b7c6f2e-58a4-4c0e-9a51-2d1f3e4a5b6c';
const url = (id = '') => `/api/v1/recurringevents${id && `/${encodeURIComponent(id)}`}`;

const getRecurring = (auth: Auth, id: string) => t.app.inject({ method: 'GET', url: url(id), headers: auth });
const post = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: url(), headers: auth, payload });
const put = (auth: Auth, id: string, payload: object) => t.app.inject({ method: 'PUT', url: url(id), headers: auth, payload });

async function userWithPerson(overrides: Record<string, unknown> = {}) {
  const me = await signUp(t.app, overrides);
  const personId = await addPerson(t.app, me.auth, { personName: 'Ada', personAvatar: 'avatar_female_2' });
  return { ...me, personId };
}

const setCountry = async (auth: Auth, country: string) => {
  const response = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: auth, payload: { country } });
  expect(response.statusCode, response.body).toBe(200);
};

describe('POST and GET /recurringevents', () => {
  it("creates a yearly event and shows it with its person and this year's date", async () => {
    const me = await userWithPerson();
    const response = await post(me.auth, {
      personId: me.personId, recurringEventName: "Ada's Birthday", recurringEventType: 'birthday', recurringEventMonth: 12, recurringEventDay: 10,
    });
    const { recurringEventId } = parseBody(recurringEventSaved, response, 201);
    expect(parseBody(recurringEvent, await getRecurring(me.auth, recurringEventId))).toEqual({
      recurringEventId, personId: me.personId, personName: 'Ada', personAvatar: 'avatar_female_2',
      recurringEventName: "Ada's Birthday", recurringEventMonth: 12, recurringEventDay: 10, recurringEventType: 'birthday',
      userCreatedOrHoliday: 'user', recurringEventDateThisYear: '2026-12-10',
    });
  });

  it('accepts 29 February and dates it 28 February in a year without one', async () => {
    const me = await userWithPerson();
    const id = await addRecurringEvent(t.app, me.auth, { personId: me.personId, recurringEventMonth: 2, recurringEventDay: 29 });
    expect(parseBody(recurringEvent, await getRecurring(me.auth, id))).toMatchObject({
      recurringEventMonth: 2, recurringEventDay: 29, recurringEventDateThisYear: '2026-02-28',
    });
  });

  it.each([
    ['recurringEventDay', { recurringEventMonth: 4, recurringEventDay: 31 }],
    ['recurringEventDay', { recurringEventMonth: 2, recurringEventDay: 30 }],
    ['recurringEventDay', { recurringEventDay: 0 }],
    ['recurringEventDay', { recurringEventDay: 32 }],
    ['recurringEventDay', { recurringEventDay: 1.5 }],
    ['recurringEventMonth', { recurringEventMonth: 0 }],
    ['recurringEventMonth', { recurringEventMonth: 13 }],
    ['recurringEventMonth', { recurringEventMonth: '3' }],
    ['recurringEventType', { recurringEventType: 'holiday' }],
    ['recurringEventName', { recurringEventName: '' }],
    ['recurringEventName', { recurringEventName: 'n'.repeat(101) }],
    ['personId', { personId: 'not-a-uuid' }],
  ])('refuses a bad %s with a 400 naming it', async (field, change) => {
    const me = await userWithPerson();
    const payload = {
      personId: me.personId, recurringEventName: 'Birthday', recurringEventType: 'birthday', recurringEventMonth: 1, recurringEventDay: 1, ...change,
    };
    expect(expectError(await post(me.auth, payload), 400, ERROR_CODES.validation).errorMessage).toContain(field);
  });

  it("refuses another user's person or an unknown one with 404", async () => {
    const me = await userWithPerson();
    const other = await userWithPerson();
    const payload = { recurringEventName: 'Birthday', recurringEventType: 'birthday', recurringEventMonth: 1, recurringEventDay: 1 };
    expectError(await post(me.auth, { ...payload, personId: other.personId }), 404, ERROR_CODES.notFound);
    expectError(await post(me.auth, { ...payload, personId: UNKNOWN_ID }), 404, ERROR_CODES.notFound);
  });

  it.each(['not-an-id', 'holiday-', 'holiday-DE-2026-13-45', `${UNKNOWN_ID}x`, UNKNOWN_ID])('answers 404 for the id %s', async (id) => {
    const me = await userWithPerson();
    expectError(await getRecurring(me.auth, id), 404, ERROR_CODES.notFound);
  });
});

describe('PUT /recurringevents/{id}', () => {
  it('changes the fields it carries', async () => {
    const me = await userWithPerson();
    const id = await addRecurringEvent(t.app, me.auth, { personId: me.personId, recurringEventMonth: 3, recurringEventDay: 14 });
    expect(parseBody(recurringEventSaved, await put(me.auth, id, { recurringEventName: 'Name day', recurringEventType: 'other' })))
      .toEqual({ recurringEventId: id });
    expect(parseBody(recurringEvent, await getRecurring(me.auth, id))).toMatchObject({
      recurringEventName: 'Name day', recurringEventType: 'other', recurringEventMonth: 3, recurringEventDay: 14,
    });
    parseBody(recurringEventSaved, await put(me.auth, id, { recurringEventMonth: 2, recurringEventDay: 29 }));
    expect(parseBody(recurringEvent, await getRecurring(me.auth, id))).toMatchObject({ recurringEventMonth: 2, recurringEventDay: 29 });
  });

  it('checks a lone day or month against the stored other', async () => {
    const me = await userWithPerson();
    const april = await addRecurringEvent(t.app, me.auth, { personId: me.personId, recurringEventMonth: 4, recurringEventDay: 30 });
    expect(expectError(await put(me.auth, april, { recurringEventDay: 31 }), 400, ERROR_CODES.validation).errorMessage)
      .toContain('recurringEventDay');
    expect(expectError(await put(me.auth, april, { recurringEventMonth: 2 }), 400, ERROR_CODES.validation).errorMessage)
      .toContain('recurringEventDay');
    parseBody(recurringEventSaved, await put(me.auth, april, { recurringEventMonth: 5 }));
    parseBody(recurringEventSaved, await put(me.auth, april, { recurringEventDay: 31 }));
    expect(parseBody(recurringEvent, await getRecurring(me.auth, april))).toMatchObject({ recurringEventMonth: 5, recurringEventDay: 31 });
  });

  it('refuses a bad month', async () => {
    const me = await userWithPerson();
    const id = await addRecurringEvent(t.app, me.auth, { personId: me.personId });
    expect(expectError(await put(me.auth, id, { recurringEventMonth: 13 }), 400, ERROR_CODES.validation).errorMessage)
      .toContain('recurringEventMonth');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const me = await userWithPerson();
    expectError(await put(me.auth, UNKNOWN_ID, { recurringEventName: 'x' }), 404, ERROR_CODES.notFound);
    expectError(await put(me.auth, 'garbage', { recurringEventName: 'x' }), 404, ERROR_CODES.notFound);
  });
});

describe('DELETE /recurringevents/{id}', () => {
  it('removes the event', async () => {
    const me = await userWithPerson();
    const id = await addRecurringEvent(t.app, me.auth, { personId: me.personId });
    const keep = await addRecurringEvent(t.app, me.auth, { personId: me.personId });
    expect(parseBody(recurringEventSaved, await t.app.inject({ method: 'DELETE', url: url(id), headers: me.auth })))
      .toEqual({ recurringEventId: id });
    expectError(await getRecurring(me.auth, id), 404, ERROR_CODES.notFound);
    parseBody(recurringEvent, await getRecurring(me.auth, keep));
    expectError(await t.app.inject({ method: 'DELETE', url: url(id), headers: me.auth }), 404, ERROR_CODES.notFound);
    expectError(await t.app.inject({ method: 'DELETE', url: url('garbage'), headers: me.auth }), 404, ERROR_CODES.notFound);
  });
});

describe('public holidays', () => {
  it("resolves a holiday id of the user's country", async () => {
    const me = await userWithPerson();
    await setCountry(me.auth, 'Germany');
    expect(parseBody(recurringEvent, await getRecurring(me.auth, 'holiday-DE-2026-12-25'))).toEqual({
      recurringEventId: 'holiday-DE-2026-12-25', personId: null, personName: null, personAvatar: null,
      recurringEventName: 'Christmas Day', recurringEventMonth: 12, recurringEventDay: 25,
      recurringEventType: 'holiday', userCreatedOrHoliday: 'holiday', recurringEventDateThisYear: '2026-12-25',
    });
  });

  it('numbers two holidays of one day', async () => {
    const me = await userWithPerson();
    await setCountry(me.auth, 'Norway');
    expect(parseBody(recurringEvent, await getRecurring(me.auth, 'holiday-NO-2027-05-17')).recurringEventName).toBe('Constitution Day');
    expect(parseBody(recurringEvent, await getRecurring(me.auth, 'holiday-NO-2027-05-17-2')).recurringEventName).toBe('Whit Monday');
    expectError(await getRecurring(me.auth, 'holiday-NO-2027-05-17-3'), 404, ERROR_CODES.notFound);
  });

  it('knows countries by their usual English names', async () => {
    const me = await userWithPerson();
    await setCountry(me.auth, 'Italy');
    expect(parseBody(recurringEvent, await getRecurring(me.auth, 'holiday-IT-2026-12-25')).recurringEventType).toBe('holiday');
  });

  it('answers 404 for a day without a holiday, another country or a user without a country', async () => {
    const withoutCountry = await userWithPerson();
    expectError(await getRecurring(withoutCountry.auth, 'holiday-DE-2026-12-25'), 404, ERROR_CODES.notFound);
    const me = await userWithPerson();
    await setCountry(me.auth, 'Germany');
    expectError(await getRecurring(me.auth, 'holiday-DE-2026-12-23'), 404, ERROR_CODES.notFound);
    expectError(await getRecurring(me.auth, 'holiday-FR-2026-07-14'), 404, ERROR_CODES.notFound);
    expectError(await getRecurring(me.auth, 'holiday-DE-2026-12-25-1'), 404, ERROR_CODES.notFound);
  });

  it('refuses to change or delete a holiday', async () => {
    const me = await userWithPerson();
    await setCountry(me.auth, 'Germany');
    const changed = expectError(await put(me.auth, 'holiday-DE-2026-12-25', { recurringEventName: 'Xmas' }), 400, ERROR_CODES.validation);
    expect(changed.errorMessage).toContain('holidays cannot be changed');
    expectError(await t.app.inject({ method: 'DELETE', url: url('holiday-DE-2026-12-25'), headers: me.auth }), 400, ERROR_CODES.validation);
    expect(parseBody(recurringEvent, await getRecurring(me.auth, 'holiday-DE-2026-12-25')).recurringEventName).toBe('Christmas Day');
  });
});

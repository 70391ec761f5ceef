import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { Temporal } from 'temporal-polyfill';
import { ERROR_CODES } from '@/domain/errorCodes';
import { slotsToText } from '@/domain/planSlots';
import { BAD_EMAIL, type PlanResponseEvent, planResponseMachine } from '@/machines/planResponseMachine';
import { slotLabel } from '@/views/plans/slotLabels';
import { ADA, UNAUTHORIZED, failure, success } from '../views/support/fixtures';
import { field, fill } from '../views/support/forms';
import { renderApp } from '../views/support/renderApp';
import { EVENT_ID, PLAN_ID, SHARE_CODE, ownPlan, plan, planSlots } from '../views/plans/planFixtures';
import { createModel, useFakeClock } from './support/modelTest';
// The page loads its answer form lazily. Under the fake clock Testing Library's waits run through
// their five seconds in a few real milliseconds, less than a busy machine takes to load the module
// cold: loaded here first, the page's import of it resolves at once.
import '@/views/plans/PlanAnswer';
import { i18n } from '@/views/locale';
import { shown } from '../views/support/language';

type Snapshot = SnapshotFrom<typeof planResponseMachine>;
type Change<T extends PlanResponseEvent['type']> = Extract<PlanResponseEvent, { type: T }>;

const today = () => Temporal.Now.plainDateISO();
const [FIRST_SLOT] = planSlots();
const CONFIRMED = plan({ status: 'confirmed', planOutcomeDate: FIRST_SLOT!.date, planOutcomeTimeSlot: FIRST_SLOT!.timeSlot, eventId: null });
const PATH_TIMEOUT_MS = 20_000;

const model = createModel(planResponseMachine, {
  input: { shareCode: SHARE_CODE, signedInName: null },
  // Final states show nothing of the draft.
  serializeState: ({ value, context }: Snapshot) => (['owner', 'decided'].includes(value as string) ? { value } : { value, ...context, plan: null }),
  events: {
    'name.change': [{ type: 'name.change', value: 'Grace' }],
    'notes.change': [{ type: 'notes.change', value: 'I bring the snacks' }],
    // An address to hear the outcome at (one that is not an address is refused below).
    'email.change': [{ type: 'email.change', value: 'grace@example.com' }],
    'slot.toggle': [{ type: 'slot.toggle', slot: FIRST_SLOT! }],
    'form.submit': [{ type: 'form.submit' }],
    'xstate.done.actor.fetchPlanByCode': [
      { type: 'xstate.done.actor.fetchPlanByCode', output: success(plan()) },
      { type: 'xstate.done.actor.fetchPlanByCode', output: success(plan({ isOwner: true })) },
      { type: 'xstate.done.actor.fetchPlanByCode', output: success(CONFIRMED) },
      { type: 'xstate.done.actor.fetchPlanByCode', output: { status: 'error', errorMessage: 'Plan not found', errorCode: ERROR_CODES.notFound } },
      { type: 'xstate.done.actor.fetchPlanByCode', output: failure('The server could not be reached, please check your connection') },
    ],
    'xstate.error.actor.fetchPlanByCode': [{ type: 'xstate.error.actor.fetchPlanByCode', error: new Error('boom') }],
    'xstate.done.actor.answerPlan': [
      { type: 'xstate.done.actor.answerPlan', output: success({ reactionId: '8e3d0b21-4c2f-4a6b-8d9e-1b2c3d4e5f60' }) },
      { type: 'xstate.done.actor.answerPlan', output: failure('Too many attempts, please try again later') },
    ],
    'xstate.error.actor.answerPlan': [{ type: 'xstate.error.actor.answerPlan', error: new Error('boom') }],
  },
});

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
/** The alert the page shows for the machine's error message, in English. */
const errorTextOf = (snapshot: SnapshotFrom<typeof planResponseMachine>) =>
  snapshot.context.errorMessage ? [shown(snapshot.context.errorMessage)] : [];
const slotBox = () => screen.getByRole('checkbox', { name: slotLabel(FIRST_SLOT!, today(), i18n) });

/** The anonymous form: the name and comments as typed, the message of the last attempt. */
function expectForm({ context }: Snapshot, { busy }: { busy: boolean }) {
  expect(field('Your name')).toHaveProperty('value', context.reactorName);
  expect(field('Comments')).toHaveProperty('value', context.reactionNotes);
  expect(field('Comments')).toHaveProperty('disabled', busy);
  expect(field('Email (optional) — to hear which slot is picked')).toHaveProperty('value', context.reactorEmail);
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login?redirect=%2Fplan%2F${SHARE_CODE}`);
  expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(`/register?redirect=%2Fplan%2F${SHARE_CODE}`);
}

describe('planResponse machine on /plan/{shareCode}, anonymous', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(`/plan/${SHARE_CODE}`);
    await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
    await screen.findByLabelText(/^Your name/);
    expect(app.fakes.inputsOf('fetchPlanByCode')).toEqual([SHARE_CODE]);

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'name.change': async (event) => fill(app.user, 'Your name', (event as Change<'name.change'>).value),
        'notes.change': async (event) => fill(app.user, 'Comments', (event as Change<'notes.change'>).value),
        'email.change': async (event) => fill(app.user, 'Email (optional) — to hear which slot is picked', (event as Change<'email.change'>).value),
        'slot.toggle': async () => app.user.click(slotBox()),
        'form.submit': async () => app.user.click(screen.getByRole('button', { name: 'Send answer' })),
      },
      states: {
        loading: async (snapshot) => {
          expectForm(snapshot, { busy: false });
          expect(screen.getAllByLabelText('Loading plan').length).toBeGreaterThan(0);
          expect(alerts()).toEqual(errorTextOf(snapshot));
        },
        failed: async (snapshot) => {
          expectForm(snapshot, { busy: false });
          expect(alerts()).toEqual(errorTextOf(snapshot));
          expect(errorTextOf(snapshot)[0]).toMatch(
            new RegExp(`^(No plan found for invite code ${SHARE_CODE}|Error fetching plan(: The server could not be reached.*)?|Error: no plan found)$`),
          );
        },
        answering: async (snapshot) => {
          expectForm(snapshot, { busy: false });
          expect(screen.getByRole('heading', { level: 1, name: 'Board games night' })).toBeTruthy();
          expect(screen.getByText('Proposed by Ada')).toBeTruthy();
          expect(slotBox()).toHaveProperty('checked', snapshot.context.accepted.length === 1);
          expect(screen.getAllByRole('checkbox')).toHaveLength(3);
          expect(alerts()).toEqual(errorTextOf(snapshot));
        },
        submitting: async (snapshot) => {
          expectForm(snapshot, { busy: true });
          expect(app.fakes.inputsOf('answerPlan').at(-1)).toEqual({
            proposedPlanId: PLAN_ID,
            body: {
              reactorName: snapshot.context.reactorName,
              ...(snapshot.context.reactionNotes ? { reactionNotes: snapshot.context.reactionNotes } : {}),
              ...(snapshot.context.reactorEmail ? { reactorEmail: snapshot.context.reactorEmail } : {}),
              acceptedTimeSlots: slotsToText(snapshot.context.accepted),
            },
          });
        },
        thanked: async (snapshot) => {
          const [thanks] = alerts();
          expect(thanks).toContain(`Thank you, ${snapshot.context.reactorName}! Ada will see your answer.`);
          expect(thanks).toContain(snapshot.context.accepted.length
            ? `Your choices: ${slotLabel(FIRST_SLOT!, today(), i18n)}`
            : 'None of these slots work for you.');
          expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
        },
        decided: async () => {
          expect(alerts()).toEqual([`It's on: ${slotLabel(FIRST_SLOT!, today(), i18n)}. Add to calendar`]);
          expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))
            .toBe(`/api/v1/proposedplans/bycode/${SHARE_CODE}/event.ics`);
          expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
        },
        owner: async () => {
          // Off to the owner's view, which a signed-out visitor reaches through logging in (once the shell's chunk is in).
          await screen.findByRole('heading', { name: 'Web Sign in' });
          expect(app.location()).toMatchObject({ pathname: '/login', search: `?redirect=%2Fproposedplans%2F${PLAN_ID}` });
        },
      },
    });
  }, PATH_TIMEOUT_MS);
});

describe('/plan/{shareCode}, the email to hear the outcome at', () => {
  it('refuses what is not an address, keeps it to correct, and sends the corrected one', async () => {
    const app = renderApp(`/plan/${SHARE_CODE}`);
    await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
    await app.fakes.settle('fetchPlanByCode', { output: success(plan()) });
    await screen.findByRole('heading', { level: 1, name: 'Board games night' });
    await fill(app.user, 'Your name', 'Grace');
    await fill(app.user, 'Email (optional) — to hear which slot is picked', 'grace@');
    await app.user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(alerts()).toEqual([i18n._(BAD_EMAIL)]);
    expect(app.fakes.inputsOf('answerPlan')).toEqual([]);
    expect(field('Email (optional) — to hear which slot is picked')).toHaveProperty('value', 'grace@');
    await fill(app.user, 'Email (optional) — to hear which slot is picked', ' grace@example.com ');
    await app.user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(app.fakes.inputsOf('answerPlan')).toEqual([
      { proposedPlanId: PLAN_ID, body: { reactorName: 'Grace', reactorEmail: 'grace@example.com', acceptedTimeSlots: slotsToText([]) } },
    ]);
  });
});

describe('/plan/{shareCode} signed in', () => {
  it("answers with the user's first name, without a name field, and is not invited to log in", async () => {
    const app = renderApp(`/plan/${SHARE_CODE}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPlanByCode', { output: success(plan({ byUserFirstname: 'Grace' })) });
    await screen.findByText('Answering as Ada');
    expect(screen.queryByLabelText(/^Your name/)).toBeNull();
    // The account hears which slot is picked: no address is asked for.
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    await app.user.click(slotBox());
    await app.user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(app.fakes.inputsOf('answerPlan')).toEqual([{ proposedPlanId: PLAN_ID, body: { acceptedTimeSlots: slotsToText([FIRST_SLOT!]) } }]);
    await app.fakes.settle('answerPlan', { output: success({ reactionId: '8e3d0b21-4c2f-4a6b-8d9e-1b2c3d4e5f60' }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Thank you, Ada! Grace will see your answer.');
  });

  it("sends the owner of the plan to the owner's view", async () => {
    const app = renderApp(`/plan/${SHARE_CODE}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPlanByCode', { output: success(plan({ isOwner: true })) });
    await app.fakes.settle('fetchPlanDetail', { output: success(ownPlan({ status: 'confirmed', eventId: EVENT_ID })) });
    await screen.findByRole('heading', { level: 1, name: 'Board games night' });
    expect(app.location().pathname).toBe(`/proposedplans/${PLAN_ID}`);
  });

  it('says a canceled plan was canceled', async () => {
    const app = renderApp(`/plan/${SHARE_CODE}`);
    await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
    await app.fakes.settle('fetchPlanByCode', { output: success(plan({ status: 'canceled' })) });
    expect((await screen.findByRole('alert')).textContent).toBe('This plan was canceled.');
  });
});

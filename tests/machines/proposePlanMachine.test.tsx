import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { Temporal } from 'temporal-polyfill';
import type { BusySlots } from '@/domain/contract/events';
import { dateLabel } from '@/domain/dateLabels';
import { MAX_PLAN_SLOTS, slotsToText } from '@/domain/planSlots';
import { type ProposePlanEvent, proposePlanMachine } from '@/machines/proposePlanMachine';
import { i18n } from '@/views/locale';
import { dayButtonName } from '@/views/plans/dayButtonName';
import { ADA, failure, success } from '../views/support/fixtures';
import { field, fill } from '../views/support/forms';
import { renderApp } from '../views/support/renderApp';
import { shown } from '../views/support/language';
import { GRACE_ID, fromToday, today } from '../views/network/peopleFixtures';
import { PLAN_ID } from '../views/plans/planFixtures';
import { createModel, pathName, useFakeClock } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof proposePlanMachine>;
type Change<T extends ProposePlanEvent['type']> = Extract<ProposePlanEvent, { type: T }>;

const TOMORROW = fromToday(1);
/** A path clicks through a page of 35 day buttons: slower than 5 s on a busy machine. */
const PATH_TIMEOUT_MS = 20_000;
const slotField = () => `Time slot on ${dateLabel(TOMORROW, today())}`;
/** The first day offered: this week's Monday. */
const monday = () => today().subtract({ days: today().dayOfWeek - 1 }).toString();
/** The linked calendar keeps tomorrow evening busy: the slot a tapped day comes with. */
const BUSY: BusySlots = [{ date: TOMORROW, timeSlot: 'evening' }];
const BUSY_ERRORS = ['Error fetching calendar events: Database down', 'Error fetching calendar events'];

const model = createModel(proposePlanMachine, {
  input: { personId: GRACE_ID, firstDay: monday() },
  // Once the plan is created the page is left: what the busy slots do then does not matter.
  serializeState: ({ value, context }: Snapshot) => (value.form === 'created' ? { form: 'created' } : { value, ...context }),
  events: {
    'title.change': [{ type: 'title.change', value: 'Board games night' }],
    'day.toggle': [{ type: 'day.toggle', date: TOMORROW }],
    'slot.change': [{ type: 'slot.change', date: TOMORROW, timeSlot: 'noon' }],
    'form.submit': [{ type: 'form.submit' }],
    'xstate.done.actor.createPlan': [
      { type: 'xstate.done.actor.createPlan', output: success({ proposedPlanId: PLAN_ID, shareCode: 'abcdefghijklmnop', message: 'Plan proposed' }) },
      { type: 'xstate.done.actor.createPlan', output: failure('proposedPlanTimeSlots: every slot must be today or later') },
    ],
    'xstate.error.actor.createPlan': [{ type: 'xstate.error.actor.createPlan', error: new Error('Network down') }],
    'xstate.done.actor.fetchBusySlots': [
      { type: 'xstate.done.actor.fetchBusySlots', output: success(BUSY) },
      { type: 'xstate.done.actor.fetchBusySlots', output: failure('Database down') },
    ],
    'xstate.error.actor.fetchBusySlots': [{ type: 'xstate.error.actor.fetchBusySlots', error: new Error('Network down') }],
  },
});

/** The form shows the draft, the last message and why the busy slots are unknown, if they are. */
function expectForm(snapshot: Snapshot, { creating }: { creating: boolean }) {
  const { context } = snapshot;
  expect(field('Title')).toHaveProperty('value', context.title);
  expect(field('Title')).toHaveProperty('disabled', creating);
  const tomorrow = Temporal.PlainDate.from(TOMORROW);
  const chosen = context.slots.find((slot) => slot.date === TOMORROW);
  expect(screen.getByRole('button', { name: dayButtonName(tomorrow, today(), i18n) }).getAttribute('aria-pressed')).toBe(String(Boolean(chosen)));
  if (chosen) expect(field(slotField())).toHaveProperty('value', chosen.timeSlot);
  else expect(screen.queryByLabelText(slotField())).toBeNull();
  const errors = [context.errorMessage, context.busyErrorMessage].map((error) => error && shown(error));
  expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(errors.filter(Boolean));
  if (errors[1]) expect(BUSY_ERRORS).toContain(errors[1]);
  // A busy slot chosen keeps the plan from being proposed; the field says what to do.
  const busyChosen = snapshot.matches({ busySlots: 'loaded' }) && chosen?.timeSlot === 'evening';
  expect(screen.queryByText('Evening is busy in your calendar: choose a free slot') !== null).toBe(busyChosen);
  expect(screen.getByRole('button', { name: 'Propose plan' })).toHaveProperty('disabled', creating || busyChosen);
}

/** Tomorrow's evening, as its field offers it (when tomorrow is chosen). */
const eveningOption = () => within(field(slotField())).getByRole('option', { name: /^Evening/ }) as HTMLOptionElement;

describe('proposePlan machine on /proposeplan/{personId}', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = renderApp(`/proposeplan/${GRACE_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await screen.findByRole('heading', { name: 'Propose plan' });
    expect(document.title).toBe('Propose plan | FunPlans');

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'title.change': async (event) => fill(app.user, 'Title', (event as Change<'title.change'>).value),
        'day.toggle': async (event) => app.user.click(screen.getByRole('button', {
          name: dayButtonName(Temporal.PlainDate.from((event as Change<'day.toggle'>).date), today(), i18n),
        })),
        'slot.change': async (event) => app.user.selectOptions(field(slotField()), (event as Change<'slot.change'>).timeSlot),
        'form.submit': async () => app.user.click(screen.getByRole('button', { name: 'Propose plan' })),
      },
      states: {
        'form.editing': async (snapshot) => {
          expectForm(snapshot, { creating: false });
          expect(app.location().pathname).toBe(`/proposeplan/${GRACE_ID}`);
        },
        'form.creating': async (snapshot) => {
          expectForm(snapshot, { creating: true });
          expect(app.fakes.inputsOf('createPlan').at(-1)).toEqual({
            withPersonId: GRACE_ID,
            proposedPlanTitle: snapshot.context.title,
            proposedPlanTimeSlots: slotsToText(snapshot.context.slots),
          });
        },
        'form.created': async () => {
          expect(app.location().pathname).toBe(`/proposedplans/${PLAN_ID}`);
          expect(app.fakes.inputsOf('fetchPlanDetail')).toEqual([PLAN_ID]);
        },
        // The plan's page has left the busy slots behind; until then the page shows them.
        'busySlots.loading': async (snapshot) => {
          if (snapshot.matches({ form: 'created' })) return;
          expect(app.fakes.isRunning('fetchBusySlots')).toBe(true);
          expect(app.fakes.inputsOf('fetchBusySlots')).toEqual([monday()]);
          if (snapshot.context.slots.length) expect(eveningOption().disabled).toBe(false);
        },
        'busySlots.loaded': async (snapshot) => {
          if (snapshot.matches({ form: 'created' }) || !snapshot.context.slots.length) return;
          expect(eveningOption().disabled).toBe(true);
          expect(eveningOption().textContent).toBe('Evening, busy in your calendar');
        },
        'busySlots.failed': async (snapshot) => {
          if (snapshot.matches({ form: 'created' }) || !snapshot.context.slots.length) return;
          expect(eveningOption().disabled).toBe(false);
        },
      },
    });
  }, PATH_TIMEOUT_MS);

  it('refuses a slot the linked calendar keeps busy, and proposes nothing while one is chosen', async () => {
    const actor = createActor(proposePlanMachine.provide({
      actors: { fetchBusySlots: fromPromise(async () => success(BUSY)) },
    }), { input: { personId: GRACE_ID, firstDay: monday() } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ busySlots: 'loaded' }));
    actor.send({ type: 'title.change', value: 'Board games night' });
    actor.send({ type: 'day.toggle', date: TOMORROW });
    // The day comes with the evening, which is busy.
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    actor.send({ type: 'slot.change', date: TOMORROW, timeSlot: 'noon' });
    actor.send({ type: 'slot.change', date: TOMORROW, timeSlot: 'evening' });
    expect(actor.getSnapshot().context.slots).toEqual([{ date: TOMORROW, timeSlot: 'noon' }]);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it('takes at most 20 days, each in the evening, in day order; a second tap removes a day', () => {
    const actor = createActor(proposePlanMachine, { input: { personId: GRACE_ID, firstDay: monday() } }).start();
    for (let offset = 25; offset > 0; offset--) actor.send({ type: 'day.toggle', date: fromToday(offset) });
    const { slots } = actor.getSnapshot().context;
    expect(slots).toHaveLength(MAX_PLAN_SLOTS);
    expect(slots.map((slot) => slot.date)).toEqual([...slots.map((slot) => slot.date)].sort());
    expect(slots.every((slot) => slot.timeSlot === 'evening')).toBe(true);
    actor.send({ type: 'day.toggle', date: fromToday(25) });
    expect(actor.getSnapshot().context.slots).toHaveLength(MAX_PLAN_SLOTS - 1);
  });

  it('shows five weeks from this Monday, the days before today disabled', async () => {
    const app = renderApp(`/proposeplan/${GRACE_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await screen.findByRole('heading', { name: 'Propose plan' });
    const monday = today().subtract({ days: today().dayOfWeek - 1 });
    const days = Array.from({ length: 35 }, (_, i) => monday.add({ days: i }));
    for (const day of days) {
      const button = screen.getByRole('button', { name: dayButtonName(day, today(), i18n) });
      expect(button, day.toString()).toHaveProperty('disabled', Temporal.PlainDate.compare(day, today()) < 0);
    }
  });
});

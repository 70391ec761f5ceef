import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/views/locale';
import type { SnapshotFrom } from 'xstate';
import type { CreateEventBody } from '@/domain/contract/events';
import { type EventCreateEvent, type EventDraft, eventCreateMachine } from '@/machines/eventCreateMachine';
import { failure, success } from '../views/support/fixtures';
import { fill } from '../views/support/forms';
import { GRACE_ID } from '../views/network/peopleFixtures';
import {
  NEW_EVENT_ID, PEOPLE, TODAY, choose, dayPanel, eventsWindow, openHome, useFixedToday,
} from '../views/calendar/eventFixtures';
import { createModel, pathName } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof eventCreateMachine>;
type Of<T extends EventCreateEvent['type']> = Extract<EventCreateEvent, { type: T }>;

const ERRORS = ['Error adding event:Person not found', 'Unknown error adding event'];

/**
 * While a message shows, the graph goes by the message alone; while editing without one, by the
 * draft; otherwise by the state and whether the created banner shows. Where the draft is left out,
 * the checks compare the form with the request the run really sent.
 */
const serializeState = ({ value, context }: Snapshot) => {
  if (context.errorMessage) return { value, errorMessage: context.errorMessage };
  return value === 'editing' ? { value, draft: context.draft } : { value, created: context.created !== null };
};

// The form of the day panel without a plan being indicated (the person page's mode is tested with that page).
const model = createModel(eventCreateMachine, {
  input: { date: TODAY },
  serializeState,
  events: {
    'slot.choose': [{ type: 'slot.choose', slot: 'afternoon' }] satisfies Array<Of<'slot.choose'>>,
    'person.change': [{ type: 'person.change', personId: GRACE_ID }] satisfies Array<Of<'person.change'>>,
    'activity.change': [{ type: 'activity.change', activity: 'coffee' }] satisfies Array<Of<'activity.change'>>,
    'title.change': [{ type: 'title.change', title: 'Board games' }] satisfies Array<Of<'title.change'>>,
    'form.submit': [{ type: 'form.submit' }],
    'form.cancel': [{ type: 'form.cancel' }],
    'banner.close': [{ type: 'banner.close' }],
    'xstate.done.actor.createEvent': [
      { type: 'xstate.done.actor.createEvent', output: success({ eventId: NEW_EVENT_ID }) },
      { type: 'xstate.done.actor.createEvent', output: failure('Person not found') },
    ],
    'xstate.error.actor.createEvent': [{ type: 'xstate.error.actor.createEvent', error: new Error('Network down') }],
  },
});

type App = Awaited<ReturnType<typeof openHome>>;

const LABEL = 'Nov 25th';
const panel = () => dayPanel(LABEL);
const form = () => within(panel()).queryByRole('form', { name: 'New plan in the afternoon' });
const planButtons = () => within(panel()).getAllByRole('button', { name: /^Plan something in the / });
/** A MUI select shows its choice as text (a zero-width space when empty). */
const shownChoice = (label: string) => (within(panel()).getByRole('combobox', { name: label }).textContent ?? '').replace(/\u200B/g, '');
const titleField = () => within(panel()).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
const panelAlerts = () => within(panel()).queryAllByRole('alert').map((alert) => alert.textContent);

/** What the form shows, as a draft. */
const shownDraft = (): EventDraft => ({
  slot: 'afternoon',
  personId: PEOPLE.find((person) => person.personName === shownChoice('Person'))?.personId ?? '',
  eventActivity: shownChoice('Activity').toLowerCase() as EventDraft['eventActivity'],
  eventTitle: titleField().value,
});

/** The draft of the last request, which stays in the form when adding failed. */
const lastSent = (app: App): EventDraft => {
  const body = app.fakes.inputsOf('createEvent').at(-1) as CreateEventBody;
  return { slot: body.eventTimeSlot, personId: body.personId, eventActivity: body.eventActivity ?? 'drinks', eventTitle: body.eventTitle ?? '' };
};

describe("eventCreate machine, the day panel's form on Home", () => {
  beforeEach(() => {
    useFixedToday();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await openHome();
    await app.fakes.settle('fetchEventsWindow', { output: success(eventsWindow([])) });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'slot.choose': async (event) => {
          await app.user.click(within(panel()).getByRole('button', { name: `Plan something in the ${(event as Of<'slot.choose'>).slot}` }));
          // The form lists the network's people.
          await app.fakes.settle('fetchPeople', { output: success(PEOPLE) });
        },
        'person.change': async (event) => {
          const { personId } = event as Of<'person.change'>;
          await choose(app, 'Person', PEOPLE.find((person) => person.personId === personId)?.personName as string);
        },
        'activity.change': async (event) => {
          const { activity } = event as Of<'activity.change'>;
          await choose(app, 'Activity', activity.charAt(0).toUpperCase() + activity.slice(1));
        },
        'title.change': async (event) => fill(app.user, 'Title', (event as Of<'title.change'>).title),
        'form.submit': async () => app.user.click(within(panel()).getByRole('button', { name: 'Add plan' })),
        'form.cancel': async () => app.user.click(within(form() as HTMLElement).getByRole('button', { name: 'Cancel' })),
        'banner.close': async () => app.user.click(within(panel()).getByRole('button', { name: 'Close' })),
      },
      states: {
        idle: async ({ context }) => {
          expect(form()).toBeNull();
          expect(planButtons().map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, false, false, false]);
          if (context.created) {
            expect(panelAlerts()).toEqual([`Event created for ${LABEL}, Afternoon. View event`]);
            expect(within(panel()).getByRole('link', { name: 'View event' }).getAttribute('href')).toBe(`/calendar/${NEW_EVENT_ID}`);
            // The week and the rest of Home load again, to show the new plan.
            expect(app.fakes.inputsOf('fetchEventsWindow')).toHaveLength(2);
            expect(app.fakes.inputsOf('fetchHome')).toHaveLength(2);
          } else {
            expect(panelAlerts()).toEqual([]);
          }
        },
        editing: async ({ context }) => {
          expect(form()).not.toBeNull();
          expect(within(form() as HTMLElement).getByRole('heading', { name: 'New plan · Afternoon' })).toBeTruthy();
          const draft = context.errorMessage ? lastSent(app) : context.draft;
          expect(shownDraft()).toEqual(draft);
          // 'Add plan' waits for a person.
          expect(within(panel()).getByRole('button', { name: 'Add plan' })).toHaveProperty('disabled', !draft?.personId);
          expect(planButtons().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
          expect(panelAlerts()).toEqual(context.errorMessage ? [i18n._(context.errorMessage)] : []);
          if (context.errorMessage) expect(ERRORS).toContain(i18n._(context.errorMessage));
        },
        saving: async () => {
          expect(app.fakes.isRunning('createEvent')).toBe(true);
          // What is sent is what the form shows; an empty title is left out (the title rule names the plan).
          const shown = shownDraft();
          expect(app.fakes.inputsOf('createEvent').at(-1)).toEqual({
            personId: shown.personId,
            eventDate: TODAY,
            eventTimeSlot: 'afternoon',
            eventActivity: shown.eventActivity,
            ...(shown.eventTitle ? { eventTitle: shown.eventTitle } : {}),
          });
          expect(within(panel()).getByRole('button', { name: 'Add plan' })).toHaveProperty('disabled', true);
          expect(within(form() as HTMLElement).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
          expect(planButtons().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
          expect(panelAlerts()).toEqual([]);
        },
      },
    });
  }, 30_000);

  // Closing the banner and cancelling lead back to the first state, where shortest paths never go.
  it('closes the created banner', async () => {
    const app = await openHome();
    await app.fakes.settle('fetchEventsWindow', { output: success(eventsWindow([])) });
    await app.user.click(within(panel()).getByRole('button', { name: 'Plan something in the noon' }));
    await app.fakes.settle('fetchPeople', { output: success(PEOPLE) });
    await choose(app, 'Person', 'Grace Hopper');
    await app.user.click(within(panel()).getByRole('button', { name: 'Add plan' }));
    await app.fakes.settle('createEvent', { output: success({ eventId: NEW_EVENT_ID }) });
    expect(panelAlerts()).toEqual([`Event created for ${LABEL}, Noon. View event`]);
    await app.user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(panelAlerts()).toEqual([]);
    expect(form()).toBeNull();
    expect(planButtons().map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, false, false, false]);
  }, 30_000);

  it('cancelling drops the draft and its error; the next plan starts afresh', async () => {
    const app = await openHome();
    await app.fakes.settle('fetchEventsWindow', { output: success(eventsWindow([])) });
    await app.user.click(within(panel()).getByRole('button', { name: 'Plan something in the afternoon' }));
    await app.fakes.settle('fetchPeople', { output: success(PEOPLE) });
    await choose(app, 'Person', 'Grace Hopper');
    await choose(app, 'Activity', 'Coffee');
    await fill(app.user, 'Title', 'Board games');
    await app.user.click(within(panel()).getByRole('button', { name: 'Add plan' }));
    expect(app.fakes.inputsOf('createEvent')).toStrictEqual([
      { personId: GRACE_ID, eventDate: TODAY, eventTimeSlot: 'afternoon', eventActivity: 'coffee', eventTitle: 'Board games' },
    ]);
    await app.fakes.settle('createEvent', { error: new Error('Network down') });
    expect(panelAlerts()).toEqual(['Unknown error adding event']);
    await app.user.click(within(form() as HTMLElement).getByRole('button', { name: 'Cancel' }));
    expect(form()).toBeNull();
    expect(panelAlerts()).toEqual([]);
    await app.user.click(within(panel()).getByRole('button', { name: 'Plan something in the afternoon' }));
    await app.fakes.settle('fetchPeople', { output: success(PEOPLE) });
    expect(shownDraft()).toEqual({ slot: 'afternoon', personId: '', eventActivity: 'drinks', eventTitle: '' });
    expect(within(panel()).getByRole('button', { name: 'Add plan' })).toHaveProperty('disabled', true);
  }, 30_000);

  it('plans drinks with no title until the user picks otherwise', async () => {
    const app = await openHome();
    await app.fakes.settle('fetchEventsWindow', { output: success(eventsWindow([])) });
    await app.user.click(within(panel()).getByRole('button', { name: 'Plan something in the evening' }));
    await app.fakes.settle('fetchPeople', { output: success(PEOPLE) });
    expect(shownChoice('Activity')).toBe('Drinks');
    expect(titleField().placeholder).toBe('drinks');
    await choose(app, 'Person', 'Alan Turing');
    // The placeholder is the title the rule will give the plan.
    expect(titleField().placeholder).toBe('drinks with Alan Turing');
    await app.user.click(within(panel()).getByRole('button', { name: 'Add plan' }));
    // No eventTitle at all: the title rule names the plan.
    expect(app.fakes.inputsOf('createEvent')).toStrictEqual([
      { personId: PEOPLE[1]?.personId, eventDate: '2026-11-25', eventTimeSlot: 'evening', eventActivity: 'drinks' },
    ]);
  }, 30_000);
});

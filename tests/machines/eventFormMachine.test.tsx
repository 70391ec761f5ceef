import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/views/locale';
import type { SnapshotFrom } from 'xstate';
import type { EventUpdate } from '@/domain/contract/events';
import { type EventFormDraft, type EventFormEvent, eventFormMachine } from '@/machines/eventFormMachine';
import { failure, success } from '../views/support/fixtures';
import { field, fill } from '../views/support/forms';
import { EVENT_ID, calendarEvent, openEvent, useFixedToday } from '../views/calendar/eventFixtures';
import { createModel, pathName } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof eventFormMachine>;
type Of<T extends EventFormEvent['type']> = Extract<EventFormEvent, { type: T }>;

const EVENT = calendarEvent({ eventTitle: 'Board games night', eventNotes: 'Bring snacks' });
const ACTIVITY_LABELS = ['Coffee', 'Lunch', 'Dinner', 'Drinks', 'Sports', 'Running', 'Movie', 'Party', 'Trip', 'Concert', 'Hangout'];
const ERRORS = ['Error updating event: Event not found', 'Unknown error updating event'];

/**
 * While a message shows, the graph goes by the message alone; while editing without one, by the
 * draft; saving and saved by the state alone. Where the draft is left out, the checks compare the
 * form with the request the run really sent.
 */
const serializeState = ({ value, context }: Snapshot) => {
  if (context.errorMessage) return { value, errorMessage: context.errorMessage };
  return value === 'editing' ? { value, draft: context.draft } : { value };
};

const model = createModel(eventFormMachine, {
  input: { event: EVENT },
  serializeState,
  events: {
    'activity.change': [{ type: 'activity.change', activity: 'movie' }] satisfies Array<Of<'activity.change'>>,
    'field.change': [
      // Emptying the title: the title rule names the event again.
      { type: 'field.change', field: 'eventTitle', value: '' },
      { type: 'field.change', field: 'eventNotes', value: 'Bring Catan' },
    ] satisfies Array<Of<'field.change'>>,
    'form.submit': [{ type: 'form.submit' }],
    'xstate.done.actor.updateEvent': [
      { type: 'xstate.done.actor.updateEvent', output: success({ eventId: EVENT_ID }) },
      { type: 'xstate.done.actor.updateEvent', output: failure('Event not found') },
    ],
    'xstate.error.actor.updateEvent': [{ type: 'xstate.error.actor.updateEvent', error: new Error('Network down') }],
  },
});

type App = Awaited<ReturnType<typeof openEvent>>;

const LABELS = { eventTitle: 'Title', eventNotes: 'Notes' } as const;
const activities = () => within(screen.getByRole('radiogroup', { name: 'Event type' })).getAllByRole('radio') as HTMLInputElement[];

/** What the form shows, as a draft. */
const shownDraft = (): EventFormDraft => ({
  eventActivity: (activities().find((radio) => radio.checked)?.value ?? '') as EventFormDraft['eventActivity'],
  eventTitle: (field('Title') as HTMLInputElement).value,
  eventNotes: (field('Notes') as HTMLTextAreaElement).value,
});

/** The draft of the last request, which stays in the form when saving failed. */
const lastSent = (app: App): EventFormDraft => {
  const { body } = app.fakes.inputsOf('updateEvent').at(-1) as EventUpdate;
  return { eventActivity: body.eventActivity ?? '', eventTitle: body.eventTitle ?? '', eventNotes: body.eventNotes ?? '' };
};

const steps = (path: (typeof model.paths)[number]) => pathName(path, (event) => (
  event.type === 'field.change' ? `${event.type} ${(event as Of<'field.change'>).field}` : undefined));

describe('eventForm machine, on /calendar/{eventId}/edit', () => {
  beforeEach(() => {
    useFixedToday();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [steps(path), path] as const))('%s', async (_, path) => {
    const app = await openEvent(`/calendar/${EVENT_ID}/edit`, 'Edit event', EVENT);
    expect(app.fakes.inputsOf('fetchEvent')).toEqual([EVENT_ID]);

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'activity.change': async (event) => {
          const { activity } = event as Of<'activity.change'>;
          await app.user.click(screen.getByRole('radio', { name: activity.charAt(0).toUpperCase() + activity.slice(1) }));
        },
        'field.change': async (event) => {
          const { field: name, value } = event as Of<'field.change'>;
          await fill(app.user, LABELS[name], value);
        },
        'form.submit': async () => app.user.click(screen.getByRole('button', { name: 'Save' })),
      },
      states: {
        editing: async ({ context }) => {
          // The eleven activities, one of them chosen.
          expect(activities()).toHaveLength(11);
          expect(ACTIVITY_LABELS.map((name) => screen.getByRole('radio', { name }).getAttribute('value'))).toEqual(ACTIVITY_LABELS.map((name) => name.toLowerCase()));
          expect(shownDraft()).toEqual(context.errorMessage ? lastSent(app) : context.draft);
          expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
          const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
          expect(alerts).toEqual(context.errorMessage ? [i18n._(context.errorMessage)] : []);
          if (context.errorMessage) expect(ERRORS).toContain(i18n._(context.errorMessage));
        },
        saving: async () => {
          expect(app.fakes.isRunning('updateEvent')).toBe(true);
          // What is sent is what the form shows; an emptied title is cleared with null.
          const shown = shownDraft();
          expect(app.fakes.inputsOf('updateEvent').at(-1)).toEqual({
            eventId: EVENT_ID,
            body: { eventActivity: shown.eventActivity, eventTitle: shown.eventTitle === '' ? null : shown.eventTitle, eventNotes: shown.eventNotes },
          });
          expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
        },
        saved: async () => {
          expect(app.location().pathname).toBe(`/calendar/${EVENT_ID}`);
          // The event's page loads it again and says it was saved.
          await app.fakes.settle('fetchEvent', { output: success(EVENT) });
          await screen.findByRole('heading', { level: 1, name: 'Board games night' });
          expect(app.fakes.inputsOf('fetchEvent')).toEqual([EVENT_ID, EVENT_ID]);
          expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Event updated successfully']);
        },
      },
    });
  }, 30_000);

  // The paths save the event as it came; here what emptied fields send.
  it('clears an emptied title and emptied notes with null, and trims the title', async () => {
    const app = await openEvent(`/calendar/${EVENT_ID}/edit`, 'Edit event', EVENT);
    await fill(app.user, 'Title', '   ');
    await fill(app.user, 'Notes', '');
    // The placeholder is the title the rule will give the event.
    expect((field('Title') as HTMLInputElement).placeholder).toBe('dinner with Grace Hopper');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(app.fakes.inputsOf('updateEvent')).toStrictEqual([
      { eventId: EVENT_ID, body: { eventActivity: 'dinner', eventTitle: null, eventNotes: null } },
    ]);
    await app.fakes.settle('updateEvent', { output: success({ eventId: EVENT_ID }) });
    await waitFor(() => expect(app.location().pathname).toBe(`/calendar/${EVENT_ID}`));
  }, 30_000);

  it('sends the chosen activity and the trimmed title', async () => {
    const app = await openEvent(`/calendar/${EVENT_ID}/edit`, 'Edit event', EVENT);
    await app.user.click(screen.getByRole('radio', { name: 'Party' }));
    await fill(app.user, 'Title', '  Film night  ');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(app.fakes.inputsOf('updateEvent')).toStrictEqual([
      { eventId: EVENT_ID, body: { eventActivity: 'party', eventTitle: 'Film night', eventNotes: 'Bring snacks' } },
    ]);
  }, 30_000);
});

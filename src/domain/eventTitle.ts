import { type I18n, type MessageDescriptor, i18n as currentI18n } from '@lingui/core';
import type { Activity, EventStatus } from '@/domain/constants';

export interface TitledEvent {
  eventTitle: string | null;
  eventActivity: string | null;
  personName: string | null;
  status: EventStatus;
}

/** Each activity as a default title names it ('dinner with Grace Hopper'). */
const ACTIVITY_IN_TITLE: Record<Activity, MessageDescriptor> = {
  coffee: /*i18n*/ { id: 'title.coffee', message: 'coffee' },
  lunch: /*i18n*/ { id: 'title.lunch', message: 'lunch' },
  dinner: /*i18n*/ { id: 'title.dinner', message: 'dinner' },
  drinks: /*i18n*/ { id: 'title.drinks', message: 'drinks' },
  sports: /*i18n*/ { id: 'title.sports', message: 'sports' },
  running: /*i18n*/ { id: 'title.running', message: 'running' },
  movie: /*i18n*/ { id: 'title.movie', message: 'movie' },
  party: /*i18n*/ { id: 'title.party', message: 'party' },
  trip: /*i18n*/ { id: 'title.trip', message: 'trip' },
  concert: /*i18n*/ { id: 'title.concert', message: 'concert' },
  hangout: /*i18n*/ { id: 'title.hangout', message: 'hangout' },
};
const NO_ACTIVITY = /*i18n*/ { id: 'title.activity', message: 'Activity' };
const WITH_PERSON = /*i18n*/ { id: 'title.withPerson', message: '{activity} with {person}' };
const PROPOSED = /*i18n*/ { id: 'title.proposed', message: '{title}?' };

const isActivity = (activity: string): activity is Activity => Object.hasOwn(ACTIVITY_IN_TITLE, activity);

/**
 * SPEC.md section 3: the event's own title if it has one; otherwise the activity (default
 * 'Activity'), plus ' with {person}' when there is a person, plus '?' while only proposed; in
 * `translator`'s language (by default the app's; the server passes the recipient's).
 */
export function eventTitle(event: TitledEvent, translator: I18n = currentI18n): string {
  if (event.eventTitle?.trim()) return event.eventTitle;
  const { eventActivity: activity } = event;
  const activityName = !activity ? translator._(NO_ACTIVITY) : isActivity(activity) ? translator._(ACTIVITY_IN_TITLE[activity]) : activity;
  const title = event.personName ? translator._({ ...WITH_PERSON, values: { activity: activityName, person: event.personName } }) : activityName;
  return event.status === 'proposed' ? translator._({ ...PROPOSED, values: { title } }) : title;
}

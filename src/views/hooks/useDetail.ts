import { useActorRef, useSelector } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import type { PersonDetail } from '@/domain/contract/people';
import type { RecurringEvent } from '@/domain/contract/recurringEvents';
import type { Event } from '@/domain/contract/events';
import type { UserConnection } from '@/domain/contract/people';
import type { UserConnectionDetail } from '@/domain/contract/userConnections';
import type { AdminUser, AdminUserDetail } from '@/domain/contract/users';
import type { FeedbackEntry } from '@/domain/contract/feedback';
import type { Holidays } from '@/domain/contract/holidays';
import { LIST, selectDetail, selectErrorMessage } from '@/machines/detailMachine';
import { eventDetailMachine } from '@/machines/eventDetailMachine';
import { personDetailMachine } from '@/machines/personDetailMachine';
import { recurringEventDetailMachine } from '@/machines/recurringEventDetailMachine';
import { connectionDetailMachine, connectionListMachine } from '@/machines/connectionDetailMachine';
import { adminUserDetailMachine, adminUserListMachine } from '@/machines/adminUserDetailMachine';
import { feedbackListMachine } from '@/machines/feedbackListMachine';
import { holidaysMachine } from '@/machines/holidaysMachine';
import { profileEventsMachine } from '@/machines/profileEventsMachine';
import type { ExternalCalendar, ExternalEventDetail, IgnoreRule, Integration, IntegrationOptions } from '@/domain/contract/integrations';
import {
  calendarListMachine, integrationDetailMachine, integrationListMachine, integrationOptionsMachine,
} from '@/machines/integrationMachine';
import { externalEventDetailMachine, ignoreRuleListMachine } from '@/machines/externalEventMachine';
import { icalFeedMachine } from '@/machines/icalFeedMachine';
import { busySlotsMachine } from '@/machines/busySlotsMachine';
import type { BusySlots } from '@/services/events';
import { type AppActors, useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

export interface Loaded<T> {
  detail: T | null;
  errorMessage: string | null;
  /** Load again: after the page changed it, or to try again. */
  reload(): void;
}

/** Runs a detail machine with the app actor it names, for `id` (LIST for a list). */
function useLoaded<T>(machine: AnyStateMachine, actor: keyof AppActors, id: string): Loaded<T> {
  const actors = useActors();
  const ref = useActorRef(machine.provide({ actors: { [actor]: actors[actor] } }), { input: { id }, ...actorOptions() });
  return {
    detail: useSelector(ref, selectDetail) as T | null,
    errorMessage: useSelector(ref, selectErrorMessage),
    reload: () => ref.send({ type: 'detail.reload' }),
  };
}

/** A person with their events, loaded for the page. */
export const usePersonDetail = (personId: string) =>
  useLoaded<PersonDetail>(personDetailMachine, 'fetchPersonDetail', personId);

/** A yearly event (or public holiday), loaded for the page. */
export const useRecurringEventDetail = (recurringEventId: string) =>
  useLoaded<RecurringEvent>(recurringEventDetailMachine, 'fetchRecurringEvent', recurringEventId);

export const useConnections = () => useLoaded<UserConnection[]>(connectionListMachine, 'fetchConnections', LIST);

export const useConnection = (userConnectionId: string) =>
  useLoaded<UserConnectionDetail>(connectionDetailMachine, 'fetchConnection', userConnectionId);

export const useAdminUsers = () => useLoaded<AdminUser[]>(adminUserListMachine, 'fetchAdminUsers', LIST);

export const useAdminUser = (userId: string) => useLoaded<AdminUserDetail>(adminUserDetailMachine, 'fetchAdminUser', userId);

export const useFeedbackList = () => useLoaded<FeedbackEntry[]>(feedbackListMachine, 'fetchFeedback', LIST);

/** One fun plan, loaded for its page and its edit form. */
export const useEventDetail = (eventId: string) => useLoaded<Event>(eventDetailMachine, 'fetchEvent', eventId);

/** The user's holidays of this year by month (keyed by the user's id). */
export const useHolidays = (userId: string) => useLoaded<Holidays>(holidaysMachine, 'fetchHolidays', userId);

/** The user's fun plans a year ahead and their recent history, from the user's `today`. */
export const useProfileEvents = (today: string) =>
  useLoaded<{ upcoming: Event[]; recent: Event[] }>(profileEventsMachine, 'fetchProfileEvents', today);

export const useIntegrations = () => useLoaded<Integration[]>(integrationListMachine, 'fetchIntegrations', LIST);

export const useIntegrationOptions = () => useLoaded<IntegrationOptions>(integrationOptionsMachine, 'fetchIntegrationOptions', LIST);

export const useIntegration = (integrationId: string) =>
  useLoaded<Integration>(integrationDetailMachine, 'fetchIntegration', integrationId);

/** The calendars an integration can show; asked only once the integration is VERIFIED. */
export const useCalendars = (integrationId: string) => useLoaded<ExternalCalendar[]>(calendarListMachine, 'fetchCalendars', integrationId);

export const useExternalEvent = (externalEventId: string) =>
  useLoaded<ExternalEventDetail>(externalEventDetailMachine, 'fetchExternalEvent', externalEventId);

export const useIgnoreRules = () => useLoaded<IgnoreRule[]>(ignoreRuleListMachine, 'fetchIgnoreRules', LIST);

/** The user's own feed address. */
export const useIcalFeed = () => useLoaded<{ url: string }>(icalFeedMachine, 'fetchIcalFeed', LIST);

/** The slots the linked calendar keeps busy in the days /proposeplan offers from `startDate`. */
export const useBusySlots = (startDate: string) => useLoaded<BusySlots>(busySlotsMachine, 'fetchBusySlots', startDate);

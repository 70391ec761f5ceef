import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { selectBusySlots, selectEvents, selectExternalCalendarStatus, selectSelectedDate } from '@/machines/calendarMachine';
import { weekPlannerMachine } from '@/machines/weekPlannerMachine';
import { useActors } from '@/views/actors';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';
import { DayPanel, type IndicatedPerson } from '@/views/calendar/DayPanel';
import { WeekPlanner } from '@/views/calendar/WeekPlanner';
import { busySlotsOn, eventsOn } from '@/views/calendar/calendarEvents';
import { ExternalCalendarBanner } from '@/views/calendar/ExternalCalendarBanner';

interface WeekWithDayPanelProps {
  /** On a person's page while 'Indicate plan' is on: a tapped free slot becomes a proposed plan with them. */
  indicated?: IndicatedPerson | null;
  /** The weather row for the week's dates, when the user has a location. */
  weather?: (dates: string[]) => ReactNode;
  /** After a new event, so what the page shows around the calendar can load again. */
  onCreated(): void;
}

/** The weekly card and, under it, the panel of the day selected in it (Home, a person's page). */
export function WeekWithDayPanel({ indicated = null, weather, onCreated }: WeekWithDayPanelProps) {
  const today = useUserToday();
  const { fetchEventsWindow } = useActors();
  const planner = useActorRef(
    weekPlannerMachine.provide({ actors: { fetchEventsWindow } }),
    { input: { today: today.toString() }, ...actorOptions() },
  );
  const selectedDate = useSelector(planner, selectSelectedDate);
  const events = useSelector(planner, selectEvents);
  const busySlots = useSelector(planner, selectBusySlots);
  const externalCalendarStatus = useSelector(planner, selectExternalCalendarStatus);
  return (
    <>
      <ExternalCalendarBanner status={externalCalendarStatus} />
      <WeekPlanner planner={planner} weather={weather} />
      <DayPanel
        key={selectedDate}
        date={selectedDate}
        today={today}
        events={eventsOn(events, selectedDate)}
        busySlots={busySlotsOn(busySlots, selectedDate)}
        indicated={indicated}
        onCreated={() => {
          planner.send({ type: 'events.reload' });
          onCreated();
        }}
      />
    </>
  );
}

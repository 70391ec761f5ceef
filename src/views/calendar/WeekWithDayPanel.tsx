import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { selectBusySlots, selectEvents, selectExternalCalendarStatus, selectSelectedDate } from '@/machines/calendarMachine';
import { weekPlannerMachine } from '@/machines/weekPlannerMachine';
import { useCalendarInput } from '@/views/calendar/useCalendarInput';
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
  /** Where the weekly card sits when the page lays out its parts in a grid (Home on a desktop). */
  plannerSx?: SxProps<Theme>;
}

/**
 * The weekly card and, after it, the panel of the day selected in it (Home, a person's page): two
 * siblings, so that a page's grid can place the panel elsewhere than under the card.
 */
export function WeekWithDayPanel({ indicated = null, weather, onCreated, plannerSx }: WeekWithDayPanelProps) {
  const today = useUserToday();
  const { fetchEventsWindow } = useActors();
  const planner = useActorRef(
    weekPlannerMachine.provide({ actors: { fetchEventsWindow } }),
    { input: useCalendarInput(weekPlannerMachine, { today: today.toString() }), ...actorOptions() },
  );
  const selectedDate = useSelector(planner, selectSelectedDate);
  const events = useSelector(planner, selectEvents);
  const busySlots = useSelector(planner, selectBusySlots);
  const externalCalendarStatus = useSelector(planner, selectExternalCalendarStatus);
  return (
    <>
      <Box sx={plannerSx}>
        <ExternalCalendarBanner status={externalCalendarStatus} />
        <WeekPlanner planner={planner} weather={weather} />
      </Box>
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

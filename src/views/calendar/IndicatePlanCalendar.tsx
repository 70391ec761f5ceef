import { useActorRef, useSelector } from '@xstate/react';
import { selectEvents, selectSelectedDate } from '@/machines/calendarMachine';
import { weekPlannerMachine } from '@/machines/weekPlannerMachine';
import { useActors } from '@/views/actors';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';
import { DayPanel, type IndicatedPerson } from '@/views/calendar/DayPanel';
import { WeekPlanner } from '@/views/calendar/WeekPlanner';
import { eventsOn } from '@/views/calendar/calendarEvents';

interface IndicatePlanCalendarProps {
  person: IndicatedPerson;
  /** After a plan was indicated, so the person's page shows it. */
  onIndicated(): void;
}

/**
 * The week planner and day panel on a person's page while 'Indicate plan' is on: a tapped free slot
 * becomes a proposed plan with that person at once.
 */
export function IndicatePlanCalendar({ person, onIndicated }: IndicatePlanCalendarProps) {
  const today = useUserToday();
  const { fetchEventsWindow } = useActors();
  const planner = useActorRef(
    weekPlannerMachine.provide({ actors: { fetchEventsWindow } }),
    { input: { today: today.toString() }, ...actorOptions() },
  );
  const selectedDate = useSelector(planner, selectSelectedDate);
  const events = useSelector(planner, selectEvents);
  return (
    <>
      <WeekPlanner planner={planner} />
      <DayPanel
        key={selectedDate}
        date={selectedDate}
        today={today}
        events={eventsOn(events, selectedDate)}
        indicated={person}
        onCreated={() => {
          planner.send({ type: 'events.reload' });
          onIndicated();
        }}
      />
    </>
  );
}

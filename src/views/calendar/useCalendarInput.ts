import { useState } from 'react';
import type { CalendarInput } from '@/machines/calendarMachine';
import type { EventsWindow, EventsWindowQuery } from '@/domain/contract/events';
import { FIRST_ANSWER_KEYS } from '@/domain/pages';
import { useGivenAnswer } from '@/views/firstScreen';

interface Calendar {
  openingWindow(input: Omit<CalendarInput, 'given'>): Required<EventsWindowQuery>;
}

/** A calendar machine's input, read once, with the window it opens on when the server gave the first screen that. */
export function useCalendarInput(calendar: Calendar, input: Omit<CalendarInput, 'given'>): CalendarInput {
  const given = useGivenAnswer<EventsWindow>(FIRST_ANSWER_KEYS.fetchEventsWindow(calendar.openingWindow(input)));
  const [started] = useState(() => ({ ...input, given }));
  return started;
}

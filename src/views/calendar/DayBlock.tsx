import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { TIME_SLOTS } from '@/domain/constants';
import type { CalendarDay } from '@/domain/calendar';
import type { Event } from '@/domain/contract/events';
import { eventLink } from '@/domain/eventLinks';
import { SLOT_HEIGHTS, slotLabel } from '@/domain/timesOfDay';
import { dayBlockTitle } from '@/domain/truncate';
import { visuallyHidden } from '@/views/components/visuallyHidden';
import { avatarSrc } from '@/domain/avatars';
import { eventsInSlot, isAllDay, shownTitle } from '@/views/calendar/calendarEvents';
import { DESKTOP_UP } from '@/views/theme';

/** 12 px: the smallest size a phone shows legibly (Lighthouse's font-size audit). */
const CHIP_TEXT = { fontSize: 12, lineHeight: 1.15, overflowWrap: 'anywhere', maxWidth: '100%' } as const;
/**
 * A phone shows the shortened title; the whole one is the link's name (as text, so that the name
 * holds what is seen wherever the title is not shortened), and what a desktop's wider days show.
 */
const SHORT_TITLE = { ...CHIP_TEXT, [DESKTOP_UP]: { display: 'none' } } as const;
const WHOLE_TITLE = {
  ...visuallyHidden,
  [DESKTOP_UP]: { ...CHIP_TEXT, position: 'static', width: 'auto', height: 'auto', m: 0, clip: 'auto', whiteSpace: 'normal' },
} as const;

interface DayBlockProps {
  day: CalendarDay;
  events: readonly Event[];
  selected: boolean;
  onSelect(date: string): void;
}

/**
 * One day of the weekly card (SPEC.md section 2): day/month, the weekday in capitals, and the
 * four slots with their events. The day's header selects it; its events open their pages.
 * Memoized: selecting a day or loading a week re-renders only the days whose props changed.
 */
export const DayBlock = memo(function DayBlock({ day, events, selected, onSelect }: DayBlockProps) {
  const allDay = events.filter(isAllDay);
  return (
    <Box
      onClick={() => onSelect(day.dateIso)}
      sx={{
        minWidth: 0,
        borderRadius: 1.5,
        border: 2,
        borderColor: selected ? 'primary.main' : 'transparent',
        bgcolor: day.isWeekend ? 'grey.100' : 'background.paper',
        cursor: 'pointer',
      }}
    >
      <ButtonBase
        onClick={(clickEvent) => {
          clickEvent.stopPropagation();
          onSelect(day.dateIso);
        }}
        aria-pressed={selected}
        sx={{ display: 'block', width: '100%', py: 0.5, borderRadius: 1 }}
      >
        <Typography component="span" sx={{ display: 'block', fontSize: 12, fontWeight: day.isToday ? 800 : 500, color: day.isToday ? 'primary.main' : 'text.primary' }}>
          {day.dayMonth}
        </Typography>{' '}
        <Typography component="span" sx={{ display: 'block', fontSize: 12, letterSpacing: 0.5, color: 'text.secondary' }}>
          {day.weekdayName}
        </Typography>
      </ButtonBase>
      {allDay.map((event) => <EventChip key={event.eventId} event={event} height={15} />)}
      {TIME_SLOTS.map((slot) => (
        <Box key={slot} title={slotLabel(slot)} sx={{ minHeight: SLOT_HEIGHTS[slot], borderTop: 1, borderColor: 'divider', px: '1px' }}>
          {eventsInSlot(events, slot).map((event) => <EventChip key={event.eventId} event={event} height={SLOT_HEIGHTS[slot] - 2} />)}
        </Box>
      ))}
    </Box>
  );
});

function EventChip({ event, height }: { event: Event; height: number }) {
  const withAvatar = event.personAvatar !== null && !isAllDay(event);
  const title = shownTitle(event);
  return (
    <Box
      component={RouterLink}
      to={eventLink(event)}
      onClick={(clickEvent: React.MouseEvent) => clickEvent.stopPropagation()}
      title={title}
      sx={{
        display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1px', minHeight: height, my: '1px', p: '2px', borderRadius: 1,
        bgcolor: isAllDay(event) ? 'secondary.light' : event.personColor ?? 'grey.300',
        color: 'text.primary', textDecoration: 'none', opacity: event.ignoredByUser ? 0.5 : 1, overflow: 'hidden',
      }}
    >
      {withAvatar && <Box component="img" src={avatarSrc(event.personAvatar!)} alt="" sx={{ width: 12, height: 12, borderRadius: '50%', flexShrink: 0 }} />}
      <Typography component="span" aria-hidden sx={SHORT_TITLE}>{dayBlockTitle(title, withAvatar)}</Typography>
      <Typography component="span" sx={WHOLE_TITLE}>{title}</Typography>
    </Box>
  );
}

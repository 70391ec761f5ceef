import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { CalendarDay } from '@/domain/calendar';
import type { Event } from '@/domain/contract/events';
import { eventLink } from '@/domain/eventLinks';
import { isAllDay, shownTitle } from '@/views/calendar/calendarEvents';

/** A day of the month grid holds this many titles; the rest are counted, and the day panel lists them all. */
const TITLES_PER_DAY = 3;

interface MonthDayWithTitlesProps {
  day: CalendarDay;
  /** The day's number, in the month shown or not. */
  dayNumber: number;
  inMonth: boolean;
  selected: boolean;
  /** The name of the button that selects the day (weekday, date and how many events). */
  label: string;
  events: readonly Event[];
  onSelect(date: string): void;
}

/**
 * A day of /calendar's month grid on a desktop, where the days are large enough to show what is
 * planned: the day's number selects it, as does the day anywhere else, and each title opens its event.
 */
export function MonthDayWithTitles({ day, dayNumber, inMonth, selected, label, events, onSelect }: MonthDayWithTitlesProps) {
  const hidden = events.length - TITLES_PER_DAY;
  return (
    <Box
      role="gridcell"
      aria-selected={selected}
      onClick={() => onSelect(day.dateIso)}
      sx={{
        minWidth: 0, minHeight: 112, p: 0.5, borderRadius: 1.5, border: 2, cursor: 'pointer',
        borderColor: selected ? 'primary.main' : 'transparent',
        bgcolor: day.isWeekend ? 'grey.100' : 'background.paper',
        color: inMonth ? 'text.primary' : 'text.secondary',
      }}
    >
      <ButtonBase
        onClick={(clickEvent) => {
          clickEvent.stopPropagation();
          onSelect(day.dateIso);
        }}
        aria-label={label}
        sx={{ minWidth: 32, minHeight: 28, px: 0.5, borderRadius: 1, fontSize: 14, fontWeight: day.isToday ? 800 : 500, color: day.isToday ? 'primary.main' : undefined }}
      >
        {dayNumber}
      </ButtonBase>
      {events.slice(0, TITLES_PER_DAY).map((event) => (
        <Box
          key={event.eventId}
          component={RouterLink}
          to={eventLink(event)}
          onClick={(clickEvent: React.MouseEvent) => clickEvent.stopPropagation()}
          title={shownTitle(event)}
          sx={{
            // Two lines at most; the whole title is the tooltip and the event page's.
            display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere',
            mt: '2px', px: 0.5, py: '1px', borderRadius: 1, fontSize: 13, lineHeight: 1.25,
            bgcolor: isAllDay(event) ? 'secondary.light' : event.personColor ?? 'grey.300',
            color: 'text.primary', textDecoration: 'none', opacity: event.ignoredByUser ? 0.5 : 1,
          }}
        >
          {shownTitle(event)}
        </Box>
      ))}
      {hidden > 0 && <Typography sx={{ fontSize: 12, px: 0.5, mt: '2px' }}>+{hidden} more</Typography>}
    </Box>
  );
}

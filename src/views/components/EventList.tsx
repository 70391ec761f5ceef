import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Event } from '@/domain/contract/events';
import { eventTitle } from '@/domain/eventTitle';
import { dayMonth } from '@/domain/lastSeen';
import { slotLabel } from '@/domain/timesOfDay';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

export interface EventListItem {
  key: string;
  /** Where the row leads; a row without it is plain text. */
  to?: string;
  primary: string;
  secondary: string;
}

interface EventListProps {
  title: string;
  items: readonly EventListItem[];
  empty: ReactNode;
}

/** A titled list, mostly of links (a person's events, their yearly events, connections). */
export function EventList({ title, items, empty }: EventListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>{title}</Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" variant="body2">{empty}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-labelledby={headingId}>
            {items.map((item, index) => (
              <ListItem key={item.key} disablePadding divider={index < items.length - 1}>
                {item.to ? (
                  <ListItemButton component={RouterLink} to={item.to}>
                    <ListItemText primary={item.primary} secondary={item.secondary} />
                  </ListItemButton>
                ) : (
                  <ListItemText primary={item.primary} secondary={item.secondary} sx={{ px: 2, whiteSpace: 'pre-line' }} />
                )}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </section>
  );
}

/** A fun plan as a list row: its title, 'dd/mm · Slot' (and 'Canceled'), linking to its page. */
export const funPlanItem = (event: Event): EventListItem => ({
  key: event.eventId,
  to: `/calendar/${event.eventId}`,
  primary: eventTitle(event),
  secondary: [dayMonth(event.eventDate, i18n.locale), slotLabel(event.eventTimeSlot), event.status === 'canceled' ? t`Canceled` : null]
    .filter(Boolean).join(' · '),
});

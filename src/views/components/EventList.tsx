import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface EventListItem {
  key: string;
  to: string;
  primary: string;
  secondary: string;
}

interface EventListProps {
  title: string;
  items: readonly EventListItem[];
  empty: ReactNode;
}

/** A titled list of links on a person's page (their events, their yearly events). */
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
                <ListItemButton component={RouterLink} to={item.to}>
                  <ListItemText primary={item.primary} secondary={item.secondary} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </section>
  );
}

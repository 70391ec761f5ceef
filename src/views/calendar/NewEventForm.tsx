import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACTIVITIES, type Activity, type TimeSlot } from '@/domain/constants';
import { eventTitle } from '@/domain/eventTitle';
import { slotLabel } from '@/domain/timesOfDay';
import type { eventCreateMachine } from '@/machines/eventCreateMachine';
import { peopleListMachine, selectPeople } from '@/machines/peopleListMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

/*
 * The day panel's form for a new plan, a chunk of its own: its selects bring MUI's menus and
 * popovers, which Home need not load before its first paint.
 */

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface NewEventFormProps {
  slot: TimeSlot;
  personId: string;
  activity: Activity;
  title: string;
  saving: boolean;
  canSubmit: boolean;
  send: ReturnType<typeof useActorRef<typeof eventCreateMachine>>['send'];
}

export default function NewEventForm({ slot, personId, activity, title, saving, canSubmit, send }: NewEventFormProps) {
  const { fetchPeople } = useActors();
  const peopleList = useActorRef(peopleListMachine.provide({ actors: { fetchPeople } }), actorOptions());
  useEffect(() => peopleList.send({ type: 'people.load' }), [peopleList]);
  const people = useSelector(peopleList, selectPeople);
  const personName = people.find((person) => person.personId === personId)?.personName ?? null;

  return (
    <Box
      component="form"
      aria-label={`New plan in the ${slot}`}
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        send({ type: 'form.submit' });
      }}
      sx={{ mt: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3">New plan · {slotLabel(slot)}</Typography>
      <TextField
        select
        label="Person"
        value={personId}
        required
        onChange={(changeEvent) => send({ type: 'person.change', personId: changeEvent.target.value })}
        helperText={people.length === 0 ? <Link component={RouterLink} to="/network/add">Add people to plan with them</Link> : undefined}
      >
        {people.map((person) => <MenuItem key={person.personId} value={person.personId}>{person.personName}</MenuItem>)}
      </TextField>
      <TextField
        select
        label="Activity"
        value={activity}
        onChange={(changeEvent) => send({ type: 'activity.change', activity: changeEvent.target.value as Activity })}
      >
        {ACTIVITIES.map((option) => <MenuItem key={option} value={option}>{capitalised(option)}</MenuItem>)}
      </TextField>
      <TextField
        label="Title"
        value={title}
        placeholder={eventTitle({ eventTitle: null, eventActivity: activity, personName, status: 'confirmed' })}
        onChange={(changeEvent) => send({ type: 'title.change', title: changeEvent.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => send({ type: 'form.cancel' })} disabled={saving}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!canSubmit} loading={saving}>Add plan</Button>
      </Stack>
    </Box>
  );
}

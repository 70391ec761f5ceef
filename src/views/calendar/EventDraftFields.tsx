import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACTIVITIES, type Activity } from '@/domain/constants';
import { eventTitle } from '@/domain/eventTitle';
import type { EventDraft, EventDraftEvent } from '@/machines/eventCreateMachine';
import { peopleListMachine, selectPeople } from '@/machines/peopleListMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';
import { ACTIVITY_NAMES } from '@/views/calendar/eventLabels';

interface EventDraftFieldsProps {
  draft: EventDraft;
  send(event: EventDraftEvent): void;
}

/**
 * A new plan's person (from the network), activity and title, as the day panel's form and an
 * external event's conversion ask for them; the machine that keeps the draft gets each change.
 */
export function EventDraftFields({ draft, send }: EventDraftFieldsProps) {
  const { t, i18n } = useLingui();
  const { fetchPeople } = useActors();
  const peopleList = useActorRef(peopleListMachine.provide({ actors: { fetchPeople } }), { input: {}, ...actorOptions() });
  useEffect(() => peopleList.send({ type: 'people.load' }), [peopleList]);
  const people = useSelector(peopleList, selectPeople);
  const personName = people.find((person) => person.personId === draft.personId)?.personName ?? null;
  return (
    <>
      <TextField
        select
        label={t`Person`}
        value={draft.personId}
        required
        onChange={(changeEvent) => send({ type: 'person.change', personId: changeEvent.target.value })}
        helperText={people.length === 0 ? <Link component={RouterLink} to="/network/add"><Trans>Add people to plan with them</Trans></Link> : undefined}
      >
        {people.map((person) => <MenuItem key={person.personId} value={person.personId}>{person.personName}</MenuItem>)}
      </TextField>
      <TextField
        select
        label={t`Activity`}
        value={draft.eventActivity}
        onChange={(changeEvent) => send({ type: 'activity.change', activity: changeEvent.target.value as Activity })}
      >
        {ACTIVITIES.map((option) => <MenuItem key={option} value={option}>{i18n._(ACTIVITY_NAMES[option])}</MenuItem>)}
      </TextField>
      <TextField
        label={t`Title`}
        value={draft.eventTitle}
        placeholder={eventTitle({ eventTitle: null, eventActivity: draft.eventActivity, personName, status: 'confirmed' })}
        onChange={(changeEvent) => send({ type: 'title.change', title: changeEvent.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </>
  );
}

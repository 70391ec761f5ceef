import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Fab from '@mui/material/Fab';
import {
  peopleListMachine, selectErrorMessage, selectPeople, selectStatus,
} from '@/machines/peopleListMachine';
import { useActors } from '@/views/actors';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { actorOptions } from '@/views/inspection';
import { FloatingAction } from '@/views/components/FloatingAction';
import { AddIcon } from '@/views/network/networkIcons';
import { PeopleList } from '@/views/network/PeopleList';
import { TrialBanner } from '@/views/network/TrialBanner';

export default function NetworkPage() {
  useDocumentTitle('Network');
  const { fetchPeople } = useActors();
  const list = useActorRef(peopleListMachine.provide({ actors: { fetchPeople } }), actorOptions());
  const status = useSelector(list, selectStatus);
  const people = useSelector(list, selectPeople);
  const errorMessage = useSelector(list, selectErrorMessage);

  // Opening the page asks for the list; the machine loads it only from idle, so once.
  useEffect(() => list.send({ type: 'people.load' }), [list]);

  return (
    <>
      <PageHeader title="Network" />
      <TrialBanner />
      <PeopleList status={status} people={people} errorMessage={errorMessage} />
      <FloatingAction>
        <Fab color="primary" aria-label="Add person" component={RouterLink} to="/network/add">
          <AddIcon />
        </Fab>
      </FloatingAction>
    </>
  );
}

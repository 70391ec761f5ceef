import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  peopleListMachine, selectErrorMessage, selectPeople, selectStatus,
} from '@/machines/peopleListMachine';
import { useActors } from '@/views/actors';
import { PageHeader } from '@/views/components/PageHeader';
import { actorOptions } from '@/views/inspection';
import { PeopleList } from '@/views/network/PeopleList';
import { TrialBanner } from '@/views/network/TrialBanner';

interface NetworkListProps {
  /** The person whose page is open beside the list (a desktop's /network/{id}). */
  selectedPersonId?: string;
}

/** The network: its title, the trial banner and the people, loaded when it opens. */
export function NetworkList({ selectedPersonId }: NetworkListProps) {
  const { fetchPeople } = useActors();
  const list = useActorRef(peopleListMachine.provide({ actors: { fetchPeople } }), actorOptions());
  const status = useSelector(list, selectStatus);
  const people = useSelector(list, selectPeople);
  const errorMessage = useSelector(list, selectErrorMessage);

  // Opening the list asks for the people; the machine loads them only from idle, so once.
  useEffect(() => list.send({ type: 'people.load' }), [list]);

  return (
    <>
      {/* Beside a person's page, whose name is the page's title, the list is a section of it. */}
      <PageHeader title="Network" headingLevel={selectedPersonId ? 2 : 1} />
      <TrialBanner />
      <PeopleList status={status} people={people} errorMessage={errorMessage} selectedPersonId={selectedPersonId} />
    </>
  );
}

import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import {
  peopleListMachine, selectErrorMessage, selectPeople, selectStatus,
} from '@/machines/peopleListMachine';
import type { Person } from '@/domain/contract/people';
import { FIRST_ANSWER_KEYS } from '@/domain/pages';
import { useActors } from '@/views/actors';
import { useGivenAnswer } from '@/views/firstScreen';
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
  const { t } = useLingui();
  const { fetchPeople } = useActors();
  const people = useGivenAnswer<Person[]>(FIRST_ANSWER_KEYS.fetchPeople());
  const list = useActorRef(peopleListMachine.provide({ actors: { fetchPeople } }), { input: { people }, ...actorOptions() });
  const status = useSelector(list, selectStatus);
  const shown = useSelector(list, selectPeople);
  const errorMessage = useSelector(list, selectErrorMessage);

  // Opening the list asks for the people; the machine loads them only from idle, so once.
  useEffect(() => list.send({ type: 'people.load' }), [list]);

  return (
    <>
      {/* Beside a person's page, whose name is the page's title, the list is a section of it. */}
      <PageHeader title={t`Network`} headingLevel={selectedPersonId ? 2 : 1} />
      <TrialBanner />
      <PeopleList status={status} people={shown} errorMessage={errorMessage} selectedPersonId={selectedPersonId} />
    </>
  );
}

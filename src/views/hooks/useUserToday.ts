import { useMemo } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useSignedInUser } from '@/views/session';

/** Today in the signed-in user's time zone, the day every "recent" and "upcoming" is measured from. */
export function useUserToday(): Temporal.PlainDate {
  const { timeZone } = useSignedInUser();
  return useMemo(() => Temporal.Now.plainDateISO(timeZone), [timeZone]);
}

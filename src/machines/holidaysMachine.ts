import type { Holidays } from '@/domain/contract/holidays';
import { createDetailMachine } from '@/machines/detailMachine';

/** The user's holidays of this year, by month, for /holidays; its id is the user's. */
export const holidaysMachine = createDetailMachine<Holidays>({
  actor: 'fetchHolidays',
  id: 'holidays',
  errorMessage: 'Error fetching holidays',
});

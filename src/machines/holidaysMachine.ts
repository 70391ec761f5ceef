import { msg } from '@lingui/core/macro';
import type { Holidays } from '@/domain/contract/holidays';
import { createDetailMachine } from '@/machines/detailMachine';

/** The user's holidays of this year, by month, for /holidays; its id is the user's. */
export const holidaysMachine = createDetailMachine<Holidays>({
  actor: 'fetchHolidays',
  id: 'holidays',
  failed: (message) => msg`Error fetching holidays: ${message}`,
  unknownError: msg`Error fetching holidays`,
});

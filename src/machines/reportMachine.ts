import type { Report } from '@/domain/contract/reports';
import { createDetailMachine } from '@/machines/detailMachine';

/** The user's report (events per month and person, top people this year) for /reports; its id is the user's. */
export const reportMachine = createDetailMachine<Report>({
  actor: 'fetchReport',
  id: 'report',
  errorMessage: 'Error fetching reports',
});

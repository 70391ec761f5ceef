import type { BusySlots } from '@/domain/contract/events';
import { createDetailMachine } from '@/machines/detailMachine';

/** The slots a linked calendar keeps busy in the days /proposeplan offers (keyed by the first day). */
export const busySlotsMachine = createDetailMachine<BusySlots>({
  id: 'busySlots',
  actor: 'fetchBusySlots',
  errorMessage: 'Error fetching calendar events',
});

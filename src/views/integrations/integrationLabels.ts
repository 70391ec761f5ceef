import type { Integration } from '@/domain/contract/integrations';

/** 'Google Calendar: Work' or 'Calendar feed (iCal)'. */
export function integrationName({ integrationType, activeCalendarName }: Integration): string {
  const kind = integrationType === 'GOOGLE_CALENDAR' ? 'Google Calendar' : 'Calendar feed (iCal)';
  return activeCalendarName ? `${kind}: ${activeCalendarName}` : kind;
}

export const integrationStatusLabel = ({ integrationStatus, integrationType }: Integration): string => {
  if (integrationStatus === 'VERIFIED') return 'Connected';
  return integrationType === 'GOOGLE_CALENDAR' ? 'Not connected yet: give FunPlans access at Google' : 'Not verified yet: the feed has not been read';
};

import { t } from '@lingui/core/macro';
import type { Integration } from '@/domain/contract/integrations';

/*
 * In the app's current language (the global i18n, as views render them): /settings shows them too,
 * so they keep taking the integration alone.
 */

/** 'Google Calendar: Work' or 'Calendar feed (iCal)'. */
export function integrationName({ integrationType, activeCalendarName }: Integration): string {
  const kind = integrationType === 'GOOGLE_CALENDAR' ? 'Google Calendar' : t`Calendar feed (iCal)`;
  return activeCalendarName ? t`${kind}: ${activeCalendarName}` : kind;
}

export const integrationStatusLabel = ({ integrationStatus, integrationType }: Integration): string => {
  if (integrationStatus === 'VERIFIED') return t`Connected`;
  return integrationType === 'GOOGLE_CALENDAR' ? t`Not connected yet: give FunPlans access at Google` : t`Not verified yet: the feed has not been read`;
};

/**
 * The contract's own words for a value it refuses, beside zod's. A schema names one by its id
 * (`.regex(SHARE_CODE, ISSUE_TEXTS.shareCode.id)`), which zod keeps as the issue's message, and the
 * server words it in the request's language (src/server/validation.ts).
 */
export const ISSUE_TEXTS = {
  controlCharacters: /*i18n*/ { id: 'issue.controlCharacters', message: 'must not contain control characters (tabs and line breaks are fine)' },
  hexColor: /*i18n*/ { id: 'issue.hexColor', message: 'must be a colour like #A9DEF9' },
  timeZone: /*i18n*/ { id: 'issue.timeZone', message: 'is not a time zone: give an IANA name such as Europe/Berlin' },
  username: /*i18n*/ { id: 'issue.username', message: 'letters, digits and . _ @ + - only' },
  shareCode: /*i18n*/ { id: 'issue.shareCode', message: 'not a share code' },
  unsubscribeToken: /*i18n*/ { id: 'issue.unsubscribeToken', message: 'not an unsubscribe token' },
  externalEvent: /*i18n*/ {
    id: 'issue.externalEvent', message: 'externalCalendarEventId and externalCalendarEventIntegrationId go together',
  },
  dayNotInMonth: /*i18n*/ { id: 'issue.dayNotInMonth', message: 'that month has fewer days' },
  year: /*i18n*/ { id: 'issue.year', message: 'must be a 4-digit year' },
  repeatedScope: /*i18n*/ { id: 'issue.repeatedScope', message: 'must not repeat a scope' },
  noEventType: /*i18n*/ { id: 'issue.noEventType', message: 'choose at least one event type' },
};

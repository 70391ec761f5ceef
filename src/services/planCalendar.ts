/**
 * Where a confirmed plan's calendar file is downloaded from. Apart from the plan service, so that
 * the plan page links to it without loading axios and the contract before its first paint.
 */
export const planCalendarUrl = (shareCode: string) => `/api/v1/proposedplans/bycode/${encodeURIComponent(shareCode)}/event.ics`;

import { z } from 'zod';
import { AVATAR_NAMES, RECURRING_EVENT_TYPES } from '@/domain/constants';
import { isoDate, name, uuid } from '@/domain/contract/common';
import { isValidMonthDay } from '@/domain/recurringDates';
import { ISSUE_TEXTS } from '@/domain/contract/issueTexts';

export const recurringEvent = z.object({
  /** A UUID, or `holiday-{countryCode}-{YYYY-MM-DD}[-n]` for a public holiday. */
  recurringEventId: z.string(),
  personId: uuid.nullable(),
  personName: z.string().nullable(),
  personAvatar: z.enum(AVATAR_NAMES).nullable(),
  recurringEventName: z.string(),
  recurringEventMonth: z.number().int().min(1).max(12),
  recurringEventDay: z.number().int().min(1).max(31),
  recurringEventType: z.enum([...RECURRING_EVENT_TYPES, 'holiday']),
  userCreatedOrHoliday: z.enum(['user', 'holiday']),
  /** This year's date of the event (for 29 February outside leap years: 28 February). */
  recurringEventDateThisYear: isoDate,
});
export type RecurringEvent = z.infer<typeof recurringEvent>;

const monthDay = {
  recurringEventMonth: z.number().int().min(1).max(12),
  recurringEventDay: z.number().int().min(1).max(31),
};

const dayFitsMonth = (value: { recurringEventMonth?: number; recurringEventDay?: number }) =>
  value.recurringEventMonth === undefined || value.recurringEventDay === undefined
  || isValidMonthDay(value.recurringEventMonth, value.recurringEventDay);
const dayFitsMonthIssue = { message: ISSUE_TEXTS.dayNotInMonth.id, path: ['recurringEventDay'] };

/** Any string: a malformed id is simply not found (404), like an unknown one. */
export const recurringEventIdParams = z.object({ id: z.string() });

export const createRecurringEventBody = z.object({
  personId: uuid,
  recurringEventName: name,
  recurringEventType: z.enum(RECURRING_EVENT_TYPES),
  ...monthDay,
}).refine(dayFitsMonth, dayFitsMonthIssue);
export type CreateRecurringEventBody = z.infer<typeof createRecurringEventBody>;

/**
 * The same without personId; every field optional. Month and day are checked together when both
 * come; the server checks a lone one against the stored other.
 */
export const updateRecurringEventBody = z.object({
  recurringEventName: name.optional(),
  recurringEventType: z.enum(RECURRING_EVENT_TYPES).optional(),
  recurringEventMonth: monthDay.recurringEventMonth.optional(),
  recurringEventDay: monthDay.recurringEventDay.optional(),
}).refine(dayFitsMonth, dayFitsMonthIssue);
export type UpdateRecurringEventBody = z.infer<typeof updateRecurringEventBody>;

export const recurringEventSaved = z.object({ recurringEventId: z.string() });

/** An edit of one recurring event, as the form machine hands it to the service. */
export interface RecurringEventUpdate {
  recurringEventId: string;
  body: UpdateRecurringEventBody;
}

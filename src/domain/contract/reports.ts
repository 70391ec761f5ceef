import { z } from 'zod';
import { AVATAR_NAMES } from '@/domain/constants';
import { uuid } from '@/domain/contract/common';
import { ISSUE_TEXTS } from '@/domain/contract/issueTexts';

export const reportRow = z.object({
  personId: uuid,
  personName: z.string(),
  personColor: z.string(),
  personAvatar: z.enum(AVATAR_NAMES),
  eventCount: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRow>;

const yearMonth = z.string().regex(/^\d{4}-\d{2}$/);

export const monthTotal = z.object({ yearMonth, eventCount: z.number().int() });
export type MonthTotal = z.infer<typeof monthTotal>;

/** The years a report can be asked for; `years` lists none outside them. */
export const REPORT_YEARS = { min: 1900, max: 2200 } as const;

/**
 * `GET /reports?year=YYYY`: `monthly` holds that year's months only, so an answer stays the size of
 * one year (the page asks for one year at a time). Without `year` it holds every past month, as the
 * API always answered: kept for API clients, but large for a long history.
 */
export const reportQuery = z.object({
  year: z.string().regex(/^\d{4}$/, ISSUE_TEXTS.year.id).transform(Number)
    .pipe(z.number().min(REPORT_YEARS.min).max(REPORT_YEARS.max))
    .optional(),
});

/**
 * Past fun-plan events that were not canceled, counted per person: per year-month (newest month
 * first; the year asked, or all of them) and this year. `years` are those with any such event
 * (newest first), for stepping between years; `lastTwelveMonths` are everyone's totals of the twelve
 * months up to and including the current one (oldest first, months without events too), for the
 * chart, whichever year is asked: in January they span two years.
 */
export const report = z.object({
  monthly: z.record(yearMonth, z.array(reportRow)),
  topPersonsThisYear: z.array(reportRow),
  years: z.array(z.number().int()),
  lastTwelveMonths: z.array(monthTotal),
});
export type Report = z.infer<typeof report>;

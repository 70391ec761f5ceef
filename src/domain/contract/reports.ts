import { z } from 'zod';
import { AVATAR_NAMES } from '@/domain/constants';
import { uuid } from '@/domain/contract/common';

export const reportRow = z.object({
  personId: uuid,
  personName: z.string(),
  personColor: z.string(),
  personAvatar: z.enum(AVATAR_NAMES),
  eventCount: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** Past fun-plan events that were not canceled, counted per person: per year-month (newest month first) and this year. */
export const report = z.object({
  monthly: z.record(z.string().regex(/^\d{4}-\d{2}$/), z.array(reportRow)),
  topPersonsThisYear: z.array(reportRow),
});
export type Report = z.infer<typeof report>;

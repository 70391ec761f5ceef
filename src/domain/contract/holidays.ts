import { z } from 'zod';
import { isoDate } from '@/domain/contract/common';

export const holiday = z.object({
  holidayId: z.string(),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
  name: z.string(),
  date: isoDate,
});
export type Holiday = z.infer<typeof holiday>;

export const holidayMonth = z.object({
  month: z.number().int().min(1).max(12),
  monthName: z.string(),
  isCurrentMonth: z.boolean(),
  events: z.array(holiday),
});
export type HolidayMonth = z.infer<typeof holidayMonth>;

/** The current year's public holidays of the user's country by month; country null (and no months) when unset or unknown. */
export const holidays = z.object({
  country: z.string().nullable(),
  months: z.array(holidayMonth),
});
export type Holidays = z.infer<typeof holidays>;

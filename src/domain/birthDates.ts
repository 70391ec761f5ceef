import { Temporal } from 'temporal-polyfill';
import { BIRTH_YEAR_COUNT, BIRTH_YEAR_LATEST } from '@/domain/constants';

/** The profile form's birth years: 2010 first, then back 51 years. */
export const BIRTH_YEARS = Array.from({ length: BIRTH_YEAR_COUNT }, (_, i) => BIRTH_YEAR_LATEST - i);
export const BIRTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** A birthday picked as year, month and day ('' where none is picked). */
export interface BirthdayParts {
  birthYear: string;
  birthMonth: string;
  birthDay: string;
}

export function birthdayPartsOf(birthDate: string | null): BirthdayParts {
  if (!birthDate) return { birthYear: '', birthMonth: '', birthDay: '' };
  const date = Temporal.PlainDate.from(birthDate);
  return { birthYear: String(date.year), birthMonth: String(date.month), birthDay: String(date.day) };
}

/**
 * The ISO date of the picked birthday; null when nothing is picked; undefined when it is only
 * partly picked or does not exist (31 April, 29 February of a common year).
 */
export function birthDateOf({ birthYear, birthMonth, birthDay }: BirthdayParts): string | null | undefined {
  if (!birthYear && !birthMonth && !birthDay) return null;
  if (!birthYear || !birthMonth || !birthDay) return undefined;
  try {
    return Temporal.PlainDate.from(
      { year: Number(birthYear), month: Number(birthMonth), day: Number(birthDay) },
      { overflow: 'reject' },
    ).toString();
  } catch {
    return undefined;
  }
}

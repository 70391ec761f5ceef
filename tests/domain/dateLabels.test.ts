import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  dateLabel, monthName, numberLabel, ordinal, temperatureLabel, timeLabel, weekdayName,
} from '@/domain/dateLabels';

describe('ordinal', () => {
  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [10, '10th'], [11, '11th'], [12, '12th'], [13, '13th'],
    [21, '21st'], [22, '22nd'], [23, '23rd'], [24, '24th'], [30, '30th'], [31, '31st'], [111, '111th'],
  ])('%i is %s', (day, label) => expect(ordinal(day)).toBe(label));
});

describe('dateLabel', () => {
  const today = Temporal.PlainDate.from('2026-11-22');

  it('shows the abbreviated month and the ordinal day within the current year', () => {
    expect(dateLabel('2026-12-22', today)).toBe('Dec 22nd');
    expect(dateLabel('2026-01-01', today)).toBe('Jan 1st');
  });

  it('adds the year when it is another one', () => {
    expect(dateLabel('2027-01-03', today)).toBe('Jan 3rd 2027');
    expect(dateLabel('2025-12-31', today)).toBe('Dec 31st 2025');
  });
});

describe('dateLabel in other languages', () => {
  const today = { year: 2026 };

  it.each([
    ['de', '31. Jan.', '29. Feb. 2028', '31. Dez. 2025'],
    ['fr', '31 janv.', '29 févr. 2028', '31 déc. 2025'],
    ['es', '31 ene', '29 feb 2028', '31 dic 2025'],
    ['it', '31 gen', '29 feb 2028', '31 dic 2025'],
    ['nl', '31 jan', '29 feb 2028', '31 dec 2025'],
  ])('%s has its own short date, without ordinals, at month ends and leap days', (locale, janEnd, leapDay, lastYear) => {
    expect(dateLabel('2026-01-31', today, locale)).toBe(janEnd);
    expect(dateLabel('2028-02-29', today, locale)).toBe(leapDay);
    expect(dateLabel('2025-12-31', today, locale)).toBe(lastYear);
  });

  it('keeps the English ordinal form when asked for English', () => {
    expect(dateLabel('2026-12-31', today, 'en')).toBe('Dec 31st');
  });
});

describe('weekdayName and monthName', () => {
  it.each([
    ['en', 'Monday', 'Sunday', 'December'],
    ['de', 'Montag', 'Sonntag', 'Dezember'],
    ['fr', 'lundi', 'dimanche', 'décembre'],
    ['es', 'lunes', 'domingo', 'diciembre'],
    ['it', 'lunedì', 'domenica', 'dicembre'],
    ['nl', 'maandag', 'zondag', 'december'],
  ])('name the week from Monday (1) to Sunday (7) and the months in %s', (locale, monday, sunday, december) => {
    expect(weekdayName(1, locale)).toBe(monday);
    expect(weekdayName(7, locale)).toBe(sunday);
    expect(monthName(12, locale)).toBe(december);
  });

  it.each([
    ['en', 'JFMAMJJASOND'],
    ['de', 'JFMAMJJASOND'],
    ['es', 'EFMAMJJASOND'],
  ])("give the months' initials in %s", (locale, initials) => {
    expect(Array.from({ length: 12 }, (_, i) => monthName(i + 1, locale, 'narrow')).join('')).toBe(initials);
  });

  it('write out in English every name, of every width, as Intl has it', () => {
    const intl = (options: Intl.DateTimeFormatOptions, month: number, day: number) =>
      new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(Date.UTC(2024, month - 1, day));
    for (const width of ['long', 'short', 'narrow'] as const) {
      for (let month = 1; month <= 12; month++) expect(monthName(month, 'en', width)).toBe(intl({ month: width }, month, 1));
    }
    for (const width of ['long', 'short'] as const) {
      // 1 January 2024 was a Monday.
      for (let weekday = 1; weekday <= 7; weekday++) expect(weekdayName(weekday, 'en', width)).toBe(intl({ weekday: width }, 1, weekday));
    }
  });

  it('name the ISO weekdays in English by default, Monday (1) to Sunday (7)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((weekday) => weekdayName(weekday)))
      .toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
});

describe('timeLabel', () => {
  const evening = { hour: 18, minute: 30 };
  const afterMidnight = { hour: 0, minute: 5 };

  it.each([
    ['en', '6:30 PM', '12:05 AM'],
    ['de', '18:30', '00:05'],
    ['fr', '18:30', '00:05'],
    ['it', '18:30', '00:05'],
    ['nl', '18:30', '00:05'],
  ])('uses the clock usual in %s', (locale, eveningLabel, nightLabel) => {
    expect(timeLabel(evening, locale)).toBe(eveningLabel);
    expect(timeLabel(afterMidnight, locale)).toBe(nightLabel);
  });

  it('uses the clock the user chose instead', () => {
    expect(timeLabel(evening, 'en', 'h23')).toBe('18:30');
    expect(timeLabel(afterMidnight, 'en', 'h23')).toBe('00:05');
    expect(timeLabel(evening, 'de', 'h12')).toBe('6:30 PM');
    expect(timeLabel(afterMidnight, 'de', 'h12')).toBe('12:05 AM');
    expect(timeLabel(evening, 'es', 'h12')).toBe('6:30 p. m.');
  });
});

describe('numberLabel and temperatureLabel', () => {
  it.each([
    ['en', '1,234.5', '18°C'],
    ['de', '1.234,5', '18 °C'],
    ['fr', '1 234,5', '18 °C'],
    ['nl', '1.234,5', '18°C'],
  ])('write numbers and whole degrees as %s does', (locale, number, temperature) => {
    // Intl separates French thousands with a narrow no-break space.
    expect(numberLabel(1234.5, locale).replace(/\s/g, ' ')).toBe(number);
    expect(temperatureLabel(18.4, locale).replace(/\s/g, ' ')).toBe(temperature);
  });
});

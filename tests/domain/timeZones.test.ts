import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  hoursBetweenZones, instantOf, slotHoursIn, slotZoneNote, utcOffsetLabel, wallClockAt, zoneCity, zoneTimeName,
} from '@/domain/timeZones';

const at = (isoInstant: string) => Temporal.Instant.from(isoInstant).epochMilliseconds;

describe('zone names', () => {
  it('are the city of the IANA name, with spaces for underscores', () => {
    expect(['Europe/Berlin', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5'].map(zoneCity))
      .toEqual(['Berlin', 'Buenos Aires', 'UTC', 'GMT+5']);
    expect(zoneTimeName('Australia/Sydney')).toBe('Sydney time');
    expect(zoneTimeName('America/New_York')).toBe('New York time');
  });

  it('come with the offset from UTC at the given moment, DST included', () => {
    expect(utcOffsetLabel('Europe/Berlin', at('2025-01-15T12:00Z'))).toBe('UTC+01:00');
    expect(utcOffsetLabel('Europe/Berlin', at('2025-07-15T12:00Z'))).toBe('UTC+02:00');
    expect(utcOffsetLabel('America/St_Johns', at('2025-01-15T12:00Z'))).toBe('UTC−03:30');
    expect(utcOffsetLabel('Asia/Kolkata', at('2025-01-15T12:00Z'))).toBe('UTC+05:30');
    expect(utcOffsetLabel('Europe/London', at('2025-01-15T12:00Z'))).toBe('UTC');
    expect(utcOffsetLabel('UTC', at('2025-07-15T12:00Z'))).toBe('UTC');
  });
});

describe('clocks of a zone', () => {
  const zones = ['Europe/Berlin', 'Australia/Sydney', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'America/Santiago', 'UTC'];
  // Hourly over the days around the spring and autumn changes of both hemispheres.
  const instants = ['2025-03-08', '2025-03-29', '2025-04-05', '2025-09-06', '2025-10-04', '2025-10-25', '2025-11-01']
    .flatMap((day) => Array.from({ length: 48 }, (_, hour) => at(`${day}T00:00Z`) + hour * 3_600_000));

  it('show what Temporal says they show, across DST changes', () => {
    for (const timeZone of zones) {
      for (const epochMs of instants) {
        const zoned = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
        expect(wallClockAt(epochMs, timeZone)).toEqual({
          date: zoned.toPlainDate().toString(),
          time: zoned.toPlainTime().toString({ smallestUnit: 'minute' }),
          offsetMinutes: zoned.offsetNanoseconds / 60e9,
        });
      }
    }
  });

  it('find the instant of a wall-clock hour as Temporal does, on and around DST days', () => {
    const days = ['2025-03-09', '2025-03-30', '2025-04-06', '2025-09-07', '2025-10-05', '2025-10-26', '2025-11-02', '2024-02-29', '2025-12-31'];
    for (const timeZone of zones) {
      for (const date of days) {
        for (const hour of [0, 2, 9, 12, 14, 18, 22]) {
          const expected = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: { hour } }).epochMilliseconds;
          expect(instantOf(date, hour, timeZone), `${date} ${hour}:00 ${timeZone}`).toBe(expected);
        }
      }
    }
  });
});

describe('the distance between two zones', () => {
  it('follows the DST changes of each zone', () => {
    // New York moves on 9 March 2025, Berlin on 30 March: five hours apart in between.
    expect(hoursBetweenZones('Europe/Berlin', 'America/New_York', at('2025-03-01T12:00Z'))).toBe(6);
    expect(hoursBetweenZones('Europe/Berlin', 'America/New_York', at('2025-03-15T12:00Z'))).toBe(5);
    expect(hoursBetweenZones('Europe/Berlin', 'America/New_York', at('2025-04-15T12:00Z'))).toBe(6);
    // Sydney's summer is Berlin's winter.
    expect(hoursBetweenZones('Europe/Berlin', 'Australia/Sydney', at('2025-01-15T12:00Z'))).toBe(10);
    expect(hoursBetweenZones('Europe/Berlin', 'Australia/Sydney', at('2025-07-15T12:00Z'))).toBe(8);
    expect(hoursBetweenZones('Asia/Kolkata', 'Europe/London', at('2025-07-15T12:00Z'))).toBe(4.5);
    expect(hoursBetweenZones('Europe/Paris', 'Europe/Berlin', at('2025-07-15T12:00Z'))).toBe(0);
  });
});

describe('a slot in another zone', () => {
  it('has the hours its owner means, on the other zone\'s clock and day', () => {
    expect(slotHoursIn({ date: '2025-01-10', timeSlot: 'evening' }, 'Europe/Berlin', 'Australia/Sydney'))
      .toEqual({ date: '2025-01-11', start: '04:00', end: '08:00' });
    expect(slotHoursIn({ date: '2025-07-10', timeSlot: 'evening' }, 'Europe/Berlin', 'Australia/Sydney'))
      .toEqual({ date: '2025-07-11', start: '02:00', end: '06:00' });
    // Between the two DST changes New York is an hour nearer to Berlin.
    expect(slotHoursIn({ date: '2025-03-15', timeSlot: 'morning' }, 'America/New_York', 'Europe/Berlin'))
      .toEqual({ date: '2025-03-15', start: '14:00', end: '17:00' });
    expect(slotHoursIn({ date: '2025-03-01', timeSlot: 'morning' }, 'America/New_York', 'Europe/Berlin'))
      .toEqual({ date: '2025-03-01', start: '15:00', end: '18:00' });
    expect(slotHoursIn({ date: '2025-01-10', timeSlot: 'noon' }, 'Australia/Sydney', 'Europe/Berlin'))
      .toEqual({ date: '2025-01-10', start: '02:00', end: '04:00' });
  });

  it('names the owner\'s zone for a responder in another one, and their own hours only beyond three hours', () => {
    const evening = { date: '2025-01-10', timeSlot: 'evening' } as const;
    expect(slotZoneNote(evening, 'Europe/Berlin', 'Europe/Berlin')).toBeNull();
    // Another zone whose clocks agree needs nothing either.
    expect(slotZoneNote(evening, 'Europe/Berlin', 'Europe/Paris')).toBeNull();
    expect(slotZoneNote(evening, 'Europe/Berlin', 'Europe/London'))
      .toEqual({ planZone: 'Berlin time', viewerZone: 'London time', viewerHours: null });
    expect(slotZoneNote(evening, 'Europe/Berlin', 'Australia/Sydney'))
      .toEqual({ planZone: 'Berlin time', viewerZone: 'Sydney time', viewerHours: { date: '2025-01-11', start: '04:00', end: '08:00' } });
  });

  it('counts the three hours on the slot\'s own date, so DST can put a zone on either side', () => {
    // Dubai keeps UTC+4: four hours from London in winter, three in summer.
    expect(slotZoneNote({ date: '2025-01-10', timeSlot: 'evening' }, 'Europe/London', 'Asia/Dubai')?.viewerHours)
      .toEqual({ date: '2025-01-10', start: '22:00', end: '02:00' });
    expect(slotZoneNote({ date: '2025-07-10', timeSlot: 'evening' }, 'Europe/London', 'Asia/Dubai'))
      .toEqual({ planZone: 'London time', viewerZone: 'Dubai time', viewerHours: null });
  });
});

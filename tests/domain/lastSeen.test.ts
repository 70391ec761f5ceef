import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dayMonth, lastSeenBadge, personSubtitle, type SubtitlePerson } from '@/domain/lastSeen';

const today = Temporal.PlainDate.from('2026-03-01');
const ago = (days: number) => today.subtract({ days }).toString();

describe('lastSeenBadge', () => {
  it('shows ∞ for a person never seen', () => {
    expect(lastSeenBadge({ lastSeenDate: null, nextEventDate: null }, today)).toEqual({ kind: 'never', label: '∞' });
  });

  it('shows the calendar for an upcoming date, today included', () => {
    expect(lastSeenBadge({ lastSeenDate: ago(3), nextEventDate: '2026-03-01' }, today)).toEqual({ kind: 'upcoming', date: '2026-03-01' });
    expect(lastSeenBadge({ lastSeenDate: null, nextEventDate: '2027-01-01' }, today)).toEqual({ kind: 'upcoming', date: '2027-01-01' });
  });

  it.each([
    [1, 'grey-dark'], [30, 'grey-dark'], [31, 'orange'], [90, 'orange'], [91, 'red'], [800, 'red'],
  ] as const)('shows %i days as %s', (days, tone) => {
    expect(lastSeenBadge({ lastSeenDate: ago(days), nextEventDate: null }, today)).toEqual({ kind: 'days', days, tone });
  });

  it('counts over the end of February and the year boundary', () => {
    // 2026 has no 29 February: 31 January → 1 March is 29 days.
    expect(lastSeenBadge({ lastSeenDate: '2026-01-31', nextEventDate: null }, today)).toMatchObject({ days: 29 });
    expect(lastSeenBadge({ lastSeenDate: '2025-12-31', nextEventDate: null }, Temporal.PlainDate.from('2026-01-01')))
      .toEqual({ kind: 'days', days: 1, tone: 'grey-dark' });
    expect(lastSeenBadge({ lastSeenDate: '2028-01-31', nextEventDate: null }, Temporal.PlainDate.from('2028-03-01')))
      .toMatchObject({ days: 30, tone: 'grey-dark' });
  });

  it('treats a date that has become today or later as upcoming even when given as last seen', () => {
    expect(lastSeenBadge({ lastSeenDate: '2026-03-01', nextEventDate: null }, today)).toEqual({ kind: 'upcoming', date: '2026-03-01' });
  });
});

describe('dayMonth', () => {
  it('pads day and month', () => {
    expect(dayMonth('2026-03-05')).toBe('05/03');
    expect(dayMonth('2026-12-31')).toBe('31/12');
  });
});

describe('personSubtitle', () => {
  const person = (changes: Partial<SubtitlePerson>): SubtitlePerson => ({
    meetFrequency: 'weekly', lastSeenDate: null, nextEventDate: null, personNotes: null, ...changes,
  });

  it('names the frequency and the last-seen day', () => {
    expect(personSubtitle(person({ lastSeenDate: '2026-02-04' }), today)).toBe('Typically weekly, last seen: 04/02');
  });

  it('says upcoming for a date from today on', () => {
    expect(personSubtitle(person({ meetFrequency: 'everyfewmonths', lastSeenDate: '2026-02-04', nextEventDate: '2026-03-01' }), today))
      .toBe('Typically every few months, upcoming: 01/03');
  });

  it('asks when they last met when there is no date', () => {
    expect(personSubtitle(person({}), today)).toBe('Not indicated as seen yet! When was last time?');
  });

  it('appends the notes', () => {
    expect(personSubtitle(person({ lastSeenDate: '2026-02-04', personNotes: 'Likes jazz' }), today))
      .toBe('Typically weekly, last seen: 04/02 Notes: Likes jazz');
    expect(personSubtitle(person({ personNotes: 'Met at work' }), today))
      .toBe('Not indicated as seen yet! When was last time? Notes: Met at work');
    expect(personSubtitle(person({ personNotes: '   ' }), today)).toBe('Not indicated as seen yet! When was last time?');
  });
});

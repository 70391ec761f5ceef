import { describe, expect, it } from 'vitest';
import { eventTitle, type TitledEvent } from '@/domain/eventTitle';

const event = (changes: Partial<TitledEvent>): TitledEvent => ({
  eventTitle: null, eventActivity: null, personName: null, status: 'confirmed', ...changes,
});

describe('eventTitle', () => {
  it('uses the title when there is one, as it is', () => {
    expect(eventTitle(event({ eventTitle: 'Jazz night', eventActivity: 'concert', personName: 'Ada', status: 'proposed' }))).toBe('Jazz night');
  });

  it('builds activity, person and a question mark while proposed', () => {
    expect(eventTitle(event({ eventActivity: 'coffee' }))).toBe('coffee');
    expect(eventTitle(event({ eventActivity: 'coffee', personName: 'Ada' }))).toBe('coffee with Ada');
    expect(eventTitle(event({ eventActivity: 'coffee', personName: 'Ada', status: 'proposed' }))).toBe('coffee with Ada?');
    expect(eventTitle(event({ eventActivity: 'coffee', personName: 'Ada', status: 'canceled' }))).toBe('coffee with Ada');
  });

  it("defaults the activity to 'Activity', also for a blank title", () => {
    expect(eventTitle(event({}))).toBe('Activity');
    expect(eventTitle(event({ eventTitle: '  ', personName: 'Ada', status: 'proposed' }))).toBe('Activity with Ada?');
  });
});

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Temporal } from 'temporal-polyfill';
import { dateLabel, weekdayName } from '@/domain/dateLabels';

/**
 * A day's button on /proposeplan: '24, Tuesday Nov 24th', the visible day number first, as
 * assistive speech needs. A module of its own, so the e2e tests find the buttons by it without
 * loading the page.
 */
export function dayButtonName(day: Temporal.PlainDate, today: Temporal.PlainDate, i18n: I18n) {
  const dayNumber = day.day;
  const weekday = weekdayName(day.dayOfWeek, i18n.locale);
  const date = dateLabel(day.toString(), today, i18n.locale);
  return i18n._(msg`${dayNumber}, ${weekday} ${date}`);
}

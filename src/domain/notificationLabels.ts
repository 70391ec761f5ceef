import type { MessageDescriptor } from '@lingui/core';
import type { NotificationChannel, NotificationKind } from '@/domain/constants';

/** Each kind as the notification settings list it, in the words of the user who gets it. */
export const KIND_NAMES: Record<NotificationKind, MessageDescriptor> = {
  'plan.answered': /*i18n*/ { id: 'kind.planAnswered', message: 'Someone answered my plan' },
  'plan.everyone-answered': /*i18n*/ { id: 'kind.everyoneAnswered', message: 'Everyone answered my plan' },
  'plan.confirmed': /*i18n*/ { id: 'kind.planConfirmed', message: 'A plan I answered is confirmed' },
  'reminder.upcoming': /*i18n*/ { id: 'kind.reminder', message: 'Reminders the day before' },
  'digest.catch-up': /*i18n*/ { id: 'kind.digest', message: 'Weekly catch-up digest' },
};

export const CHANNEL_NAMES: Record<NotificationChannel, MessageDescriptor> = {
  email: /*i18n*/ { id: 'channel.email', message: 'Email' },
  push: /*i18n*/ { id: 'channel.push', message: 'Push' },
};

/** An hour of the day as a 24-hour time: 8 → '08:00'. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

import type { NotificationChannel, NotificationKind } from '@/domain/constants';

/** Each kind as the notification settings list it, in the words of the user who gets it. */
export const KIND_NAMES: Record<NotificationKind, string> = {
  'plan.answered': 'Someone answered my plan',
  'plan.everyone-answered': 'Everyone answered my plan',
  'plan.confirmed': 'A plan I answered is confirmed',
  'reminder.upcoming': 'Reminders the day before',
  'digest.catch-up': 'Weekly catch-up digest',
};

export const CHANNEL_NAMES: Record<NotificationChannel, string> = { email: 'Email', push: 'Push' };

/** An hour of the day as a 24-hour time: 8 → '08:00'. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

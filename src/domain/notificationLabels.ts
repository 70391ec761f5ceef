import type { NotificationChannel, NotificationKind } from '@/domain/constants';

/** Each kind as the notification settings list it, in the words of the user who gets it. */
export const KIND_NAMES: Record<NotificationKind, string> = {
  'plan.answered': 'Someone answered my plan',
  'plan.everyone-answered': 'Everyone answered my plan',
  'plan.confirmed': 'A plan I answered is confirmed',
  'reminder.upcoming': 'Reminders the day before',
  'digest.catch-up': 'Weekly catch-up digest',
};

/** What the kind is called where a person chooses to stop it: 'You will no longer get {label} by email'. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  'plan.answered': 'answers to your plans',
  'plan.everyone-answered': 'everyone has answered your plan',
  'plan.confirmed': 'a plan you answered is confirmed',
  'reminder.upcoming': 'reminders of tomorrow\'s birthdays, holidays and plans',
  'digest.catch-up': 'the weekly catch-up suggestions',
};

/** How a channel reaches the user, after the kind's label: '… by email'. */
export const CHANNEL_WAYS: Record<NotificationChannel, string> = { email: 'by email', push: 'as push notifications' };

export const CHANNEL_NAMES: Record<NotificationChannel, string> = { email: 'Email', push: 'Push' };

/** An hour of the day as a 24-hour time: 8 → '08:00'. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

import type { Delivery, NotificationPreferences } from '@/domain/contract/notifications';

const ALL_ON = { email: true, push: true };

/** Email on this server, stopped for Ada's address after it bounced. */
export const PREFERENCES: NotificationPreferences = {
  localHour: 8,
  digestWeekday: 1,
  channels: {
    'plan.answered': ALL_ON,
    'plan.everyone-answered': ALL_ON,
    'plan.confirmed': ALL_ON,
    'reminder.upcoming': ALL_ON,
    'digest.catch-up': { email: false, push: true },
  },
  email: { configured: true, address: 'ada@example.com', disabledReason: 'The address failed 10 times in a row: 550 mailbox unavailable' },
};

export const delivery = (overrides: Partial<Delivery> = {}): Delivery => ({
  deliveryId: '0c7d8a55-4b1e-4f0a-9a6e-2d3c4b5a6f01',
  kind: 'plan.answered',
  channel: 'email',
  target: 'ada@example.com',
  status: 'sent',
  attempts: 1,
  lastError: null,
  lastErrorCode: null,
  created_at: '2026-11-20T08:00:00.000Z',
  sentAt: '2026-11-20T08:00:05.000Z',
  ...overrides,
});

import type { Config } from '@/server/config';
import type { Channel, EmailTarget } from '@/server/notifications/channel';
import { type PushChannel, pushChannel } from '@/server/notifications/channels/push';
import { vapidDetailsFor } from '@/server/notifications/vapid';

/** The ways out of the app that the worker sends deliveries through (`app.notificationChannels`). */
export interface NotificationChannels {
  email: Channel<EmailTarget>;
  push: PushChannel;
}

/** Stands for the email channel (channels/email.ts, built beside this one) until the two branches meet. */
const emailNotConfigured: Channel<EmailTarget> = {
  name: 'email',
  configured: false,
  send: async () => ({ ok: false, permanent: true, error: 'Email is not configured on this server' }),
};

/** The channels as the configuration sets them up. */
export function notificationChannels(config: Config): NotificationChannels {
  return {
    email: emailNotConfigured,
    push: pushChannel({ vapid: vapidDetailsFor(config), allowPrivate: config.allowPrivatePush }),
  };
}

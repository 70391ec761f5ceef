import type { Config } from '@/server/config';
import type { Channel, EmailTarget } from '@/server/notifications/channel';
import { defaultMailFrom, emailChannel } from '@/server/notifications/channels/email';
import { type PushChannel, pushChannel } from '@/server/notifications/channels/push';
import { vapidDetailsFor } from '@/server/notifications/vapid';

/** Every way out of the app; the worker sends through these and nothing else (`app.notificationChannels`). */
export interface NotificationChannels {
  email: Channel<EmailTarget>;
  push: PushChannel;
}

/** The channels as the configuration sets them up. */
export function notificationChannels(config: Config): NotificationChannels {
  return {
    email: emailChannel({ smtpUrl: config.notify.smtpUrl, from: config.notify.mailFrom ?? defaultMailFrom(config.publicUrl) }),
    push: pushChannel({ vapid: vapidDetailsFor(config), allowPrivate: config.allowPrivatePush }),
  };
}

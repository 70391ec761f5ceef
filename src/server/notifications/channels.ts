import type { Config } from '@/server/config';
import type { Channel, EmailTarget, PushTarget } from '@/server/notifications/channel';
import { defaultMailFrom, emailChannel } from '@/server/notifications/channels/email';

/** Every way out of the app; the worker sends through these and nothing else. */
export interface NotificationChannels {
  email: Channel<EmailTarget>;
  push: Channel<PushTarget>;
}

/**
 * Stands where the push channel (`pushChannel`, src/server/notifications/channels/push.ts, built
 * alongside) goes, and is replaced by it: unconfigured, so no push delivery is ever made or sent.
 */
const pushChannelPlaceholder: Channel<PushTarget> = {
  name: 'push',
  configured: false,
  send: async () => ({ ok: false, permanent: true, error: 'Web Push is not set up on this server' }),
};

export function notificationChannels(config: Config): NotificationChannels {
  return {
    email: emailChannel({ smtpUrl: config.notify.smtpUrl, from: config.notify.mailFrom ?? defaultMailFrom(config.publicUrl) }),
    push: pushChannelPlaceholder,
  };
}

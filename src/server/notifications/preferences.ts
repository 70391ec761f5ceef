import { NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from '@/domain/constants';
import type { KindChannels, NotificationPreferencesBody } from '@/domain/contract/notifications';

/**
 * `notification_settings.channels_off`: per kind, the channels the user turned off (`false`).
 * Anything absent is on, so a kind added later reaches everyone until they stop it.
 */
export type ChannelsOff = Partial<Record<NotificationKind, Partial<Record<NotificationChannel, false>>>>;

export const wants = (off: ChannelsOff, kind: NotificationKind, channel: NotificationChannel) => off[kind]?.[channel] !== false;

/** Every kind with both channels, as the preferences answer shows them. */
export const kindChannelsOf = (off: ChannelsOff): KindChannels =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { email: wants(off, kind, 'email'), push: wants(off, kind, 'push') }])) as KindChannels;

/** The choices of a PUT (each kind's channels may come one at a time) laid over what was stored. */
export function withChoices(off: ChannelsOff, choices: NonNullable<NotificationPreferencesBody['channels']>): ChannelsOff {
  const next: ChannelsOff = structuredClone(off);
  for (const [kind, channels] of Object.entries(choices) as [NotificationKind, Partial<Record<NotificationChannel, boolean>>][]) {
    const entry = { ...next[kind] };
    for (const [channel, on] of Object.entries(channels) as [NotificationChannel, boolean | undefined][]) {
      if (on === false) entry[channel] = false;
      else if (on === true) delete entry[channel];
    }
    if (Object.keys(entry).length) next[kind] = entry;
    else delete next[kind];
  }
  return next;
}

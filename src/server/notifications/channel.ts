import type { DeliveryFailure, NotificationChannel, NotificationKind } from '@/domain/constants';
import type { Locale } from '@/domain/locales';

/** A notification rendered for a channel outside the app. */
export interface OutgoingMessage {
  /**
   * The delivery's id: every attempt of one delivery carries it (an email's Message-ID), so a copy sent
   * again after a server died between sending and recording it is known as the same message.
   */
  id: string;
  kind: NotificationKind;
  /** The recipient's language, which the words are in (an email's own lines too). */
  locale: Locale;
  title: string;
  /** Plain text. */
  body: string;
  /** Simple HTML of the same text, for email. */
  html: string;
  /** Where in the app it leads (absolute URL). */
  link: string;
  /** The one-click unsubscribe URL for this kind on this channel (absolute; https when PUBLIC_URL is). */
  unsubscribeUrl: string;
  /** The app's page that shows what the link stops and asks before stopping it, for people (the body's link). */
  unsubscribePageUrl: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface EmailTarget { address: string }
export interface PushTarget { endpoint: string; p256dh: string; auth: string }

/**
 * How a send went: `permanent` failures are not retried; `gone` says the target no longer exists
 * (a push subscription the service answered 404 or 410 for), so it is removed; `blamesTarget` says
 * the target refused it (a mail server's answer to this address), rather than our own server or
 * network failing, so it counts towards switching the user's email off. `reason` is why, for the
 * user; `error` the channel's own words, for the operator.
 */
export type SendResult =
  | { ok: true }
  | { ok: false; permanent: boolean; gone?: boolean; blamesTarget?: boolean; reason: DeliveryFailure; error: string };

/** One way out of the app (email, push; webhooks later): a new channel is a new module of this shape. */
export interface Channel<Target> {
  readonly name: NotificationChannel;
  /** Whether the server is set up to send on it (e.g. SMTP_URL for email). */
  readonly configured: boolean;
  send(target: Target, message: OutgoingMessage): Promise<SendResult>;
  close?(): Promise<void>;
}

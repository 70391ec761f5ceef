import nodemailer from 'nodemailer';
import { PRODUCT_NAME } from '@/domain/constants';
import type { Channel, EmailTarget, OutgoingMessage, SendResult } from '@/server/notifications/channel';
import { escapeHtml } from '@/server/notifications/messages';
import { textsIn } from '@/server/i18n';

export interface EmailConfig {
  smtpUrl: string | undefined;
  /** The From address; see defaultMailFrom. */
  from: string;
}

/** `FunPlans <no-reply@{host}>`, the host of PUBLIC_URL when there is one. */
export function defaultMailFrom(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `${PRODUCT_NAME} <no-reply@${host}>`;
}

/**
 * Email through nodemailer's SMTP pool. Each message carries its text, a simple HTML copy, the link
 * into the app and the unsubscribe link in its body, and RFC 8058's one-click headers, so a mail
 * client's "Unsubscribe" button POSTs to the signed link without opening anything. The timeouts stay
 * well under the worker's two-minute lease, so a hung server cannot make a second worker send again.
 */
export function emailChannel(config: EmailConfig): Channel<EmailTarget> {
  if (!config.smtpUrl) return { name: 'email', configured: false, send: notConfigured };
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  // Every attempt of a delivery has one Message-ID, so a copy sent again is known as the same message.
  const domain = /@([^>\s]+)/.exec(config.from)?.[1] ?? 'localhost';
  return {
    name: 'email',
    configured: true,
    async send(target, message) {
      try {
        await transport.sendMail({
          from: config.from,
          messageId: `<${message.id}@${domain}>`,
          to: target.address,
          subject: message.title,
          text: emailText(message),
          html: emailHtml(message),
          headers: {
            'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
          attachments: message.attachments,
        });
        return { ok: true };
      } catch (error) {
        return failureOf(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}

async function notConfigured(): Promise<SendResult> {
  return { ok: false, permanent: true, reason: 'emailNotConfigured', error: 'Email is not configured on this server (SMTP_URL)' };
}

/**
 * A mail server's answer to this message (a response code) is about the address: 5xx is final, 4xx
 * (a full mailbox, greylisting) may pass later. Without one (no connection, a timeout, refused
 * credentials) our own side failed: retried, and not held against the address.
 */
function failureOf(error: unknown): SendResult {
  const { responseCode, code, message } = error as { responseCode?: number; code?: string; message?: string };
  const text = (message ?? String(error)).slice(0, 500);
  if (typeof responseCode !== 'number' || code === 'EAUTH') return { ok: false, permanent: false, reason: 'mailServerFailed', error: text };
  const permanent = responseCode >= 500;
  return { ok: false, permanent, blamesTarget: true, reason: permanent ? 'addressRefused' : 'addressDeferred', error: text };
}

/* The lines every email has around its message, in the recipient's language. */
const OPEN_APP = /*i18n*/ { id: 'email.openApp', message: 'Open {product}' };
const SENT_BY = /*i18n*/ { id: 'email.sentBy', message: 'Sent by {product}.' };
const STOP_EMAILS = /*i18n*/ { id: 'email.stop', message: 'Stop emails like this one' };

function emailText(message: OutgoingMessage): string {
  const texts = textsIn(message.locale);
  return [
    message.body,
    '',
    `${texts(OPEN_APP, { product: PRODUCT_NAME })}: ${message.link}`,
    '',
    '--',
    texts(SENT_BY, { product: PRODUCT_NAME }),
    `${texts(STOP_EMAILS)}: ${message.unsubscribePageUrl}`,
  ].join('\n');
}

function emailHtml(message: OutgoingMessage): string {
  const texts = textsIn(message.locale);
  return `<!doctype html><html lang="${message.locale}"><body style="font-family:sans-serif;color:#222;line-height:1.4">
<h1 style="font-size:18px">${escapeHtml(message.title)}</h1>
${message.html}
<p><a href="${escapeHtml(message.link)}">${escapeHtml(texts(OPEN_APP, { product: PRODUCT_NAME }))}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(texts(SENT_BY, { product: PRODUCT_NAME }))}
<a href="${escapeHtml(message.unsubscribePageUrl)}">${escapeHtml(texts(STOP_EMAILS))}</a>.</p>
</body></html>`;
}

import type { MessagingPlatform } from '@/domain/constants';

/** Phone-number platforms take digits only (WhatsApp without the leading +). */
const digits = (id: string) => id.replace(/\D/g, '');

const LINKS: Record<MessagingPlatform, (id: string) => string> = {
  whatsapp: (id) => `https://wa.me/${digits(id)}`,
  messenger: (id) => `https://m.me/${encodeURIComponent(id)}`,
  telegram: (id) => `https://t.me/${encodeURIComponent(id.replace(/^@/, ''))}`,
  signal: (id) => `https://signal.me/#p/+${digits(id)}`,
  sms: (id) => `sms:${id.startsWith('+') ? '+' : ''}${digits(id)}`,
};

export interface MessagingTarget {
  externalMessagingPlatform: MessagingPlatform | null;
  externalMessagingId: string | null;
}

/** The deep link that opens a chat with the person, or null when platform or id is missing. */
export function messagingLink(person: MessagingTarget): string | null {
  const id = person.externalMessagingId?.trim();
  if (!person.externalMessagingPlatform || !id) return null;
  return LINKS[person.externalMessagingPlatform](id);
}

import { describe, expect, it } from 'vitest';
import { messagingLink } from '@/domain/messaging';

describe('messagingLink', () => {
  it.each([
    ['whatsapp', '+49 151 2345-678', 'https://wa.me/491512345678'],
    ['messenger', 'ada.lovelace', 'https://m.me/ada.lovelace'],
    ['telegram', '@ada_l', 'https://t.me/ada_l'],
    ['signal', '+49 151 2345678', 'https://signal.me/#p/+491512345678'],
    ['sms', '+49 151 2345678', 'sms:+491512345678'],
    ['sms', '0151 2345678', 'sms:01512345678'],
  ] as const)('%s with %s opens %s', (platform, id, link) => {
    expect(messagingLink({ externalMessagingPlatform: platform, externalMessagingId: id })).toBe(link);
  });

  it('encodes an id that is not a plain name', () => {
    expect(messagingLink({ externalMessagingPlatform: 'messenger', externalMessagingId: 'a/b?c' })).toBe('https://m.me/a%2Fb%3Fc');
  });

  it('is null without a platform or an id', () => {
    expect(messagingLink({ externalMessagingPlatform: null, externalMessagingId: '+491512345678' })).toBeNull();
    expect(messagingLink({ externalMessagingPlatform: 'whatsapp', externalMessagingId: null })).toBeNull();
    expect(messagingLink({ externalMessagingPlatform: 'whatsapp', externalMessagingId: '  ' })).toBeNull();
  });
});

import type { MessageDescriptor } from '@lingui/core';
import type { DeliveryFailure } from '@/domain/constants';
import type { Texts } from '@/server/i18n';

/** Why a delivery failed, in words for its recipient: the server stores the code and words it when asked, in their language. */
const FAILURE_TEXTS: Record<DeliveryFailure, MessageDescriptor> = {
  unsubscribed: /*i18n*/ { id: 'delivery.unsubscribed', message: 'Unsubscribed before it was sent' },
  turnedOff: /*i18n*/ { id: 'delivery.turnedOff', message: 'Turned off before it was sent' },
  emailOff: /*i18n*/ { id: 'delivery.emailOff', message: 'Email is switched off' },
  deviceGone: /*i18n*/ { id: 'delivery.deviceGone', message: 'The device is no longer subscribed' },
  emailNotConfigured: /*i18n*/ { id: 'delivery.emailNotConfigured', message: 'Email is not set up on this server' },
  addressRefused: /*i18n*/ { id: 'delivery.addressRefused', message: 'The mail server refused the address' },
  addressDeferred: /*i18n*/ { id: 'delivery.addressDeferred', message: 'The mail server did not take it for now (a full mailbox, perhaps)' },
  mailServerFailed: /*i18n*/ { id: 'delivery.mailServerFailed', message: 'Our mail server could not send it' },
  pushEndpointRefused: /*i18n*/ { id: 'delivery.pushEndpointRefused', message: "The device''s push address is not allowed" },
  pushKeysInvalid: /*i18n*/ { id: 'delivery.pushKeysInvalid', message: "The device''s push keys are not valid" },
  pushRefused: /*i18n*/ { id: 'delivery.pushRefused', message: 'The push service refused it' },
  pushUnavailable: /*i18n*/ { id: 'delivery.pushUnavailable', message: 'The push service could not be reached' },
  unexpected: /*i18n*/ { id: 'delivery.unexpected', message: 'Something went wrong on our side' },
};

const EMAIL_SWITCHED_OFF = /*i18n*/ { id: 'delivery.emailSwitchedOff', message: 'The last {count} emails failed: {reason}' };

/** A failure's words: its code's in `texts`' language, else (one stored before the codes) the English words stored with it. */
export const failureText = (code: DeliveryFailure | null, stored: string | null, texts: Texts): string | null =>
  (code ? texts(FAILURE_TEXTS[code]) : stored);

/** Why email was switched off, after `count` failures in a row, the last one's `code`. */
export const emailOffText = (count: number, code: DeliveryFailure | null, stored: string | null, texts: Texts): string | null =>
  (code ? texts(EMAIL_SWITCHED_OFF, { count, reason: FAILURE_TEXTS[code] }) : stored);

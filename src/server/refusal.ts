import type { MessageDescriptor } from '@lingui/core';

/**
 * Why something the user gave cannot be used (a feed, a push endpoint, a webhook's URL): `reason` is
 * told to them in their language (`textsIn(locale)(refusal.reason)`). The feed thread throws these
 * too, so this module loads nothing: the message is the reason's id, and a log shows the reason
 * itself, its values included.
 */
export class Refusal extends Error {
  constructor(readonly reason: MessageDescriptor, options?: ErrorOptions) {
    super(reason.id, options);
  }
}

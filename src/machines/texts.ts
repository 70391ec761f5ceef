import type { MessageDescriptor } from '@lingui/core';

/**
 * What a machine tells the user (README "Translating"): a message of its own, a descriptor made
 * with Lingui's `msg` macro that the view translates when it renders (so it follows a change of
 * language), or words that come in the user's language already: the server's `errorMessage` (it
 * answers in the language the app names) or a service's. Views show it with `useText`
 * (src/views/hooks/useText.ts).
 */
export type Text = MessageDescriptor | string;

/**
 * Why a flow failed, each as one whole message a language words its own way: with the server's
 * words ('Error deleting person: {message}'), and alone for the unexpected ('Unknown error deleting person').
 */
export interface FailureTexts {
  failed(message: string): MessageDescriptor;
  unknownError: MessageDescriptor;
}

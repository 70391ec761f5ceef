import { useLingui } from '@lingui/react';
import type { Text } from '@/machines/texts';

/** Shows a machine's Text (src/machines/texts.ts) in the current language. */
export function useText() {
  const { i18n } = useLingui();
  return (text: Text): string => (typeof text === 'string' ? text : i18n._(text));
}

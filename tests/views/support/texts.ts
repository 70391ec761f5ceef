import type { Text } from '@/machines/texts';
import { i18n } from '@/views/locale';

/** A machine's Text as the page shows it in the current language (English unless a test switched it). */
export const shown = (text: Text): string => (typeof text === 'string' ? text : i18n._(text));

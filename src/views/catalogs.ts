import type { Messages } from '@lingui/core';

/**
 * Every catalogue but English's (which the code holds) as a chunk of its own, by path:
 * `../locales/de/auth.po`. A module of its own, which src/views/locale.ts fetches only for another
 * language, so that an English page's startup does not carry the list.
 */
export const catalogs = import.meta.glob<Messages>(['../locales/*/*.po', '!../locales/en/*.po'], { import: 'messages' });

import { register } from 'node:module';

/** Lets this script import modules that use Lingui's macros (scripts/i18n/macroHooks.ts). */
register('./macroHooks.ts', import.meta.url);

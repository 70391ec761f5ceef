/**
 * zod in the browser: the CSP allows no eval, so zod parses without compiled parsers, and must not
 * even probe for eval (the probe alone is reported as a CSP violation). zod decides when a schema is
 * built, so main.tsx imports this first, before any module builds one.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

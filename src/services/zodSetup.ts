/**
 * zod in the browser: the CSP allows no eval, so zod parses without compiled parsers, and must not
 * even probe for eval (the probe alone is reported as a CSP violation). zod probes when it builds an
 * object schema, so the few browser modules that build contract schemas (responses.ts, and
 * CalendarIntegrations.tsx for its feed form's machine) import this first; pages without them load
 * no zod at all. The e2e audits (tests/e2e/support/axe.ts) fail on any CSP violation.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

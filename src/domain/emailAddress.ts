/**
 * Zod's own email pattern (`z.regexes.email`, which the server's contract checks with), copied so
 * that a page can check an address without loading zod: the /plan page's bundle has a budget.
 * tests/domain/emailAddress.test.ts keeps the two in step.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The contract's emails are at most 254 characters and are trimmed before they are checked. */
export const isEmailAddress = (text: string) => text.trim().length <= 254 && EMAIL_PATTERN.test(text.trim());

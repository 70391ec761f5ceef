import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { email } from '@/domain/contract/auth';
import { EMAIL_PATTERN, isEmailAddress } from '@/domain/emailAddress';

const SAMPLES = [
  'grace@example.com', ' Grace.Hopper+plans@mail.example.org ', "o'neil@example.ie", 'x@y.co',
  '', 'grace', 'grace@', '@example.com', 'grace@example', 'grace@@example.com', 'grace hopper@example.com',
  '.grace@example.com', 'grace.@example.com', 'grace..hopper@example.com', 'grace@-example.com', 'grace@example.c',
  `${'a'.repeat(250)}@example.com`,
];

describe('isEmailAddress', () => {
  it("is zod's email pattern, which the contract checks answers' addresses with", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each(SAMPLES)('agrees with the contract on %j', (sample) => {
    expect(isEmailAddress(sample)).toBe(email.safeParse(sample).success);
  });
});

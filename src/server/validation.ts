import type { MessageDescriptor } from '@lingui/core';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { ISSUE_TEXTS } from '@/domain/contract/issueTexts';
import type { Locale } from '@/domain/locales';
import { badRequest } from '@/server/errors';
import { type Texts, textsIn } from '@/server/i18n';

/** How a 400 for a malformed request begins; `problems` names each field and what is wrong with it. */
export const INVALID_REQUEST = /*i18n*/ { id: 'error.invalidRequest', message: 'Invalid request: {problems}' };
/** One of the problems: the field ('body.email') and what is wrong with it. */
const FIELD_PROBLEM = /*i18n*/ { id: 'error.fieldProblem', message: '{field}: {problem}' };

/** A 400 for one field of the request that its schema cannot judge alone; `problem` is a descriptor. */
export const invalidField = (field: string, problem: MessageDescriptor) =>
  badRequest({ ...INVALID_REQUEST, values: { problems: { ...FIELD_PROBLEM, values: { field, problem } } } });

/** zod's own words for each kind of issue in the languages but English, its default (zod 4 ships them). */
const ZOD_WORDS: Record<Exclude<Locale, 'en'>, z.core.$ZodErrorMap> = {
  de: z.locales.de().localeError,
  fr: z.locales.fr().localeError,
  es: z.locales.es().localeError,
  it: z.locales.it().localeError,
  nl: z.locales.nl().localeError,
};

const ISSUE_BY_ID = new Map(Object.values(ISSUE_TEXTS).map((text) => [text.id, text]));

/** An issue's words: the contract's own (named by id, src/domain/contract/issueTexts.ts) or zod's. */
const wordsOf = (issue: z.core.$ZodIssue, texts: Texts) => {
  const own = ISSUE_BY_ID.get(issue.message);
  return own ? texts(own) : issue.message;
};

type Reparse = (words: z.core.$ZodErrorMap) => z.core.$ZodIssue[];

/**
 * A request part (`validationContext`, which Fastify sets: body, querystring, params) that failed its
 * zod schema. zod words the issues in English as it parses; for another language the same data is
 * parsed again with that language's words as the parse's own error map, not `z.config`, which is
 * global while requests run concurrently. The contract's own messages outrank that map, as zod
 * orders them, and are worded from their ids.
 */
export class RequestValidationError extends Error {
  validationContext?: string;

  constructor(private readonly issues: z.core.$ZodIssue[], private readonly reparse: Reparse) {
    super('The request does not match its schema');
  }

  /** The answer's message in `locale`: each issue's field and words. */
  messageIn(locale: Locale): string {
    const issues = locale === 'en' ? this.issues : this.reparse(ZOD_WORDS[locale]);
    const texts = textsIn(locale);
    const problems = issues.map((issue) =>
      texts(FIELD_PROBLEM, { field: [this.validationContext ?? 'body', ...issue.path].join('.'), problem: wordsOf(issue, texts) }));
    return texts(INVALID_REQUEST, { problems: problems.join('; ') });
  }
}

/** fastify-type-provider-zod's validator compiler, its failures a RequestValidationError. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data };
  return { error: new RequestValidationError(result.error.issues, (words) => schema.safeParse(data, { error: words }).error?.issues ?? []) };
};

import type { FastifySerializerCompiler } from 'fastify';
import fastJson, { type Schema } from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Keywords that only validate: fast-json-stringify would reformat a string with `format: date`
 * through `Date`, and the rest cost time without changing a byte.
 */
const VALIDATION_ONLY = new Set(['format', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems']);

function withoutValidation(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutValidation);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema)
    // Under `properties` the keys are field names, which may be called like a keyword.
    .filter(([key]) => !VALIDATION_ONLY.has(key) || typeof (schema as Record<string, unknown>)[key] === 'object')
    .map(([key, value]) => [key, withoutValidation(value)]));
}

/**
 * The response's JSON Schema from its zod contract: the OpenAPI 3.0 flavour marks nullable
 * fields with `nullable: true`, which fast-json-stringify writes directly (an `anyOf` with null
 * would make it run a validator for every value).
 */
export const responseJsonSchema = (schema: z.ZodType) =>
  withoutValidation(z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' })) as Schema;

/**
 * Responses are written by fast-json-stringify from the route's response schema, compiled once
 * per route: fields outside the contract are dropped, never sent. With `checkResponses` (tests)
 * zod checks both what the handler answered (fast-json-stringify would quietly write a null
 * string as "") and the bytes that go out, so an answer outside the contract fails the request
 * with a 500 instead of passing unnoticed.
 */
export function responseSerializerCompiler(checkResponses: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const stringify = fastJson(responseJsonSchema(schema));
    if (!checkResponses) return stringify;
    const check = (value: unknown) => {
      const checked = schema.safeParse(value);
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
    };
    return (data) => {
      check(data);
      const json = stringify(data);
      check(JSON.parse(json));
      return json;
    };
  };
}

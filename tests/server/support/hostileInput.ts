import fc from 'fast-check';

/**
 * fast-check arbitraries for hostile requests, derived from the OpenAPI form of the zod contract
 * (what `app.swagger()` publishes), so a route added later gets them without being named here.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const CONTROL = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)), minLength: 1 });
const LONG = fc.integer({ min: 1_000, max: 60_000 }).map((length) => 'é😀<'.repeat(Math.ceil(length / 4)).slice(0, length));

/** Text that has broken web apps: injections, markup, odd Unicode, impossible dates, path tricks. */
export const HOSTILE_TEXT = [
  '', ' ', '   padded   ', "'; DROP TABLE people; --", "' OR '1'='1", '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', '2026-02-30', '2026-13-01', '0000-00-00',
  '2026-11-22T25:61:00Z', 'not-an-enum', 'a\u0000b', '\u0000', '\ud800', 'x\udfffy', '😀'.repeat(40),
  '\u202eevil\u200b', '../../etc/passwd', '%00', '${7*7}', '{{7*7}}', '__proto__', 'NaN', '-1',
  '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '\\', '\r\n\t', 'a'.repeat(101),
];

export const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), maxLength: 3 }),
  CONTROL,
  LONG,
);

/** Any JSON value of the wrong kind, or of the right kind with a hostile content. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, -(2 ** 63), 1e308, {}, [], [null], { $ne: null }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.string(), { maxLength: 3 }),
);

const EXTRA_KEYS = ['__proto__', 'constructor', 'id', 'userId', 'rights', 'deletedAt', 'x'];

/** A value the schema accepts, with references (uuid) drawn from ids that exist when there are any. */
export function validValue(schema: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, ids)));
  const nullable = (arbitrary: fc.Arbitrary<unknown>) => (schema.nullable ? fc.option(arbitrary, { nil: null }) : arbitrary);
  if (schema.enum?.length) return nullable(fc.constantFrom(...schema.enum));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
      return nullable(fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 }));
    case 'number':
      return nullable(fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000, noNaN: true }));
    case 'boolean':
      return nullable(fc.boolean());
    case 'array':
      return nullable(fc.array(validValue(schema.items ?? {}, ids), { maxLength: 3 }));
    case 'object':
      return nullable(validObject(schema, ids));
    case 'string':
      return nullable(validString(schema, ids));
    default:
      return fc.constant('x');
  }
}

function validString(schema: JsonSchema, ids: string[]): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
  if (schema.format === 'date') return fc.date({ min: new Date('1950-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ min: new Date('1950-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = Math.max(schema.minLength ?? 0, 1);
  const maxLength = Math.min(schema.maxLength ?? 200, 200);
  // Text users type: any Unicode (emoji, control characters, markup), surrounding spaces trimmed.
  return fc.string({ unit: 'grapheme', minLength, maxLength }).map((text) => text.trim())
    .filter((text) => text.length >= minLength && [...text].length <= maxLength);
}

function validObject(schema: JsonSchema, ids: string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, validValue(inner, ids)]));
  return fc.record(fields, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A valid body with one change: a field made hostile, a field left out, or an unexpected field added. */
export function hostileObject(schema: JsonSchema, ids: string[]): fc.Arbitrary<Record<string, unknown>> {
  type Change = (body: Record<string, unknown>) => Record<string, unknown>;
  const keys = Object.keys(schema.properties ?? {});
  const extra = fc.tuple(fc.constantFrom(...EXTRA_KEYS), hostileValue)
    .map(([key, value]): Change => (body) => Object.fromEntries([...Object.entries(body), [key, value]]));
  const changes: fc.WeightedArbitrary<Change>[] = [{ weight: 1, arbitrary: extra }];
  if (keys.length) {
    changes.push(
      { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]): Change => (body) => ({ ...body, [key]: value })) },
      { weight: 1, arbitrary: fc.constantFrom(...keys).map((key): Change => (body) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key))) },
    );
  }
  const base = validValue(schema, ids) as fc.Arbitrary<Record<string, unknown> | null>;
  return fc.tuple(base, fc.oneof(...changes)).map(([body, change]) => change(body ?? {}));
}

/** The names of a body schema's text fields (not enums, ids, dates or patterns). */
export function textFields(schema: JsonSchema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, inner]) => (inner.type === 'string' || (Array.isArray(inner.type) && inner.type.includes('string')))
      && !inner.enum && !inner.format && !inner.pattern)
    .map(([key]) => key);
}

export interface RawBody { contentType: string | undefined; payload: string }

/** JSON nested far deeper than any request needs (up to 10,000 levels within the 64 KB body limit), as arrays or objects. */
const deeplyNested: fc.Arbitrary<RawBody> = fc.tuple(fc.oneof(fc.constant(10_000), fc.integer({ min: 33, max: 10_000 })), fc.boolean())
  .map(([depth, arrays]) => ({
    contentType: 'application/json',
    payload: arrays ? `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  }));

/** Bodies that are not an object at all: malformed JSON, other JSON values, other media types, too big, too deep. */
export const brokenBody: fc.Arbitrary<RawBody> = fc.oneof(
  deeplyNested,
  fc.constantFrom('{"unterminated": ', '{', '[1, 2', '{"a": undefined}', "{'single': 1}", '\u0000', '')
    .map((payload) => ({ contentType: 'application/json', payload })),
  fc.constantFrom('[1,2,3]', 'null', '42', '"text"', 'true', '{"__proto__": {"rights": "ADMIN"}}')
    .map((payload) => ({ contentType: 'application/json', payload })),
  fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x')
    .map((contentType) => ({ contentType, payload: 'personName=x' })),
  fc.constant({ contentType: 'application/json', payload: JSON.stringify({ personName: 'x'.repeat(100_000) }) }),
);

/** A path parameter: malformed, a well-formed id nobody has, or (when known) one the user owns. */
export function pathValue(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(hostileText.filter((text) => text.length < 90), fc.uuid(), ...(ids.length ? [fc.constantFrom(...ids)] : []));
}

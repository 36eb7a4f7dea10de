import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for the API fuzz (src/server/api-fuzz.test.ts): values shaped by a
 * route's own zod schema (through its JSON Schema), the same values broken in one place, and
 * hostile strings, query strings and bodies that no schema describes.
 */

/** The part of JSON Schema that z.toJSONSchema writes for our schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
};

/** Realistic values for fields a schema cannot describe (refinements), by field name. */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

/** The JSON Schema of a zod schema as a client sends it (defaults optional, refinements dropped). */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const LONGEST_GENERATED = 40;
const MOST_ITEMS = 12;

/** SQL, paths, prototype keys, control characters, odd unicode, numbers in disguise, markup. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)--',
  "\\' UNION SELECT email, password_hash FROM users--",
  '$1',
  '%',
  '_',
  '%_%',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.png',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u001f\u007f',
  '\r\nSet-Cookie: x=1',
  '\u2028\u2029',
  '\ufeff',
  '\ud800',
  'x\udfffy',
  '\u202etxt.exe',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'İstanbul ß ﬀ Σ',
  '１２３',
  '١٢٣',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '1_000',
  ' 1 ',
  '-0',
  '1.5',
  '9007199254740993',
  '%s%n%x',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose.
  '${7*7}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  '//evil.invalid/x',
  'null',
  'true',
  '[]',
  '{}',
];

/** Long values: at, around and far past every maxLength we use. */
const LONG_STRINGS = fc.oneof(
  fc.constantFrom(201, 255, 256, 300, 1_000, 10_001, 20_001, 100_000).map((n) => 'a'.repeat(n)),
  fc.constantFrom(200, 5_000).map((n) => 'é'.repeat(n)),
  fc.constantFrom(129, 10_000).map((n) => '😀'.repeat(n)),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) }),
  },
  { weight: 1, arbitrary: LONG_STRINGS },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 10 }))
      .map(([a, b]) => `${b}${a}${b}`),
  },
);

/** Numbers a validator must refuse or clamp: past safe integers, fractions, huge and tiny. */
const EDGE_NUMBERS = [
  -1,
  0.5,
  -0.5,
  1e-7,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** Any JSON value of any type: what a schema expects replaced by something else. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, '', [], {}, [null], { '': null }),
  fc.constantFrom(...EDGE_NUMBERS),
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(20, 200, 2_000).map((depth) => nested(depth)),
);

/** An array nested `depth` times. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** Keys no object of ours has, some of them dangerous to merge carelessly. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'id', 'userId', ''),
  fc.string({ maxLength: 20 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function numberBounds(schema: JsonSchema) {
  const integer = typesOf(schema).includes('integer');
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1e9, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1e9, Number.MAX_SAFE_INTEGER);
  return { integer, min, max };
}

/** A value of the shape the schema describes (refinements aside), preferring hints by field name. */
export function validValue(
  schema: JsonSchema,
  hints: FieldHints = {},
  field?: string,
): fc.Arbitrary<unknown> {
  const hint = field !== undefined ? hints[field] : undefined;
  const generic = genericValid(schema, hints);
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: generic }) : generic;
}

function genericValid(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((option) => genericValid(option, hints)));
  const [type] = typesOf(schema);
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) model[key] = validValue(property, hints, key);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MOST_ITEMS, MOST_ITEMS));
      return fc.array(schema.items ? genericValid(schema.items, hints) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength,
      });
    }
    case 'string':
      return validString(schema);
    case 'integer':
    case 'number': {
      const { integer, min, max } = numberBounds(schema);
      const edges = fc.constantFrom(min, max);
      const inside = integer
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return fc.oneof(inside, edges);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  const longest = Math.max(minLength, Math.min(maxLength, LONGEST_GENERATED));
  return fc.oneof(
    fc.string({ minLength, maxLength: longest }),
    fc.string({ unit: 'grapheme', minLength, maxLength: longest }).filter(fits),
    fc.constantFrom(minLength, Number.isFinite(maxLength) ? maxLength : minLength).map((n) => 'w'.repeat(n)),
  );
}

/** A value of the schema's shape broken in exactly one place (or replaced wholesale). */
export function invalidValue(schema: JsonSchema, hints: FieldHints = {}, depth = 0): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [wrongTypeValue];
  const union = schema.anyOf ?? schema.oneOf;
  if (union && depth < 4) {
    options.push(...union.map((option) => invalidValue(option, hints, depth + 1)));
  }
  if ('const' in schema || schema.enum) {
    const allowed = schema.enum ?? [schema.const];
    options.push(
      fc.constantFrom(...allowed.map((value) => (typeof value === 'string' ? value.toUpperCase() : value))),
      fc.constantFrom(...allowed.map((value) => ` ${String(value)}`)),
      fc.constantFrom(...allowed.map((value) => (typeof value === 'number' ? String(value) : 1))),
    );
  }
  const types = typesOf(schema);
  if (types.includes('object') && depth < 4) {
    const properties = Object.entries(schema.properties ?? {});
    const valid = validValue(schema, hints) as fc.Arbitrary<Record<string, unknown>>;
    const required = (schema.required ?? []).filter((key) => schema.properties?.[key]);
    if (required.length > 0) {
      options.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
          const { [key]: _dropped, ...rest } = value;
          return rest;
        }),
      );
    }
    options.push(
      fc.tuple(valid, extraKey, wrongTypeValue).map(([value, key, extra]) => ({ ...value, [key]: extra })),
    );
    for (const [key, property] of properties) {
      options.push(
        fc
          .tuple(valid, invalidValue(property, hints, depth + 1))
          .map(([value, broken]) => ({ ...value, [key]: broken })),
      );
    }
  }
  if (types.includes('array') && depth < 4) {
    const item = schema.items ?? {};
    const maxItems = schema.maxItems;
    if (maxItems !== undefined) {
      options.push(
        genericValid(item, hints).map((value) => Array.from({ length: maxItems + 1 }, () => value)),
      );
      options.push(genericValid(item, hints).map((value) => Array.from({ length: maxItems }, () => value)));
    }
    if ((schema.minItems ?? 0) > 0) options.push(fc.constant([]));
    options.push(
      fc
        .tuple(validValue(schema, hints) as fc.Arbitrary<unknown[]>, invalidValue(item, hints, depth + 1))
        .map(([value, broken]) => [...value, broken]),
    );
  }
  if (types.includes('string')) {
    options.push(hostileString);
    if (schema.maxLength !== undefined) {
      const over = schema.maxLength + 1;
      options.push(fc.constantFrom('x', 'é', '😀', ' ').map((char) => char.repeat(over)));
    }
    if ((schema.minLength ?? 0) > 0) {
      options.push(
        fc.constantFrom('', ' '.repeat(schema.minLength ?? 1), 'x'.repeat((schema.minLength ?? 1) - 1)),
      );
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    const { min, max } = numberBounds(schema);
    options.push(
      fc.constantFrom(min - 1, max + 1, min + 0.5, max - 0.5, -0, ...EDGE_NUMBERS),
      fc.constantFrom(String(min), String(max), `${max}`.padStart(30, '0')),
    );
  }
  if (types.includes('boolean')) options.push(fc.constantFrom<unknown>(0, 1, 'true', 'false', 'yes', null));
  return fc.oneof(...options);
}

/** A query string as a browser or a script might send it, with percent-encoding that may be broken. */
export type QueryPart = { key: string; value: string; raw?: boolean };

const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: send its code units as Latin-1 escapes instead.
    return [...text].map((char) => `%${(char.charCodeAt(0) & 0xff).toString(16).padStart(2, '0')}`).join('');
  }
};

export function queryString(parts: QueryPart[]): string {
  if (parts.length === 0) return '';
  return `?${parts.map(({ key, value, raw }) => (raw ? `${key}=${value}` : `${encode(key)}=${encode(value)}`)).join('&')}`;
}

/** Percent-encodings that do not decode: broken escapes, invalid UTF-8, NUL, surrogates. */
export const RAW_QUERY_VALUES: readonly string[] = [
  '%',
  '%%',
  '%g0',
  '%ff',
  '%ff%fe',
  '%c3%28',
  '%e2%82',
  '%ed%a0%80',
  '%f4%90%80%80',
  '%c0%af',
  '%00',
  '%0d%0a',
  '+',
  '%2e%2e%2f%2e%2e%2f',
  '..%252f',
  '\u00e9',
  'a b',
  '#frag',
];

/** Values of a query or path field as text: numbers, booleans, lists as repeated keys. */
export function asQueryValues(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => asQueryValues(item));
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/** Bodies that are not JSON of the route's shape: broken JSON text, or no JSON at all. */
export const MALFORMED_JSON: readonly string[] = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  '{"a":1}}',
  '{"a":1} trailing',
  'undefined',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e999}',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"just a string"',
  '12345',
  'null',
  'true',
  '[]',
  '\u0000',
  ' ',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
];

/** Content types a JSON route must refuse (or parse strictly). */
export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/json;',
  'application/json; charset',
  'application/vnd.api+json',
  '*/*',
  ';;;',
  'application/json\u00a0',
  `application/json; ${'x=y; '.repeat(200)}`,
];

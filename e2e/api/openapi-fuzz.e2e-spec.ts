import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { adminToken, registerBettor } from '../support/bettors';
import { useTestPlatform } from '../support/test-platform';

/**
 * Invalid input for every operation of the public API, as a guest, a bettor and an admin: wrong
 * types, NUL characters, numbers past every integer range, very long strings, deep nesting and
 * malformed JSON, in paths, queries and bodies. Every answer must be a 4xx (or a 2xx where the input
 * happens to be acceptable): a 5xx means input reached a place that could not handle it.
 * FUZZ_LONG=1 adds random strings from fast-check (FUZZ_RUNS per operation, FUZZ_SEED to replay).
 */
type Json = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; schema?: Json }>;
  bodySchema?: Json;
}

const LONG = process.env.FUZZ_LONG === '1';
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

const NUL = '\u0000';
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Values for a path segment or a query value. */
const BAD_SCALARS = [
  `a${NUL}b`,
  '99999999999999999999',
  '-1',
  '1.5',
  '0',
  'not-a-number',
  'x'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%',
  '[]',
  'true',
  '',
];

/** Whole bodies that are wrong whatever the operation expects. */
const BAD_RAW_BODIES = ['{', 'null', '[]', '"text"', '12', nested(50_000), `{"a":"${'\\u0000'}"}`];

/** Wrong values for one property, by what the schema says it should be. */
function badValuesFor(schema: Json | undefined): unknown[] {
  const type = schema?.type;
  const common = [null, { nested: { deeper: [1, 2, 3] } }, [`a${NUL}`], 'x'.repeat(100_000)];
  if (type === 'number' || type === 'integer') return [...common, 'abc', 1e308, -1, 2 ** 64, 0.5];
  if (type === 'boolean') return [...common, 'yes', 2];
  if (type === 'array') return [...common, 'not-an-array', [null], Array.from({ length: 10_000 }, () => 'x')];
  return [...common, 12345, true, `a${NUL}b`, '', ' '];
}

function resolve(document: Json, schema: Json | undefined): Json | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.split('/').pop()!;
  return ((document.components as Json)?.schemas as Json)?.[name] as Json | undefined;
}

function operationsOf(document: Json): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item as Record<string, Json>)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = ((operation.requestBody as Json)?.content as Json)?.['application/json'] as
        Json | undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters as Operation['parameters']) ?? [],
        bodySchema: resolve(document, content?.schema as Json | undefined),
      });
    }
  }
  return operations;
}

function withPath(operation: Operation, value: string): string {
  return operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

const SAMPLE_ID = '5f0e8a8e-2c1b-4b7e-9a53-3d2c1b0a9f8e';

/** Requests for one operation: [path with query, raw body or undefined]. */
function requestsFor(operation: Operation, extraStrings: string[]): Array<[string, string | undefined]> {
  const requests: Array<[string, string | undefined]> = [];
  const scalars = [...BAD_SCALARS, ...extraStrings];
  const basePath = withPath(operation, SAMPLE_ID);
  if (operation.path.includes('{'))
    for (const value of scalars) requests.push([withPath(operation, value), undefined]);
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    for (const value of scalars)
      requests.push([`${basePath}?${parameter.name}=${encodeURIComponent(value)}`, undefined]);
    requests.push([`${basePath}?${parameter.name}=1&${parameter.name}=2`, undefined]);
  }
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    for (const raw of BAD_RAW_BODIES) requests.push([basePath, raw]);
    const properties = (operation.bodySchema?.properties as Record<string, Json>) ?? {};
    for (const [name, schema] of Object.entries(properties)) {
      for (const value of badValuesFor(schema)) requests.push([basePath, JSON.stringify({ [name]: value })]);
      for (const text of extraStrings) requests.push([basePath, JSON.stringify({ [name]: text })]);
    }
    requests.push([
      basePath,
      JSON.stringify(Object.fromEntries(Object.keys(properties).map((name) => [name, NUL]))),
    ]);
  }
  return requests;
}

describe('the public API under invalid input', () => {
  const platform = useTestPlatform();
  const failures: string[] = [];
  let requestCount = 0;

  it('answers every operation with no 5xx, as a guest, a bettor and an admin', async () => {
    const { api } = platform;
    const document = (await (await fetch(`${platform.url}/api/docs/openapi.json`)).json()) as Json;
    const operations = operationsOf(document);
    const bettor = await registerBettor(api, 'Fuzz Bettor');
    const roles: Array<[string, string | undefined]> = [
      ['guest', undefined],
      ['bettor', bettor.token],
      ['admin', adminToken()],
    ];
    const extraStrings = LONG
      ? fc.sample(fc.string({ unit: 'binary', maxLength: 200 }), { numRuns: RUNS, seed: SEED })
      : [];

    for (const operation of operations) {
      for (const [role, token] of roles) {
        for (const [path, body] of requestsFor(operation, extraStrings)) {
          requestCount++;
          const response = await fetch(`${platform.url}${path}`, {
            method: operation.method,
            headers: {
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body,
          });
          const text = await response.text();
          if (response.status >= 500)
            failures.push(
              `${role} ${operation.method} ${path.slice(0, 120)} ${body?.slice(0, 80) ?? ''} -> ${response.status} ${text.slice(0, 160)}`,
            );
        }
      }
    }

    console.log(
      `Fuzzed ${operations.length} operations with ${requestCount} requests as guest, bettor and admin` +
        `${LONG ? ` (long form, seed ${SEED})` : ''}: ${failures.length} answers of 500 or above.`,
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 900_000);
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An answer of football-data.org's API v4 as recorded under test/fixtures/football-data: status,
 * the headers the reference documents (X-RequestCounter-Reset, X-RequestsAvailable...) and the body,
 * written from the provider's documented format.
 */
export interface RecordedAnswer<T = unknown> {
  status: number;
  headers: Record<string, string>;
  body: T;
}

export function recorded<T = unknown>(name: string): RecordedAnswer<T> {
  const path = join(__dirname, '..', 'fixtures', 'football-data', `${name}.json`);
  return JSON.parse(readFileSync(path, 'utf8')) as RecordedAnswer<T>;
}

/** The recorded answer as fetch would hand it over. */
export function asResponse(answer: RecordedAnswer): Response {
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', ...answer.headers },
  });
}

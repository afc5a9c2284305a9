/** What fetch resolves to, for tests: jsdom has no Response. */
export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
}

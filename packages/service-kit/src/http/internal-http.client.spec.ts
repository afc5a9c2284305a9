import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runWithRequestId } from '../observability/request-context';
import { isServiceUrlList, serviceUrls } from '../config/config';
import { InternalHttpClient, UpstreamUnreachableError } from './internal-http.client';

describe(InternalHttpClient.name, () => {
  const servers: Server[] = [];
  const clients: InternalHttpClient[] = [];

  afterEach(async () => {
    clients.splice(0).forEach((client) => client.close());
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** A replica that answers every call with its name and records what it received. */
  async function replica(
    name: string,
    seen: Array<{ name: string; method?: string; headers: IncomingHttpHeaders }>,
  ) {
    const server = createServer((request, response) => {
      seen.push({ name, method: request.method, headers: request.headers });
      request.resume().on('end', () => response.end(JSON.stringify({ success: true, data: name })));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  const client = (baseUrls: string | string[]) => {
    const made = new InternalHttpClient({
      service: 'Test',
      baseUrls,
      token: 'token-0123456789',
      timeoutMs: 500,
    });
    clients.push(made);
    return made;
  };

  it('reads a comma-separated replica list', () => {
    expect(serviceUrls(' http://a:1/ , http://b:2//,')).toEqual(['http://a:1', 'http://b:2']);
    expect(isServiceUrlList('http://a:1, http://b:2')).toBe(true);
    expect(isServiceUrlList('http://a:1, https://b:2')).toBe(false);
    expect(isServiceUrlList('http://a:1, ftp://b:2')).toBe(false);
    expect(isServiceUrlList(' , ')).toBe(false);
  });

  it("sends the token and the caller's request id, and answers the status and body", async () => {
    const seen: Array<{ name: string; method?: string; headers: IncomingHttpHeaders }> = [];
    const http = client(await replica('one', seen));

    const answer = await runWithRequestId('request-1', () => http.send('PUT', '/internal/x', { a: 1 }));

    expect(answer).toEqual({ status: 200, body: { success: true, data: 'one' } });
    expect(seen).toEqual([
      {
        name: 'one',
        method: 'PUT',
        headers: expect.objectContaining({
          'x-internal-token': 'token-0123456789',
          'x-request-id': 'request-1',
        }),
      },
    ]);
  });

  it('takes the replicas in turn and passes one that refuses the connection', async () => {
    const seen: Array<{ name: string; headers: IncomingHttpHeaders }> = [];
    const urls = `${await replica('one', seen)},http://127.0.0.1:9,${await replica('two', seen)}`;
    const http = client(urls);

    const answers = [];
    for (let call = 0; call < 4; call++)
      answers.push((await http.send('POST', '/internal/x', {})).body?.data);

    expect(answers).toEqual(['one', 'two', 'two', 'one']);
  });

  it('is unreachable when every replica refuses the connection', async () => {
    await expect(
      client('http://127.0.0.1:9,http://127.0.0.1:9').send('POST', '/x', {}),
    ).rejects.toBeInstanceOf(UpstreamUnreachableError);
  });
});

import request from 'supertest';
import { TEST_INTERNAL_TOKEN } from './env';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

type Method = (typeof METHODS)[number];

/** supertest's request starters, each sending the gateway's token. */
export type GatewayClient = Record<Method, (url: string) => request.Test>;

/**
 * supertest against a service (its server, or its URL) as the gateway calls it: every request carries
 * the internal token the service asks of every public route. Not an agent, so no cookie is kept between
 * requests. /internal paths, which the gateway never forwards, get the token only when a test sets it,
 * as a calling service does.
 */
export function viaGateway(
  target: Parameters<typeof request>[0],
  token = TEST_INTERNAL_TOKEN,
): GatewayClient {
  const client = request(target);
  const starter = (method: Method) => (url: string) => {
    const test = client[method](url);
    return url.startsWith('/internal') ? test : test.set('x-internal-token', token);
  };
  return Object.fromEntries(METHODS.map((method) => [method, starter(method)])) as GatewayClient;
}

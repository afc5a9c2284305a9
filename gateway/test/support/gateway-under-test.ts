import type { INestApplication } from '@nestjs/common';
import { createGatewayApp, StaticRoot } from '@p2p/gateway';
import type { EventBus } from '@p2p/messaging';
import { freePort, TEST_INTERNAL_TOKEN, testKeyPair } from '@p2p/testing';

export interface GatewayUnderTest {
  url: string;
  app: INestApplication;
  close(): Promise<void>;
}

/** A gateway on a free port with test keys, the test internal token and quiet logs; `env` adds service URLs and limits. */
export async function startGateway(
  env: Record<string, string> = {},
  staticRoots?: StaticRoot[],
  bus?: EventBus,
): Promise<GatewayUnderTest> {
  const app = await createGatewayApp({
    env: {
      LOG_LEVEL: 'silent',
      JWT_PUBLIC_KEY: testKeyPair().publicKey,
      INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN,
      ...env,
    },
    staticRoots,
    bus,
  });
  const port = await freePort();
  await app.listen(port, '127.0.0.1');
  return { url: `http://127.0.0.1:${port}`, app, close: () => app.close() };
}

/** An answer's status, headers and JSON body (empty for other bodies). */
export async function call(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(url, init);
  const json = response.headers.get('content-type')?.includes('json');
  const body = json ? ((await response.json()) as Record<string, unknown>) : (await response.text(), {});
  return { status: response.status, headers: response.headers, body };
}

// First: tracing's instrumentations must be in place before the imports below load what they trace.
import { tracing } from './tracing';
import { DRAIN_LIMIT_MS, stopGracefullyOnSignals } from '@p2p/service-kit';
import { loadGatewayConfig } from './config/gateway-config';
import { createGatewayApp } from './create-gateway-app';

/** The gateway as its own process (distributed mode): configuration from the environment only. */
async function main(): Promise<void> {
  const config = loadGatewayConfig(process.env);
  const app = await createGatewayApp({ env: process.env });
  // The spans still buffered go out after the app has closed, before the process ends.
  stopGracefullyOnSignals(app, DRAIN_LIMIT_MS, () => tracing?.stop());
  await app.listen(config.PORT, config.HOST);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { stopGracefullyOnSignals } from '@p2p/service-kit';
import { loadGatewayConfig } from './config/gateway-config';
import { createGatewayApp } from './create-gateway-app';

/** The gateway as its own process (distributed mode): configuration from the environment only. */
async function main(): Promise<void> {
  const config = loadGatewayConfig(process.env);
  const app = await createGatewayApp({ env: process.env });
  stopGracefullyOnSignals(app);
  await app.listen(config.PORT, config.HOST);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

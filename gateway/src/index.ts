export { createGatewayApp } from './create-gateway-app';
export type { GatewayAppOptions } from './create-gateway-app';
export { GatewayModule } from './gateway.module';
export { gatewayConfigSchema, loadGatewayConfig } from './config/gateway-config';
export type { GatewayConfig } from './config/gateway-config';
export { ROUTE_TABLE } from './routing/route-table';
export type { StaticRoot } from './web/static-roots';

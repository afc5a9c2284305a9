import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';
import helmet from 'helmet';
import type { GatewayConfig } from '../config/gateway-config';

/**
 * Headers for a React SPA and its remotes served from this origin: scripts only from here (no inline
 * script anywhere, the API docs page included), images from https. Connections only to this origin:
 * CSP Level 3's 'self' covers its own ws:/wss: (the live push), and a bare `ws:` or `wss:` would allow
 * any host, a way out for data an injected script could read.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // TLS ends in front of the gateway, if at all: on plain-http localhost this would break every load.
        upgradeInsecureRequests: null,
      },
    },
  });
}

/**
 * Cross-origin calls only from the configured web origins, with the refresh cookie. With none
 * configured no origin is allowed, which leaves same-origin use (the normal case) unaffected.
 */
export function corsOptions(config: GatewayConfig): CorsOptions {
  return {
    origin: config.CORS_ORIGINS,
    credentials: true,
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  };
}

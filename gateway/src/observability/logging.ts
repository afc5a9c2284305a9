import { currentRequestId } from '@p2p/service-kit';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { GatewayConfig } from '../config/gateway-config';

interface SerializedRequest {
  id: string;
  method: string;
  url: string;
  remoteAddress?: string;
}

/**
 * JSON logs like the services', keyed by the request id the gateway assigned. Requests are logged
 * without headers: they carry bearer tokens and refresh cookies, and helmet's make every line long.
 */
export function loggerParams(config: GatewayConfig): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      base: { service: 'gateway' },
      genReqId: (request: IncomingMessage & { id?: unknown }) => String(request.id),
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      serializers: {
        req: ({ id, method, url, remoteAddress }: SerializedRequest) => ({ id, method, url, remoteAddress }),
        res: ({ statusCode }: { statusCode: number }) => ({ statusCode }),
      },
      autoLogging: {
        ignore: (request: IncomingMessage) => /^\/(health|metrics)(\/|$)/.test(request.url ?? ''),
      },
    },
  };
}

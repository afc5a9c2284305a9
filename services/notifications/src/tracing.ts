import { startTracing } from '@p2p/service-kit/tracing';

/** The notifications service's tracing, started by `main.ts` before anything else loads (off unless configured). */
export const tracing = startTracing({ serviceName: 'notifications' });

import { startTracing } from '@p2p/service-kit/tracing';

/**
 * The embedded platform's tracing, started by `start-embedded` before anything else loads: one
 * process, so one `service.name`; each span says its app in `p2p.service`. Off unless configured.
 */
export const tracing = startTracing({ serviceName: 'p2p-platform' });

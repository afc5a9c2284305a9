import { traceInMemory } from '@p2p/testing/tracing';

/**
 * The platform's tracing, as `start-embedded` starts it, into memory. Import it before anything
 * else in a test file: its instrumentations must be in place before the platform's modules load.
 */
export const tracing = traceInMemory();

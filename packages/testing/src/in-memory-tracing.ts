import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { startTracing, type Tracing } from '@p2p/service-kit/tracing';
// The modules themselves, not copies of their exports (what `import * as` gives): patched in place.
// eslint-disable-next-line @typescript-eslint/no-require-imports
import http = require('node:http');
// eslint-disable-next-line @typescript-eslint/no-require-imports
import https = require('node:https');

export interface InMemoryTracing {
  /** Every span finished since tracing started. */
  spans: InMemorySpanExporter;
  stop: Tracing['stop'];
}

/**
 * The apps' tracing (the kit's `startTracing`), exporting into memory. Start it before the modules
 * it should see load (first import of a test file) and stop it after the file's tests.
 */
export function traceInMemory(): InMemoryTracing {
  const spans = new InMemorySpanExporter();
  const tracing = startTracing({
    serviceName: 'p2p-test',
    spanProcessors: [new SimpleSpanProcessor(spans)],
  }) as Tracing;
  // Jest's sandbox requires modules past the hook on which instrumentations patch what is required,
  // so nothing is patched there. Node's core modules are the process's own even inside it: http and
  // https are patched here as the hook would have patched them (and unpatched by `stop`).
  const coreModules: Record<string, object> = { http, https };
  for (const instrumentation of tracing.instrumentations) {
    for (const definition of instrumentation.getModuleDefinitions()) {
      const core = coreModules[definition.name];
      if (!core || !definition.patch) continue;
      definition.moduleExports = core;
      definition.patch(core);
    }
  }
  return { spans, stop: () => tracing.stop() };
}

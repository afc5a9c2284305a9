import { Injectable } from '@nestjs/common';
import { ServiceDirectory } from '../routing/service-directory';
import type { ServiceName } from '../routing/route-table';

const PROBE_TIMEOUT_MS = 2_000;

export type ServiceState = 'up' | 'down';

/** Asks every configured service's readiness at once; a slow answer counts as down. */
@Injectable()
export class ServiceProbe {
  constructor(private readonly services: ServiceDirectory) {}

  async states(): Promise<Partial<Record<ServiceName, ServiceState>>> {
    const entries = await Promise.all(
      this.services.configured().map(async ({ service, url }) => {
        const up = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
          .then(async (response) => {
            await response.body?.cancel();
            return response.ok;
          })
          .catch(() => false);
        return [service, up ? 'up' : 'down'] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
}

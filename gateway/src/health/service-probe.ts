import { Injectable } from '@nestjs/common';
import { ServiceDirectory } from '../routing/service-directory';
import type { ServiceName } from '../routing/route-table';

const PROBE_TIMEOUT_MS = 2_000;

export type ServiceState = 'up' | 'down';

/**
 * Asks every configured service's readiness at once; a slow answer counts as down. A service with
 * replicas is up while one of them is: the proxy moves past a replica that is not listening.
 */
@Injectable()
export class ServiceProbe {
  constructor(private readonly services: ServiceDirectory) {}

  async states(): Promise<Partial<Record<ServiceName, ServiceState>>> {
    const entries = await Promise.all(
      this.services.configured().map(async ({ service, urls }) => {
        const replicas = await Promise.all(urls.map(isReady));
        return [service, replicas.some(Boolean) ? 'up' : 'down'] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
}

function isReady(url: string): Promise<boolean> {
  return fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    .then(async (response) => {
      await response.body?.cancel();
      return response.ok;
    })
    .catch(() => false);
}

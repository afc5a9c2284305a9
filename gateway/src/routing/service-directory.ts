import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@p2p/service-kit';
import type { GatewayConfig } from '../config/gateway-config';
import { SERVICE_NAMES, ServiceName } from './route-table';

/**
 * Where each service answers, from SERVICE_URL_<NAME> (one URL or a comma-separated list of
 * replicas); a service without one is not deployed.
 */
@Injectable()
export class ServiceDirectory {
  private readonly urls: ReadonlyMap<ServiceName, readonly string[]>;
  private readonly turns = new Map<ServiceName, number>();

  constructor(@Inject(CONFIG) config: GatewayConfig) {
    const entries = SERVICE_NAMES.flatMap((name) => {
      const urls = config[`SERVICE_URL_${name.toUpperCase()}` as keyof GatewayConfig];
      return Array.isArray(urls) && urls.length > 0
        ? [[name, urls.map((url) => String(url).replace(/\/+$/, ''))] as const]
        : [];
    });
    this.urls = new Map(entries);
  }

  /**
   * Every replica of the service, starting with the next one in turn (round-robin): the proxy sends
   * to the first and moves down the list only when a replica could not have received the request.
   */
  upstreamsOf(service: ServiceName): string[] {
    const urls = this.urls.get(service);
    if (!urls) return [];
    const turn = this.turns.get(service) ?? 0;
    this.turns.set(service, (turn + 1) % urls.length);
    return [...urls.slice(turn), ...urls.slice(0, turn)];
  }

  /** Configured services with every replica's base URL (no trailing slash), in the table's order. */
  configured(): Array<{ service: ServiceName; urls: readonly string[] }> {
    return [...this.urls].map(([service, urls]) => ({ service, urls }));
  }
}

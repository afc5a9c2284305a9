import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@p2p/service-kit';
import type { GatewayConfig } from '../config/gateway-config';
import { SERVICE_NAMES, ServiceName } from './route-table';

/** Where each service answers, from SERVICE_URL_<NAME>; a service without one is not deployed. */
@Injectable()
export class ServiceDirectory {
  private readonly urls: ReadonlyMap<ServiceName, string>;

  constructor(@Inject(CONFIG) config: GatewayConfig) {
    const entries = SERVICE_NAMES.flatMap((name) => {
      const url = config[`SERVICE_URL_${name.toUpperCase()}` as keyof GatewayConfig];
      return typeof url === 'string' ? [[name, url.replace(/\/+$/, '')] as const] : [];
    });
    this.urls = new Map(entries);
  }

  urlOf(service: ServiceName): string | undefined {
    return this.urls.get(service);
  }

  /** Configured services with their base URLs (no trailing slash), in the table's order. */
  configured(): Array<{ service: ServiceName; url: string }> {
    return [...this.urls].map(([service, url]) => ({ service, url }));
  }
}

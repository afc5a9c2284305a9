import { OnModuleDestroy } from '@nestjs/common';
import { InternalHttpClient, UpstreamUnreachableError } from '@p2p/service-kit';
import type { AdminConfig } from '../admin.config';
import { commandOutcome, UpstreamUnavailableError } from './upstream.errors';

/**
 * A command to the service that owns the data: its refusals reach the admin as they are, no answer
 * at all becomes 503 with the command's own "unavailable" text.
 */
export abstract class CommandClient implements OnModuleDestroy {
  private readonly http: InternalHttpClient;

  protected constructor(service: string, baseUrls: string, config: AdminConfig) {
    this.http = new InternalHttpClient({
      service,
      baseUrls,
      token: config.INTERNAL_API_TOKEN,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    });
  }

  onModuleDestroy(): void {
    this.http.close();
  }

  protected async command(
    method: 'POST' | 'PUT',
    path: string,
    body: object,
    unavailable: string,
  ): Promise<unknown> {
    const answer = await this.http.send(method, path, body).catch((error: unknown) => {
      throw error instanceof UpstreamUnreachableError ? new UpstreamUnavailableError(unavailable) : error;
    });
    return commandOutcome(answer, unavailable);
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { ServiceDirectory } from '../routing/service-directory';
import { mergeOpenApi, OpenApiDocument, ServiceDocument } from './merge-openapi';

/** Long enough that a page load does not fan out to every service, short enough to follow deploys. */
const CACHE_MS = 30_000;
const FETCH_TIMEOUT_MS = 2_000;

/** The merged document, rebuilt from the services' /openapi.json at most every CACHE_MS. */
@Injectable()
export class DocsService {
  private readonly logger = new Logger(DocsService.name);
  private cached: { at: number; document: Promise<OpenApiDocument> } | null = null;

  constructor(private readonly services: ServiceDirectory) {}

  document(): Promise<OpenApiDocument> {
    if (!this.cached || Date.now() - this.cached.at > CACHE_MS) {
      this.cached = { at: Date.now(), document: this.build() };
    }
    return this.cached.document;
  }

  private async build(): Promise<OpenApiDocument> {
    const fetched = await Promise.all(
      this.services.configured().map(async ({ service, urls: [url] }): Promise<ServiceDocument | null> => {
        try {
          const response = await fetch(`${url}/openapi.json`, {
            signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
          });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return { service, document: (await response.json()) as OpenApiDocument };
        } catch (error) {
          // A service that cannot say what it serves is left out, not allowed to break the rest.
          this.logger.warn(`No OpenAPI document from ${service}: ${String(error)}`);
          return null;
        }
      }),
    );
    return mergeOpenApi(fetched.filter((source) => source !== null));
  }
}

import { ERROR_ENVELOPE, ERROR_REF, ERROR_SCHEMA, operationsOf } from '@p2p/service-kit';
import { resolveRoute, ServiceName } from '../routing/route-table';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; license?: { name: string; url?: string } };
  servers?: Array<{ url: string; description?: string }>;
  paths: Record<string, Json>;
  components?: { schemas?: Record<string, Json>; securitySchemes?: Record<string, Json> };
  tags?: Array<{ name: string; description?: string }>;
  security?: Array<Record<string, string[]>>;
}

export interface ServiceDocument {
  service: ServiceName;
  document: OpenApiDocument;
}

const SCHEMA_REF = '#/components/schemas/';

/** The gateway limits every caller (per user signed in, per address otherwise), whatever the route. */
const RATE_LIMITED = {
  description: 'Too many requests; Retry-After says when to try again',
  content: { 'application/json': { schema: ERROR_REF } },
};

/** What the gateway itself answers, so the one document covers the whole public surface. */
const GATEWAY_PATHS: Record<string, Json> = {
  '/api/health': {
    get: {
      tags: ['gateway'],
      operationId: 'GatewayController_health',
      summary: 'Readiness of the platform: the gateway and each service behind it',
      security: [],
      responses: {
        '200': { description: 'Every configured service is up' },
        '503': { description: 'At least one service is down; `data.services` says which' },
      },
    },
  },
};

/**
 * One document from the services' own: each contributes only the paths the gateway routes to it, and
 * a schema name two services use for different shapes is renamed (`WalletUserDto`) with its refs.
 */
export function mergeOpenApi(sources: ServiceDocument[]): OpenApiDocument {
  const merged: Required<Pick<OpenApiDocument, 'components' | 'tags'>> & OpenApiDocument = {
    openapi: '3.0.0',
    info: {
      title: 'P2P Betting API',
      version: '1.0',
      description: 'Every public call, through the gateway',
      license: { name: 'P2P Bet Terms of Service', url: '/terms' },
    },
    // Relative: the document is served by the gateway it describes, at whatever address that has.
    servers: [{ url: '/', description: 'The gateway that served this document' }],
    paths: structuredClone(GATEWAY_PATHS),
    components: {
      schemas: { [ERROR_SCHEMA]: structuredClone(ERROR_ENVELOPE) },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        refresh_token: { type: 'apiKey', in: 'cookie', name: 'refresh_token' },
      },
    },
    tags: [{ name: 'gateway', description: "The gateway's own answers" }],
  };
  const schemas = merged.components.schemas!;
  for (const { service, document } of sources) {
    const renames = conflictingNames(service, document.components?.schemas ?? {}, schemas);
    const own = rewriteRefs(document.components?.schemas ?? {}, renames) as Record<string, Json>;
    for (const [name, schema] of Object.entries(own)) schemas[renames.get(name) ?? name] = schema;
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      if (resolveRoute(path)?.service === service) merged.paths[path] = rewriteRefs(item, renames) as Json;
    }
    merged.components.securitySchemes = {
      ...document.components?.securitySchemes,
      ...merged.components.securitySchemes,
    };
    for (const tag of document.tags ?? []) {
      if (!merged.tags.some((known) => known.name === tag.name)) merged.tags.push(tag);
    }
  }
  for (const operation of operationsOf(merged.paths)) {
    const responses = (operation.responses ??= {}) as Json;
    responses['429'] ??= RATE_LIMITED;
  }
  return merged;
}

/**
 * Names to change so no schema of this service replaces a different one already merged. Repeated
 * until stable: a schema that refers to a renamed one differs from its namesake even if its own text
 * is the same.
 */
function conflictingNames(
  service: ServiceName,
  incoming: Record<string, Json>,
  merged: Record<string, Json>,
): Map<string, string> {
  const renames = new Map<string, string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, schema] of Object.entries(incoming)) {
      if (renames.has(name) || !merged[name]) continue;
      if (JSON.stringify(merged[name]) === JSON.stringify(rewriteRefs(schema, renames))) continue;
      renames.set(name, uniqueName(`${capitalize(service)}${name}`, merged));
      changed = true;
    }
  }
  return renames;
}

function rewriteRefs(value: unknown, renames: ReadonlyMap<string, string>): unknown {
  if (renames.size === 0) return value;
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, renames));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF)) {
        const name = item.slice(SCHEMA_REF.length);
        return [key, `${SCHEMA_REF}${renames.get(name) ?? name}`];
      }
      return [key, rewriteRefs(item, renames)];
    }),
  );
}

function uniqueName(wanted: string, taken: Record<string, unknown>): string {
  let name = wanted;
  for (let index = 2; taken[name]; index++) name = `${wanted}${index}`;
  return name;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

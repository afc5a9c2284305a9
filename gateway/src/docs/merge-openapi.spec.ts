import { describe, expect, it } from '@jest/globals';
import { mergeOpenApi, OpenApiDocument } from './merge-openapi';

function serviceDocument(overrides: Partial<OpenApiDocument>): OpenApiDocument {
  return { openapi: '3.0.0', info: { title: 'service', version: '1.0' }, paths: {}, ...overrides };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const returning = (schema: object) => ({
  get: { responses: { '200': { content: { 'application/json': { schema } } } } },
});

describe(mergeOpenApi.name, () => {
  it("merges the services' paths and schemas under one bearer scheme, with the gateway's health", () => {
    const merged = mergeOpenApi([
      {
        service: 'auth',
        document: serviceDocument({
          paths: { '/api/auth/login': { post: {} } },
          components: { schemas: { LoginDto: { type: 'object' } } },
          tags: [{ name: 'auth' }],
        }),
      },
      {
        service: 'betting',
        document: serviceDocument({
          paths: { '/api/p2p-betting/offers': { get: {} } },
          components: { schemas: { OfferDto: { type: 'object' } } },
        }),
      },
    ]);

    expect(Object.keys(merged.paths).sort()).toEqual([
      '/api/auth/login',
      '/api/health',
      '/api/p2p-betting/offers',
    ]);
    expect(Object.keys(merged.components?.schemas ?? {}).sort()).toEqual([
      'ErrorEnvelope',
      'LoginDto',
      'OfferDto',
    ]);
    expect(merged.components?.securitySchemes?.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(merged.tags?.map((tag) => tag.name)).toEqual(['gateway', 'auth']);
  });

  it("documents the gateway's rate limit on every operation, and where the document is served", () => {
    const merged = mergeOpenApi([
      {
        service: 'auth',
        document: serviceDocument({
          paths: { '/api/auth/login': { post: { responses: { '200': { description: 'Signed in' } } } } },
        }),
      },
    ]);

    for (const path of ['/api/auth/login', '/api/health']) {
      const [operation] = Object.values(merged.paths[path]) as Array<{ responses: Record<string, unknown> }>;
      expect(operation.responses['429']).toMatchObject({
        description: expect.stringMatching(/^Too many requests/),
      });
    }
    expect((merged.paths['/api/auth/login'].post as { responses: object }).responses).toHaveProperty('200');
    expect(merged.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    // The gateway's own path is a copy: one merge does not leak into the next.
    expect(mergeOpenApi([]).paths['/api/health']).toEqual(merged.paths['/api/health']);
  });

  it('leaves out paths the gateway would not route to that service, /internal ones included', () => {
    const merged = mergeOpenApi([
      {
        service: 'wallet',
        document: serviceDocument({
          paths: {
            '/api/wallet/balance': { get: {} },
            '/internal/holds': { post: {} },
            '/api/bets': { get: {} },
          },
        }),
      },
    ]);

    expect(Object.keys(merged.paths).sort()).toEqual(['/api/health', '/api/wallet/balance']);
  });

  it('renames a schema two services define differently, and the references to it', () => {
    const merged = mergeOpenApi([
      {
        service: 'auth',
        document: serviceDocument({
          paths: { '/api/users/me': returning(ref('UserDto')) },
          components: { schemas: { UserDto: { type: 'object', required: ['email'] } } },
        }),
      },
      {
        service: 'admin',
        document: serviceDocument({
          paths: { '/api/admin/users': returning(ref('UserList')) },
          components: {
            schemas: {
              UserDto: { type: 'object', required: ['role'] },
              UserList: { type: 'array', items: ref('UserDto') },
            },
          },
        }),
      },
    ]);
    const schemas = merged.components?.schemas ?? {};

    expect(schemas.UserDto).toEqual({ type: 'object', required: ['email'] });
    expect(schemas.AdminUserDto).toEqual({ type: 'object', required: ['role'] });
    expect(schemas.UserList).toEqual({ type: 'array', items: ref('AdminUserDto') });
    expect(JSON.stringify(merged.paths['/api/users/me'])).toContain('"#/components/schemas/UserDto"');
  });

  it('keeps one copy of a schema two services define alike', () => {
    const shared = { Money: { type: 'string', pattern: '^\\d+\\.\\d{2}$' } };
    const merged = mergeOpenApi([
      { service: 'wallet', document: serviceDocument({ components: { schemas: shared } }) },
      { service: 'betting', document: serviceDocument({ components: { schemas: shared } }) },
    ]);

    expect(Object.keys(merged.components?.schemas ?? {})).toEqual(['ErrorEnvelope', 'Money']);
  });

  it('renames a schema whose text matches but whose reference was renamed', () => {
    const merged = mergeOpenApi([
      {
        service: 'auth',
        document: serviceDocument({
          components: { schemas: { Item: { type: 'object' }, Page: { items: ref('Item') } } },
        }),
      },
      {
        service: 'football',
        document: serviceDocument({
          components: { schemas: { Item: { type: 'string' }, Page: { items: ref('Item') } } },
        }),
      },
    ]);
    const schemas = merged.components?.schemas ?? {};

    expect(schemas.Page).toEqual({ items: ref('Item') });
    expect(schemas.FootballPage).toEqual({ items: ref('FootballItem') });
  });
});

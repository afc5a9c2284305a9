import { describe, expect, it } from '@jest/globals';
import type { OpenAPIObject } from '@nestjs/swagger';
import { applyOpenApiConventions, OPTIONAL_AUTH_EXTENSION, ROLES_EXTENSION } from './openapi-conventions';

const documentWith = (paths: OpenAPIObject['paths']): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 'service', version: '1.0' },
  paths,
});
const ok = { '200': { description: 'Done' } };

describe(applyOpenApiConventions.name, () => {
  it('says what each kind of operation answers beside its own success, and who may call it', () => {
    const document = applyOpenApiConventions(
      documentWith({
        '/api/public': { get: { responses: ok } },
        '/api/things/{id}': {
          get: {
            parameters: [{ name: 'id', in: 'path', required: true }],
            responses: ok,
            ...{ [OPTIONAL_AUTH_EXTENSION]: true },
          },
          put: {
            parameters: [{ name: 'id', in: 'path', required: true }],
            requestBody: { content: {} },
            responses: ok,
            security: [{ bearer: [] }],
            ...{ [ROLES_EXTENSION]: ['admin'] },
          },
        },
        '/api/mine': {
          get: {
            parameters: [{ name: 'authorization', in: 'header', required: true }],
            responses: ok,
            security: [{ bearer: [] }],
          },
        },
      }),
    );

    const codes = (path: string, method: string) =>
      Object.keys((document.paths[path] as Record<string, { responses: object }>)[method].responses).sort();
    expect(codes('/api/public', 'get')).toEqual(['200']);
    expect(document.paths['/api/public'].get?.security).toEqual([]);
    expect(codes('/api/things/{id}', 'get')).toEqual(['200', '400', '404']);
    expect(document.paths['/api/things/{id}'].get?.security).toEqual([{}, { bearer: [] }]);
    expect(codes('/api/things/{id}', 'put')).toEqual(['200', '400', '401', '403', '404']);
    expect(codes('/api/mine', 'get')).toEqual(['200', '401']);
    // The markers are the kit's own: none is left in the published document.
    expect(JSON.stringify(document)).not.toMatch(/x-p2p-/);
    expect(document.components?.schemas).toHaveProperty('ErrorEnvelope');
  });

  it("keeps an operation's own answer to a status", () => {
    const own = { description: 'No such offer', content: {} };
    const document = applyOpenApiConventions(
      documentWith({
        '/api/offers/{id}': {
          get: { parameters: [{ name: 'id', in: 'path', required: true }], responses: { ...ok, '404': own } },
        },
      }),
    );

    expect(document.paths['/api/offers/{id}'].get?.responses['404']).toBe(own);
  });
});

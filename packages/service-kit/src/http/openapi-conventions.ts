import type { OpenAPIObject } from '@nestjs/swagger';

type Operation = Record<string, unknown> & {
  parameters?: Array<{ in?: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
};

/** Marks an operation whose caller may send a token or none (`OptionalAuth`); replaced by its security below. */
export const OPTIONAL_AUTH_EXTENSION = 'x-p2p-optional-auth';
/** The roles `@Auth` asks for; replaced by the operation's 403 below. */
export const ROLES_EXTENSION = 'x-p2p-roles';

export const ERROR_SCHEMA = 'ErrorEnvelope';
export const ERROR_REF = { $ref: `#/components/schemas/${ERROR_SCHEMA}` };

/** What every failure answers (EnvelopeExceptionFilter); some add fields, such as a limit's figures. */
export const ERROR_ENVELOPE = {
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    message: { type: 'string', example: 'Validation failed' },
  },
  required: ['success', 'message'],
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Every operation of a document's paths (their other keys, such as shared parameters, left out). */
export function operationsOf(paths: Record<string, object>): Array<Record<string, unknown>> {
  return Object.values(paths).flatMap((item) =>
    Object.entries(item).flatMap(([method, operation]) =>
      METHODS.has(method) ? [operation as Record<string, unknown>] : [],
    ),
  );
}

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/**
 * Says in a service's OpenAPI document what every operation of the kit already does, so no controller
 * repeats it and none can forget it: an operation without `@Auth` is public (`security: []`), one with
 * `OptionalAuth` takes a token or none; `@Auth` answers 401 without a valid token and 403 to a caller
 * without its role; what takes input answers 400 when the validation pipe refuses it, and what names a
 * resource in its path answers 404. Added as answers, never in place of the controller's own: Nest
 * documents its default success answer only for an operation that declares none.
 */
export function applyOpenApiConventions(document: OpenAPIObject): OpenAPIObject {
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, [ERROR_SCHEMA]: ERROR_ENVELOPE },
  };
  for (const operation of operationsOf(document.paths) as Operation[]) {
    if (operation[OPTIONAL_AUTH_EXTENSION]) {
      delete operation[OPTIONAL_AUTH_EXTENSION];
      operation.security = [{}, { bearer: [] }];
    }
    operation.security ??= [];
    const responses = (operation.responses = { ...operation.responses });
    const tokenRequired =
      operation.security.length > 0 && operation.security.every((way) => Object.keys(way).length > 0);
    if (tokenRequired) responses['401'] ??= errorResponse('No valid token: none, expired or revoked');
    if (operation[ROLES_EXTENSION]) {
      delete operation[ROLES_EXTENSION];
      responses['403'] ??= errorResponse('Admin access required');
    }
    const takesInput =
      operation.requestBody !== undefined ||
      (operation.parameters ?? []).some((parameter) => parameter.in === 'query' || parameter.in === 'path');
    if (takesInput) responses['400'] ??= errorResponse('The input breaks a rule; the message says which');
    if ((operation.parameters ?? []).some((parameter) => parameter.in === 'path')) {
      responses['404'] ??= errorResponse('Nothing of that id the caller may see');
    }
  }
  return document;
}

/**
 * An amount's schema: the API takes a decimal string ("100.00") or a number (100), as the validation
 * rules do; `nullable` for a value whose null means "none".
 */
export function amountSchema(example: string, options: { nullable?: boolean } = {}) {
  return {
    oneOf: [
      // Null on one side only: `oneOf` wants exactly one schema to accept a value.
      { type: 'string' as const, example, ...(options.nullable ? { nullable: true } : {}) },
      { type: 'number' as const, example: Number(example) },
    ],
  };
}

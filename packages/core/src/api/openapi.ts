import { z } from 'zod';
import type { RouteDefinition } from './contract';
import { toPathParamNames } from './contract';
import { ErrorBodySchema } from './error-body';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, isIdempotentRoute } from './idempotency';

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Bad input: invalid JSON or a field that does not validate',
  '401': 'Not signed in, or a missing, unknown or deactivated key',
  '403': 'Forbidden, or a cross-site request',
  '404': 'Not found (also answered for another user’s resource)',
  '413': 'Body too large',
  '415': 'Body is not JSON',
  '429': 'Throttled; see Retry-After',
};

/** Statuses only some routes answer (their `errors` in the contract). */
const ROUTE_ERROR_STATUSES: Record<string, string> = {
  '401': 'Not signed in, wrong credentials, or a missing, unknown or deactivated key',
  '409': 'Conflicts with the current state (see the error sentence)',
  '503': 'Cannot take the work now; retry after Retry-After seconds',
};

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

const SECURITY: Record<RouteDefinition['auth'], Record<string, string[]>[] | undefined> = {
  public: undefined,
  user: [{ sessionCookie: [] }],
  admin: [{ adminSessionCookie: [] }],
  key: [{ bearerKey: [] }],
  assistant: [{ sessionCookie: [] }, { bearerKey: [] }, { publishableKey: [] }],
};

/**
 * Generates an OpenAPI 3.1 document from contract routes.
 * @example toOpenApiDocument(allRoutes, { title: 'Charter API', version: '0.1.0' }).paths['/api/health']
 */
export function toOpenApiDocument(routes: readonly RouteDefinition[], info: OpenApiInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = {
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };

  for (const route of routes) {
    const openApiPath = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters: Record<string, unknown>[] = toPathParamNames(route.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (route.query) {
      const query = toJsonSchema(route.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
      }
    }

    const idempotent = isIdempotentRoute(route);
    if (idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });

    const status = String(route.status ?? 200);
    const success = route.response
      ? {
          description: route.summary,
          content: { 'application/json': { schema: toJsonSchema(route.response, 'output') } },
        }
      : { description: route.summary, content: { [route.produces ?? 'application/octet-stream']: {} } };

    const responses: Record<string, unknown> = { [status]: success };
    for (const [code, description] of Object.entries(ERROR_STATUSES)) {
      if (code === '401' && route.auth === 'public') continue;
      if ((code === '413' || code === '415') && !route.body) continue;
      responses[code] = { description, ...errorResponse };
    }
    if (idempotent) {
      responses['409'] = {
        description: `Conflict; or the request of this ${IDEMPOTENCY_HEADER} is still running (retry shortly)`,
        ...errorResponse,
      };
      responses['422'] = {
        description: `This ${IDEMPOTENCY_HEADER} was used with a different request in the last 24 hours`,
        ...errorResponse,
      };
    }
    for (const code of route.errors ?? []) {
      responses[String(code)] ??= { description: ROUTE_ERROR_STATUSES[String(code)], ...errorResponse };
    }

    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${openApiPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ''))}`,
      summary: route.summary,
      tags: route.tags ? [...route.tags] : undefined,
      parameters: parameters.length > 0 ? parameters : undefined,
      security: SECURITY[route.auth],
      responses,
    };
    if (route.body) {
      const mediaType = route.multipart ? 'multipart/form-data' : 'application/json';
      operation.requestBody = {
        required: true,
        content: { [mediaType]: { schema: toJsonSchema(route.body, 'input') } },
      };
    }
    paths[openApiPath] = { ...paths[openApiPath], [route.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: { Error: toJsonSchema(ErrorBodySchema, 'output') },
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description:
            'One random key (a UUID) per action, reused on its retries. For 24 hours the same key from the ' +
            'same caller with the same request answers the first status and body again (with ' +
            '`Idempotent-Replayed: true`) and creates nothing; answers of 500 or more are not kept. ' +
            'A different request with the key: 422 IDEMPOTENCY_KEY_REUSED; while the first still runs: ' +
            '409 IDEMPOTENCY_KEY_IN_USE.',
          schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
        },
      },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'charter_session' },
        adminSessionCookie: { type: 'apiKey', in: 'cookie', name: 'charter_admin_session' },
        bearerKey: { type: 'http', scheme: 'bearer', description: 'A Charter API key (charter_sk_…)' },
        publishableKey: {
          type: 'apiKey',
          in: 'query',
          name: 'key',
          description: 'A publishable widget key (charter_pk_…), accepted only from its allowed origins',
        },
      },
    },
  };
}

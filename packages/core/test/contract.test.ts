import { describe, expect, it } from 'vitest';
import { allRoutes, api, toOpenApiDocument, toPath, toPathParamNames } from '../src/index';

describe('toPath', () => {
  it('fills and encodes parameters', () => {
    expect(toPath('/api/projects/:projectId', { projectId: 'a/b c' })).toBe('/api/projects/a%2Fb%20c');
    expect(toPathParamNames('/project/:projectId/:section')).toEqual(['projectId', 'section']);
  });

  it('refuses a missing parameter instead of calling a wrong URL', () => {
    expect(() => toPath('/api/keys/:keyId', {})).toThrow('Missing path parameter "keyId"');
  });
});

describe('the contract', () => {
  it('has no two routes with the same method and path', () => {
    const seen = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('declares params for every path parameter', () => {
    for (const route of allRoutes) {
      if (toPathParamNames(route.path).length > 0) expect(route.params, route.path).toBeDefined();
    }
  });

  it('keeps the spec’s paths with charter for {product}', () => {
    expect(api.keys.generateCharterKey.path).toBe('/api/user/generate-charter-api-key');
    expect(api.keys.listCharterKeys.path).toBe('/api/user/charter-api-keys');
  });
});

describe('toOpenApiDocument', () => {
  const doc = toOpenApiDocument(allRoutes, { title: 'Charter API', version: '0.1.0' });

  it('is OpenAPI 3.1 and lists every route with its method', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const route of allRoutes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('describes path parameters, bodies, security and the error body', () => {
    const get = doc.paths['/api/projects/{projectId}']?.get as { parameters: { name: string; in: string }[] };
    expect(get.parameters).toEqual([expect.objectContaining({ name: 'projectId', in: 'path' })]);

    const register = doc.paths['/api/auth/register']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
      responses: Record<string, unknown>;
      security?: unknown;
    };
    // Input schemas: technicalExperience has a default, so it is not required from clients.
    expect(register.requestBody.content['application/json']?.schema.required.sort()).toEqual([
      'email',
      'name',
      'password',
    ]);
    expect(register.responses['201']).toBeDefined();
    expect(register.responses['400']).toBeDefined();
    expect(register.security).toBeUndefined();

    const whoami = doc.paths['/api/external/whoami']?.get as { security: unknown };
    expect(whoami.security).toEqual([{ bearerKey: [] }]);
    expect(doc.components.schemas.Error).toMatchObject({
      required: expect.arrayContaining(['error', 'code']),
    });
  });
});

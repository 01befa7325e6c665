import { z } from 'zod';
import { defineRoute } from './contract';

export const healthApi = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Readiness: 200 once the store is open',
    auth: 'public',
    response: z.object({ ok: z.literal(true) }),
    tags: ['meta'],
  }),
  openapi: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document, generated from the contract',
    auth: 'public',
    response: z.record(z.string(), z.unknown()),
    tags: ['meta'],
  }),
} as const;

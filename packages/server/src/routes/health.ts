import { allRoutes, api, toOpenApiDocument } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';

let openApiDocument: Record<string, unknown> | undefined;

/** Generated on first request and kept: the contract cannot change while the process runs. */
function getOpenApiDocument(): Record<string, unknown> {
  openApiDocument ??= toOpenApiDocument(allRoutes, {
    title: 'Charter API',
    version: '0.1.0',
    description: 'Governance for software built with AI coding agents.',
  }) as Record<string, unknown>;
  return openApiDocument;
}

export function registerHealthRoutes(app: H3, ctx: AppContext): void {
  // Routes are registered only after the store is open (createApp takes an open store), so answering at
  // all means ready.
  defineHandler(app, ctx, api.health.health, () => ({ ok: true as const }));
  defineHandler(app, ctx, api.health.openapi, () => getOpenApiDocument());
}

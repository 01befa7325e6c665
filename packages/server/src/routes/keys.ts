import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { createKey, deactivateKey, listKeys, toApiKey } from '../services/keys';
import { getOwnedProject } from '../services/projects';

export function registerKeyRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.keys.list, async (_event, { user }) => ({ keys: await listKeys(ctx, user) }));

  defineHandler(app, ctx, api.keys.create, async (_event, { user, body }) => {
    const { key, secret } = await createKey(ctx, user, { ...body, kind: 'api' });
    return { success: true as const, keyId: key.keyId, secret, key: toApiKey(key) };
  });

  defineHandler(app, ctx, api.keys.deactivate, async (_event, { user, params }) => ({
    success: true as const,
    key: await deactivateKey(ctx, user, params.keyId!),
  }));

  defineHandler(app, ctx, api.keys.generateCharterKey, async (_event, { user, body }) => {
    const { key, secret } = await createKey(ctx, user, {
      name: body.keyName,
      description: '',
      kind: 'charter',
    });
    return {
      success: true as const,
      apiKey: { name: key.name, keyId: key.keyId, keySecret: secret, createdAt: key.createdAt },
    };
  });

  defineHandler(app, ctx, api.keys.listCharterKeys, async (_event, { user }) => ({
    keys: await listKeys(ctx, user, 'charter'),
  }));

  defineHandler(app, ctx, api.keys.createWidgetKey, async (_event, { user, body }) => {
    if (body.project_id) await getOwnedProject(ctx, user, body.project_id);
    const { key, secret } = await createKey(ctx, user, {
      name: body.name,
      description: '',
      kind: 'publishable',
      allowedOrigins: [...new Set(body.allowed_origins)],
      ...(body.project_id ? { projectId: body.project_id } : {}),
    });
    return { success: true as const, keyId: key.keyId, secret, key: toApiKey(key) };
  });

  defineHandler(app, ctx, api.keys.listWidgetKeys, async (_event, { user }) => ({
    keys: await listKeys(ctx, user, 'publishable'),
  }));

  defineHandler(app, ctx, api.keys.whoami, (_event, { key }) => ({
    keyId: key.keyId,
    name: key.name,
    kind: key.kind,
    usageCount: key.usageCount,
  }));
}

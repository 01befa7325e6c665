import { z } from 'zod';
import { IdParamSchema, optionalText, TimestampSchema } from './common';
import { defineRoute } from './contract';

/** Every key secret starts with this, so a leaked one is recognisable (and scannable) as Charter's. */
export const KEY_SECRET_PREFIX = 'charter_sk_';

/**
 * `api`: made on the API Keys screen; `charter`: generated on the Charter API Keys screen for an agent;
 * `semi`: generated on the Semi Integration screen for an A2A agent calling Charter (accepted only there).
 * `publishable`: a widget key (`charter_pk_…`), origin-bound and limited to the assistant.
 */
export const KEY_KINDS = ['api', 'charter', 'semi', 'publishable'] as const;
export const KeyKindSchema = z.enum(KEY_KINDS);

/** A key as listed: never its secret, which is shown once at creation and stored only as a hash. */
export const ApiKeySchema = z.object({
  id: z.string(),
  keyId: z.string(),
  name: z.string(),
  description: z.string(),
  kind: KeyKindSchema,
  isActive: z.boolean(),
  createdAt: TimestampSchema,
  lastUsedAt: TimestampSchema.nullable(),
  usageCount: z.number().int().nonnegative(),
  deactivatedAt: TimestampSchema.nullable(),
  /** Publishable keys: the page origins allowed to use it. */
  allowedOrigins: z.array(z.string()).optional(),
  /** A key limited to one of its owner's projects. */
  projectId: z.string().nullable().optional(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/**
 * An origin a widget may be embedded on: `https://docs.example.com` or `http://localhost:5173` — scheme,
 * host and port, nothing else (browsers send exactly that in `Origin`).
 */
export const WidgetOriginSchema = z
  .string()
  .trim()
  .max(200)
  .transform((value, ctx) => {
    try {
      const url = new URL(value);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, ''))
        return url.origin;
    } catch {}
    ctx.addIssue({
      code: 'custom',
      message: `${value || 'An empty origin'} is not an origin: write it as https://example.com (scheme, host and optional port, no path).`,
    });
    return z.NEVER;
  });

export const CreateWidgetKeyInput = z.object({
  name: z
    .string({ error: 'Please enter a name for your widget key.' })
    .trim()
    .min(1, { error: 'Please enter a name for your widget key.' })
    .max(100, { error: 'Name must be at most 100 characters.' }),
  allowed_origins: z
    .array(WidgetOriginSchema, { error: 'List the origins allowed to embed the widget.' })
    .min(1, { error: 'List at least one origin allowed to embed the widget.' })
    .max(20, { error: 'At most 20 origins per key.' }),
  /** Limit the key to one of your projects (its settings apply). */
  project_id: z.string().min(1).max(200).nullish(),
});
export type CreateWidgetKeyInput = z.input<typeof CreateWidgetKeyInput>;

const KEY_NAME_REQUIRED = 'Name required: Please provide a name for your API key.';

export const CreateApiKeyInput = z.object({
  name: z.string({ error: KEY_NAME_REQUIRED }).trim().min(1, { error: KEY_NAME_REQUIRED }).max(100, {
    error: 'Name must be at most 100 characters.',
  }),
  description: optionalText('Description', 500),
});
export type CreateApiKeyInput = z.input<typeof CreateApiKeyInput>;

export const GenerateCharterKeyInput = z.object({
  keyName: z
    .string({ error: 'Please enter a name for your API key.' })
    .trim()
    .min(1, { error: 'Please enter a name for your API key.' })
    .max(100, { error: 'Name must be at most 100 characters.' }),
});
export type GenerateCharterKeyInput = z.input<typeof GenerateCharterKeyInput>;

export const CreatedApiKeySchema = z.object({
  success: z.literal(true),
  keyId: z.string(),
  /** The bearer secret. Shown this once; Charter keeps only its hash. */
  secret: z.string(),
  key: ApiKeySchema,
});

export const GeneratedCharterKeySchema = z.object({
  success: z.literal(true),
  apiKey: z.object({
    name: z.string(),
    keyId: z.string(),
    /** The bearer secret. Shown this once; Charter keeps only its hash. */
    keySecret: z.string(),
    createdAt: TimestampSchema,
  }),
});

export const KeyListSchema = z.object({ keys: z.array(ApiKeySchema) });
export const KeyIdParams = IdParamSchema('keyId');

/** What a bearer key tells its holder about itself. */
export const KeyIdentitySchema = z.object({
  keyId: z.string(),
  name: z.string(),
  kind: KeyKindSchema,
  usageCount: z.number().int(),
});

export const keysApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/keys',
    summary: 'All keys of the signed-in user, both kinds, active and deactivated',
    auth: 'user',
    response: KeyListSchema,
    tags: ['keys'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/keys',
    summary: 'Create an API key; the secret is in this answer only',
    auth: 'user',
    status: 201,
    body: CreateApiKeyInput,
    response: CreatedApiKeySchema,
    tags: ['keys'],
  }),
  deactivate: defineRoute({
    method: 'DELETE',
    path: '/api/keys/:keyId',
    summary: 'Deactivate a key at once; it stays listed as inactive and cannot be reactivated',
    auth: 'user',
    params: KeyIdParams,
    response: z.object({ success: z.literal(true), key: ApiKeySchema }),
    tags: ['keys'],
  }),
  generateCharterKey: defineRoute({
    method: 'POST',
    path: '/api/user/generate-charter-api-key',
    summary: 'Generate a Charter API key for an agent; the secret is in this answer only',
    auth: 'user',
    status: 201,
    body: GenerateCharterKeyInput,
    response: GeneratedCharterKeySchema,
    tags: ['keys'],
  }),
  listCharterKeys: defineRoute({
    method: 'GET',
    path: '/api/user/charter-api-keys',
    summary: 'The signed-in user’s Charter API keys',
    auth: 'user',
    response: KeyListSchema,
    tags: ['keys'],
  }),
  createWidgetKey: defineRoute({
    method: 'POST',
    path: '/api/user/widget-keys',
    summary:
      'Create a publishable widget key (charter_pk_…) for the listed origins; the key is in this answer only',
    auth: 'user',
    status: 201,
    body: CreateWidgetKeyInput,
    response: CreatedApiKeySchema,
    tags: ['keys', 'assistant'],
  }),
  listWidgetKeys: defineRoute({
    method: 'GET',
    path: '/api/user/widget-keys',
    summary: 'The signed-in user’s publishable widget keys (revoke one with DELETE /api/keys/:keyId)',
    auth: 'user',
    response: KeyListSchema,
    tags: ['keys', 'assistant'],
  }),
  whoami: defineRoute({
    method: 'GET',
    path: '/api/external/whoami',
    summary: 'For agents: check a bearer key and see which key it is',
    auth: 'key',
    response: KeyIdentitySchema,
    tags: ['keys', 'agents'],
  }),
} as const;

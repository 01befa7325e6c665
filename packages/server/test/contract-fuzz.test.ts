import { allRoutes, api, type RouteDefinition } from '@charter/core';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/services/admins';
import { createPasswordHasher } from '../src/services/passwords';
import { DEPENDENCY_SPRAWL } from './governance-helpers';
import { createTestApp, json, readAnswer, TEST_PASSWORD_COST, type TestApp, toCookie } from './helpers';

/**
 * Fuzzes every operation of the published OpenAPI document (GET /api/openapi.json) against the real app:
 * requests built from each operation's own schemas (and some that are not), with and without credentials.
 * Fails on any 5xx, any status the document does not list for that operation, and any JSON body that
 * violates the documented schema (the success schema, or the Error schema for an error status).
 * CHARTER_FUZZ_RUNS sets the cases per operation (at least 20).
 */
const RUNS = Math.max(20, Number(process.env.CHARTER_FUZZ_RUNS) || 20);
/** A port nothing listens on: a URL field may only ever point here (tests never leave loopback). */
const DEAD_LOOPBACK = 'http://127.0.0.1:9';

type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
};

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Values a JSON schema accepts (mostly: formats and patterns are approximated), kept small. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => fromSchema(choice, depth + 1)));
  if (Array.isArray(schema.allOf)) return fromSchema(schema.allOf[0] as JsonSchema, depth + 1);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type }, depth)));
  }
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'email') {
        // fast-check's addresses are RFC-valid but exotic; plain ones reach past validation.
        const plain = fc.stringMatching(/^[a-z][a-z0-9.]{0,11}$/).map((name) => `${name}@example.com`);
        return fc.oneof({ arbitrary: plain, weight: 4 }, { arbitrary: fc.emailAddress(), weight: 1 });
      }
      if (schema.format === 'date-time') {
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString());
      }
      if (schema.format === 'uri' || schema.format === 'url') {
        return fc.webPath().map((path) => `${DEAD_LOOPBACK}${path.startsWith('/') ? '' : '/'}${path}`);
      }
      const minLength = num('minLength') ?? 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(num('maxLength') ?? 40, 60)) });
    }
    case 'integer': {
      const min = num('minimum') ?? (num('exclusiveMinimum') ?? -1001) + 1;
      const max = num('maximum') ?? (num('exclusiveMaximum') ?? 100_001) - 1;
      return fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) });
    }
    case 'number':
      return fc.double({
        min: num('minimum') ?? num('exclusiveMinimum') ?? -1e6,
        max: num('maximum') ?? num('exclusiveMaximum') ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = num('minItems') ?? 0;
      return fc.array(fromSchema(schema.items, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(num('maxItems') ?? 3, 3)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) {
        const values =
          typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
        return fc.dictionary(fc.string({ maxLength: 12 }), fromSchema(values, depth + 1), { maxKeys: 3 });
      }
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        // Zod's email check is a pattern, not a format, in the document: go by the field's name too.
        const email = /email/i.test(name) && property.type === 'string' && !property.format;
        record[name] = fromSchema(email ? { ...property, format: 'email' } : property, depth + 1);
      }
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in record) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** What a caller holds: a fresh user (session and key) with a project and a rebellion, and an admin session. */
interface Identity {
  cookie: string;
  adminCookie: string;
  secret: string;
  ids: Record<string, string>;
}

const ADMIN_EMAIL = 'fuzz-admin@example.com';
const ADMIN_PASSWORD = 'fuzz admin passphrase';

async function createIdentity(t: TestApp): Promise<Identity> {
  const cookie = await t.signUp();
  const admin = await t.request('POST', '/api/admin/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const adminCookie = toCookie(admin, 'charter_admin_session');
  const generated = await readAnswer(
    api.keys.generateCharterKey,
    await t.request('POST', '/api/user/generate-charter-api-key', { cookie, body: { keyName: 'fuzz' } }),
  );
  const project = await readAnswer(
    api.projects.create,
    await t.request('POST', '/api/projects', { cookie, body: { name: 'Fuzz project' } }),
  );
  const blocked = await readAnswer(
    api.governance.externalValidate,
    await t.request('POST', '/api/external/validate', {
      headers: { authorization: `Bearer ${generated.apiKey.keySecret}` },
      body: DEPENDENCY_SPRAWL,
    }),
  );
  const rebellion = await readAnswer(
    api.rebellions.file,
    await t.request('POST', '/api/constitutional/rebellions', {
      headers: { authorization: `Bearer ${generated.apiKey.keySecret}` },
      body: { decision_id: blocked.decision_id, justification: 'Needed for the fuzz test.' },
    }),
  );
  return {
    cookie,
    adminCookie,
    secret: generated.apiKey.keySecret,
    ids: {
      projectId: project.id,
      keyId: generated.apiKey.keyId,
      rebellionId: rebellion.rebellion_id,
      decisionId: blocked.decision_id,
    },
  };
}

interface Case {
  credentials: 'valid' | 'none' | 'bogus';
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'text'; value: string };
}

function caseArbitrary(route: RouteDefinition, operation: Operation, identity: Identity): fc.Arbitrary<Case> {
  const params: Record<string, fc.Arbitrary<string>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredQuery: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') {
      const known = identity.ids[parameter.name];
      params[parameter.name] = fc.oneof(
        { arbitrary: fc.constant(known ?? 'missing'), weight: known ? 3 : 1 },
        // Not "." or "..": encodeURIComponent leaves them as they are, and URL parsing removes a dot segment
        // (WHATWG URL, "single-dot URL path segment"), so `/api/x/.` reaches the list route `/api/x/` — no client
        // can send either as a parameter value.
        {
          arbitrary: fc
            .string({ minLength: 1, maxLength: 40 })
            .filter((value) => value !== '.' && value !== '..'),
          weight: 1,
        },
      );
    } else if (parameter.in === 'query') {
      query[parameter.name] = fc.oneof(fromSchema(parameter.schema), fc.string({ maxLength: 20 }));
      if (parameter.required) requiredQuery.push(parameter.name);
    }
  }
  const mediaType = Object.keys(operation.requestBody?.content ?? {})[0];
  const schema = mediaType ? operation.requestBody!.content[mediaType]!.schema : undefined;
  const body: fc.Arbitrary<Case['body']> = route.body
    ? fc.oneof(
        { arbitrary: fromSchema(schema).map((value) => ({ kind: 'json' as const, value })), weight: 6 },
        {
          arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })),
          weight: 2,
        },
        {
          arbitrary: fc.string({ maxLength: 30 }).map((value) => ({ kind: 'text' as const, value })),
          weight: 1,
        },
        { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
      )
    : fc.constant({ kind: 'none' as const });
  return fc.record({
    credentials: fc.oneof(
      { arbitrary: fc.constant('valid' as const), weight: 8 },
      { arbitrary: fc.constantFrom('none' as const, 'bogus' as const), weight: 2 },
    ),
    params: fc.record(params),
    query: fc.record(query, { requiredKeys: requiredQuery }),
    body,
  });
}

function toRequest(route: RouteDefinition, input: Case, identity: Identity) {
  let path = route.path;
  for (const [name, value] of Object.entries(input.params)) {
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    if (value !== undefined) search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (search.size > 0) path += `?${search}`;
  const headers: Record<string, string> = {};
  if (input.credentials === 'valid') {
    if (route.auth === 'user') headers.cookie = identity.cookie;
    if (route.auth === 'admin') headers.cookie = identity.adminCookie;
    if (route.auth === 'key') headers.authorization = `Bearer ${identity.secret}`;
  } else if (input.credentials === 'bogus') {
    headers.cookie = 'charter_session=bogus; charter_admin_session=bogus';
    headers.authorization = 'Bearer charter_sk_bogus';
  }
  let rawBody: string | undefined;
  if (input.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    rawBody = JSON.stringify(input.body.value);
  } else if (input.body.kind === 'text') {
    headers['content-type'] = 'text/plain';
    rawBody = input.body.value;
  }
  return { path, headers, rawBody };
}

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: { Error: JsonSchema } } };
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);

beforeAll(async () => {
  t = createTestApp();
  await ensureAdmin(t.store, ADMIN_EMAIL, ADMIN_PASSWORD, {
    passwords: createPasswordHasher({ cost: TEST_PASSWORD_COST }),
  });
  doc = await json(await t.request('GET', '/api/openapi.json'));
});
afterAll(() => t.store.close());

describe(`every operation of /api/openapi.json, ${RUNS} fuzzed requests each`, () => {
  for (const route of allRoutes) {
    const openApiPath = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    it(`${route.method} ${route.path}`, { timeout: 120_000 }, async () => {
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      expect(operation, 'the operation is in the document').toBeDefined();
      const identity = await createIdentity(t);
      const validators = new Map<string, ReturnType<typeof ajv.compile>>();
      const validatorFor = (status: string) => {
        const schema = operation!.responses[status]?.content?.['application/json']?.schema;
        if (!schema) return null;
        const resolved = schema.$ref === '#/components/schemas/Error' ? doc.components.schemas.Error : schema;
        if (!validators.has(status)) validators.set(status, ajv.compile(resolved));
        return validators.get(status)!;
      };
      await fc.assert(
        fc.asyncProperty(caseArbitrary(route, operation!, identity), async (input) => {
          const request = toRequest(route, input, identity);
          const response = await t.request(route.method, request.path, {
            headers: request.headers,
            rawBody: request.rawBody,
          });
          const status = String(response.status);
          const text = await response.text();
          const where = `${route.method} ${request.path} answered ${status}: ${text.slice(0, 300)}`;
          expect(response.status, `5xx: ${where}`).toBeLessThan(500);
          expect(Object.keys(operation!.responses), `undocumented status: ${where}`).toContain(status);
          const validate = validatorFor(status);
          if (validate && response.headers.get('content-type')?.includes('application/json')) {
            const valid = validate(JSON.parse(text));
            expect(
              valid,
              `body outside the documented schema (${ajv.errorsText(validate.errors)}): ${where}`,
            ).toBe(true);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});

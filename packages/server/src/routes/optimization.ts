import { api, type ResilienceTarget } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import {
  getPatternSummary,
  routeOperation,
  runProactiveIntervention,
  sampleDocument,
} from '../services/optimization';
import {
  createResilienceGate,
  runResilienceTest,
  toEndpointPolicy,
} from '../services/optimization-resilience';
import type { UserRecord } from '../store/port';

/** The user's constitution's API timeout (the `max_api_timeout_ms` rule), when it has one. */
async function getApiTimeoutMs(ctx: AppContext, user: UserRecord): Promise<number | undefined> {
  const { constitution } = await ctx.governance.cache.getOwner(user.id);
  return constitution.rules.find((rule) => rule.kind === 'max_api_timeout_ms')?.threshold;
}

/** Content is capped at 2 000 000 characters; JSON escaping and UTF-8 can make that several bytes each. */
const DOCUMENT_BODY = {
  limit: 8 * 1024 * 1024,
  tooLargeMessage: 'The content is larger than 8 MiB: sample a smaller part of it.',
};
const CODEBASE_BODY = {
  limit: 2 * 1024 * 1024,
  tooLargeMessage: 'The pasted code is larger than 2 MiB: paste the files that matter.',
};

/**
 * The Optimization screen. The summary is public; the four tests need a signed-in user
 * because they cost CPU time or open connections.
 */
export function registerOptimizationRoutes(app: H3, ctx: AppContext): void {
  const resilienceRuns = createResilienceGate({ total: 4 });
  defineHandler(app, ctx, api.optimization.patternsSummary, () => ({
    success: true as const,
    hash_patterns: getPatternSummary(ctx),
  }));
  defineHandler(
    app,
    ctx,
    api.optimization.contentSampling,
    (_event, { body }) => sampleDocument(body.content, body.maxTokens),
    { body: DOCUMENT_BODY },
  );
  defineHandler(
    app,
    ctx,
    api.optimization.providerRouting,
    (_event, { body }) => routeOperation(body.content, body.operation),
    { body: DOCUMENT_BODY },
  );
  defineHandler(
    app,
    ctx,
    api.optimization.proactiveIntervention,
    (_event, { body }) => runProactiveIntervention(body.codebase, body.projectType, body.context?.source),
    { body: CODEBASE_BODY },
  );
  defineHandler(app, ctx, api.optimization.hybridResilienceTest, async (_event, { body, user }) => {
    const release = resilienceRuns.enter(user.id);
    try {
      return {
        success: true as const,
        result: await runResilienceTest(
          body.url
            ? {
                kind: 'endpoint',
                url: body.url,
                allowPrivate: ctx.env.CHARTER_ALLOW_PRIVATE_NETWORK,
              }
            : { kind: 'example', name: body.serviceName as ResilienceTarget },
          {
            ...body.testData,
            policy: body.url ? toEndpointPolicy(await getApiTimeoutMs(ctx, user)) : undefined,
          },
        ),
      };
    } finally {
      release();
    }
  });
}

import { H3 } from 'h3';
import type { AppContext } from './context';
import type { Env } from './env';
import { toErrorResponse } from './errors';
import type { GovernanceRuntime } from './governance/runtime';
import { createGovernanceRuntime } from './governance/runtime';
import { compressJson } from './http/compress-json';
import type { LlmOptions } from './llm/create-llm-provider';
import { createLlmProvider } from './llm/create-llm-provider';
import type { Logger } from './logger';
import { createLogger } from './logger';
import { toDefaultSecretBox } from './open-secret-box';
import { registerA2aRoutes } from './routes/a2a';
import { registerAccountRoutes } from './routes/account';
import { registerAdminRoutes } from './routes/admin';
import { registerAdminContextRoutes } from './routes/admin-context';
import { registerAdminOperationRoutes } from './routes/admin-operations';
import type { AssistantRouteOptions } from './routes/assistant';
import { applyAssistantCors, registerAssistantRoutes } from './routes/assistant';
import { registerAuthRoutes } from './routes/auth';
import { registerBestPracticeRoutes } from './routes/best-practices';
import { registerConnectedProjectRoutes } from './routes/connected-projects';
import { registerContextEntryRoutes } from './routes/context-entries';
import { registerConversationCallRoutes } from './routes/conversation-calls';
import { registerConversationRoutes } from './routes/conversations';
import { registerFileRoutes } from './routes/files';
import { registerGovernanceRoutes } from './routes/governance';
import { registerHealthRoutes } from './routes/health';
import { registerHistoricalContextRoutes } from './routes/historical-context';
import { registerJournalRoutes } from './routes/journal';
import { registerKeyRoutes } from './routes/keys';
import { registerMemoryRoutes } from './routes/memory';
import { registerOptimizationRoutes } from './routes/optimization';
import { registerPatternRoutes } from './routes/patterns';
import { registerPrimerDraftRoutes } from './routes/primer-drafts';
import { registerPrimerRoutes } from './routes/primers';
import { registerProjectAnalysisRoutes } from './routes/project-analysis';
import { registerProjectDetailRoutes } from './routes/project-detail';
import { registerProjectRoutes } from './routes/projects';
import { registerRebellionRoutes } from './routes/rebellions';
import { registerRescueMissionRoutes } from './routes/rescue-missions';
import { registerSemiRoutes } from './routes/semi';
import { registerUserJourneyRoutes } from './routes/user-journey';
import type { PasswordCost, PasswordHasher } from './services/passwords';
import { createPasswordHasher } from './services/passwords';
import type { AnalysisOptions } from './services/project-analysis';
import type { SecretBox } from './services/secret-box';
import type { SemiOptions } from './services/semi';
import type { Store } from './store/port';
import { registerWebConsole } from './web-console';

export interface CreateAppOptions {
  /** An open store: the app never opens or closes it (main.ts does). */
  store: Store;
  env: Env;
  logger?: Logger;
  /** scrypt cost for new hashes; OWASP's by default. Tests pass a cheaper one to stay fast. */
  passwordCost?: PasswordCost;
  /** The password hasher itself; tests pass one with a smaller scrypt queue. */
  passwords?: PasswordHasher;
  now?: () => Date;
  /** The governance cache and ledger writer; tests pass their own to reach the cache. */
  governance?: GovernanceRuntime;
  /** The optional language model: tests shorten its deadline or pass their own provider. */
  llm?: LlmOptions;
  /** Limits of POST /api/project/analyze; tests allow http and loopback hosts and shorten the deadline. */
  analysis?: AnalysisOptions;
  /** Semi client timings and the DNS resolver of its private-network guard; tests shorten and inject them. */
  semi?: SemiOptions;
  /** The assistant's widget rate limit; tests lower it. */
  assistant?: AssistantRouteOptions;
  /** Seals stored secrets; main.ts passes `openSecretBox(env)`, otherwise `toDefaultSecretBox`. */
  secrets?: SecretBox;
}

/**
 * Builds the Charter HTTP app: every route of the contract plus the built web console. It never
 * listens; `main.ts` serves it, tests call `app.fetch(new Request(...))`.
 * @example const app = createApp({ store: createMemoryStore(), env: parseEnv({ CHARTER_STORE: 'memory' }) })
 */
export function createApp(options: CreateAppOptions): H3 {
  const logger = options.logger ?? createLogger(options.env.CHARTER_LOG_LEVEL);
  const ctx: AppContext = {
    store: options.store,
    env: options.env,
    logger,
    passwords: options.passwords ?? createPasswordHasher({ cost: options.passwordCost }),
    now: options.now ?? (() => new Date()),
    governance: options.governance ?? createGovernanceRuntime(options.store, logger),
    llm: createLlmProvider(options.env, options.llm),
    secrets: options.secrets ?? toDefaultSecretBox(options.env, options.store.driver),
  };

  const app = new H3({
    // We log errors ourselves (without request data); h3's own console output would duplicate them.
    silent: true,
    onError: (error, event) => toErrorResponse(error, event.req, logger),
    onResponse: (response, event) => {
      if (event.url.pathname.startsWith('/api/')) response.headers.set('cache-control', 'no-store');
      applyAssistantCors(response, event);
      logger.debug(`${event.req.method} ${event.url.pathname} ${response.status}`);
    },
  });

  app.use(compressJson());

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerAdminOperationRoutes(app, ctx);
  registerAdminContextRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerKeyRoutes(app, ctx);
  registerGovernanceRoutes(app, ctx);
  registerRebellionRoutes(app, ctx);
  registerBestPracticeRoutes(app, ctx);
  registerPatternRoutes(app, ctx);
  registerPrimerDraftRoutes(app, ctx);
  registerPrimerRoutes(app, ctx);
  registerConversationCallRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerConversationRoutes(app, ctx);
  registerMemoryRoutes(app, ctx);
  registerProjectAnalysisRoutes(app, ctx, options.analysis);
  registerOptimizationRoutes(app, ctx);
  registerRescueMissionRoutes(app, ctx, options.analysis);
  registerUserJourneyRoutes(app, ctx);
  registerConnectedProjectRoutes(app, ctx);
  registerProjectDetailRoutes(app, ctx);
  registerHistoricalContextRoutes(app, ctx);
  registerContextEntryRoutes(app, ctx);
  registerJournalRoutes(app, ctx);
  registerSemiRoutes(app, ctx, options.semi);
  registerA2aRoutes(app, ctx);
  registerAssistantRoutes(app, ctx, options.assistant);
  registerWebConsole(app, { dir: options.env.CHARTER_WEB_DIST });
  closers.set(app, () => ctx.governance.ledger.flush());
  return app;
}

const closers = new WeakMap<H3, () => Promise<void>>();

/**
 * Writes what the app still holds in memory (batched ledger entries, key uses). `main.ts` calls it after
 * the server stopped and before the store closes; tests call it before reading the store directly.
 */
export async function closeApp(app: H3): Promise<void> {
  await closers.get(app)?.();
}

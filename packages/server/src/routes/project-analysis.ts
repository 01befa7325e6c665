import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { type AnalysisOptions, createProjectAnalyzer } from '../services/project-analysis';

/** POST /api/project/analyze: the Project Diagnostic screen's one call. */
export function registerProjectAnalysisRoutes(app: H3, ctx: AppContext, options?: AnalysisOptions): void {
  const analyzer = createProjectAnalyzer({
    allowLocalPaths: ctx.env.CHARTER_ALLOW_LOCAL_PATHS,
    now: ctx.now,
    options,
  });
  defineHandler(app, ctx, api.projectAnalysis.analyze, async (_event, { user, body }) => ({
    success: true as const,
    analysis: await analyzer.analyze(user.id, body),
  }));
}

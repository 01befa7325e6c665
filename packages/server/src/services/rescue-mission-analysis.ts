import { CharterError, toRecoveryPlan, toRepositoryFindings } from '@charter/core';
import type { AppContext } from '../context';
import type { RescueMissionRecord } from '../store/port';
import {
  ANALYSIS_DEFAULTS,
  type AnalysisOptions,
  createProjectAnalyzer,
  type ProjectAnalyzer,
} from './project-analysis';

/** Past the analysis deadline plus this, a mission still "analyzing" lost its analysis (a restart): it is closed. */
const STALE_GRACE_MS = 30_000;

/** Strategic recommendation: the recommendations and the plan follow from the findings (core, pure). */
export function toRecommended(record: RescueMissionRecord, at: string): RescueMissionRecord {
  const { recommendations, plan } = toRecoveryPlan(record.findings);
  return {
    ...record,
    phase: 'strategic_recommendation',
    status: 'recommendations_ready',
    recommendations,
    plan,
    updatedAt: at,
  };
}

export interface RescueAnalysisRunner {
  /** Starts the repository scan of a mission already marked `analyzing`; returns at once, records the outcome later. */
  start(record: RescueMissionRecord): void;
  /** A mission whose analysis outlived its deadline (the process that ran it stopped) is closed as failed. */
  closeIfStale(record: RescueMissionRecord): Promise<RescueMissionRecord>;
  /** Resolves when every repository analysis this process started has been recorded (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * The background half of rescue missions: the repository scan runs after the analyze call answers, through
 * the Project Diagnostic analyzer with its limits (time, size, files, one per user), and records its findings
 * and the recovery plan on the mission when it ends.
 */
export function createRescueAnalysisRunner(
  ctx: AppContext,
  analysisOptions?: AnalysisOptions,
): RescueAnalysisRunner {
  const analyzer: ProjectAnalyzer = createProjectAnalyzer({
    allowLocalPaths: ctx.env.CHARTER_ALLOW_LOCAL_PATHS,
    now: ctx.now,
    options: analysisOptions,
  });
  const timeoutMs = analysisOptions?.timeoutMs ?? ANALYSIS_DEFAULTS.timeoutMs;
  const running = new Set<Promise<void>>();
  const nowIso = () => ctx.now().toISOString();

  async function closeIfStale(record: RescueMissionRecord): Promise<RescueMissionRecord> {
    const startedAt = record.repository.startedAt;
    if (record.status !== 'analyzing' || !startedAt) return record;
    if (ctx.now().getTime() - Date.parse(startedAt) <= timeoutMs + STALE_GRACE_MS) return record;
    const next = await ctx.store.rescueMissions.update(record.id, (current) => {
      if (current.status !== 'analyzing') return current;
      const at = nowIso();
      return toRecommended(
        {
          ...current,
          repository: {
            ...current.repository,
            state: 'failed',
            finishedAt: at,
            message:
              'The repository analysis was interrupted (the server restarted). The plan rests on the description.',
          },
        },
        at,
      );
    });
    return next ?? record;
  }

  async function runRepositoryAnalysis(record: RescueMissionRecord): Promise<void> {
    const finish = (change: (current: RescueMissionRecord) => RescueMissionRecord) =>
      ctx.store.rescueMissions.update(record.id, (current) =>
        // Only the analysis this call started may finish it (a stale one may have been closed meanwhile).
        current.status === 'analyzing' && current.repository.startedAt === record.repository.startedAt
          ? change(current)
          : current,
      );
    try {
      const analysis = await analyzer.analyze(record.ownerId, {
        projectUrl: record.repositoryUrl ?? '',
        options: {
          includeDependencies: true,
          includePerformance: true,
          includeAccessibility: true,
          includeArchitecture: true,
        },
      });
      const found = toRepositoryFindings(analysis);
      await finish((current) => {
        const at = nowIso();
        return toRecommended(
          {
            ...current,
            findings: [...current.findings.filter((f) => f.source === 'description'), ...found],
            repository: {
              ...current.repository,
              state: 'done',
              finishedAt: at,
              overallHealth: analysis.overallHealth,
              filesScanned: analysis.filesScanned,
              commit: analysis.source.commit,
              message: null,
            },
          },
          at,
        );
      });
    } catch (error) {
      if (!(error instanceof CharterError))
        ctx.logger.error(`rescue mission ${record.id}: analysis failed`, error);
      const message =
        error instanceof CharterError
          ? error.message
          : 'The repository could not be analyzed. Try again later.';
      await finish((current) => {
        const at = nowIso();
        return toRecommended(
          { ...current, repository: { ...current.repository, state: 'failed', finishedAt: at, message } },
          at,
        );
      }).catch((writeError) =>
        ctx.logger.error(`rescue mission ${record.id}: could not record the failure`, writeError),
      );
    }
  }

  return {
    start(record) {
      const job = runRepositoryAnalysis(record).finally(() => running.delete(job));
      running.add(job);
    },
    closeIfStale,
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

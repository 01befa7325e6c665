import { randomUUID } from 'node:crypto';
import {
  type AdminRescueMission,
  CharterError,
  type CreateRescueMissionInput,
  diagnoseDescription,
  type RescueMission,
  type RescueTransition,
  refuseTransition,
  toRecoveryPlan,
  toRepositoryFindings,
} from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { RescueMissionRecord, UserRecord } from '../store/port';
import {
  ANALYSIS_DEFAULTS,
  type AnalysisOptions,
  createProjectAnalyzer,
  type ProjectAnalyzer,
} from './project-analysis';
import { toAnalysisTarget } from './project-analysis-source';

type CreateInput = z.output<typeof CreateRescueMissionInput>;

/** Past the analysis deadline plus this, a mission still "analyzing" lost its analysis (a restart): it is closed. */
const STALE_GRACE_MS = 30_000;

export function toRescueMission(record: RescueMissionRecord): RescueMission {
  const { ownerId: _owner, ...mission } = record;
  return mission;
}

const notFound = (id: string) =>
  new CharterError('NOT_FOUND', `No rescue mission ${JSON.stringify(id)} among yours.`);

function assertCan(transition: RescueTransition, mission: RescueMissionRecord): void {
  const refusal = refuseTransition(transition, mission);
  if (refusal) throw new CharterError('CONFLICT', refusal);
}

/** Strategic recommendation: the recommendations and the plan follow from the findings (core, pure). */
function toRecommended(record: RescueMissionRecord, at: string): RescueMissionRecord {
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

export interface RescueMissionsService {
  list(user: UserRecord): Promise<RescueMission[]>;
  create(user: UserRecord, input: CreateInput): Promise<RescueMission>;
  get(user: UserRecord, id: string): Promise<RescueMission>;
  analyze(user: UserRecord, id: string): Promise<RescueMission>;
  startRecovery(user: UserRecord, id: string): Promise<RescueMission>;
  markStep(user: UserRecord, id: string, stepId: string, done: boolean): Promise<RescueMission>;
  complete(user: UserRecord, id: string): Promise<RescueMission>;
  adminList(): Promise<AdminRescueMission[]>;
  adminGet(id: string): Promise<AdminRescueMission>;
  /** Resolves when every repository analysis this process started has been recorded (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * Rescue missions. The rapid diagnosis (the governance engine on the description) runs inside the create call:
 * it is pure and bounded by the description's 10 000 characters. The repository scan runs AFTER the analyze
 * call answers — the mission shows `analyzing` until it is recorded — because a clone may take up to the
 * analyzer's 60 s; it goes through the Project Diagnostic analyzer, with its limits (time, size, files, one per
 * user). Without a repository the analyze call moves straight to the recommendations.
 */
export function createRescueMissions(
  ctx: AppContext,
  analysisOptions?: AnalysisOptions,
): RescueMissionsService {
  const analyzer: ProjectAnalyzer = createProjectAnalyzer({
    allowLocalPaths: ctx.env.CHARTER_ALLOW_LOCAL_PATHS,
    now: ctx.now,
    options: analysisOptions,
  });
  const timeoutMs = analysisOptions?.timeoutMs ?? ANALYSIS_DEFAULTS.timeoutMs;
  const running = new Set<Promise<void>>();
  const nowIso = () => ctx.now().toISOString();

  /** A mission whose analysis outlived its deadline (the process that ran it stopped) is closed as failed. */
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

  async function getOwned(user: UserRecord, id: string): Promise<RescueMissionRecord> {
    const record = await ctx.store.rescueMissions.get(id);
    if (!record || record.ownerId !== user.id) throw notFound(id);
    return closeIfStale(record);
  }

  async function updateOwned(
    user: UserRecord,
    id: string,
    change: (current: RescueMissionRecord) => RescueMissionRecord,
  ): Promise<RescueMission> {
    await getOwned(user, id);
    const next = await ctx.store.rescueMissions.update(id, (current) => {
      if (current.ownerId !== user.id) throw notFound(id);
      return change(current);
    });
    if (!next) throw notFound(id);
    return toRescueMission(next);
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

  async function withOwner(records: RescueMissionRecord[]): Promise<AdminRescueMission[]> {
    const owners = new Map<string, UserRecord | null>();
    for (const record of records) {
      if (!owners.has(record.ownerId)) owners.set(record.ownerId, await ctx.store.users.get(record.ownerId));
    }
    return records.map((record) => {
      const owner = owners.get(record.ownerId);
      return {
        ...toRescueMission(record),
        owner: { id: record.ownerId, name: owner?.name ?? '(deleted user)', email: owner?.email ?? '' },
      };
    });
  }

  return {
    async list(user) {
      const records = await ctx.store.rescueMissions.listByOwner(user.id);
      return (await Promise.all(records.map(closeIfStale))).map(toRescueMission);
    },

    async create(user, input) {
      if (input.repositoryUrl) {
        // Refuse what the analyzer would refuse (ssh, credentials, local paths) now, not after the mission exists.
        toAnalysisTarget(input.repositoryUrl, {
          allowLocalPaths: ctx.env.CHARTER_ALLOW_LOCAL_PATHS,
          allowHttp: analysisOptions?.allowHttp === true,
        });
      }
      // The project's own settings apply when the user has a project of that name.
      const { constitution } = await ctx.governance.cache.getProject(user.id, input.projectName);
      const now = ctx.now();
      const { diagnosis, findings } = diagnoseDescription(input.problemDescription, constitution, { now });
      const at = now.toISOString();
      const record: RescueMissionRecord = {
        id: `rm_${randomUUID()}`,
        ownerId: user.id,
        projectName: input.projectName,
        userGoal: input.userGoal,
        problemDescription: input.problemDescription,
        timeInvested: input.timeInvested,
        businessImpact: input.businessImpact,
        repositoryUrl: input.repositoryUrl,
        phase: 'rapid_diagnosis',
        status: 'gathering_info',
        diagnosis,
        repository: {
          state: input.repositoryUrl ? 'pending' : 'none',
          startedAt: null,
          finishedAt: null,
          overallHealth: null,
          filesScanned: null,
          commit: null,
          message: null,
        },
        findings,
        recommendations: [],
        plan: [],
        createdAt: at,
        updatedAt: at,
        completedAt: null,
      };
      return toRescueMission(await ctx.store.rescueMissions.create(record));
    },

    get: async (user, id) => toRescueMission(await getOwned(user, id)),

    async analyze(user, id) {
      const mission = await updateOwned(user, id, (current) => {
        assertCan('analyze', current);
        const at = nowIso();
        if (!current.repositoryUrl) return toRecommended(current, at);
        return {
          ...current,
          phase: 'comprehensive_analysis',
          status: 'analyzing',
          repository: { ...current.repository, state: 'running', startedAt: at },
          updatedAt: at,
        };
      });
      if (mission.status === 'analyzing') {
        const job = runRepositoryAnalysis({ ...mission, ownerId: user.id }).finally(() =>
          running.delete(job),
        );
        running.add(job);
      }
      return mission;
    },

    startRecovery: (user, id) =>
      updateOwned(user, id, (current) => {
        assertCan('startRecovery', current);
        return { ...current, phase: 'guided_recovery', updatedAt: nowIso() };
      }),

    markStep: (user, id, stepId, done) =>
      updateOwned(user, id, (current) => {
        assertCan('markStep', current);
        if (!current.plan.some((step) => step.id === stepId)) {
          throw new CharterError('NOT_FOUND', `No step ${JSON.stringify(stepId)} in this mission's plan.`);
        }
        const at = nowIso();
        return {
          ...current,
          plan: current.plan.map((step) =>
            step.id === stepId ? { ...step, done, doneAt: done ? (step.doneAt ?? at) : null } : step,
          ),
          updatedAt: at,
        };
      }),

    complete: (user, id) =>
      updateOwned(user, id, (current) => {
        assertCan('complete', current);
        const open = current.plan.filter((step) => !step.done);
        if (open.length > 0) {
          throw new CharterError(
            'CONFLICT',
            `${open.length} plan ${open.length === 1 ? 'step is' : 'steps are'} not done yet: ${open.map((step) => step.title).join('; ')}.`,
          );
        }
        const at = nowIso();
        return { ...current, status: 'completed', completedAt: at, updatedAt: at };
      }),

    async adminList() {
      const records = await ctx.store.rescueMissions.listAll();
      return withOwner(await Promise.all(records.map(closeIfStale)));
    },

    async adminGet(id) {
      const record = await ctx.store.rescueMissions.get(id);
      if (!record) throw new CharterError('NOT_FOUND', `No rescue mission ${JSON.stringify(id)}.`);
      const [mission] = await withOwner([await closeIfStale(record)]);
      return mission!;
    },

    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

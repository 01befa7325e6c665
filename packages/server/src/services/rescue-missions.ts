import { randomUUID } from 'node:crypto';
import {
  type AdminRescueMission,
  CharterError,
  type CreateRescueMissionInput,
  diagnoseDescription,
  type RescueMission,
  type RescueTransition,
  refuseTransition,
} from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { RescueMissionRecord, UserRecord } from '../store/port';
import type { AnalysisOptions } from './project-analysis';
import { toAnalysisTarget } from './project-analysis-source';
import { createRescueAnalysisRunner, toRecommended } from './rescue-mission-analysis';

type CreateInput = z.output<typeof CreateRescueMissionInput>;

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
 * Rescue missions: the CRUD and the phase transitions. The rapid diagnosis (the governance engine on the
 * description) runs inside the create call: it is pure and bounded by the description's 10 000 characters.
 * The repository scan runs AFTER the analyze call answers — the mission shows `analyzing` until it is
 * recorded — because a clone may take up to the analyzer's 60 s; `rescue-mission-analysis.ts` runs it.
 * Without a repository the analyze call moves straight to the recommendations.
 */
export function createRescueMissions(
  ctx: AppContext,
  analysisOptions?: AnalysisOptions,
): RescueMissionsService {
  const runner = createRescueAnalysisRunner(ctx, analysisOptions);
  const { closeIfStale } = runner;
  const nowIso = () => ctx.now().toISOString();

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
        runner.start({ ...mission, ownerId: user.id });
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

    settled: () => runner.settled(),
  };
}

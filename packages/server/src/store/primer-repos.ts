import type { StoreIo } from './governance-repos';
import type { PrimerDraftRecord, PrimerDraftsRepo, TestCaseRecord, TestCasesRepo } from './port';

/** Key layout: `primer-drafts:<ownerId>` (one draft), `test-cases:<ownerId>` (the whole set, one value). */
export function createPrimerRepos(io: StoreIo): { primerDrafts: PrimerDraftsRepo; testCases: TestCasesRepo } {
  return {
    primerDrafts: {
      get: async (ownerId) =>
        io.isSafeId(ownerId) ? io.read<PrimerDraftRecord>(`primer-drafts:${ownerId}`) : null,
      async update(ownerId, change) {
        io.assertSafeId(ownerId);
        const key = `primer-drafts:${ownerId}`;
        return io.withLock(key, async () => {
          const next = change(await io.read<PrimerDraftRecord>(key));
          await io.write(key, next);
          return next;
        });
      },
      async delete(ownerId) {
        if (io.isSafeId(ownerId)) await io.remove(`primer-drafts:${ownerId}`);
      },
    },
    testCases: {
      async list(ownerId) {
        if (!io.isSafeId(ownerId)) return [];
        return (await io.read<TestCaseRecord[]>(`test-cases:${ownerId}`)) ?? [];
      },
      async update(ownerId, change) {
        io.assertSafeId(ownerId);
        const key = `test-cases:${ownerId}`;
        return io.withLock(key, async () => {
          const next = change((await io.read<TestCaseRecord[]>(key)) ?? []);
          await io.write(key, next);
          return next;
        });
      },
    },
  };
}

import type { StoreIo } from './governance-repos';
import type {
  ConversationSessionRecord,
  ConversationSessionsRepo,
  PrimerDraftRecord,
  PrimerDraftsRepo,
  SmartAnalysesRepo,
  SmartAnalysisRecord,
  TestCaseRecord,
  TestCasesRepo,
} from './port';

function createConversationSessionsRepo(io: StoreIo): ConversationSessionsRepo {
  const prefix = (ownerId: string) => `conversation-sessions:${ownerId}`;
  return {
    async get(ownerId, sessionId) {
      if (!io.isSafeId(ownerId) || !io.isSafeId(sessionId)) return null;
      return io.read<ConversationSessionRecord>(`${prefix(ownerId)}:${sessionId}`);
    },
    async update(ownerId, sessionId, change) {
      io.assertSafeId(ownerId);
      io.assertSafeId(sessionId);
      const key = `${prefix(ownerId)}:${sessionId}`;
      const next = await io.withLock(key, async () => {
        const value = change(await io.read<ConversationSessionRecord>(key));
        await io.write(key, value);
        return value;
      });
      await io.addToIndex(`owners:${ownerId}:conversation-sessions`, sessionId);
      return next;
    },
    async listByOwner(ownerId) {
      if (!io.isSafeId(ownerId)) return [];
      const sessions = await io.listIndexed<ConversationSessionRecord>(
        `owners:${ownerId}:conversation-sessions`,
        prefix(ownerId),
      );
      return sessions.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },
  };
}

/**
 * Key layout: `primer-drafts:<ownerId>` (one draft), `test-cases:<ownerId>` (the whole set, one value),
 * `conversation-sessions:<ownerId>:<sessionId>` (keyed by owner, so another user's id can never reach it),
 * `smart-analysis:<ownerId>` (the latest only).
 */
export function createPrimerRepos(io: StoreIo): {
  primerDrafts: PrimerDraftsRepo;
  testCases: TestCasesRepo;
  conversationSessions: ConversationSessionsRepo;
  smartAnalyses: SmartAnalysesRepo;
} {
  return {
    conversationSessions: createConversationSessionsRepo(io),
    smartAnalyses: {
      getLatest: async (ownerId) =>
        io.isSafeId(ownerId) ? io.read<SmartAnalysisRecord>(`smart-analysis:${ownerId}`) : null,
      async putLatest(record) {
        io.assertSafeId(record.ownerId);
        await io.write(`smart-analysis:${record.ownerId}`, record);
      },
    },
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

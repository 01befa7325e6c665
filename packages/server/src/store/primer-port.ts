import type { ConversationSession, PartialPrimerAnswers, SmartAnalysis } from '@charter/core';

/** The primer's part of the Store port (`port.ts` re-exports it): drafts, test cases, conversation sessions. */

/** The user's one auto-saved primer draft. */
export interface PrimerDraftRecord {
  id: string;
  ownerId: string;
  answers: PartialPrimerAnswers;
  /** Absent on drafts saved before the generator asked for a name. */
  projectName?: string;
  updatedAt: string;
}

export interface TestCaseRecord {
  name: string;
  answers: PartialPrimerAnswers;
  updatedAt: string;
}

export interface PrimerDraftsRepo {
  get(ownerId: string): Promise<PrimerDraftRecord | null>;
  /** Read-modify-write under a lock (null: no draft yet), so the draft keeps its id across saves. */
  update(
    ownerId: string,
    change: (current: PrimerDraftRecord | null) => PrimerDraftRecord,
  ): Promise<PrimerDraftRecord>;
  delete(ownerId: string): Promise<void>;
}

export interface TestCasesRepo {
  /** The owner's test cases as last saved; [] when none. */
  list(ownerId: string): Promise<TestCaseRecord[]>;
  /** Read-modify-write of the whole set under a lock (`change` may throw a CharterError to refuse). */
  update(ownerId: string, change: (current: TestCaseRecord[]) => TestCaseRecord[]): Promise<TestCaseRecord[]>;
}

export interface ConversationSessionRecord extends ConversationSession {
  ownerId: string;
}

export interface ConversationSessionsRepo {
  get(ownerId: string, sessionId: string): Promise<ConversationSessionRecord | null>;
  /** Read-modify-write of one session under a lock (null: not saved yet); indexes it for its owner. */
  update(
    ownerId: string,
    sessionId: string,
    change: (current: ConversationSessionRecord | null) => ConversationSessionRecord,
  ): Promise<ConversationSessionRecord>;
  /** The owner's sessions, most recently updated first. */
  listByOwner(ownerId: string): Promise<ConversationSessionRecord[]>;
}

/** The user's latest smart analysis with the text it read: Apply to Form works again after a reload. */
export interface SmartAnalysisRecord {
  ownerId: string;
  analysis: SmartAnalysis;
  content: string;
  createdAt: string;
}

export interface SmartAnalysesRepo {
  getLatest(ownerId: string): Promise<SmartAnalysisRecord | null>;
  /** Replaces the owner's previous analysis: only the latest is kept. */
  putLatest(record: SmartAnalysisRecord): Promise<void>;
}

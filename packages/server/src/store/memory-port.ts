/** The memory service's part of the Store port (`port.ts` re-exports it). */

export interface MemorySessionRecord {
  sessionId: string;
  ownerId: string;
  agentType: string;
  startTime: string;
  endedAt: string | null;
  durationMs: number | null;
  /** The end-session answer, kept so a repeated end (a beacon retried) answers the same. */
  summary: string | null;
  /** Events logged so far, counted against MAX_MEMORY_EVENTS_PER_SESSION (absent on older records: 0). */
  eventCount?: number;
}

/** What a memory session logs: an append-only stream, one store key per batch. */
export type MemoryEventRecord =
  | {
      kind: 'interaction';
      id: string;
      at: string;
      type: string;
      content: string;
      metadata?: Record<string, unknown>;
    }
  | { kind: 'context'; id: string; at: string; source: string; context: Record<string, unknown> };

export interface MemoryDecisionRecord {
  memoryId: string;
  ownerId: string;
  sessionId: string | null;
  title: string;
  choice: string;
  decisionType: string;
  rationale: string;
  alternatives: string[];
  confidenceLevel: number;
  createdAt: string;
  validatedAt: string | null;
}

export interface MemoryValidationRecord {
  validationId: string;
  memoryId: string;
  ownerId: string;
  neutralExplanation: string;
  bestPracticesLink: string | null;
  alternativeOptions: string[];
  createdAt: string;
}

export interface MemoryRepo {
  /**
   * Creates the session and makes it the owner's open one (what calls without a sessionId log into). Past
   * the store's session retention, the owner's oldest sessions and their events are dropped.
   */
  createSession(session: MemorySessionRecord): Promise<MemorySessionRecord>;
  getSession(sessionId: string): Promise<MemorySessionRecord | null>;
  /** The owner's most recently started session, while it is open. */
  getOpenSession(ownerId: string): Promise<MemorySessionRecord | null>;
  /** Read-modify-write under a lock; an ended session stops being the owner's open one. */
  updateSession(
    sessionId: string,
    change: (current: MemorySessionRecord) => MemorySessionRecord,
  ): Promise<MemorySessionRecord | null>;
  /** Appends under a fresh key: concurrent appends (any instance) never overwrite each other. */
  appendEvents(sessionId: string, events: readonly MemoryEventRecord[]): Promise<void>;
  /** Every event of the session, oldest first. */
  listEvents(sessionId: string): Promise<MemoryEventRecord[]>;
  createDecision(decision: MemoryDecisionRecord): Promise<MemoryDecisionRecord>;
  getDecision(memoryId: string): Promise<MemoryDecisionRecord | null>;
  /** The owner's decisions, newest first. */
  listDecisions(ownerId: string): Promise<MemoryDecisionRecord[]>;
  updateDecision(
    memoryId: string,
    change: (current: MemoryDecisionRecord) => MemoryDecisionRecord,
  ): Promise<MemoryDecisionRecord | null>;
  createValidation(validation: MemoryValidationRecord): Promise<MemoryValidationRecord>;
  /** The owner's memory sessions, oldest first (the order retention drops them in). */
  listSessions(ownerId: string): Promise<MemorySessionRecord[]>;
  /**
   * Deletes those of the owner's sessions with their events (ids of other owners are ignored) and returns how
   * many it deleted; their decisions stay, as with retention.
   */
  deleteSessions(ownerId: string, sessionIds: readonly string[]): Promise<number>;
}

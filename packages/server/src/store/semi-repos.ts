import type { SemiActivity, SemiStatus } from '@charter/core';
import type { StoreIo } from './store-io';

/**
 * A user's connection to their Semi (an A2A agent). The remote key is kept because every call needs it, so it
 * is encrypted, not hashed; it never leaves the server (no route returns this record) and is never logged.
 */
export interface SemiConnectionRecord {
  ownerId: string;
  /** As the user typed it (trimmed). */
  semiDomain: string;
  /** Where the agent card was found: `https://host[:port]`. */
  baseUrl: string;
  /** The JSON-RPC interface URL the card names. */
  rpcUrl: string;
  /**
   * Sealed (`v1:<iv>:<tag>:<ciphertext>`, services/secret-box.ts). Records written before sealing hold it
   * plain until their next write; '' once removed because the server had no key to seal it with.
   */
  remoteApiKey: string;
  /** The A2A context of this connection's conversation (messages, queries and the handoff share it). */
  contextId: string;
  agent: NonNullable<SemiStatus['agent']>;
  connected: boolean;
  ready: boolean;
  reconnectAttempts: number;
  lastError: string | null;
  lastCheckedAt: string | null;
  /** Epoch ms after which the next health check may run; claimed (moved on) before a check starts. */
  nextCheckAt: number;
  connectedAt: string;
}

export interface SemiActivityRecord extends SemiActivity {
  ownerId: string;
}

export interface SemiRepo {
  getConnection(ownerId: string): Promise<SemiConnectionRecord | null>;
  putConnection(record: SemiConnectionRecord): Promise<SemiConnectionRecord>;
  /**
   * Read-modify-write under the owner's lock, so two instances checking health at once agree. `change` may
   * return null to leave the record as it is. Null when there is no connection.
   */
  updateConnection(
    ownerId: string,
    change: (current: SemiConnectionRecord) => SemiConnectionRecord | null,
  ): Promise<SemiConnectionRecord | null>;
  deleteConnection(ownerId: string): Promise<void>;
  /** Adds an entry and keeps the newest `keep`. */
  appendActivity(entry: SemiActivityRecord, keep: number): Promise<void>;
  /** Newest first. */
  listActivity(ownerId: string): Promise<SemiActivityRecord[]>;
}

/** Key layout: `semi-connections:<ownerId>` (one record), `semi-activity:<ownerId>` (an array, oldest first). */
export function createSemiRepo(io: StoreIo): SemiRepo {
  const connectionKey = (ownerId: string) => `semi-connections:${ownerId}`;
  const activityKey = (ownerId: string) => `semi-activity:${ownerId}`;
  return {
    getConnection: async (ownerId) =>
      io.isSafeId(ownerId) ? io.read<SemiConnectionRecord>(connectionKey(ownerId)) : null,
    async putConnection(record) {
      io.assertSafeId(record.ownerId);
      await io.withLock(connectionKey(record.ownerId), () => io.write(connectionKey(record.ownerId), record));
      return record;
    },
    async updateConnection(ownerId, change) {
      if (!io.isSafeId(ownerId)) return null;
      return io.withLock(connectionKey(ownerId), async () => {
        const current = await io.read<SemiConnectionRecord>(connectionKey(ownerId));
        if (!current) return null;
        const next = change(current);
        if (!next) return current;
        const kept = { ...next, ownerId: current.ownerId };
        await io.write(connectionKey(ownerId), kept);
        return kept;
      });
    },
    async deleteConnection(ownerId) {
      if (!io.isSafeId(ownerId)) return;
      await io.withLock(connectionKey(ownerId), () => io.remove(connectionKey(ownerId)));
    },
    async appendActivity(entry, keep) {
      io.assertSafeId(entry.ownerId);
      const key = activityKey(entry.ownerId);
      await io.withLock(key, async () => {
        const entries = (await io.read<SemiActivityRecord[]>(key)) ?? [];
        await io.write(key, [...entries, entry].slice(-keep));
      });
    },
    async listActivity(ownerId) {
      if (!io.isSafeId(ownerId)) return [];
      const entries = (await io.read<SemiActivityRecord[]>(activityKey(ownerId))) ?? [];
      // Stored oldest first; entries of one millisecond keep their order, reversed with the rest.
      return entries.reverse().sort((a, b) => b.timestamp.localeCompare(a.timestamp));
    },
  };
}

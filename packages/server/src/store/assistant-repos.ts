import type { AssistantMessage } from '@charter/core';
import type { StoreIo } from './store-io';

/** One assistant conversation as stored. `ownerKey` is `user-<userId>` or `widget-<keyId>-<visitorId>`. */
export interface AssistantConversationRecord {
  id: string;
  ownerKey: string;
  /** The account whose constitution answers (the user, or the widget key's owner). */
  accountId: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messages: AssistantMessage[];
  /** The decision discussed last: "ask for an exception for that" files against it. */
  lastDecision: { decisionId: string; status: string } | null;
}

export interface AssistantConversationsRepo {
  get(id: string): Promise<AssistantConversationRecord | null>;
  /** The owner's conversations, most recently updated first. */
  listByOwner(ownerKey: string): Promise<AssistantConversationRecord[]>;
  /**
   * Creates or replaces the conversation (keeping its newest `maxMessages` messages); a new one past the
   * owner's `maxConversations` removes their least recently updated ones, so nobody grows storage without bound.
   */
  put(
    record: AssistantConversationRecord,
    limits: { maxConversations: number; maxMessages: number },
  ): Promise<AssistantConversationRecord>;
  delete(id: string): Promise<boolean>;
}

/** Key layout: `assistant-conversations:<id>`, indexed by `owners:<ownerKey>:assistant-conversations`. */
export function createAssistantConversationsRepo(io: StoreIo): AssistantConversationsRepo {
  const key = (id: string) => `assistant-conversations:${id}`;
  const indexKey = (ownerKey: string) => `owners:${ownerKey}:assistant-conversations`;
  // Most recently updated first; two updates in the same millisecond keep the index's order reversed (the
  // later-added first), so the newest conversation is never evicted by a tie.
  const list = async (ownerKey: string) =>
    (await io.listIndexed<AssistantConversationRecord>(indexKey(ownerKey), 'assistant-conversations'))
      .map((record, position) => ({ record, position }))
      .sort((a, b) => b.record.updatedAt.localeCompare(a.record.updatedAt) || b.position - a.position)
      .map(({ record }) => record);
  return {
    get: async (id) => (io.isSafeId(id) ? io.read<AssistantConversationRecord>(key(id)) : null),
    listByOwner: async (ownerKey) => (io.isSafeId(ownerKey) ? list(ownerKey) : []),
    async put(record, limits) {
      io.assertSafeId(record.id);
      io.assertSafeId(record.ownerKey);
      const bounded = { ...record, messages: record.messages.slice(-limits.maxMessages) };
      const index = indexKey(record.ownerKey);
      return io.withLock(index, async () => {
        const ids = (await io.read<string[]>(index)) ?? [];
        await io.write(key(record.id), bounded);
        if (!ids.includes(record.id)) {
          const next = [...ids, record.id];
          if (next.length > limits.maxConversations) {
            const all = await list(record.ownerKey);
            const keep = new Set(all.slice(0, limits.maxConversations - 1).map((c) => c.id));
            keep.add(record.id);
            for (const id of next) if (!keep.has(id)) await io.remove(key(id));
            await io.write(
              index,
              next.filter((id) => keep.has(id)),
            );
          } else {
            await io.write(index, next);
          }
        }
        return bounded;
      });
    },
    async delete(id) {
      if (!io.isSafeId(id)) return false;
      const current = await io.read<AssistantConversationRecord>(key(id));
      if (!current) return false;
      const index = indexKey(current.ownerKey);
      await io.withLock(index, async () => {
        const ids = (await io.read<string[]>(index)) ?? [];
        await io.write(
          index,
          ids.filter((other) => other !== id),
        );
      });
      await io.remove(key(id));
      return true;
    },
  };
}

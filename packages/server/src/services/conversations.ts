import type { ConversationSession, SaveConversationSessionInput } from '@charter/core';
import { CharterError, MAX_LISTED_SESSIONS } from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { ConversationSessionRecord, UserRecord } from '../store/port';

type SaveInput = z.output<typeof SaveConversationSessionInput>;

const toSession = ({ ownerId: _owner, ...session }: ConversationSessionRecord): ConversationSession =>
  session;

/** Creates or replaces the session; it belongs to `owner` whatever the client sent. */
export async function saveConversationSession(
  ctx: AppContext,
  owner: UserRecord,
  input: SaveInput,
): Promise<{ sessionId: string; updatedAt: string }> {
  const updatedAt = ctx.now().toISOString();
  const saved = await ctx.store.conversationSessions.update(owner.id, input.sessionId, (current) => ({
    ...input,
    ownerId: owner.id,
    createdAt: current?.createdAt ?? updatedAt,
    updatedAt,
  }));
  return { sessionId: saved.sessionId, updatedAt: saved.updatedAt };
}

/** Another user's id answers 404, exactly as an unknown one: ids must not reveal who exists. */
export async function listConversationSessions(
  ctx: AppContext,
  user: UserRecord,
  userId: string,
): Promise<ConversationSession[]> {
  if (userId !== user.id) throw new CharterError('NOT_FOUND', 'No sessions found for this user.');
  const sessions = await ctx.store.conversationSessions.listByOwner(user.id);
  return sessions.slice(0, MAX_LISTED_SESSIONS).map(toSession);
}

import type { ConversationSession, Project } from '@charter/core';
import { toProjectTitle } from './project-payload';

/** Restore needs more than one message: the greeting alone is not a conversation. */
export const MIN_RESTORE_MESSAGES = 2;

export function isRestorable(session: ConversationSession): boolean {
  return session.messages.length >= MIN_RESTORE_MESSAGES;
}

/** The latest session, when it is worth restoring. Sessions arrive newest first; sort anyway. */
export function pickSessionToRestore(
  sessions: readonly ConversationSession[],
): ConversationSession | undefined {
  const latest = [...sessions].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  return latest && isRestorable(latest) ? latest : undefined;
}

/**
 * The conversation a saved project came from. The project payload carries no session id, but
 * every save of the session records the project title, and the project is saved under that title (an
 * unnamed one as "Untitled project"): the newest restorable session with the project's name is its
 * conversation.
 */
export function findSessionForProject(
  sessions: readonly ConversationSession[],
  project: Pick<Project, 'name'>,
): ConversationSession | undefined {
  const name = toProjectTitle(project.name).toLowerCase();
  return [...sessions]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .find((session) => toProjectTitle(session.projectTitle).toLowerCase() === name && isRestorable(session));
}

/** A store-safe id (letters, digits, "-"): the server keys sessions by it. */
export function createSessionId(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return `conv-${random}`;
}

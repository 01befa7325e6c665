import { type ConversationSession, projectSlug } from '@charter/core';

/** The primer file name: the project name in lowercase with dashes, then -primer.md. */
export function primerFileName(projectName: string): string {
  return `${projectSlug(projectName)}-primer.md`;
}

const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The conversation sessions about this project: those whose title is the project's name. */
export function sessionsOfProject(
  sessions: readonly ConversationSession[],
  projectName: string,
): ConversationSession[] {
  const name = normalize(projectName);
  return sessions.filter((session) => name !== '' && normalize(session.projectTitle) === name);
}

import type { Project } from '@charter/core';

/** A conversation qualifies for recovery from this many messages. */
export const MIN_RECOVERY_MESSAGES = 50;
/** At most this many Live Projects are shown. */
export const MAX_LIVE_PROJECTS = 3;

/** A primer that starts with the heading "Project Primer:" (any Markdown level) is structured; others are chat logs. */
export function isStructuredPrimer(primer: string): boolean {
  return /^(#{1,6}\s*)?Project Primer:/i.test(primer.trimStart());
}

/**
 * The message count a description mentions, or null when it names none. The conversational primer writes
 * "… of 26 message exchanges (52 messages)": the largest count mentioned is the messages'.
 */
export function toMessageCount(description: string): number | null {
  const counts = [...description.matchAll(/(\d[\d,]*)\s+messages?\b/gi)].map((m) =>
    Number(m[1]!.replaceAll(',', '')),
  );
  return counts.length > 0 ? Math.max(...counts) : null;
}

export interface RecoveredProject {
  project: Project;
  messageCount: number;
}

/**
 * The recovery rules: structured primer, a message count of at least 50 in the description;
 * duplicates by name (trimmed, case-insensitive) keep the highest message count, then the latest update;
 * the newest first, at most 3.
 * @example recoverLiveProjects(projects).map((r) => r.project.name) // ['Invoice Tracker']
 */
export function recoverLiveProjects(projects: readonly Project[]): RecoveredProject[] {
  const byName = new Map<string, RecoveredProject>();
  for (const project of projects) {
    const messageCount = toMessageCount(project.description);
    if (!isStructuredPrimer(project.primerContent) || messageCount === null) continue;
    if (messageCount < MIN_RECOVERY_MESSAGES) continue;
    const name = project.name.trim().toLowerCase();
    const kept = byName.get(name);
    const better =
      !kept ||
      messageCount > kept.messageCount ||
      (messageCount === kept.messageCount && project.updatedAt > kept.project.updatedAt);
    if (better) byName.set(name, { project, messageCount });
  }
  return [...byName.values()]
    .sort((a, b) => b.project.updatedAt.localeCompare(a.project.updatedAt))
    .slice(0, MAX_LIVE_PROJECTS);
}

/** Download Primer Only's file name: the project name in lowercase with dashes, then `-primer.md`. */
export function toPrimerFileName(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'project'}-primer.md`;
}

import { USER_ROLES } from './answers';

/** What the primer's metadata reports; each value is derived from text the primer contains. */
export const PROJECT_TYPES = ['web-app', 'mobile-app', 'desktop-app', 'api', 'cli', 'general'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export interface PrimerMetadata {
  wordCount: number;
  projectType: ProjectType;
  /** founder, developer or designer; `other` for free text naming none; `unspecified` when blank. */
  userRole: string;
}

const PLATFORM_PATTERNS: ReadonlyArray<readonly [Exclude<ProjectType, 'general'>, RegExp]> = [
  ['mobile-app', /\b(mobile|ios|android|iphone|ipad|react native|flutter|app store|play store)\b/],
  ['desktop-app', /\b(desktop|electron|tauri|macos app|windows app)\b/],
  ['cli', /\b(cli|command[- ]line|terminal)\b/],
  ['api', /\b(apis?|backend|back-end|rest|graphql|microservices?|sdk)\b/],
  ['web-app', /\b(web|website|webapp|browser|saas|pwa|dashboard|web app)\b/],
];

/** The platform mentioned first in the text, so "web app with an API" is a web app. */
function toFirstPlatform(text: string): ProjectType | undefined {
  let best: { type: ProjectType; index: number } | undefined;
  for (const [type, pattern] of PLATFORM_PATTERNS) {
    const index = text.toLowerCase().search(pattern);
    if (index !== -1 && (best === undefined || index < best.index)) best = { type, index };
  }
  return best?.type;
}

/**
 * The project type from the platform answer, then the scope answer; `general` when neither names one.
 * @example toProjectType('iOS and Android, with a web dashboard', ''); // 'mobile-app'
 */
export function toProjectType(platformType: string, projectScope: string): ProjectType {
  return toFirstPlatform(platformType) ?? toFirstPlatform(projectScope) ?? 'general';
}

/**
 * The owner's role as one of the wizard's options, `other`, or `unspecified` when blank.
 * @example toUserRole(' Developer '); // 'developer'
 */
export function toUserRole(answer: string): string {
  const text = answer.trim().toLowerCase();
  if (text === '') return 'unspecified';
  return USER_ROLES.find((role) => text.includes(role)) ?? 'other';
}

/**
 * Whitespace-separated tokens, the count the metadata reports.
 * @example countWords('# Project Primer: Tutor\n\nHello'); // 5
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => token !== '').length;
}

import { BEST_PRACTICES } from './best-practices';
import type { BestPractice } from './schema';

/** How a cited document speaks: vendor/project documentation, an explanatory guide, or a formal standard. */
export type CommunitySourceKind = 'documentation' | 'guide' | 'standard';

export interface CommunitySource {
  name: string;
  url: string;
  kind: CommunitySourceKind;
  /** Ids of the practices that cite it. */
  practiceIds: string[];
}

// Hosts whose pages are normative specifications rather than documentation of one tool.
const STANDARD_HOSTS = ['www.rfc-editor.org', 'semver.org', 'datatracker.ietf.org'];
// Explanatory write-ups: cheat sheets, books and essays rather than the reference of a tool.
const GUIDE_HOSTS = [
  'cheatsheetseries.owasp.org',
  'owasp.org',
  '12factor.net',
  'sre.google',
  'martinfowler.com',
  'aws.amazon.com',
  'web.dev',
  'use-the-index-luke.com',
];

/** Classifies a cited URL, e.g. `toSourceKind('https://www.w3.org/TR/WCAG21/')` → `'standard'`. */
export function toSourceKind(url: string): CommunitySourceKind {
  const { hostname, pathname } = new URL(url);
  // W3C's /TR/ pages are the recommendations themselves; its WAI pages explain them.
  if (hostname === 'www.w3.org') return pathname.startsWith('/TR/') ? 'standard' : 'guide';
  if (STANDARD_HOSTS.includes(hostname)) return 'standard';
  if (GUIDE_HOSTS.includes(hostname)) return 'guide';
  return 'documentation';
}

/**
 * The distinct documents a set of practices cites, most-cited first, e.g. for the auto-populate answer.
 * Derived from the data, so the list can never name a source no practice uses.
 */
export function toCommunitySources(practices: readonly BestPractice[]): CommunitySource[] {
  const byUrl = new Map<string, CommunitySource>();
  for (const practice of practices) {
    for (const source of practice.sources) {
      const entry = byUrl.get(source.url) ?? {
        name: source.title,
        url: source.url,
        kind: toSourceKind(source.url),
        practiceIds: [],
      };
      if (!entry.practiceIds.includes(practice.id)) entry.practiceIds.push(practice.id);
      byUrl.set(source.url, entry);
    }
  }
  return [...byUrl.values()].sort(
    (a, b) => b.practiceIds.length - a.practiceIds.length || a.name.localeCompare(b.name),
  );
}

/**
 * The "community dataset" that auto-populate imports. It is bundled with Charter and read locally: collecting
 * it makes no network request, and `origin` says so, so the console never claims a live crawl.
 */
export const COMMUNITY_DATASET = {
  name: 'Charter curated practices',
  origin: 'bundled' as const,
  description:
    'Practices written by the Charter maintainers from the public documentation listed in sources. Shipped with Charter and imported locally: no network request is made.',
  practices: BEST_PRACTICES,
  sources: toCommunitySources(BEST_PRACTICES),
};

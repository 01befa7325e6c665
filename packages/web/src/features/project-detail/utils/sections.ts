/** The project routes' sections, overview by default. */
export const PROJECT_SECTIONS = [
  'overview',
  'context',
  'historical-context',
  'sessions',
  'timeline',
] as const;
export type ProjectSection = (typeof PROJECT_SECTIONS)[number];

export const SECTION_LABELS: Record<ProjectSection, string> = {
  overview: 'Overview',
  context: 'Context',
  'historical-context': 'Historical Context',
  sessions: 'Sessions',
  timeline: 'Timeline',
};

/** The section a URL segment names; `undefined` is the overview, an unknown value is null. */
export function toSection(segment: string | undefined): ProjectSection | null {
  if (segment === undefined || segment === '') return 'overview';
  return (PROJECT_SECTIONS as readonly string[]).includes(segment) ? (segment as ProjectSection) : null;
}

export function sectionPath(projectId: string, section: ProjectSection): string {
  const base = `/project/${encodeURIComponent(projectId)}`;
  return section === 'overview' ? base : `${base}/${section}`;
}

/** The historical-context section's items: /project/:id/historical-context/<kind>/:itemId. */
export const ITEM_KINDS = ['decisions', 'rebellions'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export function itemPath(projectId: string, kind: ItemKind, itemId: string): string {
  return `${sectionPath(projectId, 'historical-context')}/${kind}/${encodeURIComponent(itemId)}`;
}

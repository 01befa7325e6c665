export interface NavItem {
  label: string;
  to: string;
  /** Other paths on which this entry counts as the current page. */
  alsoActiveOn?: readonly string[];
}

export interface NavGroup {
  title: string;
  items: readonly NavItem[];
}

/** The signed-in sidebar (plus Hash Journal). AI Assistant is not built yet: not-found. */
export const USER_NAV: readonly NavGroup[] = [
  {
    title: 'MAIN',
    items: [
      { label: 'Dashboard', to: '/', alsoActiveOn: ['/dashboard'] },
      { label: 'My Projects', to: '/my-projects' },
      { label: 'Constitutional Rebellions', to: '/rebellions' },
      { label: 'Hash Optimization', to: '/optimization' },
      { label: 'Historical Context', to: '/historical-context' },
      // Spec 000's sidebar has it (spec 001's fuller list does not); it is how people find the journal.
      { label: 'Hash Journal', to: '/hash-journal' },
      { label: 'Quick Start', to: '/quick-start' },
      { label: 'Primer Generator', to: '/primer-generator' },
      { label: 'Project Diagnostic', to: '/project-diagnostic' },
      { label: 'Rescue Missions', to: '/rescue-missions' },
      { label: 'User Journey Test', to: '/user-journey-test' },
      { label: 'Best Practices', to: '/best-practices' },
      { label: 'Pattern Library', to: '/pattern-library' },
      { label: 'Architectural Validator', to: '/architectural-validator' },
      { label: 'ROI Analytics', to: '/roi-analytics' },
      { label: 'Material Theme Manager', to: '/material-theme-manager' },
      { label: 'Design System', to: '/storybook' },
      { label: 'Constitutional Demo', to: '/constitutional-demo' },
      { label: 'Governance Demo', to: '/governance-demo' },
    ],
  },
  {
    title: 'TOOLS',
    items: [
      { label: 'AI Assistant', to: '/ai-assistant' },
      { label: 'Semi Integration', to: '/semi-integration' },
      { label: 'Export Reports', to: '/export-reports' },
    ],
  },
  {
    title: 'SETTINGS',
    items: [
      { label: 'Charter API Keys', to: '/charter-api-keys' },
      { label: 'API Keys', to: '/api-keys' },
      { label: 'Settings', to: '/settings' },
    ],
  },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === pathname || item.alsoActiveOn?.includes(pathname)) return true;
  // Nested pages (e.g. /best-practices/42) keep their section highlighted; '/' and '/admin' only match exactly.
  return item.to !== '/' && item.to !== '/admin' && pathname.startsWith(`${item.to}/`);
}

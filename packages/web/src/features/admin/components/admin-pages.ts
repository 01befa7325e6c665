/** The admin area's pages. Those not built yet answer with the not-found screen. */
export const ADMIN_PAGES = [
  { to: '/admin', label: 'Admin Home', description: 'This overview.' },
  { to: '/admin/context', label: 'Context Management', description: 'Context entries of every project.' },
  { to: '/admin/my-projects', label: 'My Projects', description: 'Connected projects and rebellions.' },
  { to: '/admin/rescue-missions', label: 'Rescue Missions', description: 'Missions for troubled projects.' },
  {
    to: '/admin/user-journey-testing',
    label: 'User Journey Testing',
    description: 'Guided tests and results.',
  },
  { to: '/admin/quick-start', label: 'Quick Start', description: 'Integration material for a project.' },
  {
    to: '/admin/advanced',
    label: 'Constitutional Demo',
    description: 'Agent decisions with governance off.',
  },
  { to: '/admin/pattern-library', label: 'Pattern Library', description: 'Proven architectural patterns.' },
  {
    to: '/admin/architectural-validator',
    label: 'Architectural Validator',
    description: 'Check a design decision.',
  },
  { to: '/admin/roi-analytics', label: 'ROI Analytics', description: 'Savings and prevented failures.' },
  { to: '/admin/storybook', label: 'Design System', description: 'The console’s components.' },
  { to: '/admin/api-keys', label: 'API Keys', description: 'Keys agents use to call Charter.' },
] as const;

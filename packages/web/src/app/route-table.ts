import { type ComponentType, lazy } from 'react';

/** The landing page, for a signed-out visitor of `/` only: its own chunk, like every screen. */
const LandingRoute = lazy(() =>
  import('../features/landing/routes/landing-route').then((m) => ({ default: m.LandingRoute })),
);

/**
 * - `public`: anyone (the screen itself redirects signed-in users where that makes sense);
 * - `ungated`: no visible gate (hash journal, optimization, old dashboard);
 * - `user`: the user gate, then the signed-in shell;
 * - `admin`: the admin gate, then the admin shell.
 */
export type Gate = 'public' | 'ungated' | 'user' | 'admin';

/** A screen loaded on demand: react-router's route `lazy` resolves it before the route renders. */
export type LazyScreen = () => Promise<ComponentType>;

export interface AppRoute {
  path: string;
  gate: Gate;
  /**
   * Loads the screen (each screen is its own chunk, fetched when first visited). `null` until the issue
   * that builds it adds it here; until then the path answers with the not-found screen rather than a
   * placeholder page.
   */
  Screen: LazyScreen | null;
  /** For `user` routes: what a signed-out visitor sees instead of the sign-in screen. */
  SignedOut?: ComponentType;
}

/** The screens and their gates, as data. Adding a screen is changing `null` to a loader of its route component. */
export const ROUTE_TABLE: readonly AppRoute[] = [
  {
    path: '/',
    gate: 'user',
    Screen: () => import('../features/dashboard/routes/dashboard-route').then((m) => m.DashboardRoute),
    SignedOut: LandingRoute,
  },
  {
    path: '/login',
    gate: 'public',
    Screen: () => import('../features/auth/routes/login-route').then((m) => m.LoginRoute),
  },
  {
    path: '/register',
    gate: 'public',
    Screen: () => import('../features/auth/routes/register-route').then((m) => m.RegisterRoute),
  },
  {
    path: '/onboarding',
    gate: 'public',
    Screen: () => import('../features/onboarding/routes/onboarding-route').then((m) => m.OnboardingRoute),
  },

  {
    path: '/hash-journal',
    gate: 'ungated',
    Screen: () =>
      import('../features/hash-journal/routes/hash-journal-route').then((m) => m.HashJournalRoute),
  },
  {
    path: '/optimization',
    gate: 'ungated',
    Screen: () =>
      import('../features/optimization/routes/optimization-route').then((m) => m.OptimizationRoute),
  },
  {
    path: '/dashboard-old',
    gate: 'ungated',
    Screen: () => import('../features/dashboard/routes/dashboard-old-route').then((m) => m.DashboardOldRoute),
  },

  {
    path: '/dashboard',
    gate: 'user',
    Screen: () => import('../features/dashboard/routes/dashboard-route').then((m) => m.DashboardRoute),
  },
  {
    path: '/primer-generator',
    gate: 'user',
    Screen: () =>
      import('../features/primer-generator/routes/primer-generator-route').then(
        (m) => m.PrimerGeneratorRoute,
      ),
  },
  {
    path: '/conversational-primer',
    gate: 'user',
    Screen: () =>
      import('../features/conversational-primer/routes/conversational-primer-route').then(
        (m) => m.ConversationalPrimerRoute,
      ),
  },
  // My Projects links saved conversations to /chat-primer?recover=<id>: the same screen.
  {
    path: '/chat-primer',
    gate: 'user',
    Screen: () =>
      import('../features/conversational-primer/routes/conversational-primer-route').then(
        (m) => m.ConversationalPrimerRoute,
      ),
  },
  {
    path: '/project-diagnostic',
    gate: 'user',
    Screen: () =>
      import('../features/project-diagnostic/routes/project-diagnostic-route').then(
        (m) => m.ProjectDiagnosticRoute,
      ),
  },
  {
    path: '/best-practices/:id',
    gate: 'user',
    Screen: () =>
      import('../features/best-practices/routes/best-practice-detail-route').then(
        (m) => m.BestPracticeDetailRoute,
      ),
  },
  {
    path: '/best-practices',
    gate: 'user',
    Screen: () =>
      import('../features/best-practices/routes/best-practices-route').then((m) => m.BestPracticesRoute),
  },
  {
    path: '/pattern-library',
    gate: 'user',
    Screen: () =>
      import('../features/pattern-library/routes/pattern-library-route').then((m) => m.PatternLibraryRoute),
  },
  {
    path: '/roi-analytics',
    gate: 'user',
    Screen: () =>
      import('../features/roi-analytics/routes/roi-analytics-route').then((m) => m.RoiAnalyticsRoute),
  },
  {
    path: '/material-theme-manager',
    gate: 'user',
    Screen: () =>
      import('../features/material-theme-manager/routes/material-theme-manager-route').then(
        (m) => m.MaterialThemeManagerRoute,
      ),
  },
  // The sidebar's Design System entry; spec 002 lists only the admin path.
  {
    path: '/storybook',
    gate: 'user',
    Screen: () =>
      import('../features/design-system/routes/design-system-route').then((m) => m.DesignSystemRoute),
  },
  // The sidebar's TOOLS and SETTINGS entries (the spec does not show their content; DESIGN.md: we design it).
  {
    path: '/export-reports',
    gate: 'user',
    Screen: () =>
      import('../features/export-reports/routes/export-reports-route').then((m) => m.ExportReportsRoute),
  },
  {
    path: '/settings',
    gate: 'user',
    Screen: () => import('../features/settings/routes/settings-route').then((m) => m.SettingsRoute),
  },
  {
    path: '/my-projects',
    gate: 'user',
    Screen: () => import('./screens/my-projects-screen').then((m) => m.MyProjectsScreen),
  },
  // Rebellion review (My Projects mounts the same review in a tab).
  {
    path: '/rebellions',
    gate: 'user',
    Screen: () => import('../features/rebellions/routes/rebellions-route').then((m) => m.RebellionsRoute),
  },
  {
    path: '/user-journey-test',
    gate: 'user',
    Screen: () =>
      import('../features/user-journey/routes/user-journey-test-route').then((m) => m.UserJourneyTestRoute),
  },
  {
    path: '/historical-context',
    gate: 'user',
    Screen: () =>
      import('../features/historical-context/routes/historical-context-route').then(
        (m) => m.HistoricalContextRoute,
      ),
  },
  {
    path: '/semi-integration',
    gate: 'user',
    Screen: () =>
      import('../features/semi-integration/routes/semi-integration-route').then(
        (m) => m.SemiIntegrationRoute,
      ),
  },
  {
    path: '/ai-assistant',
    gate: 'user',
    Screen: () =>
      import('../features/ai-assistant/routes/ai-assistant-route').then((m) => m.AiAssistantRoute),
  },
  {
    path: '/charter-api-keys',
    gate: 'user',
    Screen: () =>
      import('../features/charter-api-keys/routes/charter-api-keys-route').then((m) => m.CharterApiKeysRoute),
  },
  // The spec gives API Key Management no user route; key calls need a user session, so it lives here.
  {
    path: '/api-keys',
    gate: 'user',
    Screen: () => import('../features/api-keys/routes/api-keys-route').then((m) => m.ApiKeysRoute),
  },
  {
    path: '/quick-start',
    gate: 'user',
    Screen: () => import('../features/quick-start/routes/quick-start-route').then((m) => m.QuickStartRoute),
  },
  {
    path: '/constitutional-demo',
    gate: 'user',
    Screen: () =>
      import('../features/constitutional-demo/routes/constitutional-demo-route').then(
        (m) => m.ConstitutionalDemoRoute,
      ),
  },
  // Spec 001 gives the Constitutional Governance Demo no route; this is ours.
  {
    path: '/governance-demo',
    gate: 'user',
    Screen: () =>
      import('../features/governance-demo/routes/governance-demo-route').then((m) => m.GovernanceDemoRoute),
  },
  {
    path: '/architectural-validator',
    gate: 'user',
    Screen: () =>
      import('../features/architectural-validator/routes/architectural-validator-route').then(
        (m) => m.ArchitecturalValidatorRoute,
      ),
  },
  {
    path: '/rescue-missions',
    gate: 'user',
    Screen: () =>
      import('../features/rescue-missions/routes/rescue-missions-route').then((m) => m.RescueMissionsRoute),
  },
  // Sections: overview (default), context, historical-context, sessions, timeline.
  {
    path: '/project/:projectId/:section?/:subsection?/:itemId?',
    gate: 'user',
    Screen: () =>
      import('../features/project-detail/routes/project-detail-route').then((m) => m.ProjectDetailRoute),
  },

  {
    path: '/admin',
    gate: 'admin',
    Screen: () => import('../features/admin/routes/admin-home-route').then((m) => m.AdminHomeRoute),
  },
  {
    path: '/admin/context',
    gate: 'admin',
    Screen: () => import('../features/admin/routes/admin-context-route').then((m) => m.AdminContextRoute),
  },
  {
    path: '/admin/my-projects',
    gate: 'admin',
    Screen: () =>
      import('../features/my-projects/routes/admin-my-projects-route').then((m) => m.AdminMyProjectsRoute),
  },
  {
    path: '/admin/rescue-missions/:missionId',
    gate: 'admin',
    Screen: () =>
      import('../features/rescue-missions/routes/admin-rescue-mission-detail-route').then(
        (m) => m.AdminRescueMissionDetailRoute,
      ),
  },
  {
    path: '/admin/rescue-missions',
    gate: 'admin',
    Screen: () =>
      import('../features/rescue-missions/routes/admin-rescue-missions-route').then(
        (m) => m.AdminRescueMissionsRoute,
      ),
  },
  {
    path: '/admin/user-journey-testing',
    gate: 'admin',
    Screen: () =>
      import('../features/user-journey/routes/admin-user-journey-testing-route').then(
        (m) => m.AdminUserJourneyTestingRoute,
      ),
  },
  // Generated in the browser, no user data: the admin gets the same screen.
  {
    path: '/admin/quick-start',
    gate: 'admin',
    Screen: () => import('../features/quick-start/routes/quick-start-route').then((m) => m.QuickStartRoute),
  },
  // Admin aliases of screens that need a user session explain that and link to the user screen.
  {
    path: '/admin/advanced',
    gate: 'admin',
    Screen: () =>
      import('../features/constitutional-demo/routes/admin-constitutional-demo-route').then(
        (m) => m.AdminConstitutionalDemoRoute,
      ),
  },
  {
    path: '/admin/constitutional-demo',
    gate: 'admin',
    Screen: () =>
      import('../features/constitutional-demo/routes/admin-constitutional-demo-route').then(
        (m) => m.AdminConstitutionalDemoRoute,
      ),
  },
  {
    path: '/admin/pattern-library',
    gate: 'admin',
    Screen: () =>
      import('../features/pattern-library/routes/admin-pattern-library-route').then(
        (m) => m.AdminPatternLibraryRoute,
      ),
  },
  {
    path: '/admin/architectural-validator',
    gate: 'admin',
    Screen: () =>
      import('../features/architectural-validator/routes/admin-architectural-validator-route').then(
        (m) => m.AdminArchitecturalValidatorRoute,
      ),
  },
  {
    path: '/admin/roi-analytics',
    gate: 'admin',
    // The operator's cross-user view (decisions by source, pending rebellions), not a user's ROI.
    Screen: () => import('../features/admin/routes/admin-usage-route').then((m) => m.AdminUsageRoute),
  },
  {
    path: '/admin/storybook',
    gate: 'admin',
    Screen: () =>
      import('../features/design-system/routes/design-system-route').then((m) => m.DesignSystemRoute),
  },
  {
    path: '/admin/api-keys',
    gate: 'admin',
    // The operator's cross-user view of keys in use; owners create and deactivate keys at /api-keys.
    Screen: () => import('../features/admin/routes/admin-keys-route').then((m) => m.AdminKeysRoute),
  },
];

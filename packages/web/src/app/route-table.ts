import type { ComponentType } from 'react';
import { AdminHomeRoute } from '../features/admin/routes/admin-home-route';
import { AdminApiKeysRoute } from '../features/api-keys/routes/admin-api-keys-route';
import { ApiKeysRoute } from '../features/api-keys/routes/api-keys-route';
import { AdminArchitecturalValidatorRoute } from '../features/architectural-validator/routes/admin-architectural-validator-route';
import { ArchitecturalValidatorRoute } from '../features/architectural-validator/routes/architectural-validator-route';
import { LoginRoute } from '../features/auth/routes/login-route';
import { RegisterRoute } from '../features/auth/routes/register-route';
import { BestPracticeDetailRoute } from '../features/best-practices/routes/best-practice-detail-route';
import { BestPracticesRoute } from '../features/best-practices/routes/best-practices-route';
import { CharterApiKeysRoute } from '../features/charter-api-keys/routes/charter-api-keys-route';
import { AdminConstitutionalDemoRoute } from '../features/constitutional-demo/routes/admin-constitutional-demo-route';
import { ConstitutionalDemoRoute } from '../features/constitutional-demo/routes/constitutional-demo-route';
import { ConversationalPrimerRoute } from '../features/conversational-primer/routes/conversational-primer-route';
import { DashboardRoute } from '../features/dashboard/routes/dashboard-route';
import { GovernanceDemoRoute } from '../features/governance-demo/routes/governance-demo-route';
import { LandingRoute } from '../features/landing/routes/landing-route';
import { OnboardingRoute } from '../features/onboarding/routes/onboarding-route';
import { AdminPatternLibraryRoute } from '../features/pattern-library/routes/admin-pattern-library-route';
import { PatternLibraryRoute } from '../features/pattern-library/routes/pattern-library-route';
import { PrimerGeneratorRoute } from '../features/primer-generator/routes/primer-generator-route';
import { ProjectDiagnosticRoute } from '../features/project-diagnostic/routes/project-diagnostic-route';
import { QuickStartRoute } from '../features/quick-start/routes/quick-start-route';
import { RebellionsRoute } from '../features/rebellions/routes/rebellions-route';
import { AdminRoiAnalyticsRoute } from '../features/roi-analytics/routes/admin-roi-analytics-route';
import { RoiAnalyticsRoute } from '../features/roi-analytics/routes/roi-analytics-route';

/**
 * - `public`: anyone (the screen itself redirects signed-in users where that makes sense);
 * - `ungated`: no visible gate (spec 002 §2.1: hash journal, optimization, old dashboard);
 * - `user`: the user gate, then the signed-in shell;
 * - `admin`: the admin gate, then the admin shell.
 */
export type Gate = 'public' | 'ungated' | 'user' | 'admin';

export interface AppRoute {
  path: string;
  gate: Gate;
  /**
   * The screen. `null` until the issue that builds it adds it here; until then the path answers with the
   * not-found screen rather than a placeholder page.
   */
  Screen: ComponentType | null;
  /** For `user` routes: what a signed-out visitor sees instead of the sign-in screen. */
  SignedOut?: ComponentType;
}

/** Spec 002 §2.1, as data. Adding a screen is changing `null` to its route component. */
export const ROUTE_TABLE: readonly AppRoute[] = [
  { path: '/', gate: 'user', Screen: DashboardRoute, SignedOut: LandingRoute },
  { path: '/login', gate: 'public', Screen: LoginRoute },
  { path: '/register', gate: 'public', Screen: RegisterRoute },
  { path: '/onboarding', gate: 'public', Screen: OnboardingRoute },

  { path: '/hash-journal', gate: 'ungated', Screen: null },
  { path: '/optimization', gate: 'ungated', Screen: null },
  { path: '/dashboard-old', gate: 'ungated', Screen: null },

  { path: '/dashboard', gate: 'user', Screen: DashboardRoute },
  { path: '/primer-generator', gate: 'user', Screen: PrimerGeneratorRoute },
  { path: '/conversational-primer', gate: 'user', Screen: ConversationalPrimerRoute },
  // Spec 002 §2.6 links saved conversations to /chat-primer?recover=<id>: the same screen.
  { path: '/chat-primer', gate: 'user', Screen: ConversationalPrimerRoute },
  { path: '/project-diagnostic', gate: 'user', Screen: ProjectDiagnosticRoute },
  { path: '/best-practices/:id', gate: 'user', Screen: BestPracticeDetailRoute },
  { path: '/best-practices', gate: 'user', Screen: BestPracticesRoute },
  { path: '/pattern-library', gate: 'user', Screen: PatternLibraryRoute },
  { path: '/roi-analytics', gate: 'user', Screen: RoiAnalyticsRoute },
  { path: '/material-theme-manager', gate: 'user', Screen: null },
  { path: '/my-projects', gate: 'user', Screen: null },
  // Rebellion review (spec 002 §2.7 puts it in a My Projects tab; issue 6 mounts the same review there).
  { path: '/rebellions', gate: 'user', Screen: RebellionsRoute },
  { path: '/user-journey-test', gate: 'user', Screen: null },
  { path: '/historical-context', gate: 'user', Screen: null },
  { path: '/semi-integration', gate: 'user', Screen: null },
  { path: '/charter-api-keys', gate: 'user', Screen: CharterApiKeysRoute },
  // Spec 002 §2.3 gives API Key Management no user route; key calls need a user session, so it lives here.
  { path: '/api-keys', gate: 'user', Screen: ApiKeysRoute },
  { path: '/quick-start', gate: 'user', Screen: QuickStartRoute },
  { path: '/constitutional-demo', gate: 'user', Screen: ConstitutionalDemoRoute },
  // Spec 001 gives the Constitutional Governance Demo no route; this is ours.
  { path: '/governance-demo', gate: 'user', Screen: GovernanceDemoRoute },
  { path: '/architectural-validator', gate: 'user', Screen: ArchitecturalValidatorRoute },
  { path: '/rescue-missions', gate: 'user', Screen: null },
  // Sections: overview (default), context, historical-context, sessions, timeline.
  { path: '/project/:projectId/:section?/:subsection?/:itemId?', gate: 'user', Screen: null },

  { path: '/admin', gate: 'admin', Screen: AdminHomeRoute },
  { path: '/admin/context', gate: 'admin', Screen: null },
  { path: '/admin/my-projects', gate: 'admin', Screen: null },
  { path: '/admin/rescue-missions/:missionId', gate: 'admin', Screen: null },
  { path: '/admin/rescue-missions', gate: 'admin', Screen: null },
  { path: '/admin/user-journey-testing', gate: 'admin', Screen: null },
  // Generated in the browser, no user data: the admin gets the same screen.
  { path: '/admin/quick-start', gate: 'admin', Screen: QuickStartRoute },
  // Admin aliases of screens that need a user session explain that and link to the user screen.
  { path: '/admin/advanced', gate: 'admin', Screen: AdminConstitutionalDemoRoute },
  { path: '/admin/constitutional-demo', gate: 'admin', Screen: AdminConstitutionalDemoRoute },
  { path: '/admin/pattern-library', gate: 'admin', Screen: AdminPatternLibraryRoute },
  { path: '/admin/architectural-validator', gate: 'admin', Screen: AdminArchitecturalValidatorRoute },
  { path: '/admin/roi-analytics', gate: 'admin', Screen: AdminRoiAnalyticsRoute },
  { path: '/admin/storybook', gate: 'admin', Screen: null },
  { path: '/admin/api-keys', gate: 'admin', Screen: AdminApiKeysRoute },
];

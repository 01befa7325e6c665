import type { ComponentType } from 'react';
import { AdminHomeRoute } from '../features/admin/routes/admin-home-route';
import { LoginRoute } from '../features/auth/routes/login-route';
import { RegisterRoute } from '../features/auth/routes/register-route';
import { DashboardRoute } from '../features/dashboard/routes/dashboard-route';
import { LandingRoute } from '../features/landing/routes/landing-route';
import { OnboardingRoute } from '../features/onboarding/routes/onboarding-route';

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
  { path: '/primer-generator', gate: 'user', Screen: null },
  { path: '/conversational-primer', gate: 'user', Screen: null },
  { path: '/project-diagnostic', gate: 'user', Screen: null },
  { path: '/best-practices/:id', gate: 'user', Screen: null },
  { path: '/best-practices', gate: 'user', Screen: null },
  { path: '/material-theme-manager', gate: 'user', Screen: null },
  { path: '/my-projects', gate: 'user', Screen: null },
  { path: '/user-journey-test', gate: 'user', Screen: null },
  { path: '/historical-context', gate: 'user', Screen: null },
  { path: '/semi-integration', gate: 'user', Screen: null },
  { path: '/charter-api-keys', gate: 'user', Screen: null },
  { path: '/rescue-missions', gate: 'user', Screen: null },
  // Sections: overview (default), context, historical-context, sessions, timeline.
  { path: '/project/:projectId/:section?/:subsection?/:itemId?', gate: 'user', Screen: null },

  { path: '/admin', gate: 'admin', Screen: AdminHomeRoute },
  { path: '/admin/context', gate: 'admin', Screen: null },
  { path: '/admin/my-projects', gate: 'admin', Screen: null },
  { path: '/admin/rescue-missions/:missionId', gate: 'admin', Screen: null },
  { path: '/admin/rescue-missions', gate: 'admin', Screen: null },
  { path: '/admin/user-journey-testing', gate: 'admin', Screen: null },
  { path: '/admin/quick-start', gate: 'admin', Screen: null },
  { path: '/admin/advanced', gate: 'admin', Screen: null },
  // Same screen as /admin/advanced once it exists.
  { path: '/admin/constitutional-demo', gate: 'admin', Screen: null },
  { path: '/admin/pattern-library', gate: 'admin', Screen: null },
  { path: '/admin/architectural-validator', gate: 'admin', Screen: null },
  { path: '/admin/roi-analytics', gate: 'admin', Screen: null },
  { path: '/admin/storybook', gate: 'admin', Screen: null },
  { path: '/admin/api-keys', gate: 'admin', Screen: null },
];

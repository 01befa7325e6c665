import type { FailureScenario } from './schema';

/**
 * "What happened to projects like yours" (spec 001, constitutional test: yourExperience). These are
 * illustrative stories written for the demo, not reports of real incidents: each text says so itself, so no
 * screen can present them as evidence.
 */
export const YOUR_EXPERIENCE = {
  semi: 'Illustrative story. We connected an AI memory agent to our coding sessions and called it with no timeout. One afternoon the memory service stalled; every agent session hung waiting for it, and when we restarted them the context of the day was gone. The agents rebuilt features they had already built, and we spent two days untangling duplicate code.',
  honeybadger:
    'Illustrative story. We added error monitoring and let the agent call the monitoring API inline on every request with a 25-second timeout "to be safe". When the provider slowed down, our own pages took 25 seconds, the worker pool filled up, and the monitoring integration caused the outage it was meant to report.',
  designPlatform:
    'Illustrative story. We let agents install whatever each feature seemed to need while building a design platform. Three months in we shipped 131 direct dependencies, builds took minutes, and an accessibility audit found images without alt text, unlabelled inputs and no visible focus. Cutting it back to 40 dependencies took longer than building it.',
} as const;

export type YourExperienceKey = keyof typeof YOUR_EXPERIENCE;

/**
 * Decisions an agent might make, each of which the standard constitution (≤ 50 dependencies, timeouts ≤ 10 s,
 * builds ≤ 60 s, WCAG 2.1 AA, justified dependencies, rules from the best practices) stops. The demo runs each
 * through the real evaluator and shows what it answered.
 */
export const FAILURE_SCENARIOS: readonly FailureScenario[] = [
  {
    id: 'design-platform-dependency-sprawl',
    scenario: 'Dependency sprawl: 131 direct dependencies',
    story: YOUR_EXPERIENCE.designPlatform,
    decision: {
      decision_type: 'dependency',
      description:
        'Add a second component suite, charting, animation and three date libraries to finish the design platform.',
      proposed_action:
        'pnpm add antd @chakra-ui/react recharts framer-motion moment dayjs date-fns gsap lottie-web three swiper',
      metadata: { current_dependencies: 120, new_dependencies: 11 },
    },
    expectedStatus: 'blocked',
  },
  {
    id: 'monitoring-25-second-timeout',
    scenario: 'Monitoring integration with 25-second API calls',
    story: YOUR_EXPERIENCE.honeybadger,
    decision: {
      decision_type: 'api_integration',
      description:
        'Report every request to the error-monitoring API inline, with a 25-second timeout so slow calls still succeed.',
      proposed_action:
        "await fetch(MONITORING_URL, { method: 'POST', body, signal: AbortSignal.timeout(25_000) })",
      metadata: { timeout_ms: 25_000 },
    },
    expectedStatus: 'blocked',
  },
  {
    id: 'memory-agent-without-timeout',
    scenario: 'Memory agent called without a timeout',
    story: YOUR_EXPERIENCE.semi,
    decision: {
      decision_type: 'api_integration',
      description:
        'Load the session context from the memory agent without a timeout and wait until it answers.',
      proposed_action: "const context = await fetch(semiUrl + '/context').then((r) => r.json());",
      metadata: {},
    },
    expectedStatus: 'blocked',
  },
  {
    id: 'remove-alt-text',
    scenario: 'Removing alt text to ship a redesign',
    story: YOUR_EXPERIENCE.designPlatform,
    decision: {
      decision_type: 'ui_change',
      description:
        'Remove alt text from the product gallery images; the redesign is visual and we want to ship today.',
      proposed_action: '<img src={product.image} /> in ProductGallery.tsx',
      metadata: {},
    },
    expectedStatus: 'blocked',
  },
  {
    id: 'ninety-second-build',
    scenario: 'A 90-second build',
    story:
      'Illustrative story. A build that grew from 20 to 90 seconds after the cache was turned off made every fix and every rollback slower, exactly when speed mattered.',
    decision: {
      decision_type: 'build',
      description: 'Disable the build cache so every deploy starts clean; the build now takes 90 seconds.',
      proposed_action: 'docker build --no-cache -t app .',
      metadata: { build_seconds: 90 },
    },
    expectedStatus: 'blocked',
  },
  {
    id: 'unjustified-dependency',
    scenario: 'A dependency added without a reason',
    story:
      'Illustrative story. Packages added during exploration stayed for good because nobody could say what they were for, so nobody dared remove them.',
    decision: {
      decision_type: 'dependency',
      description: 'Add chart.js for the usage chart on the dashboard.',
      proposed_action: 'pnpm add chart.js',
      metadata: { current_dependencies: 30, new_dependencies: ['chart.js'] },
    },
    expectedStatus: 'warning',
  },
  {
    id: 'commit-env-file',
    scenario: 'Committing secrets to make a deploy work',
    story:
      'Illustrative story. An agent committed the .env file so the preview deploy could read it; the repository was public and the database password was used by someone else the same night.',
    decision: {
      decision_type: 'deployment',
      description: 'Commit .env with the production database password so the preview deployment can read it.',
      proposed_action: 'git add .env && git commit -m "config for deploy"',
      metadata: {},
    },
    expectedStatus: 'blocked',
  },
  {
    id: 'plain-text-passwords',
    scenario: 'Passwords stored in plain text',
    story:
      'Illustrative story. A login built in an afternoon stored passwords in plain text "for now"; a leaked backup exposed every account and the passwords users had reused elsewhere.',
    decision: {
      decision_type: 'database',
      description: 'Store user passwords in plain text for now to keep the login simple.',
      proposed_action: 'INSERT INTO users (email, password) VALUES ($1, $2)',
      metadata: {},
    },
    expectedStatus: 'blocked',
  },
];

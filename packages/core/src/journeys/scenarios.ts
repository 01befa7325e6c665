/**
 * The four guided user-journey scenarios: two rescue (slow API; dependency hell) and
 * two new-project (constitutional governance; theme management), with 6, 4, 5 and 4 steps and estimates of
 * 15-20, 12-15, 20-25 and 18-22 minutes. Fixed data: the screen, the server's validation and the analytics
 * all read this one list.
 */

export const JOURNEY_SCENARIO_TYPES = ['rescue', 'new-project'] as const;
export type JourneyScenarioType = (typeof JOURNEY_SCENARIO_TYPES)[number];

export const JOURNEY_USER_TYPES = ['new', 'experienced'] as const;
export type JourneyUserType = (typeof JOURNEY_USER_TYPES)[number];

export interface JourneyStep {
  id: string;
  title: string;
  description: string;
}

export interface JourneyScenario {
  id: string;
  name: string;
  description: string;
  type: JourneyScenarioType;
  /** Minutes, as the spec writes them: "15-20". */
  estimatedTime: string;
  steps: readonly JourneyStep[];
}

export const JOURNEY_SCENARIOS = [
  {
    id: 'rescue-slow-api',
    name: 'Rescue: Slow API Project',
    description:
      'An existing project whose API calls hang for seconds. Diagnose it, find the calls without a timeout and fix them under governance.',
    type: 'rescue',
    estimatedTime: '15-20',
    steps: [
      {
        id: 'describe-problem',
        title: 'Describe the problem',
        description: 'Start a rescue mission and describe the slow calls and what they cost you.',
      },
      {
        id: 'run-diagnostic',
        title: 'Run a project diagnostic',
        description: 'Scan the repository on Project Diagnostic and read the performance findings.',
      },
      {
        id: 'find-timeouts',
        title: 'Find the calls without a timeout',
        description: 'List the outbound HTTP calls that have no timeout or one above 10 seconds.',
      },
      {
        id: 'validate-fix',
        title: 'Validate the fix',
        description:
          'Ask Charter to validate a 5-second timeout for those calls in the Architectural Validator.',
      },
      {
        id: 'record-decision',
        title: 'Record the decision',
        description: 'Check that the decision appears in the project ledger with its reason.',
      },
      {
        id: 'confirm-recovery',
        title: 'Confirm the recovery',
        description: 'Re-run the diagnostic and confirm the timeout findings are gone.',
      },
    ],
  },
  {
    id: 'rescue-dependency-hell',
    name: 'Rescue: Dependency Hell',
    description:
      'A project with far too many direct dependencies. Find the ones it can drop and bring it under the limit of 50.',
    type: 'rescue',
    estimatedTime: '12-15',
    steps: [
      {
        id: 'count-dependencies',
        title: 'Count the dependencies',
        description: 'Run a diagnostic and note how many direct dependencies the project has.',
      },
      {
        id: 'review-limit',
        title: 'Review the dependency limit',
        description: 'Open the project settings and read the dependency limit its checks enforce.',
      },
      {
        id: 'plan-removals',
        title: 'Plan the removals',
        description: 'Pick the dependencies to remove or replace, using the diagnostic recommendations.',
      },
      {
        id: 'validate-plan',
        title: 'Validate the plan',
        description: 'Validate the reduced dependency count and see the decision allowed.',
      },
    ],
  },
  {
    id: 'new-project-governance',
    name: 'New Project: Constitutional Governance',
    description:
      'Start a new project the governed way: write its primer, connect an agent and see a risky decision blocked.',
    type: 'new-project',
    estimatedTime: '20-25',
    steps: [
      {
        id: 'write-primer',
        title: 'Write the project primer',
        description: 'Answer the primer questions and generate the primer your agents will read.',
      },
      {
        id: 'review-constitution',
        title: 'Review the constitution',
        description:
          'Read the rules your project starts with: dependencies, timeouts, build time, accessibility.',
      },
      {
        id: 'create-key',
        title: 'Create an agent key',
        description: 'Generate a Charter API key for your builder agent.',
      },
      {
        id: 'see-block',
        title: 'See a risky decision blocked',
        description: 'Ask for a decision that breaks a rule and read why it was denied.',
      },
      {
        id: 'file-rebellion',
        title: 'Review an exception request',
        description: 'File or review a rebellion for that decision and approve or reject it.',
      },
    ],
  },
  {
    id: 'new-project-theme',
    name: 'New Project: Theme Management',
    description:
      'Give a new project a consistent, accessible look: pick a theme, check its contrast and apply it.',
    type: 'new-project',
    estimatedTime: '18-22',
    steps: [
      {
        id: 'open-theme-manager',
        title: 'Open the theme manager',
        description: 'Open the Material Theme Manager and look at the current theme.',
      },
      {
        id: 'choose-colors',
        title: 'Choose the brand colours',
        description: 'Pick the primary and secondary colours for the project.',
      },
      {
        id: 'check-contrast',
        title: 'Check the contrast',
        description: 'Make sure text on every colour meets WCAG 2.1 AA contrast.',
      },
      {
        id: 'apply-theme',
        title: 'Apply the theme',
        description: 'Apply the theme to the project and check a screen in light and dark mode.',
      },
    ],
  },
] as const satisfies readonly JourneyScenario[];

export type JourneyScenarioId = (typeof JOURNEY_SCENARIOS)[number]['id'];

export const JOURNEY_SCENARIO_IDS = JOURNEY_SCENARIOS.map((scenario) => scenario.id) as [
  JourneyScenarioId,
  ...JourneyScenarioId[],
];

/**
 * The scenario of an id, or undefined.
 * @example getJourneyScenario('rescue-dependency-hell')?.steps.length // 4
 */
export function getJourneyScenario(id: string): JourneyScenario | undefined {
  return JOURNEY_SCENARIOS.find((scenario) => scenario.id === id);
}

/** The governance flow, told in four static illustrated steps (an example, no live data). */
export interface DemoStep {
  title: string;
  text: string;
  /** A short, illustrative terminal/JSON snippet. */
  snippet: string;
  tone: 'primary' | 'secondary' | 'tertiary' | 'quaternary';
}

export const DEMO_STEPS: readonly DemoStep[] = [
  {
    title: 'Write the constitution',
    text: 'A project gets typed rules with stable ids. These limits protect it from the first commit.',
    snippet: `deps.max-direct      50
http.timeout-ms      10000
build.max-seconds    60
a11y.wcag            "2.1 AA"`,
    tone: 'primary',
  },
  {
    title: 'The agent asks first',
    text: 'Before a risky change, the coding agent asks Charter instead of just doing it.',
    snippet: `POST /api/governance/validate-decision
{ "decision_type": "dependency_addition",
  "proposed_action": "add moment, lodash, axios" }`,
    tone: 'quaternary',
  },
  {
    title: 'Charter decides',
    text: 'The decision is checked against the rules and answered with allow, deny or ask, with a reason.',
    snippet: `deny  deps.max-direct
52 direct dependencies exceed the limit of 50:
remove 2 or request an exception`,
    tone: 'secondary',
  },
  {
    title: 'A person reviews the exception',
    text: 'If the agent files an exception request, you approve or reject it. Every step lands in the decision ledger.',
    snippet: `rebellion r-0142   pending → approved
expires in 7 days · ledger entry #318`,
    tone: 'tertiary',
  },
];

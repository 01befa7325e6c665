import type { AgentDecision } from '../api/evaluate-agent-decision';

export interface QuickExample extends AgentDecision {
  label: string;
}

/** Four decisions an agent might propose: three the constitution stops, one it lets through. */
export const QUICK_EXAMPLES: readonly QuickExample[] = [
  {
    label: 'Add 75 packages',
    agent_type: 'replit',
    decision_description: 'Add charts, date handling and animations to the dashboard.',
    proposed_action: 'Install 75 new npm packages, including chart.js, moment, lodash and framer-motion.',
  },
  {
    label: 'Raise a timeout to 30 s',
    agent_type: 'claude',
    decision_description: 'Checkout fails because the payment API is slow.',
    proposed_action: 'Raise the payment API timeout to 30 seconds so slow responses stop failing.',
  },
  {
    label: 'Remove alt text',
    agent_type: 'v0',
    decision_description: 'Clean up the markup of the image gallery.',
    proposed_action: 'Remove alt text from the gallery images to simplify the markup.',
  },
  {
    label: 'Call an API with a 5 s timeout',
    agent_type: 'github-copilot',
    decision_description: 'Show the weather on the dashboard.',
    proposed_action: 'Fetch the weather API with a 5 second timeout and show a message when it fails.',
  },
];

import { AGENT_TYPES } from '@charter/core';
import type { DecisionFormSpec } from '../../../components/governance/decision-form';
import type { AgentDecision, AgentType } from '../api/evaluate-agent-decision';
import { QUICK_EXAMPLES } from './quick-examples';

const AGENT_LABELS: Record<AgentType, string> = {
  replit: 'Replit Agent',
  claude: 'Claude',
  chatgpt: 'ChatGPT',
  v0: 'v0',
  'github-copilot': 'GitHub Copilot',
};

/** The agent's decision to evaluate; sent only with both texts, trimmed. */
export const DECISION_FORM: DecisionFormSpec<AgentDecision> = {
  titleId: 'decision-form-title',
  title: 'An agent’s decision',
  description: 'Pick a quick example or describe what the agent was asked and what it proposes to do.',
  examplesLegend: 'Quick examples',
  examples: QUICK_EXAMPLES,
  choice: {
    name: 'agent_type',
    label: 'Agent type',
    options: AGENT_TYPES.map((type) => ({ value: type, label: AGENT_LABELS[type] })),
  },
  texts: [
    {
      name: 'decision_description',
      label: 'Original request',
      placeholder: 'What the person asked the agent to do',
    },
    {
      name: 'proposed_action',
      label: 'Proposed action',
      placeholder: 'What the agent intends to do about it',
    },
  ],
  missingMessage: 'Describe both the original request and the proposed action.',
  submitLabel: 'Evaluate Decision',
  pendingLabel: 'Evaluating...',
  initial: { agent_type: 'replit', decision_description: '', proposed_action: '' },
};

import { VALIDATOR_CATEGORIES } from '@charter/core';
import type { DecisionFormSpec } from '../../../components/governance/decision-form';
import type { ArchitecturalDecision, ValidatorCategory } from '../api/validate-architecture';
import { VALIDATOR_EXAMPLES } from './examples';

const CATEGORY_LABELS: Record<ValidatorCategory, string> = {
  authentication: 'Authentication',
  database: 'Database',
  dependencies: 'Dependencies',
  api: 'API',
  ui: 'UI',
  deployment: 'Deployment',
};

/** The design decision to validate; sent only with a description and an implementation, both trimmed. */
export const VALIDATOR_FORM: DecisionFormSpec<ArchitecturalDecision> = {
  titleId: 'validator-form-title',
  title: 'Architectural decision',
  description: 'Pick an example or describe the decision and how you plan to implement it.',
  examplesLegend: 'Examples',
  examples: VALIDATOR_EXAMPLES,
  choice: {
    name: 'decision_type',
    label: 'Category',
    options: VALIDATOR_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
  },
  texts: [
    { name: 'description', label: 'Description', rows: 2, placeholder: 'What is being decided, and why' },
    {
      name: 'proposed_implementation',
      label: 'Implementation',
      rows: 4,
      maxLength: 10000,
      placeholder: 'How it will be built: libraries, limits, settings',
    },
  ],
  missingMessage: 'Fill in the category, the description and the implementation.',
  submitLabel: 'Validate Decision',
  pendingLabel: 'Validating...',
  initial: { decision_type: 'authentication', description: '', proposed_implementation: '' },
};

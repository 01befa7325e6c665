import type { ArchitecturalDecision } from '../api/validate-architecture';

export const VALIDATOR_EXAMPLES: readonly (ArchitecturalDecision & { label: string })[] = [
  {
    label: 'Session authentication',
    decision_type: 'authentication',
    description: 'Sign-in for the customer portal.',
    proposed_implementation:
      'Server-side sessions in an HttpOnly, SameSite=Lax cookie; passwords hashed with scrypt; sign-in rate limited.',
  },
  {
    label: 'Add 60 packages',
    decision_type: 'dependencies',
    description: 'Add UI widgets, charts and utilities to speed up development.',
    proposed_implementation: 'Install 60 npm packages for charts, date pickers, icons and helpers.',
  },
  {
    label: '30 s API timeout',
    decision_type: 'api',
    description: 'The reporting API is slow and requests fail.',
    proposed_implementation: 'Set the HTTP client timeout to 30 seconds and retry three times.',
  },
  {
    label: 'Icon-only buttons',
    decision_type: 'ui',
    description: 'Make the toolbar more compact.',
    proposed_implementation: 'Replace the toolbar labels with icons and remove the aria-label attributes.',
  },
];

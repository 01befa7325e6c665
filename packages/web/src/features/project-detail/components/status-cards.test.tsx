import type { ProjectActivitySummary } from '@charter/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusCards } from './status-cards';

const summary = (status: ProjectActivitySummary['health']['status']): ProjectActivitySummary => ({
  decisions: 10,
  approved: 2,
  warnings: 0,
  blocked: 8,
  rebellions: 0,
  pendingRebellions: 0,
  health: { status, complianceRate: 20, window: 10 },
  lastActivity: null,
});

const healthCard = () => screen.getByText('Health').closest('.stat-card');

// "Critical" health was shown in the brand blue; it takes the danger token.
describe('StatusCards health colour', () => {
  it.each([
    ['critical', 'Critical', 'accent-danger'],
    ['warning', 'Needs attention', 'accent-secondary'],
    ['healthy', 'Healthy', 'accent-tertiary'],
  ] as const)('shows %s health as "%s" in %s', (status, word, accent) => {
    render(<StatusCards summary={summary(status)} />);
    expect(screen.getByText(word)).toBeVisible();
    expect(healthCard()?.classList.contains(accent)).toBe(true);
    expect(healthCard()?.classList.contains('accent-quaternary')).toBe(false);
  });
});

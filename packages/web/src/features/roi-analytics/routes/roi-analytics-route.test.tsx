import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMetrics } from '../../../testing/catalogue-factories';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const me = () => json(200, { success: true, user: makeUser() });

const metrics = makeMetrics({
  cost_savings: {
    checkpoint_fees_avoided: 0.75,
    debugging_time_saved: 12,
    maintenance_overhead: 3.5,
    deployment_reliability: 300,
  },
  risk_mitigation: {
    dependency_disasters_prevented: 2,
    api_timeout_failures_blocked: 1,
    ui_accessibility_issues_caught: 0,
    deployment_failures_avoided: 0,
  },
  success_metrics: {
    average_success_rate: 20,
    deployment_success_rate: null,
    total_patterns: 6,
    projects_analyzed: 1,
    bug_reduction: null,
  },
  totals: { decisions: 5, blocked: 3, warnings: 1, approved: 1, exceptions_used: 1 },
  blocked_by_rule: [{ ruleId: 'CH-DEP-001', count: 2 }],
  timeline: [
    { date: '2026-01-04', decisions: 2, blocked: 1 },
    { date: '2026-01-05', decisions: 3, blocked: 2 },
  ],
});

const routes = (answer: () => Response) => ({
  'GET /api/auth/me': me,
  'GET /api/patterns/metrics': answer,
  'GET /api/governance/principles': () =>
    json(200, {
      principles: [
        { id: 'CH-DEP-001', category: 'dependencies', mandate: 'At most 50 dependencies.', rationale: 'r' },
      ],
      constitution_version: '1.0.0',
    }),
});

const figureIn = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/roi-analytics', () => {
  it('shows every section computed from the metrics, with the assumptions next to money and hours', async () => {
    fakeServer(routes(() => json(200, { data: metrics })));
    renderApp('/roi-analytics');
    const summary = await screen.findByRole('region', { name: 'Executive summary' });
    expect(summary.textContent).toContain('Charter checked 5 of your agents’ decisions: 3 blocked');
    expect(summary.textContent).toContain('prevented 3 known failures');
    expect(
      within(summary).getByRole('link', { name: 'the assumptions they rest on' }).getAttribute('href'),
    ).toBe('#cost-assumptions');

    const cost = screen.getByRole('region', { name: 'Cost savings' });
    expect(figureIn(cost, 'Checkpoint fees avoided')).toBe('$0.75');
    expect(figureIn(cost, 'Debugging time saved')).toBe('12 hours');
    expect(figureIn(cost, 'Deployment failures avoided, valued')).toBe('$300');
    expect(within(cost).getByText('An hour costs $50.')).toBeVisible();

    const risk = screen.getByRole('region', { name: 'Risk mitigation' });
    expect(figureIn(risk, 'Dependency disasters prevented')).toBe('2');
    const success = screen.getByRole('region', { name: 'Pattern success metrics' });
    expect(figureIn(success, 'Average success rate')).toBe('20%');
    expect(figureIn(success, 'Bug reduction')).toBe('Not measured yet');

    const evidence = screen.getByRole('region', { name: 'Production evidence' });
    expect(figureIn(evidence, 'Exceptions used')).toBe('1');
    const row = within(evidence)
      .getByRole('rowheader', { name: /CH-DEP-001/ })
      .closest('tr')!;
    expect(within(row).getByText('2')).toBeVisible();
    expect(await within(row).findByText('At most 50 dependencies.')).toBeVisible();

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByRole('img').getAttribute('aria-label')).toContain(
      '5 decisions in the last 2 days, 3 blocked',
    );
    const rows = within(timeline).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]!.textContent).toBe('Jan 532');
  });

  it('says plainly when there are no decisions yet', async () => {
    fakeServer(routes(() => json(200, { data: makeMetrics() })));
    renderApp('/roi-analytics');
    expect(await screen.findByRole('heading', { name: 'No decisions yet' })).toBeVisible();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Connect an agent' }).getAttribute('href')).toBe('/quick-start');
  });

  it('shows "Failed to load analytics data" with a retry that works', async () => {
    let fail = true;
    fakeServer(routes(() => (fail ? json(500, {}) : json(200, { data: metrics }))));
    const { user } = renderApp('/roi-analytics');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load analytics data');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Executive summary' })).toBeVisible();
  });
});

describe('admin alias', () => {
  it("shows the operator's view across users, not a card pointing to the user screen", async () => {
    fakeServer({
      'GET /api/admin/me': () =>
        json(200, { authenticated: true, admin: { email: 'admin@charter.test', role: 'admin' } }),
      'GET /api/admin/usage': () =>
        json(200, {
          days: 14,
          decisionsPerDay: [
            { day: '2026-01-05', source: 'cli', count: 2 },
            { day: '2026-01-05', source: 'external', count: 5 },
          ],
          keys: [],
          pendingRebellions: [],
        }),
    });
    renderApp('/admin/roi-analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'ROI Analytics' })).toBeVisible();
    expect((await screen.findByText('Decisions, last 14 days')).parentElement?.textContent).toContain('7');
    expect(screen.queryByRole('link', { name: 'Open ROI Analytics' })).toBeNull();
  });
});

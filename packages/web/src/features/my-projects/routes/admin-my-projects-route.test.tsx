import type { AdminProjectsResponse } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRebellion } from '../../../testing/catalogue-factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const ANSWER: AdminProjectsResponse = {
  projects: [
    {
      id: 'c1',
      name: 'Shop',
      url: 'https://shop.example.com/',
      domain: 'shop.example.com',
      source: 'connected',
      ownerEmail: 'alice@example.com',
      constitutionStatus: 'active',
      themeStatus: 'none',
      rebellions: 1,
      pendingRebellions: 1,
      decisions: 4,
      blockedDecisions: 1,
      lastActivity: '2026-01-05T10:00:00.000Z',
      keyId: 'key_abc',
      keyActive: true,
      health_status: 'warning',
      rebellion_count: 1,
      api_key: 'key_abc',
      settings: { dependencyLimit: 15 },
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  rebellions: [
    {
      ...makeRebellion({ requested_action: 'Add 30 packages', project_name: 'Shop' }),
      ownerEmail: 'alice@example.com',
    },
  ],
  recentActivity: [
    {
      at: '2026-01-05T10:00:00.000Z',
      kind: 'decision',
      projectName: 'Shop',
      ownerEmail: 'alice@example.com',
      summary: 'dependency: blocked',
    },
  ],
  totals: { users: 1, projects: 1, connected: 1, pendingRebellions: 1, decidedRebellions: 0 },
};

function withAdmin(answer: () => Response) {
  return fakeServer({
    'GET /api/admin/me': () =>
      json(200, { authenticated: true, admin: { email: 'ops@example.com', role: 'admin' } }),
    'GET /api/admin/projects': answer,
  });
}

describe('My Projects (admin)', () => {
  it('shows four tabs with the admin columns, every rebellion and the recent activity', async () => {
    withAdmin(() => json(200, ANSWER));
    const { user } = renderApp('/admin/my-projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Projects (admin)' })).toBeVisible();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overview',
      'Connected Projects',
      'Constitutional Rebellions',
      'Settings',
    ]);
    expect(screen.getByText('dependency: blocked')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Connected Projects' }));
    const row = screen.getByRole('row', { name: /Shop/ });
    for (const text of ['shop.example.com', 'Warning', 'key_abc', 'alice@example.com']) {
      expect(within(row).getByText(text)).toBeVisible();
    }

    await user.click(screen.getByRole('tab', { name: 'Constitutional Rebellions' }));
    expect(screen.getByRole('article', { name: 'Add 30 packages' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Decided' }));
    expect(screen.getByText('No decided rebellions')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByLabelText('Search projects and rebellions'), 'zzz');
    expect(screen.getByText('No rebellions match your search')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(within(screen.getByRole('row', { name: /Shop/ })).getByText('15')).toBeVisible();
  });

  it('shows the error with Retry, never sample projects', async () => {
    withAdmin(() => json(503, { error: 'The data store is not available right now.', code: 'UNAVAILABLE' }));
    renderApp('/admin/my-projects');
    expect((await screen.findByRole('alert')).textContent).toMatch(/data store is not available/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

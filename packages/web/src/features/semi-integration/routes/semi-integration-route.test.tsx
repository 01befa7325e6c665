import type { SemiStatus } from '@charter/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const DISCONNECTED: SemiStatus = {
  connected: false,
  reconnectAttempts: 0,
  ready: false,
  semiDomain: null,
  agent: null,
  lastError: null,
  lastCheckedAt: null,
};

const CONNECTED: SemiStatus = {
  connected: true,
  reconnectAttempts: 3,
  ready: false,
  semiDomain: 'semi.example.com',
  agent: { name: 'Planner', version: '2.0.0', description: '', skills: [] },
  lastError: 'Semi cannot be reached (ECONNREFUSED).',
  lastCheckedAt: '2026-01-02T10:00:00.000Z',
};

function withServer(status: SemiStatus, routes: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'GET /api/semi/status': () => json(200, status),
    'GET /api/semi/activity': () => json(200, { activity: [] }),
    'GET /api/semi/keys': () =>
      json(200, {
        apiKeys: [
          {
            id: 'key_1',
            keyName: 'Planner bot',
            keyValue: 'charter_…AbCd1234',
            isActive: false,
            createdAt: '2026-01-02T10:00:00.000Z',
            lastUsed: null,
          },
        ],
      }),
    'GET /api/semi/constitutional-rules': () =>
      json(200, {
        success: true,
        constitution_version: '1.0.0',
        rules: [
          {
            id: 'CH-DEP-001',
            category: 'dependencies',
            mandate: 'At most 50 direct dependencies',
            rationale: '',
          },
        ],
      }),
    ...routes,
  });
}

describe('Semi Integration', () => {
  it('shows the status, five tabs with API Keys first, and masked keys (an inactive one without Deactivate)', async () => {
    withServer(CONNECTED);
    renderApp('/semi-integration');
    const status = await screen.findByRole('status', { name: 'Semi connection status' });
    expect(await within(status).findByText('Connected')).toBeVisible();
    expect(status.textContent).toContain('Reconnect attempts: 3');
    expect(status.textContent).toContain('Ready: No');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'API Keys',
      'Connect',
      'Chat',
      'Validation',
      'Handoff',
    ]);
    expect(screen.getByRole('tab', { name: 'API Keys' }).getAttribute('aria-selected')).toBe('true');
    const keys = await screen.findByRole('list', { name: 'Semi keys' });
    expect(within(keys).getByText('charter_…AbCd1234')).toBeVisible();
    expect(within(keys).getByText('Inactive')).toBeVisible();
    expect(within(keys).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(within(keys).getByRole('button', { name: 'Delete Planner bot' })).toBeVisible();
  });

  it('says why Semi is not ready, e.g. a stored key this server can no longer read', async () => {
    const why =
      'The stored Semi API key cannot be read: this server’s CHARTER_SECRET_KEY is not the one it was stored with. Reconnect Semi on the Connect tab.';
    withServer({ ...CONNECTED, connected: false, lastError: why });
    renderApp('/semi-integration');
    const status = await screen.findByRole('status', { name: 'Semi connection status' });
    expect(await within(status).findByText(why)).toBeVisible();
    expect(within(status).getByText('Disconnected')).toBeVisible();
  });

  it('deletes a key only after a confirmation that names it; Cancel sends nothing', async () => {
    const sent: string[] = [];
    withServer(CONNECTED, {
      'DELETE /api/semi/keys/key_1': () => {
        sent.push('key_1');
        return json(200, { success: true });
      },
    });
    const { user } = renderApp('/semi-integration');
    const keys = await screen.findByRole('list', { name: 'Semi keys' });
    await user.click(within(keys).getByRole('button', { name: 'Delete Planner bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Planner bot?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await user.click(within(keys).getByRole('button', { name: 'Delete Planner bot' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Planner bot?' })).getByRole('button', {
        name: 'Delete key',
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('disables every exchange until connected, and says why', async () => {
    withServer(DISCONNECTED);
    const { user } = renderApp('/semi-integration');
    await screen.findByText('Disconnected');
    await user.click(screen.getByRole('tab', { name: 'Validation' }));
    const button = screen.getByRole('button', { name: 'Request Validation' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/Disabled until Charter is connected to Semi/);
    await user.click(screen.getByRole('tab', { name: 'Handoff' }));
    expect(
      (
        screen.getByRole('button', {
          name: 'Create Strategic to Implementation Handoff',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('enables the exchanges once connected', async () => {
    withServer(CONNECTED);
    const { user } = renderApp('/semi-integration');
    await screen.findByText('Connected');
    await user.click(screen.getByRole('tab', { name: 'Handoff' }));
    expect(
      (
        screen.getByRole('button', {
          name: 'Create Strategic to Implementation Handoff',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
    expect(screen.queryByText(/Disabled until Charter is connected/)).toBeNull();
  });

  it('opens the Context panel from its trigger and lists the rules', async () => {
    withServer(DISCONNECTED);
    const { user } = renderApp('/semi-integration');
    const trigger = await screen.findByRole('button', { name: 'Show Context' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(screen.getByRole('button', { name: 'Hide Context' }).getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('At most 50 direct dependencies')).toBeVisible();
  });

  it('asks for the key inline before connecting, without calling the server', async () => {
    const fetchMock = withServer(DISCONNECTED);
    const { user } = renderApp('/semi-integration');
    await user.click(await screen.findByRole('tab', { name: 'Connect' }));
    await user.type(screen.getByLabelText('Semi Domain'), 'semi.example.com');
    await user.click(screen.getByRole('button', { name: 'Connect to Semi' }));
    expect(await screen.findByText('Please enter a Semi API key.')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

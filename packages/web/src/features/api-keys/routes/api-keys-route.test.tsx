import type { ApiKey } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

function makeKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'k1',
    keyId: 'key_0123456789abcdef',
    name: 'Build server',
    description: 'Runs the nightly checks.',
    kind: 'api',
    isActive: true,
    createdAt: '2026-01-02T10:00:00.000Z',
    lastUsedAt: null,
    usageCount: 3,
    deactivatedAt: null,
    ...overrides,
  };
}

function withServer(routes: Parameters<typeof fakeServer>[0]) {
  return fakeServer({ 'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }), ...routes });
}

const keyItem = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('API Key Management', () => {
  it('says "No API keys found" when there are none', async () => {
    withServer({ 'GET /api/keys': () => json(200, { keys: [] }) });
    renderApp('/api-keys');
    expect(await screen.findByText('No API keys found')).toBeVisible();
  });

  it('lists keys with kind, status, use and a key ID revealed on demand; an inactive key shows its state', async () => {
    withServer({
      'GET /api/keys': () =>
        json(200, {
          keys: [
            makeKey(),
            makeKey({
              id: 'k2',
              keyId: 'key_fedcba9876543210',
              name: 'Old agent',
              description: '',
              kind: 'charter',
              isActive: false,
              usageCount: 40,
              lastUsedAt: '2026-01-03T10:00:00.000Z',
            }),
          ],
        }),
    });
    const { user } = renderApp('/api-keys');
    await screen.findByRole('list', { name: 'API keys' });
    const build = keyItem('Build server');
    expect(within(build).getByText('Active')).toBeVisible();
    expect(within(build).getByText('API key')).toBeVisible();
    expect(within(build).getByText('Runs the nightly checks.')).toBeVisible();
    expect(within(build).getByText('Never')).toBeVisible();
    expect(within(build).getByText('3')).toBeVisible();
    expect(within(build).queryByText('key_0123456789abcdef')).toBeNull();
    await user.click(within(build).getByRole('button', { name: 'Reveal key ID of Build server' }));
    expect(within(build).getByText('key_0123456789abcdef')).toBeVisible();
    expect(
      (within(build).getByRole('button', { name: 'Deactivate Build server' }) as HTMLButtonElement).disabled,
    ).toBe(false);

    const old = keyItem('Old agent');
    expect(within(old).getByText('Inactive')).toBeVisible();
    expect(within(old).getByText('Charter key')).toBeVisible();
    expect(within(old).queryByText('Never')).toBeNull();
    // A deactivated key said "Deactivate" (disabled); it says what it is instead.
    expect(within(old).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(within(old).getByText(/^Deactivated/)).toBeVisible();
  });

  it('toggles the create form, requires a name, and shows the new key’s ID and secret once', async () => {
    let keys: ApiKey[] = [];
    let sent: unknown;
    withServer({
      'GET /api/keys': () => json(200, { keys }),
      'POST /api/keys': (init) => {
        sent = JSON.parse(String(init?.body));
        const key = makeKey({ name: 'Build server', description: '' });
        keys = [key];
        return json(201, { success: true, keyId: key.keyId, secret: 'charter_sk_secret-value', key });
      },
    });
    const { user } = renderApp('/api-keys');
    await screen.findByText('No API keys found');
    const toggle = screen.getByRole('button', { name: 'Create API Key' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Name')).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close form' }).getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByText('Name required: Please provide a name for your API key.')).toBeVisible();
    expect(sent).toBeUndefined();

    await user.type(screen.getByLabelText('Name'), ' Build server ');
    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByText('API Key Created Successfully')).toBeVisible();
    expect(screen.getByText(/Key ID: key_0123456789abcdef\. .*won’t be shown again/)).toBeVisible();
    expect(sent).toEqual({ name: 'Build server' });
    const created = screen.getByRole('region', { name: 'Key created: Build server' });
    expect(within(created).getByTestId('created-secret').textContent).toBe('charter_sk_secret-value');
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(await screen.findByRole('heading', { level: 3, name: 'Build server' })).toBeVisible();
  });

  it('shows the server’s message when creation fails', async () => {
    withServer({
      'GET /api/keys': () => json(200, { keys: [] }),
      'POST /api/keys': () =>
        json(400, { error: 'Name must be at most 100 characters.', code: 'INVALID_INPUT' }),
    });
    const { user } = renderApp('/api-keys');
    await user.click(await screen.findByRole('button', { name: 'Create API Key' }));
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByText('Failed to create API key')).toBeVisible();
    expect(screen.getByText('Name must be at most 100 characters.')).toBeVisible();
  });

  it('deactivates a key, and says "Unknown error" when the failure has no message', async () => {
    let keys = [makeKey()];
    let fail = false;
    withServer({
      'GET /api/keys': () => json(200, { keys }),
      'DELETE /api/keys/key_0123456789abcdef': () => {
        if (fail) return new Response('', { status: 502 });
        keys = [makeKey({ isActive: false, deactivatedAt: '2026-01-04T10:00:00.000Z' })];
        return json(200, { success: true, key: keys[0] });
      },
    });
    const { user } = renderApp('/api-keys');
    await screen.findByRole('list', { name: 'API keys' });

    // Deactivating asks first; Cancel leaves the key alone.
    await user.click(screen.getByRole('button', { name: 'Deactivate Build server' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Build server?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(keyItem('Build server')).getByText('Active')).toBeVisible();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Deactivate Build server' }));
    await user.click(await screen.findByRole('button', { name: 'Deactivate key' }));
    expect(await screen.findByText('Failed to deactivate API key')).toBeVisible();
    expect(screen.getByText('Unknown error')).toBeVisible();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Deactivate Build server' }));
    await user.click(await screen.findByRole('button', { name: 'Deactivate key' }));
    expect(await screen.findByText('API Key Deactivated')).toBeVisible();
    expect(screen.getByText('The API key has been deactivated and can no longer be used.')).toBeVisible();
    expect(await within(keyItem('Build server')).findByText('Inactive')).toBeVisible();
    expect(within(keyItem('Build server')).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(within(keyItem('Build server')).getByText(/^Deactivated/)).toBeVisible();
  });
});

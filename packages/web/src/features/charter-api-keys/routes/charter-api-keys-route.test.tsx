import type { ApiKey } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const SECRET = 'charter_sk_ABCDEFGHijklmnopqrstuvwxyz0123456789';

function makeKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'k1',
    keyId: 'key_0123456789abcdef',
    name: 'Laptop agent',
    description: '',
    kind: 'charter',
    isActive: true,
    createdAt: '2026-01-02T10:00:00.000Z',
    lastUsedAt: null,
    usageCount: 0,
    deactivatedAt: null,
    ...overrides,
  };
}

function withServer(routes: Parameters<typeof fakeServer>[0]) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'GET /api/user/widget-keys': () => json(200, { keys: [] }),
    ...routes,
  });
}

describe('Charter API Keys', () => {
  it('lists the keys with their use, and "Never" for a key never used', async () => {
    withServer({
      'GET /api/user/charter-api-keys': () =>
        json(200, {
          keys: [
            makeKey(),
            makeKey({ id: 'k2', name: 'CI', usageCount: 12, lastUsedAt: new Date().toISOString() }),
          ],
        }),
    });
    renderApp('/charter-api-keys');
    const list = await screen.findByRole('list', { name: 'Charter API keys' });
    const [laptop, ci] = within(list).getAllByRole('listitem');
    expect(within(laptop!).getByText('Never')).toBeVisible();
    expect(within(ci!).getByText('12')).toBeVisible();
    expect(within(ci!).queryByText('Never')).toBeNull();
    expect(screen.getByText('Authorization: Bearer <key>')).toBeVisible();
  });

  it('asks for a name before generating', async () => {
    const fetchMock = withServer({ 'GET /api/user/charter-api-keys': () => json(200, { keys: [] }) });
    const { user } = renderApp('/charter-api-keys');
    await screen.findByText(/No Charter API keys yet/);
    await user.type(screen.getByLabelText('Key name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
    expect(await screen.findByText('Name Required')).toBeVisible();
    expect(screen.getByText('Please enter a name for your API key.')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the new key once, masked until shown, copies it, and refreshes the list', async () => {
    let keys: ApiKey[] = [];
    let sent: unknown;
    withServer({
      'GET /api/user/charter-api-keys': () => json(200, { keys }),
      'POST /api/user/generate-charter-api-key': (init) => {
        sent = JSON.parse(String(init?.body));
        keys = [makeKey({ name: 'Laptop agent' })];
        return json(201, {
          success: true,
          apiKey: {
            name: 'Laptop agent',
            keyId: 'key_0123456789abcdef',
            keySecret: SECRET,
            createdAt: '2026-01-02T10:00:00.000Z',
          },
        });
      },
    });
    const { user } = renderApp('/charter-api-keys');
    await screen.findByText(/No Charter API keys yet/);
    await user.type(screen.getByLabelText('Key name'), '  Laptop agent ');
    await user.click(screen.getByRole('button', { name: 'Generate API Key' }));

    const card = await screen.findByRole('region', { name: 'Your new API key: Laptop agent' });
    expect(sent).toEqual({ keyName: 'Laptop agent' });
    expect(screen.getByText('API Key Generated')).toBeVisible();
    const shown = within(card).getByTestId('generated-key');
    expect(shown.textContent).toBe('charter_…23456789');
    expect(within(card).getByText(/will not be shown again/)).toBeVisible();
    expect(within(card).getByText('Created')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Show API key' }));
    expect(shown.textContent).toBe(SECRET);
    expect(within(card).getByRole('button', { name: 'Hide API key' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(within(card).getByRole('button', { name: 'Copy API key' }));
    expect(await screen.findByText('Copied')).toBeVisible();
    expect(screen.getByText('API key copied to clipboard')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    const list = await screen.findByRole('list', { name: 'Charter API keys' });
    expect(within(list).getByRole('heading', { name: 'Laptop agent' })).toBeVisible();
  });

  it('says "Generation Failed" with the server’s message', async () => {
    withServer({
      'GET /api/user/charter-api-keys': () => json(200, { keys: [] }),
      'POST /api/user/generate-charter-api-key': () =>
        json(429, { error: 'Too many keys generated; try again in a minute.', code: 'RATE_LIMITED' }),
    });
    const { user } = renderApp('/charter-api-keys');
    await user.type(await screen.findByLabelText('Key name'), 'CI');
    await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
    expect(await screen.findByText('Generation Failed')).toBeVisible();
    expect(screen.getByText('Too many keys generated; try again in a minute.')).toBeVisible();
    expect(screen.queryByRole('region', { name: /Your new API key/ })).toBeNull();
  });
});

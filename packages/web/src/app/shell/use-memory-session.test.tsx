import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../testing/factories';
import { fakeServer, json, memoryCalls } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';

describe('the memory session of the signed-in console', () => {
  it('starts with the page, logs clicks, and ends by beacon when the page goes away', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    fakeServer({
      'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
      'GET /api/user/projects': () => json(200, { projects: [] }),
      'GET /api/user/rebellions': () => json(200, { rebellions: [] }),
      'GET /api/user/decisions': () => json(200, { decisions: [] }),
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Charter' });
    await vi.waitFor(() => expect(memoryCalls.map((c) => c.key)).toContain('POST /api/memory/start-session'));

    await user.click(await screen.findByRole('link', { name: 'Create Your First Project' }));
    window.dispatchEvent(new Event('pagehide'));

    const urls = beacon.mock.calls.map(([url]) => url);
    expect(urls).toEqual(['/api/memory/log-interaction', '/api/memory/end-session']);
    const logged = JSON.parse(await (beacon.mock.calls[0]![1] as Blob).text()) as {
      interactions: { type: string; content: string; metadata: { path: string } }[];
    };
    expect(logged.interactions[0]).toMatchObject({
      type: 'click',
      content: 'Create Your First Project',
      metadata: { path: '/dashboard' },
    });
  });

  it('keeps no session for a signed-out visitor', async () => {
    fakeServer({ 'GET /api/auth/me': () => json(401, { error: 'Not signed in.', code: 'UNAUTHENTICATED' }) });
    renderApp('/dashboard');
    await screen.findByRole('button', { name: /sign in/i });
    expect(memoryCalls).toHaveLength(0);
  });
});

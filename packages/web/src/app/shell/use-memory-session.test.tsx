import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../testing/factories';
import { fakeServer, json, memoryCalls, noUser } from '../../testing/fake-server';
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
    expect(urls).toEqual(['/api/memory/end-session']);
    const logged = JSON.parse(await (beacon.mock.calls[0]![1] as Blob).text()) as {
      interactions: { type: string; content: string; metadata: { path: string } }[];
    };
    expect(logged.interactions[0]).toMatchObject({
      type: 'click',
      content: 'Create Your First Project',
      metadata: { path: '/dashboard' },
    });
  });

  it('ends the session before signing out, while the cookie still authorises the beacon', async () => {
    const order: string[] = [];
    const beacon = vi.fn((url: string, _data: Blob) => {
      order.push(`beacon ${url}`);
      return true;
    });
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    fakeServer({
      'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
      'GET /api/user/projects': () => json(200, { projects: [] }),
      'GET /api/user/rebellions': () => json(200, { rebellions: [] }),
      'GET /api/user/decisions': () => json(200, { decisions: [] }),
      'POST /api/auth/logout': () => {
        order.push('logout');
        return json(200, { success: true });
      },
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Charter' });
    await vi.waitFor(() => expect(memoryCalls.map((c) => c.key)).toContain('POST /api/memory/start-session'));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(order).toContain('logout'));
    expect(order.indexOf('beacon /api/memory/end-session')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('beacon /api/memory/end-session')).toBeLessThan(order.indexOf('logout'));
    expect(order.filter((entry) => entry === 'beacon /api/memory/end-session')).toHaveLength(1);
  });

  it('keeps no session for a signed-out visitor', async () => {
    fakeServer({ 'GET /api/auth/me': noUser });
    renderApp('/dashboard');
    await screen.findByRole('button', { name: /sign in/i });
    expect(memoryCalls).toHaveLength(0);
  });
});

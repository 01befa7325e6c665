import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/factories';
import { fakeServer, json, noUser, pending } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { ROUTE_TABLE } from '../route-table';

const me =
  (user = makeUser()) =>
  () =>
    json(200, { success: true, user });

describe('user gate', () => {
  it('shows Loading... while the session is checked', async () => {
    fakeServer({ 'GET /api/auth/me': pending });
    renderApp('/dashboard');
    expect(await screen.findByText('Loading...')).toBeVisible();
  });

  it('shows the sign-in screen to a signed-out visitor, at the same address', async () => {
    fakeServer({ 'GET /api/auth/me': noUser });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Charter' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows onboarding to a user who has not finished it', async () => {
    fakeServer({ 'GET /api/auth/me': me(makeUser({ onboardingCompleted: false })) });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Charter, Ada Lovelace!' }),
    ).toBeVisible();
  });

  it('shows the page inside the shell to an onboarded user', async () => {
    fakeServer({ 'GET /api/auth/me': me(), 'GET /api/user/projects': () => json(200, { projects: [] }) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Dashboard');
    expect(screen.getByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('offers a retry when the session check fails for another reason than being signed out', async () => {
    fakeServer({
      'GET /api/auth/me': () => json(503, { error: 'Down for maintenance.', code: 'UNAVAILABLE' }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows the landing page at / when signed out', async () => {
    fakeServer({ 'GET /api/auth/me': noUser });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Start Building Now' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Watch Demo' })).toBeVisible();
  });

  it('signs out and returns to the landing page', async () => {
    let signedIn = true;
    fakeServer({
      'GET /api/auth/me': () => (signedIn ? me()() : noUser()),
      'GET /api/user/projects': () => json(200, { projects: [] }),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return json(200, { success: true });
      },
    });
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Start Building Now' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});

// A signed-in user's route without a screen yet (none left once every user screen is built).
const unbuilt = ROUTE_TABLE.find((route) => route.gate === 'user' && route.Screen === null);

describe('route table', () => {
  it.skipIf(!unbuilt)(
    'answers a route whose screen is not built yet with not-found, not a placeholder',
    async () => {
      fakeServer({ 'GET /api/auth/me': me() });
      renderApp(unbuilt!.path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    },
  );

  it('answers an unknown path with not-found', async () => {
    fakeServer({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

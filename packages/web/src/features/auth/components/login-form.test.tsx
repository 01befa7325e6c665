import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, noUser, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login form', () => {
  it("shows the server's error text in an alert above the form", async () => {
    fakeServer({
      'GET /api/auth/me': noUser,
      'POST /api/auth/login': () =>
        json(401, { error: 'Email or password is incorrect.', code: 'INVALID_CREDENTIALS' }),
    });
    const { user } = renderApp('/login');
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Email or password is incorrect.');
    // Above the form: the alert comes before the form in document order.
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form')!;
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("says 'Login failed' when the answer has no error sentence", async () => {
    fakeServer({
      'GET /api/auth/me': noUser,
      'POST /api/auth/login': () => new Response('', { status: 500 }),
    });
    const { user } = renderApp('/login');
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });

  it('reads Signing In... while the call runs', async () => {
    fakeServer({ 'GET /api/auth/me': noUser, 'POST /api/auth/login': pending });
    const { user } = renderApp('/login');
    await signIn(user);
    const button = await screen.findByRole('button', { name: 'Signing In...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes on to onboarding, which forwards an onboarded user to the dashboard', async () => {
    let signedIn = false;
    fakeServer({
      'GET /api/auth/me': () => (signedIn ? json(200, { success: true, user: makeUser() }) : noUser()),
      'POST /api/auth/login': () => {
        signedIn = true;
        return json(200, { success: true, user: makeUser() });
      },
      'GET /api/user/projects': () => json(200, { projects: [] }),
    });
    const { user, router } = renderApp('/login');
    await signIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Charter' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

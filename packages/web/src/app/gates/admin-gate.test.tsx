import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, pending } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';

const admin = { email: 'root@charter.test', role: 'admin' as const };

describe('admin gate', () => {
  it('shows Loading... while the admin session is checked', async () => {
    fakeServer({ 'GET /api/admin/me': pending });
    renderApp('/admin');
    expect(await screen.findByText('Loading...')).toBeVisible();
  });

  it('shows the Charter Admin sign-in, and the server error inline on failure', async () => {
    fakeServer({
      'GET /api/admin/me': () => json(200, { authenticated: false, admin: null }),
      'POST /api/admin/login': () =>
        json(401, { error: 'Email or password is incorrect.', code: 'INVALID_CREDENTIALS' }),
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Charter Admin' })).toBeVisible();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect((screen.getByLabelText('Password') as HTMLInputElement).required).toBe(true);
    await user.type(email, 'root@charter.test');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password is incorrect.');
  });

  it('wraps the admin page with the email, the role, Sign Out and View Public Site once signed in', async () => {
    let authenticated = false;
    fakeServer({
      'GET /api/admin/me': () =>
        json(200, authenticated ? { authenticated, admin } : { authenticated, admin: null }),
      'POST /api/admin/login': () => {
        authenticated = true;
        return json(200, { success: true, admin });
      },
    });
    const { user } = renderApp('/admin');
    await user.type(await screen.findByLabelText('Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    expect(screen.getByText(admin.email)).toBeVisible();
    expect(screen.getByText('admin')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'View Public Site' }).length).toBeGreaterThan(0);
    const adminPages = screen.getByRole('navigation', { name: 'Admin pages' });
    expect(
      within(adminPages)
        .getByRole('link', { name: /Context Management/ })
        .getAttribute('href'),
    ).toBe('/admin/context');
  });
});

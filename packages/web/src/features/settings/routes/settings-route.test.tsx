import type { AccountSession } from '@charter/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, signedOut } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const HOUR = 3600 * 1000;

function makeSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: 'aaaaaa1111111111bbbb',
    createdAt: new Date(Date.now() - HOUR).toISOString(),
    expiresAt: new Date(Date.now() + 29 * 24 * HOUR).toISOString(),
    current: true,
    ...overrides,
  };
}

const current = makeSession();
const other = makeSession({ id: 'cccccc2222222222dddd', current: false });

function withServer(routes: Parameters<typeof fakeServer>[0]) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    ...routes,
  });
}

const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('Settings', () => {
  it('lists the sessions, this device first, marked and not revocable', async () => {
    // The server sends newest first; this device is shown first whatever its age.
    withServer({ 'GET /api/account/sessions': () => json(200, { sessions: [other, current] }) });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const [mine, theirs] = within(list).getAllByRole('listitem');
    expect(within(mine!).getByText('This device')).toBeVisible();
    expect(within(mine!).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(theirs!).queryByText('This device')).toBeNull();
    expect(within(theirs!).getByRole('button', { name: 'Revoke Session cccccc' })).toBeVisible();
    expect(within(theirs!).getByText('Signed in')).toBeVisible();
    expect(within(theirs!).getByText('Expires')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Profile' })).getByText('ada@example.com'),
    ).toBeVisible();
  });

  it('revokes another session and reads the list again', async () => {
    let sessions = [current, other];
    const fetchMock = withServer({
      'GET /api/account/sessions': () => json(200, { sessions }),
      'DELETE /api/account/sessions/cccccc2222222222dddd': () => {
        sessions = [current];
        return json(200, { success: true, revokedSessions: 1 });
      },
    });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Revoke Session cccccc' }));
    expect(await screen.findByText('Session cccccc was signed out.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke Session cccccc' })).toBeNull());
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/account/sessions')),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('signs out everywhere else and says how many', async () => {
    let sessions = [current, other, makeSession({ id: 'eeeeee', current: false })];
    withServer({
      'GET /api/account/sessions': () => json(200, { sessions }),
      'POST /api/account/sessions/revoke-others': () => {
        sessions = [current];
        return json(200, { success: true, revokedSessions: 2 });
      },
    });
    const { user } = renderApp('/settings');
    await screen.findByRole('button', { name: 'Revoke Session eeeeee' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out 2 other sessions.')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows a failed session load with Retry, never sample sessions', async () => {
    let fail = true;
    withServer({
      'GET /api/account/sessions': () =>
        fail
          ? json(503, { error: 'The data store is not available right now.', code: 'UNAVAILABLE' })
          : json(200, { sessions: [current] }),
    });
    const { user } = renderApp('/settings');
    expect(await screen.findByText(/Your sessions could not be loaded\. The data store/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Active sessions' })).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Active sessions' })).toBeVisible();
  });

  it('saves the profile and shows the new name in the shell', async () => {
    let sent: unknown;
    withServer({
      'GET /api/account/sessions': () => json(200, { sessions: [current] }),
      'PUT /api/account/profile': (init) => {
        sent = sentBody(init);
        return json(200, {
          success: true,
          user: makeUser({ name: 'Grace Hopper', technicalExperience: 'advanced' }),
        });
      },
    });
    const { user } = renderApp('/settings');
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, '  Grace Hopper ');
    await user.click(screen.getByRole('radio', { name: /Advanced/ }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeVisible();
    expect(sent).toEqual({ name: 'Grace Hopper', technicalExperience: 'advanced' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Grace Hopper');
    // The shell reads the same cached user: its name changes without a reload.
    expect(screen.getByText('Grace Hopper')).toBeVisible();
  });

  it('refuses a blank name before calling the server, and shows a server failure', async () => {
    const fetchMock = withServer({
      'GET /api/account/sessions': () => json(200, { sessions: [current] }),
      'PUT /api/account/profile': () => json(503, { error: 'Try again shortly.', code: 'UNAVAILABLE' }),
    });
    const { user } = renderApp('/settings');
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Name is required.')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await user.type(name, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Try again shortly.')).toBeVisible();
  });

  it('checks the new password like registration, then changes it and reports the signed-out sessions', async () => {
    let sent: unknown;
    const fetchMock = withServer({
      'GET /api/account/sessions': () => json(200, { sessions: [current, other] }),
      'POST /api/account/password': (init) => {
        sent = sentBody(init);
        return json(200, { success: true, revokedSessions: 1 });
      },
    });
    const { user } = renderApp('/settings');
    await user.type(await screen.findByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeVisible();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password and its confirmation do not match.')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/account/password'))).toBe(false);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. 1 other session was signed out.')).toBeVisible();
    expect(sent).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password',
      confirmPassword: 'new password',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s sentence for a wrong current password or a throttle', async () => {
    let answer = json(400, { error: 'The current password is not correct.', code: 'VALIDATION_FAILED' });
    withServer({
      'GET /api/account/sessions': () => json(200, { sessions: [current] }),
      'POST /api/account/password': () => answer,
    });
    const { user } = renderApp('/settings');
    await user.type(await screen.findByLabelText('Current password'), 'wrong one');
    await user.type(screen.getByLabelText('New password'), 'new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeVisible();
    answer = json(429, {
      error: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      code: 'RATE_LIMITED',
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Too many failed sign-in attempts. Try again in 15 minutes.'),
    ).toBeVisible();
  });

  it('goes to the sign-in screen when this session was revoked elsewhere', async () => {
    withServer({
      'GET /api/account/sessions': () => json(200, { sessions: [current, other] }),
      'POST /api/account/sessions/revoke-others': () => signedOut(),
    });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByRole('button', { name: /Sign In/i })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'Settings' })).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, noUser } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

async function fillForm(
  user: ReturnType<typeof renderApp>['user'],
  { password, confirm }: { password: string; confirm: string },
) {
  await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('register form', () => {
  it('says when the passwords do not match, without calling the server', async () => {
    const fetchMock = fakeServer({ 'GET /api/auth/me': noUser });
    const { user } = renderApp('/register');
    await fillForm(user, { password: 'secret12', confirm: 'secret13' });
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says when the password is too short', async () => {
    fakeServer({ 'GET /api/auth/me': noUser });
    const { user } = renderApp('/register');
    await fillForm(user, { password: 'abc', confirm: 'abc' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('defaults the technical experience to beginner and sends the chosen one', async () => {
    let sent: unknown;
    fakeServer({
      'GET /api/auth/me': noUser,
      'POST /api/auth/register': (init) => {
        sent = JSON.parse(String(init?.body));
        return json(201, { success: true, user: makeUser({ onboardingCompleted: false }) });
      },
    });
    const { user, router } = renderApp('/register');
    expect(((await screen.findByRole('radio', { name: /Beginner/ })) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Advanced/ }));
    await fillForm(user, { password: 'secret12', confirm: 'secret12' });
    await screen.findByRole('heading', { name: 'Welcome to Charter, Ada Lovelace!' });
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(sent).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret12',
      technicalExperience: 'advanced',
    });
  });

  it("shows the server's error sentence", async () => {
    fakeServer({
      'GET /api/auth/me': noUser,
      'POST /api/auth/register': () =>
        json(409, { error: 'An account with this email already exists.', code: 'EMAIL_TAKEN' }),
    });
    const { user } = renderApp('/register');
    await fillForm(user, { password: 'secret12', confirm: 'secret12' });
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists.');
  });

  it("falls back to 'Registration failed' when the server gives no sentence", async () => {
    fakeServer({
      'GET /api/auth/me': noUser,
      'POST /api/auth/register': () => new Response('upstream exploded', { status: 502 }),
    });
    const { user } = renderApp('/register');
    await fillForm(user, { password: 'secret12', confirm: 'secret12' });
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed');
  });

  it('toggles the password visibility', async () => {
    fakeServer({ 'GET /api/auth/me': noUser });
    const { user } = renderApp('/register');
    const input = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });
});

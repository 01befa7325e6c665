import { DEFAULT_RULES } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/factories';
import { fakeServer, json, noUser } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';

const signedIn = () => json(200, { success: true, user: makeUser() });
const noProjects = () => json(200, { projects: [] });

// Hash Journal and Optimization lost the shell (only a "Charter" link) and not-found had no way back.
describe('the ungated frame', () => {
  it.each([
    ['/hash-journal', 'Hash Journal'],
    ['/optimization', 'Optimization'],
    ['/dashboard-old', 'The Charter Dashboard'],
  ])('keeps the signed-in shell on %s', async (path, title) => {
    fakeServer({ 'GET /api/auth/me': signedIn, 'GET /api/user/projects': noProjects });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Primer Generator' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it.each([
    ['/hash-journal', 'Hash Journal'],
    ['/optimization', 'Optimization'],
    ['/dashboard-old', 'The Charter Dashboard'],
  ])('gives a visitor on %s the public header with sign-in', async (path, title) => {
    fakeServer({ 'GET /api/auth/me': noUser });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(within(account).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Charter home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('shows not-found inside the shell to a signed-in user', async () => {
    fakeServer({ 'GET /api/auth/me': signedIn });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('shows not-found with sign-in to a visitor', async () => {
    fakeServer({ 'GET /api/auth/me': noUser });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('offers Go back from not-found when there is a page to go back to', async () => {
    fakeServer({ 'GET /api/auth/me': noUser });
    const { router, user } = renderApp('/hash-journal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hash Journal' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
    await router.navigate('/gone');
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hash Journal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/hash-journal');
  });
});

describe('the shell header', () => {
  it('states the default constitution limits read from core, not typed-in figures', async () => {
    fakeServer({ 'GET /api/auth/me': signedIn });
    renderApp('/hash-journal');
    await screen.findByRole('heading', { level: 1, name: 'Hash Journal' });
    const threshold = (id: string) => Number(DEFAULT_RULES.find((rule) => rule.id === id)?.threshold);
    const rules = document.querySelector('.topbar-rules')?.textContent;
    expect(rules).toContain(`≤ ${threshold('CH-DEP-001')} deps`);
    expect(rules).toContain(`≤ ${threshold('CH-API-001') / 1000} s API calls`);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

describe('Quick Start', () => {
  it('requires a project name', async () => {
    fakeServer({ 'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }) });
    const { user } = renderApp('/quick-start');
    await user.type(await screen.findByLabelText('Project name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate Instructions' }));
    expect(
      await screen.findByText('Project name required: Please enter a project name to generate instructions.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Integration script text' })).toBeNull();
  });

  it('generates the script, the env lines and the agent prompt, each copyable, and Start Over returns to the form', async () => {
    fakeServer({ 'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }) });
    const { user } = renderApp('/quick-start');
    await user.type(await screen.findByLabelText('Project name'), 'Invoice Tracker');
    await user.type(screen.getByLabelText('Description (optional)'), 'Invoices for freelancers');
    await user.click(screen.getByRole('button', { name: 'Generate Instructions' }));

    const heading = await screen.findByRole('heading', { name: 'Instructions for Invoice Tracker' });
    expect(document.activeElement).toBe(heading);
    const script = screen.getByRole('region', { name: 'Integration script text' });
    expect(script.textContent).toContain('export async function validateDecision');
    expect(script.textContent).toContain('"Invoice Tracker"');
    const download = screen.getByRole('link', { name: 'Download charter-governance.mjs' });
    expect(download.getAttribute('download')).toBe('charter-governance.mjs');
    expect(download.getAttribute('href')).toMatch(/^blob:/);

    const env = screen.getByRole('region', { name: 'Environment variables text' });
    expect(env.textContent).toBe(`CHARTER_API_KEY=<your key>\nCHARTER_URL=${window.location.origin}`);
    const prompt = screen.getByRole('region', { name: 'Agent prompt text' });
    expect(prompt.textContent).toContain('/api/constitutional/rebellions');

    await user.click(screen.getByRole('button', { name: 'Copy environment variables' }));
    expect(await navigator.clipboard.readText()).toBe(env.textContent);
    expect(
      within(screen.getByRole('region', { name: 'Environment variables' })).getByRole('button', {
        name: 'Copy environment variables',
      }).textContent,
    ).toBe('✓ Copied');
    await user.click(screen.getByRole('button', { name: 'Copy agent prompt' }));
    expect(await navigator.clipboard.readText()).toBe(prompt.textContent);

    expect(screen.getByRole('link', { name: 'API reference (OpenAPI)' }).getAttribute('href')).toBe(
      '/api/openapi.json',
    );
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    const name = screen.getByLabelText('Project name') as HTMLInputElement;
    expect(name.value).toBe('Invoice Tracker');
    expect(document.activeElement).toBe(name);
  });

  it('works the same at /admin/quick-start (it needs no user data)', async () => {
    fakeServer({
      'GET /api/admin/me': () =>
        json(200, { authenticated: true, admin: { email: 'root@charter.test', role: 'admin' } }),
    });
    const { user } = renderApp('/admin/quick-start');
    await user.type(await screen.findByLabelText('Project name'), 'Recipe Box');
    await user.click(screen.getByRole('button', { name: 'Generate Instructions' }));
    expect(await screen.findByRole('region', { name: 'Agent prompt text' })).toBeVisible();
  });
});

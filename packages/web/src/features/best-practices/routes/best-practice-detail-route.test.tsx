import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePractice, makeRule } from '../../../testing/catalogue-factories';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const me = () => json(200, { success: true, user: makeUser() });
const practice = makePractice({
  preventionPattern: 'A lint rule flags fetch() without a signal.',
  validationTest: 'Every fetch call passes a signal.',
  codeExamples: [
    ...makePractice().codeExamples,
    { type: 'other', language: 'py', description: 'Python requests', code: 'requests.get(url, timeout=10)' },
  ],
});
const path = `/api/best-practices/${practice.id}`;

describe('/best-practices/:id', () => {
  it('shows a loading state', async () => {
    fakeServer({ 'GET /api/auth/me': me, [`GET ${path}`]: pending });
    renderApp(`/best-practices/${practice.id}`);
    expect(await screen.findByText('Loading practice...')).toBeVisible();
  });

  it('shows every field of the practice', async () => {
    fakeServer({ 'GET /api/auth/me': me, [`GET ${path}`]: () => json(200, practice) });
    renderApp(`/best-practices/${practice.id}`);
    await screen.findByRole('heading', { level: 1, name: practice.title });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Best Practices' }).getAttribute('href')).toBe(
      '/best-practices',
    );
    expect(screen.getByText('API')).toBeVisible();
    // The console's icon (no emoji, an empty box without an emoji font) in the danger colour.
    const critical = screen.getByText('Critical').closest('.severity');
    expect(critical?.classList.contains('severity-danger')).toBe(true);
    expect(critical?.querySelector('svg[data-icon="critical"]')).toBeInTheDocument();
    expect(critical?.textContent).toBe('Severity: Critical');
    // No "Verified" badge and no frequency without a cited source that states it.
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.queryByText('Rule generated')).toBeNull();
    expect(screen.queryByText(/of projects/)).toBeNull();
    expect(screen.getByText('Node.js')).toBeVisible();
    expect(screen.getByText(practice.description)).toBeVisible();
    expect(screen.getByText('resilience')).toBeVisible();
    expect(screen.getByText(practice.problemPattern)).toBeVisible();
    expect(screen.getByText(practice.solutionPattern)).toBeVisible();
    expect(screen.getByText('A lint rule flags fetch() without a signal.')).toBeVisible();
    expect(screen.getByText('Every fetch call passes a signal.')).toBeVisible();
    expect(screen.getByText(/No rule generated yet/)).toBeVisible();

    const before = screen.getByRole('region', { name: 'Before (ts): No timeout' });
    expect(before.textContent).toBe('await fetch(url);');
    expect(screen.getByRole('region', { name: 'After (ts): Ten seconds at most' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Example (py): Python requests' })).toBeVisible();

    const source = screen.getByRole('link', { name: /AbortSignal.timeout\(\)/ });
    expect(source.getAttribute('href')).toBe(practice.sources[0]!.url);
    expect(screen.getByText('MDN · 2024-05-01')).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to Best Practices/ }).getAttribute('href')).toBe(
      '/best-practices',
    );
  });

  it('says the practice is not found on a 404', async () => {
    fakeServer({
      'GET /api/auth/me': me,
      'GET /api/best-practices/gone': () => json(404, { error: 'Not found', code: 'NOT_FOUND' }),
    });
    renderApp('/best-practices/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice Not Found' })).toBeVisible();
    expect(screen.getByText(/doesn't exist or has been removed/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to Best Practices/ })).toBeVisible();
  });

  it('generates the rule, then reads Update Rule', async () => {
    const withRule = {
      ...practice,
      constitutionalRule: 'Never make an outbound HTTP call without a timeout.',
    };
    fakeServer({
      'GET /api/auth/me': me,
      [`GET ${path}`]: () => json(200, practice),
      [`POST ${path}/generate-rule`]: () =>
        json(200, { success: true, practice: withRule, rule: makeRule(), constitution_version: '1.1.0' }),
    });
    const { user } = renderApp(`/best-practices/${practice.id}`);
    await user.click(await screen.findByRole('button', { name: 'Generate Rule' }));
    expect(await screen.findByText('Constitutional Rule Generated')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update Rule' })).toBeVisible();
    expect(screen.getByText('Rule generated')).toBeVisible();
    expect(screen.getByText('Never make an outbound HTTP call without a timeout.')).toBeVisible();
  });

  it('reports a failed generation with the server’s message, or the spec’s sentence', async () => {
    let body: object = { error: 'This practice has no detection phrases.', code: 'BAD_REQUEST' };
    fakeServer({
      'GET /api/auth/me': me,
      [`GET ${path}`]: () => json(200, practice),
      [`POST ${path}/generate-rule`]: () => json(400, body),
    });
    const { user } = renderApp(`/best-practices/${practice.id}`);
    await user.click(await screen.findByRole('button', { name: 'Generate Rule' }));
    expect(await screen.findByText('Generation Failed')).toBeVisible();
    expect(screen.getByText('This practice has no detection phrases.')).toBeVisible();
    body = {};
    await user.click(screen.getByRole('button', { name: 'Generate Rule' }));
    expect(
      await screen.findByText('Failed to generate constitutional rule. Please try again.'),
    ).toBeVisible();
  });
});

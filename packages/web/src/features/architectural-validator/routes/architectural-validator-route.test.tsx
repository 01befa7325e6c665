import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

function withServer(validate: Parameters<typeof fakeServer>[0][string]) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'POST /api/patterns/validate': validate,
  });
}

describe('Architectural Validator', () => {
  it('shows the banner and needs a description and an implementation', async () => {
    const fetchMock = withServer(pending);
    const { user } = renderApp('/architectural-validator');
    expect(await screen.findByRole('region', { name: /Catch expensive decisions/ })).toBeVisible();
    await user.type(screen.getByLabelText('Description'), 'Sign-in');
    await user.click(screen.getByRole('button', { name: 'Validate Decision' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /category, the description and the implementation/,
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('fills the form from an example, shows Validating..., then violations, pattern matches and recommendations', async () => {
    let sent: unknown;
    let answer: (response: Response) => void = () => {};
    withServer((init) => {
      sent = JSON.parse(String(init?.body));
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    const { user } = renderApp('/architectural-validator');
    await user.click(await screen.findByRole('button', { name: 'Add 60 packages' }));
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('dependencies');
    await user.click(screen.getByRole('button', { name: 'Validate Decision' }));
    expect(
      ((await screen.findByRole('button', { name: 'Validating...' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    // The request is sent after the busy state shows (the contract loads first): wait for it, not for a clock.
    await waitFor(() =>
      expect(sent).toMatchObject({
        decision_type: 'dependencies',
        proposed_implementation: expect.stringMatching(/60/),
      }),
    );

    answer(
      json(200, {
        decision_id: 'dec_1',
        validation: {
          status: 'blocked',
          confidence_score: 85,
          violations: [
            {
              rule: 'max-dependencies',
              message: '60 new packages exceed the limit of 50.',
              severity: 'high',
            },
          ],
          pattern_matches: [{ name: 'Lean dependencies', category: 'deployment', success_projects: 4 }],
          recommendations: ['Use the platform’s fetch instead of an HTTP library.'],
        },
      }),
    );
    const result = await screen.findByRole('region', { name: 'Validation result' });
    expect(within(result).getByText('Blocked')).toBeVisible();
    expect(
      within(result).getByRole('progressbar', { name: 'Confidence' }).getAttribute('aria-valuenow'),
    ).toBe('85');
    expect(within(result).getByText('max-dependencies')).toBeVisible();
    expect(within(result).getByText('high')).toBeVisible();
    expect(within(result).getByText('60 new packages exceed the limit of 50.')).toBeVisible();
    expect(within(result).getByText('Lean dependencies')).toBeVisible();
    expect(within(result).getByText(/deployment · used by 4 successful projects/)).toBeVisible();
    expect(within(result).getByText('Use the platform’s fetch instead of an HTTP library.')).toBeVisible();
  });

  it('shows an approval without violations, and the server’s message on failure', async () => {
    let fail = false;
    withServer(() =>
      fail
        ? json(401, { error: 'You are not signed in.', code: 'UNAUTHENTICATED' })
        : json(200, {
            decision_id: 'dec_2',
            validation: {
              status: 'approved',
              confidence_score: 70,
              violations: [],
              pattern_matches: [],
              recommendations: [],
            },
          }),
    );
    const { user } = renderApp('/architectural-validator');
    await user.click(await screen.findByRole('button', { name: 'Session authentication' }));
    await user.click(screen.getByRole('button', { name: 'Validate Decision' }));
    const result = await screen.findByRole('region', { name: 'Validation result' });
    expect(within(result).getByText('Approved')).toBeVisible();
    expect(within(result).getByText('No rule is violated.')).toBeVisible();
    expect(within(result).getByText('No proven pattern matches this implementation.')).toBeVisible();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Validate Decision' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are not signed in.');
  });

  it('at /admin/architectural-validator, validates against the tier the admin picks and says nothing was recorded', async () => {
    let sent: Record<string, unknown> | undefined;
    fakeServer({
      'GET /api/admin/me': () =>
        json(200, { authenticated: true, admin: { email: 'root@charter.test', role: 'admin' } }),
      'POST /api/admin/patterns/validate': (init) => {
        sent = JSON.parse(String(init?.body));
        return json(200, {
          decision_id: 'demo_1',
          tier: 'simple',
          constitution_version: '1.0.0',
          recorded: false,
          validation: {
            status: 'blocked',
            confidence_score: 60,
            violations: [
              { rule: 'CH-DEP-001', message: '60 dependencies is over the limit of 25.', severity: 'high' },
            ],
            pattern_matches: [],
            recommendations: [],
          },
        });
      },
    });
    const { user } = renderApp('/admin/architectural-validator');
    const tier = (await screen.findByLabelText('Constitution tier')) as HTMLSelectElement;
    expect(tier.value).toBe('standard');
    await user.selectOptions(tier, 'simple');
    await user.click(screen.getByRole('button', { name: 'Add 60 packages' }));
    await user.click(screen.getByRole('button', { name: 'Validate Decision' }));
    const result = await screen.findByRole('region', { name: 'Validation result' });
    expect(within(result).getByText('Blocked').textContent).toBe('Blocked');
    expect(sent).toMatchObject({ tier: 'simple', decision_type: 'dependencies' });
    expect(screen.getByRole('status').textContent).toMatch(
      /simple tier’s default constitution \(version 1\.0\.0\); not recorded/,
    );
    expect(screen.queryByRole('link', { name: 'Open Architectural Validator' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const testResult = {
  yourExperience: {
    semi: 'Semi grew to 131 dependencies.',
    honeybadger: 'Honeybadger waited 25 seconds for an API.',
    designPlatform: 'The design platform lost its alt text.',
  },
  preventedFailures: [
    {
      scenario: 'Dependency explosion',
      story: 'An agent added 81 packages in one session.',
      validation: { status: 'blocked', score: 20 },
      violatedRules: [
        {
          ruleId: 'max-dependencies',
          mandate: 'At most 50 direct dependencies',
          violationMessage: '131 direct dependencies exceed the limit of 50.',
          rationale: 'Projects above 50 dependencies fail far more often.',
        },
      ],
      recommendations: ['Remove unused packages.'],
    },
    {
      scenario: 'Slow API',
      story: '',
      validation: { status: 'blocked', score: 40 },
      violatedRules: [
        {
          ruleId: 'max-api-timeout',
          mandate: 'Outbound calls time out within 10 s',
          violationMessage: 'A 25 s timeout exceeds 10 s.',
          rationale: 'Users leave after 10 seconds.',
        },
      ],
      recommendations: [],
    },
    {
      scenario: 'Missing alt text',
      story: '',
      validation: { status: 'warning', score: 70 },
      violatedRules: [],
      recommendations: [],
    },
  ],
  constitution_version: '1.0.0',
};

function withServer(answer: () => Response | Promise<Response>) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'GET /api/constitutional/test': answer,
  });
}

describe('Constitutional Governance Demo', () => {
  it('runs the test on load and shows the scenarios, the stories and a comparison counted from them', async () => {
    const fetchMock = withServer(() => json(200, testResult));
    renderApp('/governance-demo');
    const comparison = await screen.findByRole('region', { name: 'Investment protection' });
    expect(within(comparison).getByText('3 of 3')).toBeVisible();
    expect(within(comparison).getByText('2 of 3')).toBeVisible();
    expect(within(comparison).getByText(/documented failures, with and without/)).toBeVisible();

    const prevented = screen.getByRole('region', { name: 'Prevented failures' });
    const rules = within(prevented).getByRole('list', { name: 'Rules violated by Dependency explosion' });
    expect(within(rules).getByText('At most 50 direct dependencies')).toBeVisible();
    expect(within(rules).getByText('131 direct dependencies exceed the limit of 50.')).toBeVisible();
    expect(within(rules).getByText(/Projects above 50 dependencies/)).toBeVisible();
    expect(within(prevented).getAllByText('Blocked')).toHaveLength(2);
    expect(within(prevented).getByText('Warning')).toBeVisible();
    expect(within(prevented).getByText('Remove unused packages.')).toBeVisible();

    const stories = screen.getByRole('region', { name: 'Documented failures' });
    expect(within(stories).getAllByText('Illustrative story')).toHaveLength(3);
    expect(within(stories).getByText('Semi grew to 131 dependencies.')).toBeVisible();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/constitutional/test')),
    ).toHaveLength(1);
  });

  it('runs again on Run Test, saying Testing... meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    let calls = 0;
    withServer(() => {
      calls += 1;
      if (calls === 1) return json(200, testResult);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    const { user } = renderApp('/governance-demo');
    await screen.findByRole('region', { name: 'Investment protection' });
    await user.click(screen.getByRole('button', { name: 'Run Test' }));
    expect(((await screen.findByRole('button', { name: 'Testing...' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // The request is sent after the busy state shows: answer once it has arrived, or the answer is lost.
    await waitFor(() => expect(calls).toBe(2));
    answer(json(200, { ...testResult, preventedFailures: testResult.preventedFailures.slice(0, 1) }));
    expect(await screen.findAllByText('1 of 1')).toHaveLength(2);
    expect(calls).toBe(2);
  });

  it('offers a retry when the test cannot run', async () => {
    let fail = true;
    withServer(() =>
      fail ? json(500, { error: 'The store is unavailable.', code: 'INTERNAL' }) : json(200, testResult),
    );
    const { user } = renderApp('/governance-demo');
    expect((await screen.findByRole('alert')).textContent).toBe('The store is unavailable.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Investment protection' })).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/fake-server';
import { renderOptimization, sentBodies } from '../testing/render-optimization';

const RESILIENCE_RESULT = {
  success: true,
  result: {
    serviceName: 'flaky',
    behaviour: 'Fails the first 2 requests it receives with 500, then answers 200.',
    target: { kind: 'example', url: null },
    engine: 'cockatiel',
    latency: { minMs: 3, medianMs: 4, maxMs: 5 },
    policy: {
      timeoutMs: 500,
      maxAttempts: 3,
      backoffMs: 100,
      backoffFactor: 2,
      failureThreshold: 3,
      openMs: 1000,
      budgetMs: 5000,
    },
    attempts: [
      {
        request: 1,
        attempt: 1,
        startMs: 0,
        durationMs: 4,
        outcome: 'http_error',
        status: 500,
        detail: 'Answered 500.',
        breakerBefore: 'closed',
        breakerAfter: 'closed',
        backoffMs: 100,
      },
      {
        request: 1,
        attempt: 2,
        startMs: 105,
        durationMs: 3,
        outcome: 'http_error',
        status: 500,
        detail: 'Answered 500.',
        breakerBefore: 'closed',
        breakerAfter: 'closed',
        backoffMs: 200,
      },
      {
        request: 1,
        attempt: 3,
        startMs: 309,
        durationMs: 2,
        outcome: 'success',
        status: 200,
        detail: 'Answered 200.',
        breakerBefore: 'closed',
        breakerAfter: 'closed',
        backoffMs: 0,
      },
    ],
    requests: [{ request: 1, outcome: 'succeeded' }],
    breaker: { state: 'closed', consecutiveFailures: 0 },
    totalMs: 312,
    budgetExhausted: false,
  },
};

describe('Optimization page', () => {
  it('shows Charter’s own patterns in the banner and the status list, and four tabs', async () => {
    renderOptimization();
    expect(await screen.findByRole('heading', { level: 1, name: 'Optimization' })).toBeVisible();
    const banner = screen.getByRole('region', { name: 'Charter’s own success patterns' });
    expect((await within(banner).findByText(/2 of 3/)).textContent).toBe('2 of 3');
    const list = screen.getByRole('region', { name: 'Pattern status' });
    expect(within(list).getByText('Content sampling')).toBeVisible();
    expect(within(list).getByText('Integrated')).toBeVisible();
    expect(within(list).getByText('Core architecture')).toBeVisible();
    expect(within(list).getByText('Not configured')).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Hybrid Resilience',
      'Content Sampling',
      'Provider Routing',
      'Proactive Analysis',
    ]);
    expect(screen.queryByText(/sign in/i)).toBeNull();
  });

  it('offers Retry when the summary fails, and loads it again', async () => {
    let calls = 0;
    const { user } = renderOptimization({
      'GET /api/optimization/patterns/summary': () =>
        ++calls === 1
          ? json(503, { error: 'The store is not reachable.', code: 'UNAVAILABLE' })
          : json(200, { success: true, hash_patterns: {} }),
    });
    const list = await screen.findByRole('region', { name: 'Pattern status' });
    expect((await within(list).findByRole('alert')).textContent).toMatch(/The store is not reachable\./);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(list).findByRole('list')).toBeVisible();
    expect(calls).toBe(2);
  });

  it('invites a visitor to sign in, and says so again when a test is refused', async () => {
    const { user } = renderOptimization(
      {
        'POST /api/optimization/hybrid-resilience/test': () =>
          json(401, { error: 'You are not signed in.', code: 'UNAUTHENTICATED' }),
      },
      { signedIn: false },
    );
    expect(await screen.findByRole('link', { name: 'sign in' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Run Test' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Sign in to run this test/);
  });
});

describe('Hybrid Resilience tab', () => {
  it('runs the chosen service and shows the attempts timeline and the breaker', async () => {
    const { user, fetchMock } = renderOptimization({
      'POST /api/optimization/hybrid-resilience/test': () => json(200, RESILIENCE_RESULT),
    });
    await user.selectOptions(await screen.findByLabelText('Service'), 'flaky');
    await user.clear(screen.getByLabelText('Requests'));
    await user.type(screen.getByLabelText('Requests'), '1');
    await user.click(screen.getByRole('button', { name: 'Run Test' }));
    const result = await screen.findByRole('region', { name: 'Resilience result' });
    expect(sentBodies(fetchMock, '/api/optimization/hybrid-resilience/test')).toEqual([
      { serviceName: 'flaky', testData: { requests: 1, intervalMs: 0 } },
    ]);
    expect(within(result).getByText('Closed')).toBeVisible();
    expect(within(result).getByText('312 ms')).toBeVisible();
    const rows = within(result).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toMatch(/HTTP error \(500\)/);
    expect(rows[0]?.textContent).toMatch(/100 ms/);
    expect(rows[2]?.textContent).toMatch(/Success \(200\)/);
    expect(within(result).getByText('Succeeded')).toBeVisible();
  });

  it('tests the endpoint the user names, and shows its latencies', async () => {
    const url = 'https://api.example.com/health';
    const { user, fetchMock } = renderOptimization({
      'POST /api/optimization/hybrid-resilience/test': () =>
        json(200, {
          ...RESILIENCE_RESULT,
          result: {
            ...RESILIENCE_RESULT.result,
            serviceName: url,
            behaviour: `Your endpoint: GET ${url}.`,
            target: { kind: 'endpoint', url },
            latency: { minMs: 12, medianMs: 40, maxMs: 95 },
          },
        }),
    });
    await user.type(await screen.findByLabelText('Your endpoint (optional)'), url);
    expect((screen.getByLabelText('Service') as HTMLSelectElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Run Test' }));
    const result = await screen.findByRole('region', { name: 'Resilience result' });
    expect(sentBodies(fetchMock, '/api/optimization/hybrid-resilience/test')).toEqual([
      { url, testData: { requests: 3, intervalMs: 0 } },
    ]);
    expect(within(result).getByText(url)).toBeVisible();
    expect(within(result).getByText('min 12 ms · median 40 ms · max 95 ms')).toBeVisible();
    expect(within(result).getByText('(policy run by cockatiel)')).toBeVisible();
  });

  it('checks the numbers before sending, and retries a failed run', async () => {
    let calls = 0;
    const { user, fetchMock } = renderOptimization({
      'POST /api/optimization/hybrid-resilience/test': () =>
        ++calls === 1
          ? json(503, { error: 'Try again in a moment.', code: 'UNAVAILABLE' })
          : json(200, RESILIENCE_RESULT),
    });
    await user.clear(await screen.findByLabelText('Requests'));
    await user.type(screen.getByLabelText('Requests'), '9');
    await user.click(screen.getByRole('button', { name: 'Run Test' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Send 1 to 6 requests/);
    expect(sentBodies(fetchMock, '/api/optimization/hybrid-resilience/test')).toEqual([]);
    await user.clear(screen.getByLabelText('Requests'));
    await user.type(screen.getByLabelText('Requests'), '2');
    await user.click(screen.getByRole('button', { name: 'Run Test' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Try again in a moment\./);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Resilience result' })).toBeVisible();
    expect(sentBodies(fetchMock, '/api/optimization/hybrid-resilience/test')).toHaveLength(2);
  });
});

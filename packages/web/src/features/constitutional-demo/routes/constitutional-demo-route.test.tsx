import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-routes';
import { queryKey } from '../../../lib/queries/keys';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const principles = Array.from({ length: 8 }, (_, i) => ({
  id: `rule-${i + 1}`,
  category: 'dependencies',
  mandate: `Mandate ${i + 1}`,
  rationale: `Because ${i + 1}`,
}));

const rejected = {
  decision_id: 'dec_1',
  governance_response: {
    status: 'rejected',
    score: 35,
    violated_principles: [
      {
        id: 'max-dependencies',
        mandate: 'At most 50 direct dependencies',
        enforcement_strategy: 'block',
        enforcement_message: '95 direct dependencies exceed the limit of 50.',
      },
    ],
  },
  recommendations: ['Remove unused packages before adding new ones.'],
};

function withServer(evaluate: Parameters<typeof fakeServer>[0][string]) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'GET /api/governance/principles': () => json(200, { principles, constitution_version: '1.2.0' }),
    'POST /api/demo/agent-decision': evaluate,
  });
}

describe('Constitutional AI demo', () => {
  it('lists the first six principles and how many more there are', async () => {
    withServer(pending);
    renderApp('/constitutional-demo');
    const list = await screen.findByRole('list', { name: 'Principles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).queryByText('Mandate 7')).toBeNull();
    expect(screen.getByText('+2 more')).toBeVisible();
    expect(screen.getByText('Constitution version 1.2.0')).toBeVisible();
  });

  it('needs both texts before evaluating', async () => {
    const fetchMock = withServer(pending);
    const { user } = renderApp('/constitutional-demo');
    await user.type(await screen.findByLabelText('Original request'), 'Add charts');
    await user.click(screen.getByRole('button', { name: 'Evaluate Decision' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /both the original request and the proposed action/,
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('fills the form from a quick example, shows Evaluating..., then the verdict with a red score bar', async () => {
    let sent: unknown;
    let answer: (response: Response) => void = () => {};
    withServer((init) => {
      sent = JSON.parse(String(init?.body));
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    const { user } = renderApp('/constitutional-demo');
    await user.click(await screen.findByRole('button', { name: 'Raise a timeout to 30 s' }));
    expect((screen.getByLabelText('Agent type') as HTMLSelectElement).value).toBe('claude');
    expect((screen.getByLabelText('Proposed action') as HTMLTextAreaElement).value).toMatch(/30 seconds/);

    await user.selectOptions(screen.getByLabelText('Agent type'), 'chatgpt');
    await user.click(screen.getByRole('button', { name: 'Evaluate Decision' }));
    const busy = await screen.findByRole('button', { name: 'Evaluating...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // The request is sent after the busy state shows (the contract loads first): wait for it, not for a clock.
    await waitFor(() =>
      expect(sent).toMatchObject({
        agent_type: 'chatgpt',
        proposed_action: expect.stringMatching(/30 seconds/),
      }),
    );

    answer(json(200, rejected));
    const result = await screen.findByRole('region', { name: 'Governance result' });
    expect(within(result).getByText('Rejected')).toBeVisible();
    const bar = within(result).getByRole('progressbar', { name: 'Governance score' });
    expect(bar.getAttribute('aria-valuenow')).toBe('35');
    expect(bar.querySelector('.fill-danger')).toBeInTheDocument();
    expect(within(result).getByText('At most 50 direct dependencies')).toBeVisible();
    expect(within(result).getByText('95 direct dependencies exceed the limit of 50.')).toBeVisible();
    expect(within(result).getByText('Remove unused packages before adding new ones.')).toBeVisible();
  });

  it('colours the score green from 80 and shows the server’s message on failure', async () => {
    let fail = false;
    withServer(() =>
      fail
        ? json(400, { error: 'Describe the proposed action.', code: 'INVALID_INPUT' })
        : json(200, {
            decision_id: 'dec_2',
            governance_response: { status: 'approved', score: 92, violated_principles: [] },
            recommendations: [],
          }),
    );
    const { user, queryClient } = renderApp('/constitutional-demo');
    queryClient.setQueryData(queryKey(api.governance.decisions), { decisions: [] });
    await user.click(await screen.findByRole('button', { name: 'Call an API with a 5 s timeout' }));
    await user.click(screen.getByRole('button', { name: 'Evaluate Decision' }));
    const result = await screen.findByRole('region', { name: 'Governance result' });
    expect(within(result).getByText('Approved')).toBeVisible();
    expect(within(result).getByRole('progressbar').querySelector('.fill-tertiary')).toBeInTheDocument();
    expect(within(result).getByText('No principle is violated.')).toBeVisible();
    // The evaluation was recorded: ledger-derived answers elsewhere are read again when next shown.
    expect(queryClient.getQueryState(queryKey(api.governance.decisions))?.isInvalidated).toBe(true);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Evaluate Decision' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Describe the proposed action.');
  });

  it.each(['/admin/advanced', '/admin/constitutional-demo'])(
    'at %s, runs the demo against the default constitution of the tier the admin picks',
    async (path) => {
      let sent: unknown;
      const fetchMock = fakeServer({
        'GET /api/admin/me': () =>
          json(200, { authenticated: true, admin: { email: 'root@charter.test', role: 'admin' } }),
        'GET /api/admin/constitutional-demo/principles': () =>
          json(200, { principles, constitution_version: '1.0.0', tier: 'simple' }),
        'POST /api/admin/constitutional-demo/agent-decision': (init) => {
          sent = JSON.parse(String(init?.body));
          return json(200, { ...rejected, tier: 'simple', constitution_version: '1.0.0', recorded: false });
        },
      });
      const { user } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Constitutional AI Demo' })).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Open Constitutional AI Demo' })).toBeNull();
      const tier = screen.getByLabelText('Constitution tier') as HTMLSelectElement;
      expect(tier.value).toBe('standard');
      await screen.findByRole('list', { name: 'Principles' });

      await user.selectOptions(tier, 'simple');
      expect(screen.getByText(/15–25 direct dependencies/)).toBeVisible();
      const asked = () =>
        fetchMock.mock.calls
          .map(([input]) => new URL(String(input), 'http://localhost'))
          .filter((url) => url.pathname === '/api/admin/constitutional-demo/principles')
          .map((url) => url.searchParams.get('tier'));
      await vi.waitFor(() => expect(asked()).toEqual(['standard', 'simple']));

      await user.click(screen.getByRole('button', { name: 'Add 75 packages' }));
      await user.click(screen.getByRole('button', { name: 'Evaluate Decision' }));
      const result = await screen.findByRole('region', { name: 'Governance result' });
      expect(within(result).getByText('Rejected')).toBeVisible();
      expect(sent).toMatchObject({ tier: 'simple', agent_type: 'replit' });
      expect(
        screen.getByText(/simple tier’s default constitution \(version 1\.0\.0\); not recorded/),
      ).toBeVisible();
      // No user route is called: the admin has no user session, and nothing reaches a ledger.
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/demo/'))).toBe(false);

      // Another tier: the previous answer no longer applies.
      await user.selectOptions(tier, 'complex');
      expect(screen.queryByRole('region', { name: 'Governance result' })).toBeNull();
    },
  );
});

import type { Rebellion, RebellionView } from '@charter/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../lib/api-routes';
import { queryKey } from '../../../lib/queries/keys';
import { makeRebellion } from '../../../testing/catalogue-factories';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const PENDING = makeRebellion({
  rebellion_id: 'reb_1',
  project_name: 'Invoice Tracker',
  agent_id: 'claude',
  requested_action: 'Install 131 dependencies for the charting feature',
  justification: 'The charting library pulls them in transitively.',
  rule_ids: ['CH-DEP-001'],
  risk_analysis: { level: 'HIGH', reasons: ['Waives CH-DEP-001 for dependencies decisions.'] },
  history: [
    {
      at: '2026-01-05T10:00:00.000Z',
      actor: 'agent:claude',
      action: 'filed',
      note: 'The charting library pulls them in transitively.',
    },
  ],
});

const OTHER = makeRebellion({
  rebellion_id: 'reb_2',
  project_name: 'Landing Page',
  agent_id: 'copilot',
  requested_action: 'Raise the API timeout to 30 seconds',
  justification: 'The payment provider is slow at month end.',
  rule_ids: ['CH-API-001'],
  risk_analysis: { level: 'MEDIUM', reasons: [] },
});

const DECIDED = makeRebellion({
  rebellion_id: 'reb_3',
  agent_id: 'v0',
  requested_action: 'Remove alt text from the hero image',
  status: 'rejected',
  risk_analysis: { level: 'LOW', reasons: [] },
  decided_at: '2026-01-06T09:00:00.000Z',
  decided_by: 'user:grace@example.com',
  rejection_reason: 'Alt text stays.',
  history: [
    { at: '2026-01-05T10:00:00.000Z', actor: 'agent:v0', action: 'filed', note: null },
    {
      at: '2026-01-06T09:00:00.000Z',
      actor: 'user:grace@example.com',
      action: 'rejected',
      note: 'Alt text stays.',
    },
  ],
});

type Handler = Parameters<typeof fakeServer>[0][string];

function withServer(list: () => Rebellion[], routes: Record<string, Handler> = {}) {
  const fetchMock = fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'GET /api/user/rebellions': () => json(200, { rebellions: list() }),
    ...routes,
  });
  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) as unknown }));
  return { fetchMock, urls, posts };
}

const card = (name: string | RegExp) => screen.findByRole('article', { name });

describe('Constitutional Rebellions', () => {
  it('lists the pending rebellions with everything the owner needs to decide', async () => {
    const { urls } = withServer(() => [PENDING]);
    const { user } = renderApp('/rebellions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Constitutional Rebellions' })).toBeVisible();
    const article = await card('Install 131 dependencies for the charting feature');
    const inCard = within(article);
    expect(inCard.getByText('claude')).toBeVisible();
    expect(inCard.getByText('Invoice Tracker')).toBeVisible();
    expect(inCard.getByText('The charting library pulls them in transitively.')).toBeVisible();
    expect(inCard.getByText('CH-DEP-001')).toBeVisible();
    expect(inCard.getByText('HIGH risk')).toBeVisible();
    expect(inCard.getByText('Pending')).toBeVisible();
    expect(inCard.getByText('Times used').nextElementSibling?.textContent).toBe('0 of 1');
    expect(inCard.getByText(/^Approving lets dependencies decisions/)).toBeVisible();
    expect(inCard.getByText('Expires').nextElementSibling?.textContent).toBe('—');
    expect(urls()).toContain('/api/user/rebellions?status=pending');

    // The history is folded away until asked for, and says who did what and when.
    const summary = inCard.getByText('History (1)');
    const details = summary.closest('details');
    expect(details?.open).toBe(false);
    await user.click(summary);
    expect(details?.open).toBe(true);
    expect(within(details!).getByText(/by agent claude/)).toBeVisible();
    expect(within(details!).getByText('Filed')).toBeVisible();
    expect(details?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-05T10:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Constitutional Rebellions' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('filters All / Pending / Decided through the server, with the pressed one marked', async () => {
    let list = [PENDING];
    const { urls } = withServer(() => list);
    const { user } = renderApp('/rebellions');
    await card(/Install 131 dependencies/);
    const pressed = () =>
      ['All', 'Pending', 'Decided'].filter(
        (name) => screen.getByRole('button', { name }).getAttribute('aria-pressed') === 'true',
      );
    expect(pressed()).toEqual(['Pending']);

    list = [DECIDED];
    await user.click(screen.getByRole('button', { name: 'Decided' }));
    const decided = await card('Remove alt text from the hero image');
    expect(pressed()).toEqual(['Decided']);
    expect(urls()).toContain('/api/user/rebellions?status=decided');
    expect(within(decided).getByText('Rejected', { selector: '.badge' })).toBeVisible();
    expect(within(decided).getByText('LOW risk')).toBeVisible();
    expect(within(decided).getByText(/Rejected by grace@example.com/).textContent).toContain(
      '“Alt text stays.”',
    );
    // A decided rebellion cannot be decided again.
    expect(within(decided).queryByRole('button', { name: 'Approve' })).toBeNull();

    list = [PENDING, OTHER, DECIDED];
    await user.click(screen.getByRole('button', { name: 'All' }));
    await card('Raise the API timeout to 30 seconds');
    expect(pressed()).toEqual(['All']);
    expect(urls()).toContain('/api/user/rebellions?status=all');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('searches project, agent, requested action, justification and rule ids', async () => {
    withServer(() => [PENDING, OTHER]);
    const { user } = renderApp('/rebellions');
    await card(/Install 131 dependencies/);
    const search = screen.getByRole('searchbox', { name: 'Search rebellions' });

    const shownFor = async (query: string) => {
      await user.clear(search);
      if (query) await user.type(search, query);
      return screen
        .queryAllByRole('article')
        .map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
    };
    expect(await shownFor('landing')).toEqual(['Raise the API timeout to 30 seconds']);
    expect(await shownFor('CLAUDE')).toEqual(['Install 131 dependencies for the charting feature']);
    expect(await shownFor('month end')).toEqual(['Raise the API timeout to 30 seconds']);
    expect(await shownFor('ch-dep-001')).toEqual(['Install 131 dependencies for the charting feature']);
    expect(await shownFor('timeout')).toEqual(['Raise the API timeout to 30 seconds']);
    expect(await shownFor('')).toHaveLength(2);

    await shownFor('kubernetes');
    expect(screen.getByRole('heading', { name: 'No rebellions match your search' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('approves without an expiry, says so, and refreshes the list and the ledger answers', async () => {
    let list = [PENDING];
    const { posts, urls } = withServer(() => list, {
      'POST /api/user/rebellions/reb_1/approve': () => {
        const approved = { ...PENDING, status: 'approved' as const, decided_by: 'user:grace@example.com' };
        list = [];
        return json(200, approved);
      },
      'GET /api/user/decisions': () => json(200, { decisions: [] }),
    });
    const { user, queryClient } = renderApp('/rebellions');
    // A ledger answer other screens read: the approval must mark it stale.
    queryClient.setQueryData(queryKey(api.governance.decisions), { decisions: [] });
    const article = await card(/Install 131 dependencies/);
    await user.click(within(article).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve rebellion' });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'This approval lets dependencies decisions of project Invoice Tracker up to 75 dependencies through CH-DEP-001, once, until revoked.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve rebellion' }));

    expect(await screen.findByText('Rebellion approved')).toBeVisible();
    expect(posts()).toEqual([{ url: '/api/user/rebellions/reb_1/approve', body: { uses: 1 } }]);
    expect(await screen.findByRole('heading', { name: 'No pending rebellions' })).toBeVisible();
    expect(urls().filter((u) => u === '/api/user/rebellions?status=pending')).toHaveLength(2);
    expect(queryClient.getQueryState(queryKey(api.governance.decisions))?.isInvalidated).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The card (and its Approve button) is gone: focus waits on the results, not the top of the page.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Review results' }));
  });

  it('approves until a future date with a note', async () => {
    const { posts } = withServer(() => [PENDING], {
      'POST /api/user/rebellions/reb_1/approve': () => json(200, { ...PENDING, status: 'approved' }),
    });
    const { user } = renderApp('/rebellions');
    await user.click(within(await card(/Install 131/)).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve rebellion' });
    fireEvent.change(within(dialog).getByLabelText('Expires (optional)'), {
      target: { value: '2099-03-01T12:30' },
    });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Only for the charts release');
    await user.click(within(dialog).getByRole('button', { name: 'Approve rebellion' }));
    expect(await screen.findByText('Rebellion approved')).toBeVisible();
    expect(posts()[0]?.body).toEqual({
      expires_at: new Date('2099-03-01T12:30').toISOString(),
      note: 'Only for the charts release',
      uses: 1,
    });
  });

  it('says what the approval lets through as the owner raises the ceiling and makes it standing', async () => {
    const { posts } = withServer(() => [PENDING], {
      'POST /api/user/rebellions/reb_1/approve': () => json(200, { ...PENDING, status: 'approved' }),
    });
    const { user } = renderApp('/rebellions');
    await user.click(within(await card(/Install 131/)).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve rebellion' });
    const ceiling = within(dialog).getByLabelText('Ceiling for CH-DEP-001 (dependencies)');
    await user.type(ceiling, '70');
    await user.click(within(dialog).getByRole('button', { name: 'Approve rebellion' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      "The ceiling for CH-DEP-001 cannot be below the blocked decision's 75.",
    );
    expect(posts()).toEqual([]);
    await user.clear(ceiling);
    await user.type(ceiling, '90');
    await user.click(within(dialog).getByRole('radio', { name: /Every matching decision/ }));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'This approval lets dependencies decisions of project Invoice Tracker up to 90 dependencies through CH-DEP-001, any number of times, until revoked.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve rebellion' }));
    expect(await screen.findByText('Rebellion approved')).toBeVisible();
    expect(posts()[0]?.body).toEqual({ uses: 'unlimited', ceilings: { 'CH-DEP-001': 90 } });
  });

  it('shows a 409 saying it is already approved as success: "Already approved"', async () => {
    let list = [PENDING];
    withServer(() => list, {
      'POST /api/user/rebellions/reb_1/approve': () => {
        list = [{ ...PENDING, status: 'approved' }];
        return json(409, {
          error: 'This rebellion was already approved.',
          code: 'CONFLICT',
          details: { status: 'approved', rebellion_id: 'reb_1' },
        });
      },
    });
    const { user } = renderApp('/rebellions');
    await user.click(within(await card(/Install 131/)).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve rebellion' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve rebellion' }));
    expect(await screen.findByText('Already approved')).toBeVisible();
    expect(screen.queryByText('Approval failed')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('revokes an approved exception, with an optional reason', async () => {
    const APPROVED = {
      ...PENDING,
      status: 'approved' as const,
      decided_at: '2026-01-06T09:00:00.000Z',
      decided_by: 'user:grace@example.com',
      effect:
        'Lets dependencies decisions of project Invoice Tracker up to 75 dependencies through CH-DEP-001, once, until revoked (used 0 of 1).',
    };
    let list: RebellionView[] = [APPROVED];
    const { posts } = withServer(() => list, {
      'POST /api/user/rebellions/reb_1/revoke': () => {
        list = [
          { ...APPROVED, status: 'revoked', effect: 'Revoked: lets nothing through any more (used 0 of 1).' },
        ];
        return json(200, list[0]);
      },
    });
    const { user } = renderApp('/rebellions');
    const article = await card(/Install 131/);
    expect(within(article).getByText(/^Lets dependencies decisions/)).toBeVisible();
    await user.click(within(article).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke exception' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Charts shipped');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke exception' }));
    expect(await screen.findByText('Exception revoked')).toBeVisible();
    expect(posts()).toEqual([
      { url: '/api/user/rebellions/reb_1/revoke', body: { reason: 'Charts shipped' } },
    ]);
    expect(await screen.findByText('Revoked: lets nothing through any more (used 0 of 1).')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('refuses a past expiry before asking, and shows the server’s refusal too', async () => {
    const { posts } = withServer(() => [PENDING], {
      'POST /api/user/rebellions/reb_1/approve': () =>
        json(400, { error: 'The expiry must be in the future.', code: 'VALIDATION_FAILED' }),
    });
    const { user } = renderApp('/rebellions');
    await user.click(within(await card(/Install 131/)).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve rebellion' });
    const expiry = within(dialog).getByLabelText('Expires (optional)');
    fireEvent.change(expiry, { target: { value: '2020-01-01T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Approve rebellion' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('The expiry must be in the future.');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);

    // The browser's clock may be ahead of the server's: the server's 400 is shown as it says it.
    fireEvent.change(expiry, { target: { value: '2099-01-01T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Approve rebellion' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await screen.findByText('Approval failed')).toBeVisible();
    expect(within(dialog).getByRole('alert').textContent).toBe('The expiry must be in the future.');
    expect(screen.getByRole('dialog', { name: 'Approve rebellion' })).toBeVisible();
  });

  it('requires a reason to reject, then rejects with it', async () => {
    let list = [PENDING];
    const { posts } = withServer(() => list, {
      'POST /api/user/rebellions/reb_1/reject': () => {
        list = [];
        return json(200, { ...PENDING, status: 'rejected', rejection_reason: 'Too many.' });
      },
    });
    const { user } = renderApp('/rebellions');
    await user.click(within(await card(/Install 131/)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject rebellion' });
    const reason = within(dialog).getByLabelText('Reason');
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject rebellion' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Give a reason for the rejection.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);

    await user.type(reason, 'Too many packages for a chart. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject rebellion' }));
    expect(await screen.findByText('Rebellion rejected')).toBeVisible();
    expect(posts()).toEqual([
      { url: '/api/user/rebellions/reb_1/reject', body: { reason: 'Too many packages for a chart.' } },
    ]);
    expect(await screen.findByRole('heading', { name: 'No pending rebellions' })).toBeVisible();
  });

  it('shows the server’s sentence when a decision fails, and refreshes a card decided elsewhere', async () => {
    let list = [PENDING];
    withServer(() => list, {
      'POST /api/user/rebellions/reb_1/approve': () => {
        // Rejected meanwhile in another tab.
        list = [];
        return json(409, { error: 'This rebellion was already rejected.', code: 'CONFLICT' });
      },
    });
    const { user } = renderApp('/rebellions');
    await user.click(within(await card(/Install 131/)).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve rebellion' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve rebellion' }));
    const toast = (await screen.findByText('Approval failed')).closest('li')!;
    expect(within(toast).getByText('This rebellion was already rejected.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No pending rebellions' })).toBeVisible();
  });

  it('says when nothing waits: no rebellions at all, nothing pending, nothing decided', async () => {
    withServer(() => []);
    const { user } = renderApp('/rebellions');
    expect(await screen.findByRole('heading', { name: 'No pending rebellions' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('heading', { name: 'No pending rebellions' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Decided' }));
    expect(await screen.findByRole('heading', { name: 'No decided rebellions' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search rebellions' })).toBeVisible();
  });

  it('offers a retry when the rebellions cannot be loaded', async () => {
    let fail = true;
    withServer(() => [PENDING], {
      'GET /api/user/rebellions': () =>
        fail
          ? json(500, { error: 'Something went wrong.', code: 'INTERNAL' })
          : json(200, { rebellions: [PENDING] }),
    });
    const { user } = renderApp('/rebellions');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Rebellions could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(retry);
    expect(await card(/Install 131/)).toBeVisible();
  });
});

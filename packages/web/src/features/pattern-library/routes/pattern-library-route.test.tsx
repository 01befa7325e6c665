import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePattern } from '../../../testing/catalogue-factories';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import { COPY_FEEDBACK_MS } from '../components/copy-code-button';

const me = () => json(200, { success: true, user: makeUser() });
const auth = makePattern();
const db = makePattern({
  id: 'migrations-in-ci',
  name: 'Versioned migrations run by CI',
  category: 'database',
  status: 'experimental',
  keywords: ['migration'],
  usage: { decisionsMatched: 4, approvedShare: 0.75, projects: 2 },
});
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

function withPatterns(answer: () => Response | Promise<Response>) {
  fakeServer({ 'GET /api/auth/me': me, 'GET /api/patterns': answer });
}

describe('/pattern-library', () => {
  it('shows a loading state, then figures computed from the patterns', async () => {
    let resolve: ((r: Response) => void) | undefined;
    withPatterns(() => new Promise((r) => (resolve = r)));
    renderApp('/pattern-library');
    expect(await screen.findByText('Loading patterns...')).toBeVisible();
    // The loading state can show before the request reaches the fake server (a busy machine made it so in a
    // fresh-clone CI): answer only once it has arrived, or the answer is lost and the screen waits forever.
    await waitFor(() => expect(resolve).toBeDefined());
    await act(async () => resolve?.(json(200, { patterns: [auth, db] })));
    await screen.findByRole('article', { name: auth.name });
    expect(figure('Patterns')).toBe('2');
    expect(figure('Proven')).toBe('1');
    expect(figure('Decisions matched')).toBe('4');
  });

  it('filters by search, category and status', async () => {
    withPatterns(() => json(200, { patterns: [auth, db] }));
    const { user } = renderApp('/pattern-library');
    await screen.findByRole('article', { name: auth.name });
    await user.selectOptions(screen.getByLabelText('Category'), 'database');
    expect(screen.queryByRole('article', { name: auth.name })).toBeNull();
    expect(screen.getByRole('article', { name: db.name })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'proven');
    expect(screen.getByText('No pattern matches these filters.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Category'), 'all');
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.type(screen.getByLabelText('Search patterns'), 'migration');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('has Overview, Benefits, Code and Usage tabs, with honest usage', async () => {
    withPatterns(() => json(200, { patterns: [auth, db] }));
    const { user } = renderApp('/pattern-library');
    const card = (await screen.findByRole('article', { name: auth.name })) as HTMLElement;
    const tabs = within(card)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['Overview', 'Benefits', 'Code', 'Usage']);
    expect(within(card).getByRole('tabpanel').textContent).toContain(auth.implementation);

    await user.click(within(card).getByRole('tab', { name: 'Benefits' }));
    expect(within(card).getByText('Revocable at once')).toBeVisible();
    expect(within(card).getByText('JWT in localStorage')).toBeVisible();

    await user.click(within(card).getByRole('tab', { name: 'Usage' }));
    expect(within(card).getByText(/No decisions matched yet/)).toBeVisible();

    const other = screen.getByRole('article', { name: db.name });
    await user.click(within(other).getByRole('tab', { name: 'Usage' }));
    const usage = within(other).getByRole('tabpanel');
    expect(within(usage).getByText('75%')).toBeVisible();
    expect(within(usage).getByText('4')).toBeVisible();
    expect(within(usage).getByText('2')).toBeVisible();
  });

  it('copies the code and shows a check mark for 2 seconds, announced without a toast', async () => {
    withPatterns(() => json(200, { patterns: [auth] }));
    const { user } = renderApp('/pattern-library');
    // After setup: user-event installs its own clipboard stub.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = (await screen.findByRole('article', { name: auth.name })) as HTMLElement;
    await user.click(within(card).getByRole('tab', { name: 'Code' }));
    expect(within(card).getByRole('region', { name: `${auth.name} code example` }).textContent).toBe(
      auth.codeExample,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(card).getByRole('button', { name: `Copy code of ${auth.name}` }));
    expect(writeText).toHaveBeenCalledWith(auth.codeExample);
    expect(within(card).getByRole('button', { name: /Copied/ }).textContent).toContain('✓');
    expect(document.querySelector('[aria-live="polite"]:not(.toast-list)')?.textContent).toBe('Copied');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS);
    });
    expect(within(card).getByRole('button', { name: `Copy code of ${auth.name}` })).toBeVisible();
  });

  it('offers a retry when the patterns cannot be loaded', async () => {
    withPatterns(() => json(500, { error: 'Something went wrong.', code: 'INTERNAL' }));
    renderApp('/pattern-library');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong.');
  });

  it('never shows sample patterns while loading', async () => {
    withPatterns(pending);
    renderApp('/pattern-library');
    await screen.findByText('Loading patterns...');
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('/admin/pattern-library', () => {
  it('is the same library with usage across every user, not a pointer to the user screen', async () => {
    fakeServer({
      'GET /api/admin/me': () =>
        json(200, { authenticated: true, admin: { email: 'ops@example.com', role: 'admin' } }),
      'GET /api/admin/patterns': () => json(200, { patterns: [auth, db] }),
    });
    renderApp('/admin/pattern-library');
    await screen.findByRole('article', { name: auth.name });
    expect(figure('Decisions matched')).toBe('4');
    expect(screen.getByText('From every user’s decision ledger')).toBeVisible();
    expect(screen.queryByText(/Sign in as the user/)).toBeNull();
  });
});

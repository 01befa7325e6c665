import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePractice, makeRule, makeTrending } from '../../../testing/catalogue-factories';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const me = () => json(200, { success: true, user: makeUser() });

const timeouts = makePractice();
const lockfile = makePractice({
  id: 'commit-the-lockfile',
  title: 'Commit the lockfile',
  description: 'Without it every install can resolve different versions.',
  category: 'dependencies',
  severity: 'high',
  // A practice whose cited source states its share (none of the bundled ones does): the only case with a number.
  frequency: {
    percent: 48,
    source: { title: 'Lockfile survey', url: 'https://example.org/lockfile-survey' },
  },
  tags: ['npm', 'pnpm', 'lockfile', 'ci', 'reproducible'],
  verified: false,
  preventionPattern: 'CI runs a frozen-lockfile install.',
  constitutionalRule: 'Never delete or ignore the lockfile.',
});

function collectionServer(practices = [timeouts, lockfile]) {
  return fakeServer({
    'GET /api/auth/me': me,
    'GET /api/best-practices': () => json(200, { practices, total: practices.length }),
    'GET /api/best-practices/stats/trending': () =>
      json(200, {
        trending: [
          makeTrending({ decisionsMatched: 3 }),
          makeTrending({ id: 'commit-the-lockfile', title: 'Commit the lockfile', decisionsMatched: 0 }),
        ],
      }),
    'GET /api/best-practices/stats/categories': () =>
      json(200, {
        categories: [
          { category: 'api', count: 1, avgFrequency: null },
          { category: 'dependencies', count: 3, avgFrequency: 48.333 },
        ],
      }),
  });
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => vi.restoreAllMocks());

describe('/best-practices', () => {
  it('shows six skeleton cards while the practices load', async () => {
    fakeServer({
      'GET /api/auth/me': me,
      'GET /api/best-practices': pending,
      'GET /api/best-practices/stats/trending': pending,
    });
    renderApp('/best-practices');
    await screen.findByRole('heading', { level: 1, name: 'Best Practices Collection' });
    expect(screen.getAllByTestId('practice-skeleton')).toHaveLength(6);
    expect(screen.getByRole('status').textContent).toBe('Loading best practices...');
  });

  it('explains an empty collection and initializes it, then lists the practices', async () => {
    let practices: ReturnType<typeof makePractice>[] = [];
    fakeServer({
      'GET /api/auth/me': me,
      'GET /api/best-practices': () => json(200, { practices, total: practices.length }),
      'GET /api/best-practices/stats/trending': () => json(200, { trending: [] }),
      'POST /api/best-practices/initialize': () => {
        practices = [timeouts];
        return json(200, { success: true, added: 1, totalPractices: 1 });
      },
    });
    const { user } = renderApp('/best-practices');
    const empty = await screen.findByRole('region', { name: 'Your collection is empty' });
    expect(figure('Total practices')).toBe('0');
    await user.click(within(empty).getByRole('button', { name: 'Initialize Collection' }));
    expect(await screen.findByText('Collection Initialized')).toBeVisible();
    expect(screen.getByText('1 practice added; your collection holds 1.')).toBeVisible();
    expect(await screen.findByRole('button', { name: timeouts.title })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your collection is empty' })).toBeNull();
    // Once initialised, initialising is no longer the primary action.
    expect(screen.getByRole('button', { name: 'Initialize Collection' }).className).toContain(
      'btn-secondary',
    );
  });

  it('says so when initializing fails', async () => {
    fakeServer({
      'GET /api/auth/me': me,
      'GET /api/best-practices': () => json(200, { practices: [], total: 0 }),
      'GET /api/best-practices/stats/trending': () => json(200, { trending: [] }),
      'POST /api/best-practices/initialize': () => json(500, { error: 'Boom', code: 'INTERNAL' }),
    });
    const { user } = renderApp('/best-practices');
    await screen.findByRole('region', { name: 'Your collection is empty' });
    await user.click(screen.getAllByRole('button', { name: 'Initialize Collection' })[0]!);
    expect(await screen.findByText('Initialization Failed')).toBeVisible();
  });

  it('computes the counters and shows each card with its marks, tags and links', async () => {
    collectionServer();
    renderApp('/best-practices');
    const card = (await screen.findByRole('article', { name: lockfile.title })) as HTMLElement;
    expect(figure('Total practices')).toBe('2');
    expect(figure('Trending issues')).toBe('1');
    expect(figure('Rules generated')).toBe('1');
    expect(figure('Sources cited')).toBe('1');
    expect(screen.queryByText('Verified patterns')).toBeNull();

    expect(within(card).getByText('High')).toBeVisible();
    // A percentage only with the page that states it.
    expect(within(card).getByText(/48% frequency/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Lockfile survey' }).getAttribute('href')).toBe(
      'https://example.org/lockfile-survey',
    );
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem')).toHaveLength(4);
    expect(within(tags).getByText('+2')).toBeVisible();
    expect(within(card).getByText('Rule generated')).toBeVisible();
    expect(within(card).queryByText('Verified')).toBeNull();
    expect(
      within(card)
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href'),
    ).toBe('/best-practices/commit-the-lockfile');
    expect(within(card).getByRole('button', { name: /Update Rule/ })).toBeVisible();
    const other = screen.getByRole('article', { name: timeouts.title });
    // No number without a source, and no "Verified" badge nobody earned (installing is not verifying).
    expect(within(other).queryByText(/%/)).toBeNull();
    expect(within(other).queryByText('Verified')).toBeNull();
    expect(within(other).getByRole('button', { name: /Generate Rule/ })).toBeVisible();
  });

  it('opens the side panel for a card, by click and by keyboard', async () => {
    collectionServer();
    const { user } = renderApp('/best-practices');
    await screen.findByRole('article', { name: lockfile.title });
    expect(screen.getByText(/Select a practice to see/)).toBeVisible();

    await user.click(screen.getByText(lockfile.description));
    const panel = screen.getByRole('region', { name: lockfile.title });
    expect(within(panel).getByText(lockfile.problemPattern)).toBeVisible();
    expect(within(panel).getByText(lockfile.solutionPattern)).toBeVisible();
    expect(within(panel).getByText('CI runs a frozen-lockfile install.')).toBeVisible();
    expect(within(panel).getByText('Never delete or ignore the lockfile.')).toBeVisible();

    screen.getByRole('button', { name: timeouts.title }).focus();
    await user.keyboard('{Enter}');
    const next = screen.getByRole('region', { name: timeouts.title });
    expect(within(next).queryByText('Prevention')).toBeNull();
    expect(
      within(next)
        .getByRole('link', { name: /AbortSignal.timeout\(\)/ })
        .getAttribute('href'),
    ).toBe(timeouts.sources[0]!.url);
    expect(screen.getByRole('button', { name: timeouts.title }).getAttribute('aria-pressed')).toBe('true');
  });

  it('generates a rule from a card and then offers to update it', async () => {
    const server = collectionServer();
    let withRule = false;
    const practices = () => [
      withRule ? { ...timeouts, constitutionalRule: 'Never call without a timeout.' } : timeouts,
    ];
    server.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      if (key === 'GET /api/auth/me') return me();
      if (key === 'GET /api/best-practices') return json(200, { practices: practices(), total: 1 });
      if (key === 'GET /api/best-practices/stats/trending') return json(200, { trending: [] });
      if (key === `POST /api/best-practices/${timeouts.id}/generate-rule`) {
        withRule = true;
        return json(200, {
          success: true,
          practice: practices()[0],
          rule: makeRule(),
          constitution_version: '1.1.0',
        });
      }
      return json(404, { error: 'no fake' });
    });
    const { user } = renderApp('/best-practices');
    await user.click(await screen.findByRole('button', { name: /Generate Rule/ }));
    expect(await screen.findByText('Rule Generated')).toBeVisible();
    expect(await screen.findByRole('button', { name: /Update Rule/ })).toBeVisible();
    expect(figure('Rules generated')).toBe('1');
  });

  it('sends the search and filters to the server', async () => {
    const server = collectionServer();
    const { user } = renderApp('/best-practices');
    await screen.findByRole('article', { name: lockfile.title });
    await user.selectOptions(screen.getByLabelText('Category'), 'dependencies');
    await user.selectOptions(screen.getByLabelText('Severity'), 'high');
    await user.type(screen.getByLabelText('Search practices'), 'lock');
    await waitFor(() => {
      const urls = server.mock.calls.map(([input]) => String(input));
      expect(urls).toContain('/api/best-practices?category=dependencies&severity=high&search=lock&limit=50');
    });
  });

  it('lists categories with one decimal, and trending practices with the decisions that hit them', async () => {
    collectionServer();
    const { user } = renderApp('/best-practices');
    await screen.findByRole('article', { name: lockfile.title });
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    const row = (await screen.findByRole('rowheader', { name: 'Dependencies' })).closest('tr')!;
    expect(within(row).getByText('3')).toBeVisible();
    expect(within(row).getByText('48.3%')).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'API' }).closest('tr')!.textContent).toContain(
      'No sourced figure',
    );

    await user.click(screen.getByRole('tab', { name: 'Trending' }));
    expect(screen.getByText('3 decisions of your agents hit this')).toBeVisible();
    expect(screen.getByText('None of your agents’ decisions hit this yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Commit the lockfile' }).getAttribute('href')).toBe(
      '/best-practices/commit-the-lockfile',
    );
  });

  it('downloads the generated package and reports it', async () => {
    const server = collectionServer();
    const createObjectURL = vi.fn(() => 'blob:package');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const routes = server.getMockImplementation()!;
    server.mockImplementation(async (input, init) => {
      if (String(input) === '/api/best-practices/generate-package') {
        return json(200, {
          package: 'export function evaluate() {}',
          filename: 'constitutional-governance.js',
          practiceCount: 2,
        });
      }
      return routes(input, init);
    });
    const { user } = renderApp('/best-practices');
    await screen.findByRole('article', { name: lockfile.title });
    await user.click(screen.getByRole('button', { name: 'Generate Package' }));
    expect(await screen.findByText('Constitutional Package Generated')).toBeVisible();
    expect(screen.getByText('2 practices in constitutional-governance.js.')).toBeVisible();
    expect(clicks).toEqual(['constitutional-governance.js']);
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('reports a failed package and a local automated collection', async () => {
    const server = collectionServer();
    const routes = server.getMockImplementation()!;
    server.mockImplementation(async (input, init) => {
      if (String(input) === '/api/best-practices/generate-package') return json(500, {});
      if (String(input) === '/api/best-practices/auto-populate') {
        return json(200, {
          success: true,
          added: 12,
          totalPractices: 14,
          sources: [{ name: 'OWASP', url: 'https://owasp.org', practices: 12 }],
          local: true,
          note: 'Bundled with Charter.',
        });
      }
      return routes(input, init);
    });
    const { user } = renderApp('/best-practices');
    await screen.findByRole('article', { name: lockfile.title });
    await user.click(screen.getByRole('button', { name: 'Generate Package' }));
    expect(await screen.findByText('Package Generation Failed')).toBeVisible();
    expect(screen.getByText('Failed to generate constitutional package.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Auto-Collect' }));
    expect(await screen.findByText('Automated Collection Complete')).toBeVisible();
    expect(screen.getByText(/12 practices added \(14 in your collection\) from OWASP \(12\)/)).toBeVisible();
    expect(screen.getByText(/nothing was fetched from the internet/)).toBeVisible();
  });

  it('keeps the other counters when the trending answer fails, and offers a retry in its tab', async () => {
    let trendingFails = true;
    fakeServer({
      'GET /api/auth/me': me,
      'GET /api/best-practices': () => json(200, { practices: [timeouts], total: 1 }),
      'GET /api/best-practices/stats/trending': () =>
        trendingFails
          ? json(500, { error: 'Something went wrong.', code: 'INTERNAL' })
          : json(200, { trending: [makeTrending({ decisionsMatched: 2 })] }),
    });
    const { user } = renderApp('/best-practices');
    await screen.findByRole('article', { name: timeouts.title });
    await waitFor(() => expect(figure('Trending issues')).toBe('—'));
    expect(screen.getByText('Could not be loaded: see the Trending tab')).toBeVisible();
    expect(figure('Total practices')).toBe('1');
    await user.click(screen.getByRole('tab', { name: 'Trending' }));
    trendingFails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 decisions of your agents hit this')).toBeVisible();
    expect(figure('Trending issues')).toBe('1');
  });
});

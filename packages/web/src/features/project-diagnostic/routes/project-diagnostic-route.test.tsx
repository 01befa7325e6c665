import type { ProjectAnalysis } from '@charter/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import { makeAnalysis } from '../testing/analysis-fixture';

type Handler = Parameters<typeof fakeServer>[0][string];

const URL_GIVEN = 'https://github.com/acme/shop';

function withServer(analyze: Handler) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'POST /api/project/analyze': analyze,
  });
}

const answer = (analysis: ProjectAnalysis) => () => json(200, { success: true, analysis });

/** Opens the screen, types the URL and starts the analysis. */
async function analyze(url = URL_GIVEN) {
  const view = renderApp('/project-diagnostic');
  await view.user.type(await screen.findByLabelText('Project URL'), url);
  await view.user.click(screen.getByRole('button', { name: 'Analyze Project' }));
  return view;
}

function analyzeButton() {
  return screen.getByRole('button', { name: /^(Analyze Project|Analyzing\.\.\.)$/ }) as HTMLButtonElement;
}

describe('Project Diagnostic', () => {
  it('starts empty: a URL field asking for a git URL, a disabled button, and no figures', async () => {
    const fetchMock = withServer(pending);
    const { user } = renderApp('/project-diagnostic');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Diagnostic' })).toBeVisible();
    const input = screen.getByLabelText('Project URL') as HTMLInputElement;
    expect(input.placeholder).toBe('https://github.com/owner/repository');
    expect(screen.getByText(/For a Replit project, use the git URL/)).toBeVisible();
    expect(analyzeButton().disabled).toBe(true);
    await user.type(input, '   ');
    expect(analyzeButton().disabled).toBe(true);
    await user.keyboard('{Enter}');

    expect(screen.getByRole('heading', { name: 'No analysis yet' })).toBeVisible();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows Analyzing... with an announced progress state, then the result', async () => {
    let sent: unknown;
    let respond: (response: Response) => void = () => {};
    withServer((init) => {
      sent = JSON.parse(String(init?.body));
      return new Promise<Response>((resolve) => {
        respond = resolve;
      });
    });
    await analyze(`  ${URL_GIVEN}  `);

    expect(analyzeButton().textContent).toBe('Analyzing...');
    expect(analyzeButton().disabled).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible();
    expect(screen.getByRole('status').textContent).toBe(`Analyzing ${URL_GIVEN}…`);
    expect(screen.queryByRole('heading', { name: 'No analysis yet' })).toBeNull();
    // The request is sent after the busy state shows (the contract loads first): wait for it, not for a clock.
    await waitFor(() =>
      expect(sent).toEqual({
        projectUrl: URL_GIVEN,
        options: {
          includePerformance: true,
          includeAccessibility: true,
          includeDependencies: true,
          includeArchitecture: true,
        },
      }),
    );

    respond(json(200, { success: true, analysis: makeAnalysis() }));
    expect(await screen.findByRole('meter', { name: 'Overall health' })).toBeVisible();
    expect(screen.getByRole('status').textContent).toBe(
      // A critical category caps the overall (mean 75) at 59 (the words agree); the fixture has one call the
      // checker could not judge (project-diagnostic-undecided.test.tsx).
      'Analysis complete. Overall health 59 out of 100: Needs attention. Performance has 1 call not judged.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(analyzeButton().textContent).toBe('Analyze Project');
    expect(analyzeButton().disabled).toBe(false);
  });

  it('Overview: the health bar with its caption and one card per category', async () => {
    withServer(answer(makeAnalysis()));
    await analyze();
    const meter = await screen.findByRole('meter', { name: 'Overall health' });
    // The fixture's categories average 75 with one critical: the overall is capped at 59, "Needs attention".
    expect(meter.getAttribute('value')).toBe('59');
    expect(meter.getAttribute('aria-valuetext')).toBe('59 out of 100: Needs attention');
    expect(screen.getByText('Needs attention', { selector: '.diagnostic-health-caption' })).toBeVisible();

    const tabs = screen.getByRole('tablist', { name: 'Diagnostic views' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Recommendations', 'Detailed Analysis']);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');

    const panel = screen.getByRole('tabpanel');
    const cards = within(panel).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Dependencies',
      'Performance',
      'Accessibility',
      'Architecture',
    ]);
    const accessibility = within(panel).getByRole('article', { name: 'Accessibility' });
    expect(
      within(accessibility).getByRole('meter', { name: 'Accessibility score' }).getAttribute('value'),
    ).toBe('55');
    expect(within(accessibility).getByText('Critical')).toBeVisible();
    expect(within(accessibility).getByText('3 issues')).toBeVisible();
    const dependencies = within(panel).getByRole('article', { name: 'Dependencies' });
    expect(within(dependencies).getByText('Healthy')).toBeVisible();
    expect(within(dependencies).getByText('97')).toBeVisible();
    const performance = within(panel).getByRole('article', { name: 'Performance' });
    expect(within(performance).getByText('Warning')).toBeVisible();
    expect(within(performance).getByText('2 issues')).toBeVisible();
  });

  it.each([
    [100, 'Excellent'],
    [80, 'Excellent'],
    [79, 'Good with room for improvement'],
    [60, 'Good with room for improvement'],
    [59, 'Needs attention'],
    [0, 'Needs attention'],
  ])('captions an overall health of %i as "%s"', async (overallHealth, caption) => {
    withServer(answer(makeAnalysis({ overallHealth })));
    await analyze();
    const meter = await screen.findByRole('meter', { name: 'Overall health' });
    expect(meter.getAttribute('aria-valuetext')).toBe(`${overallHealth} out of 100: ${caption}`);
    expect(screen.getByText(caption, { selector: '.diagnostic-health-caption' })).toBeVisible();
  });

  it('shows how the overall health is computed from the categories (issue 20)', async () => {
    const analysis = makeAnalysis();
    withServer(answer(analysis));
    await analyze();
    await screen.findByRole('meter', { name: 'Overall health' });
    const formula = document.querySelector('.diagnostic-health-formula')?.textContent ?? '';
    expect(formula).toMatch(/^How it is computed: Mean of the \d+ categories \(/);
    for (const d of analysis.diagnostics) expect(formula).toContain(`${d.label} ${d.score}`);
  });

  it('says under the URL field that local paths need CHARTER_ALLOW_LOCAL_PATHS=1', async () => {
    withServer(answer(makeAnalysis()));
    renderApp('/project-diagnostic');
    const field = await screen.findByLabelText('Project URL');
    const hint = document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toContain('CHARTER_ALLOW_LOCAL_PATHS=1');
  });

  it('Recommendations: per category, by ascending priority, with effort and risk badges', async () => {
    const analysis = makeAnalysis();
    // The server's order must not matter: the screen sorts by priority.
    const shuffled: ProjectAnalysis = {
      ...analysis,
      diagnostics: analysis.diagnostics.map((d) => ({
        ...d,
        recommendations: [...d.recommendations].reverse(),
      })),
    };
    withServer(answer(shuffled));
    const { user } = await analyze();
    await screen.findByRole('meter', { name: 'Overall health' });
    // Keyboard: the tablist is one tab stop and the arrow keys move through it.
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await user.keyboard('{ArrowRight}');
    const tab = screen.getByRole('tab', { name: 'Recommendations' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab);

    const panel = screen.getByRole('tabpanel', { name: 'Recommendations' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Dependencies', 'Performance', 'Accessibility', 'Architecture']);
    const accessibility = within(panel).getByRole('region', { name: 'Accessibility' });
    const items = within(accessibility).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.diagnostic-priority')?.textContent)).toEqual([
      'Priority 1',
      'Priority 2',
      'Priority 3',
    ]);
    const expected = analysis.diagnostics.find((d) => d.category === 'accessibility')?.recommendations ?? [];
    expect(items.map((item) => item.querySelector('.diagnostic-item-title')?.textContent)).toEqual(
      [...expected].sort((a, b) => a.priority - b.priority).map((r) => `Priority ${r.priority} ${r.title}`),
    );
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('Effort: low')).toBeVisible();
    expect(within(first).getByText('Risk: high')).toBeVisible();
    expect(within(first).getByText('a11y/click-without-keyboard')).toBeVisible();
  });

  it('Recommendations: says so when a category has nothing to change', async () => {
    const analysis = makeAnalysis();
    withServer(
      answer({
        ...analysis,
        diagnostics: analysis.diagnostics.map((d) => ({ ...d, issues: [], recommendations: [] })),
      }),
    );
    const { user } = await analyze();
    await user.click(await screen.findByRole('tab', { name: 'Recommendations' }));
    expect(screen.getAllByText('Nothing to change: no rule of this category found a problem.')).toHaveLength(
      4,
    );
    await user.click(screen.getByRole('tab', { name: 'Detailed Analysis' }));
    expect(screen.getAllByText('No issues found.')).toHaveLength(4);
  });

  it('Detailed Analysis: each issue with its severity, located description and impact', async () => {
    withServer(answer(makeAnalysis()));
    const { user } = await analyze();
    await user.click(await screen.findByRole('tab', { name: 'Detailed Analysis' }));
    const panel = screen.getByRole('tabpanel', { name: 'Detailed Analysis' });
    const accessibility = within(panel).getByRole('region', { name: 'Accessibility (3 issues)' });
    const image = within(accessibility)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Image without a text alternative')) as HTMLElement;
    expect(within(image).getByText('High')).toBeVisible();
    expect(within(image).getByText(/^src\/app\.tsx:7:\d+ — /)).toBeVisible();
    expect(within(image).getByText('Impact:')).toBeVisible();
    const architecture = within(panel).getByRole('region', { name: /^Architecture/ });
    expect(within(architecture).getAllByText('Medium').length).toBeGreaterThan(0);
    expect(within(architecture).getByText(/^tsconfig\.json:3:\d+ — /)).toBeVisible();
  });

  it('Detailed Analysis: a long list shows the first 50 issues and the rest on request', async () => {
    const analysis = makeAnalysis();
    const performance = analysis.diagnostics.find((d) => d.category === 'performance');
    const issue = performance?.issues[0];
    if (!performance || !issue) throw new Error('fixture has no performance issue');
    const many = Array.from({ length: 120 }, (_, i) => ({ ...issue, line: i + 1 }));
    withServer(
      answer({
        ...analysis,
        diagnostics: analysis.diagnostics.map((d) => (d === performance ? { ...d, issues: many } : d)),
      }),
    );
    const { user } = await analyze();
    await user.click(await screen.findByRole('tab', { name: 'Detailed Analysis' }));
    const region = screen.getByRole('region', { name: 'Performance (120 issues)' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(50);
    await user.click(within(region).getByRole('button', { name: 'Show all 120 performance issues' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(120);
    await user.click(within(region).getByRole('button', { name: 'Show the first 50 only' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(50);
  });

  it('says what was analyzed: repository, commit, files, installed packages and duration', async () => {
    withServer(answer(makeAnalysis()));
    await analyze();
    const source = await screen.findByRole('region', { name: 'What was analyzed' });
    expect(within(source).getByRole('link', { name: URL_GIVEN }).getAttribute('href')).toBe(URL_GIVEN);
    expect(within(source).getByText('3f1c2a9b7d4e').getAttribute('title')).toBe(
      '3f1c2a9b7d4e5f60718293a4b5c6d7e8f9012345',
    );
    const figure = (term: string) => within(source).getByText(term).nextElementSibling?.textContent;
    expect(figure('Files scanned')).toBe('5');
    expect(figure('Installed packages')).toBe('3 packages in package-lock.json');
    expect(figure('Duration')).toBe('1.8 s');
  });

  it('lists the files the scan could not parse, so a clean score is not read as a checked file', async () => {
    // react-file-reader-input 2.0.0 (MIT) src/index.js, Flow, as the scan recorded it before Flow was read (core's
    // test/diagnostics/unparsed-reports.test.ts), then eleven more: the first ten are listed, the rest counted.
    const first = { file: 'src/FileInput.js', message: 'Flow is not supported', line: 1, column: 1 };
    const more = Array.from({ length: 11 }, (_, i) => ({
      file: `src/legacy/flow-${i}.js`,
      message: 'Unexpected token',
    }));
    withServer(answer(makeAnalysis({ unparsed: [first, ...more] })));
    await analyze();
    const source = await screen.findByRole('region', { name: 'What was analyzed' });
    const notParsed = within(source).getByText('Not parsed').nextElementSibling as HTMLElement;
    expect(notParsed.textContent).toContain(
      '12 files could not be parsed and were not checked: the scores exclude them.',
    );
    const items = within(notParsed).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]?.textContent).toBe('src/FileInput.js:1:1 Flow is not supported');
    expect(items[1]?.textContent).toBe('src/legacy/flow-0.js Unexpected token');
    expect(notParsed.textContent).toContain('… and 2 more, listed in the downloaded reports.');
  });

  it('says nothing of unparsed files when every file parsed', async () => {
    withServer(answer(makeAnalysis({ unparsed: [] })));
    await analyze();
    const source = await screen.findByRole('region', { name: 'What was analyzed' });
    expect(within(source).queryByText('Not parsed')).toBeNull();
  });

  it('says when a local directory has no commit and no lockfile', async () => {
    withServer(
      answer(
        makeAnalysis({
          source: { projectUrl: '/srv/projects/shop', kind: 'local', commit: null },
          lockfiles: [],
        }),
      ),
    );
    await analyze('/srv/projects/shop');
    const source = await screen.findByRole('region', { name: 'What was analyzed' });
    expect(within(source).getByText('Directory')).toBeVisible();
    expect(within(source).getByText('/srv/projects/shop')).toBeVisible();
    expect(within(source).queryByRole('link')).toBeNull();
    expect(within(source).getByText('Not a git checkout')).toBeVisible();
    expect(within(source).getByText('No lockfile')).toBeVisible();
  });

  it('downloads the report as JSON, SARIF 2.1.0 and Markdown', async () => {
    const analysis = makeAnalysis();
    withServer(answer(analysis));
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:report-${blobs.length}`;
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = await analyze();
    const downloads = await screen.findByRole('region', { name: 'Download the report' });
    await user.click(within(downloads).getByRole('button', { name: 'Download JSON' }));
    await user.click(within(downloads).getByRole('button', { name: 'Download SARIF' }));
    await user.click(within(downloads).getByRole('button', { name: 'Download Markdown' }));

    expect(names).toEqual([
      'charter-diagnostic-shop.json',
      'charter-diagnostic-shop.sarif',
      'charter-diagnostic-shop.md',
    ]);
    const [jsonBlob, sarifBlob, markdownBlob] = blobs as [Blob, Blob, Blob];
    expect(JSON.parse(await jsonBlob.text())).toEqual(analysis);
    expect(jsonBlob.type).toBe('application/json');

    const sarif = JSON.parse(await sarifBlob.text()) as {
      version: string;
      runs: {
        tool: { driver: { name: string; rules: { id: string }[] } };
        results: {
          ruleId: string;
          locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
        }[];
      }[];
    };
    expect(sarif.version).toBe('2.1.0');
    const run = sarif.runs[0];
    expect(run?.tool.driver.name).toBe('Charter');
    expect(run?.tool.driver.rules.map((rule) => rule.id)).toEqual(analysis.rules.map((rule) => rule.id));
    expect(run?.results.map((result) => result.ruleId)).toEqual(analysis.findings.map((f) => f.ruleId));
    expect(
      run?.results.map((result) => result.locations[0]?.physicalLocation.artifactLocation.uri),
    ).toContain('src/app.tsx');

    const markdown = await markdownBlob.text();
    expect(markdown.startsWith(`# Charter check: ${URL_GIVEN}`)).toBe(true);
    expect(markdown).toContain('**Overall health: 59/100** · 5 files scanned · 10 findings');
    expect(markdown).toContain('`package-lock.json`: 3 packages');
    expect(markdown).toContain('`src/app.tsx:7:');
  });

  it('shows the server’s reason with Retry, keeps the URL, shows no sample figures, and retries', async () => {
    let calls = 0;
    const bodies: unknown[] = [];
    withServer((init) => {
      calls += 1;
      bodies.push(JSON.parse(String(init?.body)));
      return calls === 1
        ? json(422, {
            error: 'The repository could not be cloned: it does not exist or is private.',
            code: 'CLONE_FAILED',
          })
        : json(200, { success: true, analysis: makeAnalysis() });
    });
    const { user } = await analyze();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Analysis failed: The repository could not be cloned: it does not exist or is private.',
    );
    expect((screen.getByLabelText('Project URL') as HTMLInputElement).value).toBe(URL_GIVEN);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText(/66/)).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('meter', { name: 'Overall health' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodies.map((body) => (body as { projectUrl: string }).projectUrl)).toEqual([URL_GIVEN, URL_GIVEN]);
  });

  it('retries the URL that failed, even after the field was edited', async () => {
    const bodies: unknown[] = [];
    withServer((init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json(400, { error: 'Replit projects cannot be cloned: give the git URL.', code: 'BAD_INPUT' });
    });
    const replit = 'https://replit.com/@grace/shop';
    const { user } = await analyze(replit);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Analysis failed: Replit projects cannot be cloned: give the git URL.',
    );
    await user.type(screen.getByLabelText('Project URL'), 'x');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ projectUrl: replit });
  });

  it('after a 401, says the session ended and links to sign-in instead of retrying', async () => {
    withServer(() => json(401, { error: 'You are not signed in.', code: 'UNAUTHENTICATED' }));
    await analyze();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Analysis failed: You are not signed in.');
    expect(within(alert).getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/login');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('names an answer that is not an analysis, and a server that cannot be reached', async () => {
    let mode: 'bad' | 'down' = 'bad';
    withServer(() => {
      if (mode === 'down') throw new TypeError('Failed to fetch');
      return json(200, { success: true, analysis: { overallHealth: 66 } });
    });
    const { user } = await analyze();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Analysis failed: invalid response format: the server’s answer is not an analysis.',
    );
    expect(screen.queryByRole('meter')).toBeNull();

    mode = 'down';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Analysis failed: the server could not be reached. Check your connection and try again.',
      ),
    );
  });
});

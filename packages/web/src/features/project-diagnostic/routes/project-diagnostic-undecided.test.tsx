// The screen never scores an unknown silently: outbound HTTP calls the server's scan saw but could not judge
// (`analysis.undecided`) are said beside the Performance score, listed in a disclosure, and left out when there
// are none. The analysis is the fixture's real scan (packages/scanner keeps it true), parsed by core's schema.
import type { ProjectAnalysis } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import { makeAnalysis } from '../testing/analysis-fixture';

async function showAnalysis(analysis: ProjectAnalysis) {
  fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'POST /api/project/analyze': () => json(200, { success: true, analysis }),
  });
  const view = renderApp('/project-diagnostic');
  await view.user.type(await screen.findByLabelText('Project URL'), 'https://github.com/acme/shop');
  await view.user.click(screen.getByRole('button', { name: 'Analyze Project' }));
  await screen.findByRole('meter', { name: 'Overall health' });
  return view;
}

function performanceScore(analysis: ProjectAnalysis): number {
  const performance = analysis.diagnostics.find((d) => d.category === 'performance');
  if (!performance) throw new Error('the fixture has no Performance category');
  return performance.score;
}

describe('Project Diagnostic: outbound calls not judged', () => {
  it('the fixture is a real scan with one call the checker could not judge', () => {
    expect(makeAnalysis().undecided).toEqual([
      {
        file: 'src/api.ts',
        line: 12,
        column: 3,
        what: 'fetch()',
        reason: 'the signal comes from the caller',
      },
    ]);
  });

  it('Overview: the Performance card and the status say so, and a disclosure lists the call', async () => {
    const analysis = makeAnalysis();
    const score = performanceScore(analysis);
    const { user } = await showAnalysis(analysis);

    expect(screen.getByRole('status').textContent).toBe(
      'Analysis complete. Overall health 59 out of 100: Needs attention. Performance has 1 call not judged.',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    const card = within(panel).getByRole('article', { name: 'Performance' });
    expect(within(card).getByText('1 call not judged')).toBeVisible();
    // The other categories say nothing of it.
    expect(
      within(within(panel).getByRole('article', { name: 'Accessibility' })).queryByText(/not judged/),
    ).toBeNull();

    const region = within(panel).getByRole('region', { name: `Performance ${score} with 1 call not judged` });
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe(
      `Performance ${score} with 1 call not judged`,
    );
    expect(region.textContent).toContain(
      '1 outbound HTTP call not judged (their timeout is decided where the checker cannot see).',
    );
    const toggle = within(region).getByRole('button', { name: 'Show the calls not judged' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(within(region).queryByRole('list', { name: 'Calls not judged' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide the calls not judged');
    const calls = within(region).getByRole('list', { name: 'Calls not judged' });
    expect(calls.parentElement).toBe(list);
    expect(
      within(calls)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['src/api.ts:12 fetch() — the signal comes from the caller']);
    expect(within(calls).getByText('src/api.ts:12').tagName).toBe('CODE');

    // A keyboard user closes and opens it with Enter and Space; focus stays on the button.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(region).queryByRole('list', { name: 'Calls not judged' })).toBeNull();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(region).getByRole('list', { name: 'Calls not judged' })).toBeVisible();
    expect(document.activeElement).toBe(toggle);
  });

  it('sets the code in a reason as code', async () => {
    const analysis = makeAnalysis();
    const [call] = analysis.undecided ?? [];
    if (!call) throw new Error('the fixture has no undecided call');
    const { user } = await showAnalysis({
      ...analysis,
      undecided: [{ ...call, reason: 'the signal comes from the caller (`opts.signal`)' }],
    });
    await user.click(screen.getByRole('button', { name: 'Show the calls not judged' }));
    const item = within(screen.getByRole('list', { name: 'Calls not judged' })).getByRole('listitem');
    expect(item.textContent).toBe('src/api.ts:12 fetch() — the signal comes from the caller (opts.signal)');
    expect(within(item).getByText('opts.signal').tagName).toBe('CODE');
  });

  it('Detailed Analysis: the Performance section ends with the same disclosure', async () => {
    const analysis = makeAnalysis();
    const score = performanceScore(analysis);
    const { user } = await showAnalysis(analysis);
    await user.click(screen.getByRole('tab', { name: 'Detailed Analysis' }));
    const panel = screen.getByRole('tabpanel', { name: 'Detailed Analysis' });
    const performance = within(panel).getByRole('region', { name: 'Performance (2 issues)' });
    const region = within(performance).getByRole('region', {
      name: `Performance ${score} with 1 call not judged`,
    });
    // Under the section's own h3.
    expect(within(region).getByRole('heading', { level: 4 })).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Show the calls not judged' }));
    expect(
      within(within(region).getByRole('list', { name: 'Calls not judged' })).getByRole('listitem')
        .textContent,
    ).toBe('src/api.ts:12 fetch() — the signal comes from the caller');
    for (const other of ['Dependencies', 'Accessibility', 'Architecture']) {
      const section = within(panel).getByRole('region', { name: new RegExp(`^${other} \\(`) });
      expect(section.textContent).not.toContain('not judged');
    }
  });

  it('a long list shows the first 10 calls, says how many more, and the rest on request', async () => {
    const analysis = makeAnalysis();
    const [call] = analysis.undecided ?? [];
    if (!call) throw new Error('the fixture has no undecided call');
    const many = Array.from({ length: 13 }, (_, i) => ({ ...call, line: i + 1 }));
    const { user } = await showAnalysis({ ...analysis, undecided: many });
    const region = screen.getByRole('region', { name: /with 13 calls not judged$/ });
    expect(region.textContent).toContain('13 outbound HTTP calls not judged');
    await user.click(within(region).getByRole('button', { name: 'Show the calls not judged' }));
    const list = () => within(region).getByRole('list', { name: 'Calls not judged' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(10);
    expect(within(region).getByText('… and 3 more.')).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'Show all 13 calls' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(13);
    expect(within(list()).getAllByRole('listitem').at(-1)?.textContent).toBe(
      'src/api.ts:13 fetch() — the signal comes from the caller',
    );
    expect(within(region).queryByText(/and 3 more/)).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Show the first 10 only' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(10);
  });

  it.each([
    ['absent (an analysis from before the field)', undefined],
    ['empty', []],
  ])('says nothing extra when undecided is %s', async (_label, undecided) => {
    const analysis = makeAnalysis({ undecided });
    expect(analysis.undecided ?? []).toEqual([]);
    const { user } = await showAnalysis(analysis);
    expect(screen.getByRole('status').textContent).toBe(
      'Analysis complete. Overall health 59 out of 100: Needs attention.',
    );
    expect(screen.queryByText(/not judged/)).toBeNull();
    expect(screen.queryByRole('button', { name: /calls not judged/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Detailed Analysis' }));
    expect(screen.getByRole('tabpanel', { name: 'Detailed Analysis' }).textContent).not.toContain(
      'not judged',
    );
  });
});

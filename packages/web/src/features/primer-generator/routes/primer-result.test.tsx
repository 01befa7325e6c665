import { AGENT_FILE_PATHS, PRIMER_STEPS } from '@charter/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '../../../lib/download';
import { ONBOARDING_CONTEXT_KEY } from '../../../lib/onboarding-context';
import { makeProject } from '../../../testing/factories';
import { json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import {
  bodyOf,
  FULL_ANSWERS,
  fillProjectName,
  generatorServer,
  makeGenerated,
} from './primer-generator-test-server';

// The browser's download is the boundary here: record what would be saved instead of saving it.
vi.mock('../../../lib/download', () => ({ downloadBlob: vi.fn(), downloadTextFile: vi.fn() }));

afterEach(() => vi.mocked(downloadBlob).mockClear());

/** Opens the page on a full draft and steps to the last step, where Generate Primer is. */
async function openOnLastStep(url = '/primer-generator') {
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 2, name: 'You and the project' });
  await screen.findByDisplayValue(FULL_ANSWERS['project-scope']);
  fillProjectName();
  for (let index = 0; index < PRIMER_STEPS.length - 1; index++) {
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
  }
  await screen.findByRole('heading', { level: 2, name: 'Brand, constraints and delivery' });
  return app;
}

async function generate(app: Awaited<ReturnType<typeof openOnLastStep>>) {
  await app.user.click(screen.getByRole('button', { name: 'Generate Primer' }));
  return screen.findByRole('heading', { level: 2, name: 'Your primer is ready' });
}

const generated = makeGenerated();

describe('primer generator: generating', () => {
  it('replaces the form with the result: metadata, compliance and a 1000-character preview', async () => {
    const fetchMock = generatorServer({ draft: FULL_ANSWERS });
    const app = await openOnLastStep();
    const heading = await generate(app);

    const generateCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/primer/generate');
    expect(bodyOf(generateCall?.[1])).toEqual({ answers: FULL_ANSWERS, projectName: 'TutorTime' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    const figures = within(screen.getByLabelText('Primer metadata'));
    expect(figures.getByText(generated.metadata.wordCount.toLocaleString('en'))).toBeVisible();
    expect(figures.getByText('web-app')).toBeVisible();
    expect(figures.getByText('founder')).toBeVisible();

    const compliance = screen.getByRole('region', { name: 'Compliance check' });
    expect(within(compliance).getByText('6 of 6 governance sections are in the primer.')).toBeVisible();
    expect(within(compliance).getByText('Dependency limit rule')).toBeVisible();

    const preview = screen.getByRole('region', { name: 'Primer preview' });
    expect(generated.primer.length).toBeGreaterThan(1000);
    expect(preview.textContent).toBe(`${generated.primer.slice(0, 1000)}…`);
    expect(preview.textContent?.startsWith('# Project Primer: ')).toBe(true);

    await app.user.click(screen.getByRole('button', { name: 'Generate New' }));
    await screen.findByRole('heading', { level: 2, name: 'Brand, constraints and delivery' });
    expect(screen.getByDisplayValue(FULL_ANSWERS['timeline-budget'])).toBeVisible();
  });

  it('loading a test case from the result view goes back to the form with its answers', async () => {
    const testCase = {
      name: 'Designer, mobile',
      answers: { ...FULL_ANSWERS, 'user-role': 'designer', 'platform-type': 'iOS and Android' },
      updatedAt: '2026-03-14T08:00:00.000Z',
    };
    generatorServer({ draft: FULL_ANSWERS, testCases: [testCase] });
    const app = await openOnLastStep();
    await generate(app);
    await app.user.selectOptions(screen.getByLabelText('Saved test cases'), 'Designer, mobile');
    await app.user.click(screen.getByRole('button', { name: 'Load Test Case' }));
    await screen.findByRole('heading', { level: 2, name: 'You and the project' });
    expect(screen.queryByRole('heading', { name: 'Your primer is ready' })).toBeNull();
    expect(screen.getByDisplayValue('iOS and Android')).toBeVisible();
  });

  it('disables Generate Primer while the primer is generated', async () => {
    generatorServer({ draft: FULL_ANSWERS, routes: { 'POST /api/primer/generate': pending } });
    const app = await openOnLastStep();
    await app.user.click(screen.getByRole('button', { name: 'Generate Primer' }));
    expect(screen.getByRole('button', { name: 'Generating Primer...' })).toHaveProperty('disabled', true);
  });

  it('says why generation failed and keeps the answers', async () => {
    generatorServer({
      draft: FULL_ANSWERS,
      routes: {
        'POST /api/primer/generate': () =>
          json(503, { error: 'The store is not answering.', code: 'UNAVAILABLE' }),
      },
    });
    const app = await openOnLastStep();
    await app.user.click(screen.getByRole('button', { name: 'Generate Primer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The primer could not be generated. The store is not answering. Your answers are kept; try again.',
    );
    expect(screen.getByDisplayValue(FULL_ANSWERS['brand-requirements'])).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generate Primer' })).toHaveProperty('disabled', false);
  });
});

describe('primer generator: downloads', () => {
  it('downloads the Markdown file the server answers as project-primer-<timestamp>.md', async () => {
    const fetchMock = generatorServer({
      draft: FULL_ANSWERS,
      routes: {
        'POST /api/primer/download': (init) =>
          new Response((bodyOf(init) as { primer: string }).primer, {
            status: 200,
            headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
          }),
      },
    });
    const app = await openOnLastStep();
    await generate(app);
    await app.user.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0] ?? [];
    expect(name).toMatch(/^project-primer-\d+\.md$/);
    expect(await blob?.text()).toBe(generated.primer);
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/primer/download');
    expect(bodyOf(call?.[1])).toEqual({ primer: generated.primer });
  });

  it('zips the primer with the four agent files', async () => {
    generatorServer({ draft: FULL_ANSWERS });
    const app = await openOnLastStep();
    await generate(app);
    await app.user.click(screen.getByRole('button', { name: 'Download with agent files (.zip)' }));
    await vi.waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0] ?? [];
    expect(name).toMatch(/^project-primer-\d+-agent-files\.zip$/);

    const zip = await JSZip.loadAsync(await (blob as Blob).arrayBuffer());
    const paths = Object.keys(zip.files).filter((path) => !zip.files[path]?.dir);
    // Inside every archive the primer is PRIMER.md, as `charter primer` and the conversational package name it.
    expect(paths.sort()).toEqual([...AGENT_FILE_PATHS, 'PRIMER.md'].sort());
    expect(await zip.file('PRIMER.md')?.async('string')).toBe(generated.primer);
    const cursor = await zip.file('.cursor/rules/charter.mdc')?.async('string');
    expect(cursor).toBe(
      generated.agentFiles.find((file) => file.path === '.cursor/rules/charter.mdc')?.content,
    );
    expect(cursor?.startsWith('---\n')).toBe(true);
  });

  it('says when the download fails', async () => {
    generatorServer({
      draft: FULL_ANSWERS,
      routes: {
        'POST /api/primer/download': () =>
          json(500, { error: 'Something went wrong on our side.', code: 'INTERNAL' }),
      },
    });
    const app = await openOnLastStep();
    await generate(app);
    await app.user.click(screen.getByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The primer could not be downloaded. Something went wrong on our side.',
    );
    expect(downloadBlob).not.toHaveBeenCalled();
  });
});

describe('primer generator: saving the project', () => {
  it('saves the project, announces the countdown and opens the dashboard after 3 s', async () => {
    localStorage.setItem(ONBOARDING_CONTEXT_KEY, '# notes.md\n\nWe build lesson bookings.');
    const fetchMock = generatorServer({
      draft: FULL_ANSWERS,
      routes: {
        'POST /api/projects': () => json(201, makeProject({ id: 'p1', name: 'Tutor bookings' })),
        'GET /api/user/projects': () => json(200, { projects: [] }),
      },
    });
    const app = await openOnLastStep('/primer-generator?context=onboarding');
    await generate(app);
    const name = screen.getByLabelText('Project name') as HTMLInputElement;
    expect(name.value).toBe(generated.primer.split('\n')[0]?.replace('# Project Primer: ', ''));
    fireEvent.change(name, { target: { value: 'Tutor bookings' } });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Save Project' }));
    for (let i = 0; i < 10 && !screen.queryByText(/Opening your dashboard/); i++) {
      await act(() => vi.advanceTimersByTimeAsync(10));
    }
    expect(
      screen.getByText('Project saved. Opening your dashboard in 3 seconds...').getAttribute('role'),
    ).toBe('status');
    expect(screen.getByText('Project saved')).toBeVisible();
    expect(localStorage.getItem(ONBOARDING_CONTEXT_KEY)).toBeNull();

    const save = fetchMock.mock.calls.find(([input]) => String(input) === '/api/projects');
    expect(bodyOf(save?.[1])).toEqual({
      name: 'Tutor bookings',
      description: FULL_ANSWERS['project-scope'],
      projectVision: FULL_ANSWERS['core-problem'],
      targetMarket: FULL_ANSWERS['target-users'],
      businessModel: FULL_ANSWERS['business-model'],
      primaryFeatures: FULL_ANSWERS['primary-jobs'],
      technicalComplexity: FULL_ANSWERS['technical-complexity'],
      platformConstraints: FULL_ANSWERS['platform-constraints'],
      timelineBudget: FULL_ANSWERS['timeline-budget'],
      primerContent: generated.primer,
      completionStatus: true,
    });

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Project saved. Opening your dashboard in 2 seconds...')).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/primer-generator');
    // One second at a time: each tick renders before the next timer is set.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Project saved. Opening your dashboard in 1 second...')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // The dashboard's screen is its own chunk: the navigation completes once it has loaded.
    vi.useRealTimers();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps the onboarding context without ?context=onboarding and shows a failed save', async () => {
    localStorage.setItem(ONBOARDING_CONTEXT_KEY, '# notes.md\n\nWe build lesson bookings.');
    generatorServer({
      draft: FULL_ANSWERS,
      routes: {
        'POST /api/projects': () =>
          json(400, { error: 'Project name must be at most 200 characters.', code: 'VALIDATION_FAILED' }),
      },
    });
    const app = await openOnLastStep();
    await generate(app);
    await app.user.click(screen.getByRole('button', { name: 'Save Project' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The project could not be saved. Project name must be at most 200 characters. Your primer is still here; try again.',
    );
    expect(screen.getByRole('button', { name: 'Save Project' })).toHaveProperty('disabled', false);
    expect(localStorage.getItem(ONBOARDING_CONTEXT_KEY)).not.toBeNull();
    expect(app.router.state.location.pathname).toBe('/primer-generator');
  });
});

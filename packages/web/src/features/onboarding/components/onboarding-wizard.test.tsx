import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_CONTEXT_KEY, ONBOARDING_FILES_KEY } from '../../../lib/onboarding-context';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

function notOnboarded(extra: Parameters<typeof fakeServer>[0] = {}) {
  let user = makeUser({ onboardingCompleted: false, technicalExperience: 'beginner' });
  const fetchMock = fakeServer({
    ...extra,
    'GET /api/auth/me': () => json(200, { success: true, user }),
    'POST /api/auth/complete-onboarding': () => {
      user = { ...user, onboardingCompleted: true };
      return json(200, { success: true, user });
    },
    'GET /api/user/projects': () => json(200, { projects: [] }),
  });
  return fetchMock;
}

const progress = () => screen.getByRole('progressbar', { name: 'Onboarding progress' });

describe('onboarding wizard', () => {
  it('walks the four steps with Previous and Next', async () => {
    notOnboarded();
    const { user } = renderApp('/onboarding');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Charter, Ada Lovelace!' }),
    ).toBeVisible();
    expect(screen.getByText(/Beginner:/)).toBeVisible();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(progress().getAttribute('aria-valuenow')).toBe('25');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Import Your Context' })).toBeVisible();
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    expect(progress().getAttribute('aria-valuenow')).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 1, name: 'AI-Assisted Project Setup' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Start Building' })).toBeVisible();
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByText('50-package dependency limit')).toBeVisible();
    expect(screen.getByText('10-second API timeout protection')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 3 of 4')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Skip onboarding' })).toBeVisible();
  });

  it('imports .txt, .md, .rtf and .pdf files into local storage and lists them with their size', async () => {
    notOnboarded();
    const { user } = renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const input = screen.getByLabelText(/Choose files to import/) as HTMLInputElement;
    expect(input.accept).toBe('.txt,.md,.rtf,.pdf');
    const notes = new File(['We build invoices.'], 'notes.md', { type: 'text/markdown' });
    const chat = new File(['x'.repeat(2048)], 'chat.txt', { type: 'text/plain' });
    const image = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [notes, chat, image] } });

    const list = await screen.findByRole('list', { name: 'Imported files' });
    expect(list.textContent).toContain('notes.md');
    expect(list.textContent).toContain('chat.txt');
    expect(list.textContent).toContain('2.0 KB');
    expect((await screen.findByRole('alert')).textContent).toContain('logo.png');
    expect(localStorage.getItem(ONBOARDING_CONTEXT_KEY)).toBe(
      `# notes.md\n\nWe build invoices.\n\n# chat.txt\n\n${'x'.repeat(2048)}`,
    );
    expect(JSON.parse(localStorage.getItem(ONBOARDING_FILES_KEY) ?? '[]')).toEqual([
      { name: 'notes.md', size: 18 },
      { name: 'chat.txt', size: 2048 },
    ]);
  });

  it('has the server extract a PDF, keeps only its text, and says which files failed', async () => {
    const sent: FormData[] = [];
    notOnboarded({
      'POST /api/files/extract-text': (init) => {
        const form = init?.body as FormData;
        sent.push(form);
        const file = form.get('file') as File;
        if (file.name === 'broken.pdf') {
          return json(400, { error: 'broken.pdf is not a readable PDF.', code: 'VALIDATION_FAILED' });
        }
        return json(200, {
          success: true,
          text: 'Spec: clinics lose 20% of bookings.',
          name: file.name,
          type: 'pdf',
          characters: 35,
          truncated: false,
          hadBinary: false,
        });
      },
    });
    const { user } = renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const input = screen.getByLabelText(/Choose files to import/) as HTMLInputElement;
    const spec = new File(['%PDF-1.4 spec'], 'spec.pdf', { type: 'application/pdf' });
    const broken = new File(['%PDF-1.4 junk'], 'broken.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [spec, broken] } });

    const list = await screen.findByRole('list', { name: 'Imported files' });
    expect(list.textContent).toContain('spec.pdf');
    expect(list.textContent).not.toContain('broken.pdf');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not imported — broken.pdf: broken.pdf is not a readable PDF.',
    );
    expect(sent.map((form) => (form.get('file') as File).name).sort()).toEqual(['broken.pdf', 'spec.pdf']);
    expect(localStorage.getItem(ONBOARDING_CONTEXT_KEY)).toBe(
      '# spec.pdf\n\nSpec: clinics lose 20% of bookings.',
    );
  });

  it('Start Building completes onboarding and goes to the dashboard', async () => {
    const fetchMock = notOnboarded();
    const { user, router } = renderApp('/onboarding');
    for (let i = 0; i < 3; i++) await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Start Building' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Charter' });
    expect(router.state.location.pathname).toBe('/dashboard');
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toContain('POST /api/auth/complete-onboarding');
    // The user is fetched again after completing.
    expect(calls.filter((c) => c === 'GET /api/auth/me').length).toBeGreaterThanOrEqual(2);
  });

  it('reads Completing... while the call runs, and Skip also completes', async () => {
    fakeServer({
      'GET /api/auth/me': () => json(200, { success: true, user: makeUser({ onboardingCompleted: false }) }),
      'POST /api/auth/complete-onboarding': pending,
    });
    const { user } = renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Skip onboarding' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Skip onboarding' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Completing...' })).toBeVisible();
  });

  it('sends an onboarded user straight to the dashboard', async () => {
    fakeServer({
      'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
      'GET /api/user/projects': () => json(200, { projects: [] }),
    });
    const { router } = renderApp('/onboarding');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Charter' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
